import { boolean, mixed, object, string, type InferType } from 'yup';
import { LANGUAGES, type Language } from '../constants.js';
import { isLinkUrl, LINK_MAX_LENGTH } from './links.js';

/** The messages a failed popup rule gives (spec §5 "Popup"); the web passes translated ones. */
export type PopupMessages = {
  imageRequired: string;
  linkRequired: string;
  linkInvalid: string;
  dateInvalid: string;
  startAfterEnd: string;
  languageInvalid: string;
  altTextTooLong: string;
};

export const POPUP_MESSAGES: PopupMessages = {
  imageRequired: 'please upload a popup image',
  linkRequired: 'please enter link URL',
  linkInvalid: 'please enter a valid URL',
  dateInvalid: 'please enter a valid date and time',
  startAfterEnd: 'start date must be earlier than or equal to end date',
  languageInvalid: 'language must be one of ENG, JPN, CHN, KOR',
  altTextTooLong: 'alt text must be at most 200 characters',
};

/** An instant given as an ISO text (or a Date): a Date, null when blank; NaN dates fail `dateInvalid`. */
const instant = (message: string) =>
  mixed<Date>()
    .nullable()
    .default(null)
    .transform((v: unknown) => {
      if (v == null || v === '') return null;
      if (v instanceof Date) return v;
      if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v)) return new Date(v);
      return new Date(NaN);
    })
    .test('date', message, (v) => v == null || !Number.isNaN(v.getTime()))
    .meta({ jsonSchema: { type: 'string', format: 'date-time', description: 'An ISO 8601 instant' } });

/**
 * A popup (spec §5 "Popup"): an image and a link URL are required, the start not after the end
 * ('start date must be earlier than or equal to end date'); language defaults to ENG; active by
 * default. Either end of the period may be open (null).
 */
export function createPopupSchema(messages: PopupMessages = POPUP_MESSAGES) {
  return object({
    imageUrl: string().trim().required(messages.imageRequired).max(LINK_MAX_LENGTH, messages.imageRequired),
    linkUrl: string()
      .trim()
      .required(messages.linkRequired)
      .max(LINK_MAX_LENGTH, messages.linkInvalid)
      .test('link', messages.linkInvalid, (v) => v === undefined || isLinkUrl(v)),
    altText: string().trim().default('').max(200, messages.altTextTooLong),
    startDate: instant(messages.dateInvalid),
    endDate: instant(messages.dateInvalid).test('order', messages.startAfterEnd, function (end) {
      const start = this.parent.startDate as Date | null;
      if (!start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return true;
      return start.getTime() <= end.getTime();
    }),
    isActive: boolean().typeError('isActive must be true or false').default(true),
    language: mixed<Language>()
      .oneOf(LANGUAGES, messages.languageInvalid)
      .required(messages.languageInvalid)
      .default('ENG'),
  });
}

export const popupSchema = createPopupSchema();
export type PopupValues = InferType<typeof popupSchema>;

/** Where a popup stands now: shown, not yet, over, or switched off by staff. */
export const POPUP_STATUSES = ['live', 'scheduled', 'ended', 'off'] as const;
export type PopupStatus = (typeof POPUP_STATUSES)[number];

export interface PopupPeriod {
  isActive: boolean;
  startDate?: Date | string | null;
  endDate?: Date | string | null;
}

const time = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).getTime());

/**
 * A popup's status at an instant. Periods are instants entered as Seoul wall times, so comparing
 * instants judges them in Seoul whatever the server's or browser's zone; both ends are inclusive.
 */
export function popupStatus(popup: PopupPeriod, now: Date = new Date()): PopupStatus {
  if (!popup.isActive) return 'off';
  const start = time(popup.startDate);
  const end = time(popup.endDate);
  if (start !== null && start > now.getTime()) return 'scheduled';
  if (end !== null && end < now.getTime()) return 'ended';
  return 'live';
}

/** True when two periods share an instant (open ends reach forever). */
export function periodsOverlap(a: PopupPeriod, b: PopupPeriod): boolean {
  const aStart = time(a.startDate) ?? -Infinity;
  const aEnd = time(a.endDate) ?? Infinity;
  const bStart = time(b.startDate) ?? -Infinity;
  const bEnd = time(b.endDate) ?? Infinity;
  return aStart <= bEnd && bStart <= aEnd;
}
