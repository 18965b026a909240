import { array, mixed, number, object, string, type InferType } from 'yup';
import { isIsoDate, seoulToday } from '../calendar.js';
import { REVIEW_LIMITS, REVIEW_TYPES, type ReviewType } from '../constants.js';

export { REVIEW_LIMITS };

/** The messages a failed rule gives; the web passes translated ones, the server uses these. */
export type ReviewMessages = {
  ratingRequired: string;
  ratingInvalid: string;
  nameRequired: string;
  nameTooLong: string;
  visitDateRequired: string;
  visitDateInvalid: string;
  visitDateInFuture: string;
  contentRequired: string;
  contentTooLong: string;
  tooManyImages: string;
  imageInvalid: string;
  reelsLinkRequired: string;
  linkInvalid: string;
  pinInvalid: string;
};

export const REVIEW_MESSAGES: ReviewMessages = {
  ratingRequired: 'Please choose a rating.',
  ratingInvalid: `Rating must be a whole number from ${REVIEW_LIMITS.ratingMin} to ${REVIEW_LIMITS.ratingMax}.`,
  nameRequired: 'Please enter your name.',
  nameTooLong: `Name must be at most ${REVIEW_LIMITS.reviewerName} characters.`,
  visitDateRequired: 'Please choose your visit date.',
  visitDateInvalid: 'Please choose a valid visit date.',
  visitDateInFuture: 'The visit date cannot be in the future.',
  contentRequired: 'Please write your review.',
  contentTooLong: `Review must be at most ${REVIEW_LIMITS.content} characters.`,
  tooManyImages: `You can add up to ${REVIEW_LIMITS.images} photos.`,
  imageInvalid: 'A photo is not valid. Please upload it again.',
  reelsLinkRequired: 'Please enter the video link.',
  linkInvalid: 'Please enter a valid link starting with http:// or https://.',
  pinInvalid: 'PIN must be 6 digits',
};

const PIN_RE = new RegExp(`^\\d{${REVIEW_LIMITS.pinLength}}$`);

/** True for an absolute http(s) address. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The 6-digit review PIN (spec §5): a string of exactly six digits, nothing else. */
export function createPinSchema(message: string = REVIEW_MESSAGES.pinInvalid) {
  // Strict: a number is not a PIN (123456 would lose the leading zeros of 012345).
  return string()
    .strict()
    .typeError(message)
    .nonNullable(message)
    .defined(message)
    .test('pin', message, (v) => v == null || PIN_RE.test(v));
}

export const pinSchema = createPinSchema();

/** An optional http(s) link, trimmed; blank becomes null. */
const optionalLink = (messages: ReviewMessages) =>
  string()
    .trim()
    .nullable()
    .default(null)
    .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v))
    .max(REVIEW_LIMITS.link, messages.linkInvalid)
    .test('http-link', messages.linkInvalid, (v) => v == null || isHttpUrl(v));

/**
 * The review rules (spec §5 "Review"): rating a whole number 1–5; name non-blank; visit date a real
 * YYYY-MM-DD not after today in Seoul (`context.today` overrides today, for tests); content
 * non-blank and at most 4000 characters after trimming, stored as plain text; at most 5 photos; a
 * video ("reels") review needs an http(s) link; PIN exactly 6 digits. Casting trims the strings,
 * so what is stored is what was checked. Whether a photo is one of this site's uploads is checked
 * by the server.
 */
