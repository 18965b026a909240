import { mixed, number, object, string, type InferType } from 'yup';
import { LANGUAGES, type Language } from '../constants.js';
import { isLinkUrl, LINK_MAX_LENGTH } from './links.js';

/** The messages a failed carousel rule gives (spec §5 "Carousel"); the web passes translated ones. */
export type CarouselMessages = {
  imageRequired: string;
  linkInvalid: string;
  orderInvalid: string;
  languageInvalid: string;
  titleTooLong: string;
};

export const CAROUSEL_MESSAGES: CarouselMessages = {
  imageRequired: 'please upload a slide image',
  linkInvalid: 'please enter a valid URL',
  orderInvalid: 'order must be a whole number of at least 1',
  languageInvalid: 'language must be one of ENG, JPN, CHN, KOR',
  titleTooLong: 'title must be at most 200 characters',
};

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * A slide (spec §5 "Carousel"): an image is required, the link is an optional URL (or a path of
 * this site), the order a whole number of at least 1 (left out: the server gives the count of the
 * language's slides plus 1), language ENG, JPN, CHN or KOR.
 */
export function createCarouselSchema(messages: CarouselMessages = CAROUSEL_MESSAGES) {
  return object({
    imageUrl: string().trim().required(messages.imageRequired).max(LINK_MAX_LENGTH, messages.imageRequired),
    title: string().trim().default('').max(200, messages.titleTooLong),
    linkUrl: string()
      .trim()
      .nullable()
      .default(null)
      .transform(blankToNull)
      .max(LINK_MAX_LENGTH, messages.linkInvalid)
      .test('link', messages.linkInvalid, (v) => v == null || isLinkUrl(v)),
    sortOrder: number()
      .transform((v: unknown, original: unknown) => (original === '' ? undefined : v))
      .typeError(messages.orderInvalid)
      .integer(messages.orderInvalid)
      .min(1, messages.orderInvalid)
      .max(100000, messages.orderInvalid)
      .optional(),
    language: mixed<Language>()
      .oneOf(LANGUAGES, messages.languageInvalid)
      .required(messages.languageInvalid)
      .default('ENG'),
  });
}

export const carouselSchema = createCarouselSchema();
export type CarouselValues = InferType<typeof carouselSchema>;
