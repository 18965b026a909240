import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { isIsoDate } from '../calendar.js';
import {
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_PATTERN,
  PROMO_KINDS,
  normalizePromoCode,
  type PromoKind,
} from '../promo.js';

/** The messages a failed promo-code rule gives; the admin screen passes translated ones. */
export type PromoCodeMessages = {
  codeInvalid: string;
  kindInvalid: string;
  valueInvalid: string;
  percentTooHigh: string;
  dateInvalid: string;
  fromAfterUntil: string;
  countInvalid: string;
  itemsInvalid: string;
};

export const PROMO_CODE_MESSAGES: PromoCodeMessages = {
  codeInvalid: 'A code is 4 to 32 letters, digits, "-" or "_".',
  kindInvalid: 'kind must be percent or fixed.',
  valueInvalid: 'The discount must be a whole number above 0.',
  percentTooHigh: 'A percentage discount is at most 100.',
  dateInvalid: 'Please enter a valid date (YYYY-MM-DD).',
  fromAfterUntil: 'The start date must be on or before the end date.',
  countInvalid: 'Limits are whole numbers of at least 1 (empty: no limit).',
  itemsInvalid: 'experienceIds must be a list of item ids.',
};

const day = (m: PromoCodeMessages) =>
  string()
    .nullable()
    .default(null)
    .transform((v: unknown) => (v === '' || v === undefined ? null : v))
    .test('date', m.dateInvalid, (v) => v == null || isIsoDate(v))
    .meta({
      jsonSchema: { type: ['string', 'null'], format: 'date', description: 'YYYY-MM-DD (Asia/Seoul)' },
    });

const until = (m: PromoCodeMessages, fromField: string) =>
  day(m).test('order', m.fromAfterUntil, function (v) {
    const from = this.parent[fromField] as string | null;
    return !from || !v || !isIsoDate(from) || !isIsoDate(v) || from <= v;
  });

const limit = (m: PromoCodeMessages) =>
  number()
    .nullable()
    .default(null)
    .transform((v: unknown, raw: unknown) => (raw === '' || raw === undefined ? null : v))
    .typeError(m.countInvalid)
    .integer(m.countInvalid)
    .min(1, m.countInvalid)
    .max(1_000_000, m.countInvalid);

/**
 * A promo code as staff write it: `code` left out (or empty) gets a generated one; `kind` percent
 * (1-100) or fixed KRW; `experienceIds` empty means every item; the booking window (the day the booking
 * is made) and the travel window (the visit's date) are Seoul dates, both ends included; limits empty
 * mean none.
 */
export function createPromoCodeSchema(m: PromoCodeMessages = PROMO_CODE_MESSAGES) {
  return object({
    code: string()
      .nullable()
      .default(null)
      .transform((v: unknown) => (typeof v === 'string' ? normalizePromoCode(v) || null : v))
      .max(PROMO_CODE_MAX_LENGTH, m.codeInvalid)
      .test('code', m.codeInvalid, (v) => v == null || PROMO_CODE_PATTERN.test(v)),
    kind: mixed<PromoKind>().oneOf(PROMO_KINDS, m.kindInvalid).required(m.kindInvalid),
    value: number()
      .typeError(m.valueInvalid)
      .required(m.valueInvalid)
      .integer(m.valueInvalid)
      .min(1, m.valueInvalid)
      .max(100_000_000, m.valueInvalid)
      .when('kind', {
        is: 'percent',
        then: (s) => s.max(100, m.percentTooHigh),
      }),
    experienceIds: array(
      number()
        .required(m.itemsInvalid)
        .typeError(m.itemsInvalid)
        .integer(m.itemsInvalid)
        .min(1, m.itemsInvalid),
    )
      .typeError(m.itemsInvalid)
      .default([])
      .max(500, m.itemsInvalid)
      .transform((v: unknown) => (v == null ? [] : v)),
    bookingFrom: day(m),
    bookingUntil: until(m, 'bookingFrom'),
    travelFrom: day(m),
    travelUntil: until(m, 'travelFrom'),
    maxUses: limit(m),
    maxUsesPerEmail: limit(m),
    minGuests: limit(m),
    active: boolean().typeError('active must be true or false').default(true),
  });
}

export const promoCodeSchema = createPromoCodeSchema();
export type PromoCodeValues = InferType<typeof promoCodeSchema>;

/** A code checked against a booking (POST /api/promo-codes/check). */
export const promoCheckSchema = object({
  code: string().trim().required('Please enter a code.').max(64, 'Please enter a code.'),
  itemId: number()
    .typeError('itemId must be an item id.')
    .required('itemId must be an item id.')
    .integer()
    .min(1),
  bookingDate: string()
    .trim()
    .required('Please choose a valid date.')
    .test('date', 'Please choose a valid date.', (v) => isIsoDate(v)),
  numberOfGuests: number()
    .typeError('Please choose the number of guests.')
    .required('Please choose the number of guests.')
    .integer('Please choose the number of guests.')
    .min(1, 'Please choose the number of guests.')
    .max(100, 'Please choose the number of guests.'),
  withOption: boolean().nullable().default(false),
  language: string().nullable().default(null),
});