export function createReviewSchema(messages: ReviewMessages = REVIEW_MESSAGES) {
  return object({
    reviewType: mixed<ReviewType>().oneOf(REVIEW_TYPES).default('general'),
    rating: number()
      .typeError(messages.ratingInvalid)
      .required(messages.ratingRequired)
      .integer(messages.ratingInvalid)
      .min(REVIEW_LIMITS.ratingMin, messages.ratingInvalid)
      .max(REVIEW_LIMITS.ratingMax, messages.ratingInvalid),
    reviewerName: string()
      .trim()
      .required(messages.nameRequired)
      .max(REVIEW_LIMITS.reviewerName, messages.nameTooLong),
    visitDate: string()
      .trim()
      .required(messages.visitDateRequired)
      .test('iso-date', messages.visitDateInvalid, (v) => v === undefined || isIsoDate(v))
      .test('not-future', messages.visitDateInFuture, function (v) {
        const today = (this.options.context as { today?: string } | undefined)?.today ?? seoulToday();
        return v === undefined || !isIsoDate(v) || v <= today;
      }),
    reviewContent: string()
      .trim()
      .required(messages.contentRequired)
      .max(REVIEW_LIMITS.content, messages.contentTooLong),
    reviewImages: array(
      string().trim().required(messages.imageInvalid).max(REVIEW_LIMITS.link, messages.imageInvalid),
    )
      .default([])
      .max(REVIEW_LIMITS.images, messages.tooManyImages),
    reelsLink: optionalLink(messages).when('reviewType', {
      is: 'reels',
      then: (s) => s.required(messages.reelsLinkRequired),
    }),
    thumbnailImage: string()
      .trim()
      .nullable()
      .default(null)
      .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v))
      .max(REVIEW_LIMITS.link, messages.imageInvalid),
    pin: createPinSchema(messages.pinInvalid),
  });
}

/** The schema with the English messages (server side). */
export const reviewSchema = createReviewSchema();

/** A valid review after casting: trimmed strings, defaults filled in. */
export type ReviewValues = InferType<typeof reviewSchema>;

/** The admin form's further messages (spec §5 "Review (admin)"). */
export type AdminReviewMessages = ReviewMessages & { itemRequired: string; thumbnailRequired: string };

export const ADMIN_REVIEW_MESSAGES: AdminReviewMessages = {
  ...REVIEW_MESSAGES,
  nameRequired: 'Please enter the reviewer name.',
  visitDateRequired: 'Please choose the visit date.',
  contentRequired: 'Please enter the review content.',
  itemRequired: 'Please choose an item.',
  thumbnailRequired: 'Please upload a thumbnail image.',
};

/**
 * A review written or edited by staff (spec §5 "Review (admin)"): the item (on create), name and
 * visit date required; a video ("reels") review needs a thumbnail (on create) and a link, a general
 * one its content; rating 1-5; at most 5 photos; the PIN optional (an admin needs none) but 6 digits when
 * given. Editing leaves the item out (a review never moves to another item) and keeps the thumbnail
 * a video review has.
 */
export function createAdminReviewSchema(
  messages: AdminReviewMessages = ADMIN_REVIEW_MESSAGES,
  mode: 'create' | 'edit' = 'create',
) {
  const base = createReviewSchema(messages);
  const editing = mode === 'edit';
  return base.shape({
    itemId: number()
      .transform((v: unknown, original: unknown) => (original === '' ? undefined : v))
      .typeError(messages.itemRequired)
      .integer(messages.itemRequired)
      .min(1, messages.itemRequired)
      .test('item', messages.itemRequired, (v) => editing || v != null),
    reviewContent: string()
      .trim()
      .default('')
      .max(REVIEW_LIMITS.content, messages.contentTooLong)
      .when('reviewType', {
        is: 'reels',
        otherwise: (s) => s.required(messages.contentRequired),
      }),
    thumbnailImage: string()
      .trim()
      .nullable()
      .default(null)
      .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v))
      .max(REVIEW_LIMITS.link, messages.imageInvalid)
      .when('reviewType', {
        // Edit (spec §5): a video review needs its link; the thumbnail it has may stay.
        is: (type: string) => type === 'reels' && !editing,
        then: (s) => s.required(messages.thumbnailRequired),
      }),
    pin: string()
      .nullable()
      .default(null)
      .transform((v: unknown) => (v === '' ? null : v))
      .test('pin', messages.pinInvalid, (v) => v == null || PIN_RE.test(v)),
  });
}

export const adminReviewSchema = createAdminReviewSchema();
export const adminReviewEditSchema = createAdminReviewSchema(ADMIN_REVIEW_MESSAGES, 'edit');
export type AdminReviewValues = InferType<typeof adminReviewSchema>;
