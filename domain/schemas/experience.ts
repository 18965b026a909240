import { DEFAULT_FREE_CANCELLATION_HOURS, MAX_FREE_CANCELLATION_HOURS } from '../cancellation.js';
import {
  array,
  boolean,
  mixed,
  number,
  object,
  string,
  ValidationError,
  type AnyObject,
  type InferType,
} from 'yup';
import { isHhMm, isIsoDate, toIsoDate } from '../calendar.js';
import {
  CATEGORIES,
  CONFIRMATION_MODES,
  CULTURE_TAGS,
  LANGUAGES,
  LIMITS,
  PARTNERS,
  PROMOTION_TYPES,
  type Category,
  type ConfirmationMode,
  type CultureTag,
  type Language,
  type PromotionType,
} from '../constants.js';
import { DEFAULT_BOOKING_CUTOFF_HOURS, MAX_BOOKING_CUTOFF_HOURS } from '../holds.js';
import { DEFAULT_WAITLIST_OFFER_HOURS, MAX_WAITLIST_OFFER_HOURS } from '../waitlist.js';
import { MAX_CHANGE_WINDOW_HOURS } from '../move.js';
import { googleMapEmbedUrl, hasHangul, isKoreanLatitude, isKoreanLongitude, KOREA_BOUNDS } from '../maps.js';
import { DATE_INPUT_SHAPE, DIGITS_SHAPE, TIME_SLOTS_SHAPE } from './json-shapes.js';

/** Item limits (spec §5 "New item and item edit", §9); the database columns have the same sizes. */
export const EXPERIENCE_LIMITS = {
  title: 200,
  location: 300,
  shortDescription: LIMITS.shortDescriptionMax,
  metaTitle: LIMITS.metaTitleMax,
  metaDescription: LIMITS.metaDescriptionMax,
  metaTitleRecommended: [50, 60] as const,
  metaDescriptionRecommended: [150, 160] as const,
  aboutExperienceLines: 4,
  html: 50_000,
  text: 5_000,
  link: 2_000,
  listEntries: 50,
  discountMax: 99,
  guestsMax: 1_000,
  priceMax: 100_000_000,
} as const;

export const EXPERIENCE_DEFAULTS = {
  price: 0,
  maxGuests: LIMITS.defaultMaxGuests,
  minGuests: LIMITS.defaultMinGuests,
  promotionDiscount: null,
  /** Existing and new items alike wait for staff unless staff choose instant (issue 37). */
  confirmationMode: 'request' as ConfirmationMode,
  bookingCutoffHours: DEFAULT_BOOKING_CUTOFF_HOURS,
  waitlistOfferHours: DEFAULT_WAITLIST_OFFER_HOURS,
} as const;

/** The minutes the slot picker offers (spec §5, §9). */
export const SLOT_MINUTES = [0, 15, 30, 45] as const;

/** 90min, 2hrs, 1hr: a number then min, hr or hrs, any case (spec §5). */
export const DURATION_RE = /^\d+(?:\.\d+)?\s*(?:min|hr|hrs)$/i;

/** The fields an item must have (spec §5 "Required"), in the order the form shows them. */
export const REQUIRED_EXPERIENCE_FIELDS = [
  'language',
  'title',
  'category',
  'kCultureTags',
  'location',
  'minGuests',
  'maxGuests',
  'price',
  'metaTitle',
  'startTime',
  'duration',
  'salesAvailableFrom',
  'salesAvailableUntil',
  'timeSlots',
] as const;

/** English labels of the fields, as the 'Missing required fields' message names them. */
export const EXPERIENCE_FIELD_LABELS: Record<string, string> = {
  language: 'Language',
  title: 'Title',
  category: 'Category',
  kCultureTags: 'K-Culture Tag',
  location: 'Location',
  minGuests: 'Min Guests',
  maxGuests: 'Max Guests',
  price: 'Price',
  metaTitle: 'Meta Title',
  startTime: 'Start Time',
  duration: 'Duration',
  salesAvailableFrom: 'Sales Start Date',
  salesAvailableUntil: 'Sales End Date',
  timeSlots: 'Time Slots',
};

/** The messages a failed rule gives; the web passes translated ones, the server uses these. */
export type ExperienceMessages = {
  required: string;
  missingFields: (fields: string) => string;
  unknownFields: (fields: string) => string;
  oneLanguage: string;
  oneCultureTag: string;
  choiceInvalid: string;
  timeFormat: string;
  slotMinutes: string;
  durationFormat: string;
  dateInvalid: string;
  salesEndAfterStart: string;
  duplicateSlots: (slots: string) => string;
  optionBlank: string;
  optionWithoutPrice: string;
  cancellationHours: string;
  changeWindowHours: string;
  confirmationModeInvalid: string;
  bookingCutoffHours: string;
  waitlistOfferHours: string;
  duplicateHashtags: (tags: string) => string;
  minAboveMax: string;
  perBookingRange: string;
  digitsOnly: string;
  guestsMin: string;
  tooLarge: string;
  discountTooHigh: string;
  aboutTooManyLines: string;
  shortDescriptionTooLong: string;
  metaTitleTooLong: string;
  metaDescriptionTooLong: string;
  tooLong: string;
  notText: string;
  tooManyEntries: string;
  mapEmbedInvalid: string;
  coordinateInvalid: string;
  /** Coordinates outside South Korea (KOREA_BOUNDS). */
  coordinateOutsideKorea: string;
  /** A latitude without a longitude, or the reverse. */
  coordinatePairIncomplete: string;
  /** A Korean address with no Hangul in it. */
  addressKoNotKorean: string;
  linkInvalid: string;
  /** The server's refusal of an image address that is not an existing upload of this site. */
  imageNotUploaded: string;
  itineraryStepInvalid: string;
  placeTitleRequired: string;
  weekdayInvalid: string;
};

export const EXPERIENCE_MESSAGES: ExperienceMessages = {
  required: 'This field is required.',
  missingFields: (fields) => `Missing required fields: ${fields}`,
  unknownFields: (fields) => `Unknown fields: ${fields}`,
  oneLanguage: 'Choose exactly one language.',
  oneCultureTag: 'Choose exactly one K-Culture tag.',
  choiceInvalid: 'Choose one of the offered values.',
  timeFormat: 'Time must be in 24-hour HH:MM format (00:00-23:59).',
  slotMinutes: 'Slot minutes must be 00, 15, 30 or 45.',
  durationFormat: 'Duration must be a number followed by min, hr or hrs (for example 90min, 2hrs).',
  dateInvalid: 'Enter a valid date.',
  salesEndAfterStart: 'sales end date must be later than the start',
  duplicateSlots: (slots) => `duplicate time slots: ${slots}`,
  optionBlank: 'option details cannot be only whitespace',
  optionWithoutPrice: 'option details cannot be entered when price is empty',
  cancellationHours: 'Free cancellation must be a whole number of hours from 0 to 720, or empty for none.',
  changeWindowHours:
    'The change window must be a whole number of hours from 0 to 720, or empty for the free cancellation period.',
  confirmationModeInvalid: 'Confirmation mode must be instant or request.',
  bookingCutoffHours: `Booking cut-off must be a whole number of hours from 0 to ${MAX_BOOKING_CUTOFF_HOURS}.`,
  waitlistOfferHours: `A waitlist offer must wait a whole number of hours from 1 to ${MAX_WAITLIST_OFFER_HOURS}.`,
  duplicateHashtags: (tags) => `duplicate hashtags: ${tags}`,
  minAboveMax: 'Min guests cannot be more than max guests.',
  perBookingRange: 'Guests per booking must be from min guests to max guests, or empty for no limit.',
  digitsOnly: 'Enter digits only (no decimal point).',
  guestsMin: 'Guests must be at least 1.',
  tooLarge: 'The number is too large.',
  discountTooHigh: 'discount must be under 100%',
  aboutTooManyLines: `About Experience can have at most ${EXPERIENCE_LIMITS.aboutExperienceLines} lines.`,
  shortDescriptionTooLong: `Short description must be at most ${EXPERIENCE_LIMITS.shortDescription} characters.`,
  metaTitleTooLong: `Meta title must be at most ${EXPERIENCE_LIMITS.metaTitle} characters.`,
  metaDescriptionTooLong: `Meta description must be at most ${EXPERIENCE_LIMITS.metaDescription} characters.`,
  tooLong: 'This text is too long.',
  notText: 'Enter text here.',
  tooManyEntries: `At most ${EXPERIENCE_LIMITS.listEntries} entries.`,
  mapEmbedInvalid: 'Enter a Google Maps embed address (https://www.google.com/maps/embed?...).',
  coordinateInvalid: 'Enter a valid latitude and longitude.',
  coordinateOutsideKorea: `The coordinates must lie in South Korea (latitude ${KOREA_BOUNDS.latitude.min.toFixed(1)}–${KOREA_BOUNDS.latitude.max.toFixed(1)}, longitude ${KOREA_BOUNDS.longitude.min.toFixed(1)}–${KOREA_BOUNDS.longitude.max.toFixed(1)}).`,
  coordinatePairIncomplete: 'Enter both the latitude and the longitude, or neither.',
  addressKoNotKorean: 'Write the Korean address in Korean (Hangul), as a taxi driver would read it.',
  linkInvalid: 'Enter a link starting with http:// or https://.',
  imageNotUploaded: 'Images must be uploaded to this site. Please upload the image again.',
  itineraryStepInvalid: 'Each itinerary step needs a description.',
  placeTitleRequired: 'Each recommended place needs a title.',
  weekdayInvalid: 'Weekdays are numbers from 0 (Sunday) to 6 (Saturday).',
};

/** The warning shown when Good to Know input loses characters (spec §5). */
export const GOOD_TO_KNOW_WARNING = 'HTML tags or special symbols cannot be entered';
/** The warning when a new included / not-included entry is asked for while the last is empty. */
export const PREVIOUS_ENTRY_FIRST = 'enter the previous item first';

/** Good to Know text without HTML tags and the characters < > { } [ ] \ ; `stripped` says whether any went. */
export function stripGoodToKnow(text: string): { value: string; stripped: boolean } {
  const value = text.replace(/<[^>]*>/g, '').replace(/[<>{}[\]\\]/g, '');
  return { value, stripped: value !== text };
}

/** Whether a new entry may be added to an included / not-included list: not while the last one is empty. */
export function canAddListEntry(list: readonly string[]): boolean {
  return list.length === 0 || list[list.length - 1].trim() !== '';
}

/** The number of lines of an About Experience text. */
export const lineCount = (text: string) => (text === '' ? 0 : text.split(/\r\n|\r|\n/).length);

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A whole number typed as digits (or given as a number); empty becomes undefined, anything else NaN.
 * `message`, when given, is the one refusal of every rule (a field with a range of its own).
 */
function digits(m: ExperienceMessages, max: number, message?: string) {
  return number()
    .transform((value: unknown, original: unknown) => {
      if (typeof original === 'string') {
        const text = original.trim();
        if (text === '') return undefined;
        return /^\d+$/.test(text) ? Number(text) : NaN;
      }
      return original === null ? undefined : value;
    })
    .typeError(message ?? m.digitsOnly)
    .integer(message ?? m.digitsOnly)
    .min(0, message ?? m.digitsOnly)
    .max(max, message ?? m.tooLarge)
    .meta({ jsonSchema: DIGITS_SHAPE });
}

/** A string, trimmed; a list or an object is a type error (never cast to '[object Object]'). */
const trimmed = (m: ExperienceMessages) =>
  string()
    .typeError(m.notText)
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v));

/** Text trimmed, at most `max` characters. */
const text = (m: ExperienceMessages, max: number, message: string) =>
  trimmed(m).default('').max(max, message);

/** Optional text: trimmed, blank becomes null. */
const optionalText = (m: ExperienceMessages, max: number, message: string) =>
  string()
    .typeError(m.notText)
    .nullable()
    .default(null)
    .transform((v: unknown) => (isBlank(v) ? null : typeof v === 'string' ? v.trim() : v))
    .max(max, message);

/** A list of texts: each trimmed, empty ones dropped (spec §5: "Empty list entries are dropped"). */
const textList = (m: ExperienceMessages, max: number = EXPERIENCE_LIMITS.text) =>
  array(string().typeError(m.notText).defined().max(max, m.tooLong))
    .default([])
    .transform((list: unknown) =>
      Array.isArray(list)
        ? list.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => !isBlank(v))
        : list,
    )
    .max(EXPERIENCE_LIMITS.listEntries, m.tooManyEntries);

/** A choice list: values from `choices`, duplicates dropped. */
const choiceList = <T extends string>(choices: readonly T[], m: ExperienceMessages) =>
  array(mixed<T>().oneOf(choices, m.choiceInvalid).defined())
    .default([])
    .transform((list: unknown) => (Array.isArray(list) ? [...new Set(list)] : list));

/** A calendar date given as YYYY-MM-DD or the REST shape [year, month, day]; kept as YYYY-MM-DD. */
const date = (m: ExperienceMessages) =>
  string()
    .transform((_: unknown, original: unknown) => {
      if (isBlank(original)) return undefined;
      return toIsoDate(original) ?? (typeof original === 'string' ? original : 'invalid');
    })
    .test('date', m.dateInvalid, (v) => v === undefined || isIsoDate(v))
    .meta({ jsonSchema: DATE_INPUT_SHAPE });

/** A list's values that occur more than once (compared by `key`), in first-seen order. */
function duplicatesOf(list: readonly string[], key: (v: string) => string = (v) => v): string[] {
  const seen = new Map<string, number>();
  for (const v of list) seen.set(key(v), (seen.get(key(v)) ?? 0) + 1);
  return [...new Set(list.filter((v) => (seen.get(key(v)) ?? 0) > 1).map(key))];
}

/** A required-field rule: its type is 'required' so the summary can list the missing fields. */
/** A whole number (of hours, of guests) from 0 to `max`, written as a number or digits; null or blank: null (the caller's default when absent). */
const optionalWhole = (message: string, max: number) =>
  number()
    .transform((value: unknown, original: unknown) => {
      if (original === null) return null;
      if (typeof original !== 'string') return value;
      const text = original.trim();
      if (text === '') return null;
      return /^\d+$/.test(text) ? Number(text) : NaN;
    })
    .nullable()
    .typeError(message)
    .integer(message)
    .min(0, message)
    .max(max, message);

const REQUIRED = 'required';

/** A list with exactly one entry: none is a missing field, several is `message`. */
const exactlyOne = <T extends string>(choices: readonly T[], m: ExperienceMessages, message: string) =>
  choiceList(choices, m)
    .test(REQUIRED, m.required, (v) => (v?.length ?? 0) > 0)
    .test('one', message, (v) => (v?.length ?? 0) <= 1);

function fields(m: ExperienceMessages) {
  const L = EXPERIENCE_LIMITS;
  return {
    language: exactlyOne<Language>(LANGUAGES, m, m.oneLanguage),
    title: text(m, L.title, m.tooLong).required(m.required),
    category: mixed<Category>()
      .transform((v: unknown) => (isBlank(v) ? undefined : v))
      .oneOf(CATEGORIES, m.choiceInvalid)
      .required(m.required),
    kCultureTags: exactlyOne<CultureTag>(CULTURE_TAGS, m, m.oneCultureTag),
    location: text(m, L.location, m.tooLong).required(m.required),
    isActive: boolean().typeError(m.choiceInvalid).default(true),

    minGuests: digits(m, L.guestsMax)
      .default(EXPERIENCE_DEFAULTS.minGuests)
      .min(1, m.guestsMin)
      .test('min-max', m.minAboveMax, function (v) {
        const max = this.parent.maxGuests as unknown;
        return typeof max !== 'number' || !Number.isInteger(max) || v === undefined || v <= max;
      }),
    maxGuests: digits(m, L.guestsMax).default(EXPERIENCE_DEFAULTS.maxGuests).min(1, m.guestsMin),
    // The most guests one booking may have (domain/booking.ts partyMaxOf); null (or blank, or absent):
    // as many as the slot has seats left.
    maxGuestsPerBooking: optionalWhole(m.perBookingRange, L.guestsMax)
      .default(null)
      .test('within-guests', m.perBookingRange, function (v) {
        if (v == null) return true;
        const { minGuests, maxGuests } = this.parent as { minGuests?: unknown; maxGuests?: unknown };
        const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);
        return v >= 1 && (!whole(minGuests) || v >= minGuests) && (!whole(maxGuests) || v <= maxGuests);
      }),
    price: digits(m, L.priceMax).default(EXPERIENCE_DEFAULTS.price),
    promotionType: choiceList<PromotionType>(PROMOTION_TYPES, m),
    // Only with %OFF (spec §5: the field is enabled only then); otherwise no discount is kept.
    promotionDiscount: digits(m, Number.MAX_SAFE_INTEGER)
      .nullable()
      .default(EXPERIENCE_DEFAULTS.promotionDiscount)
      .max(L.discountMax, m.discountTooHigh)
      .when('promotionType', {
        is: (types: unknown) => !(Array.isArray(types) && types.includes('%OFF')),
        then: (s) => s.transform(() => null),
      }),
    optionPrice: digits(m, L.priceMax).nullable().default(null),
    optionText: string()
      .nullable()
      .default(null)
      .transform((v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v))
      .test('blank', m.optionBlank, function () {
        const raw = this.originalValue as unknown;
        return typeof raw !== 'string' || raw === '' || raw.trim() !== '';
      })
      .max(L.text, m.tooLong)
      .test('needs-price', m.optionWithoutPrice, function (v) {
        return v == null || this.parent.optionPrice != null;
      }),
    // Hours before the slot the guest may still cancel; null (or blank): no free cancellation.
    // Absent: the default, so a payload written before the policy existed keeps 24 hours.
    freeCancellationHours: optionalWhole(m.cancellationHours, MAX_FREE_CANCELLATION_HOURS).default(
      DEFAULT_FREE_CANCELLATION_HOURS,
    ),
    // Hours before the slot the guest may still move the booking (domain/move.ts); null (or blank, or
    // absent): the free-cancellation window.
    changeWindowHours: optionalWhole(m.changeWindowHours, MAX_CHANGE_WINDOW_HOURS).default(null),
    // instant: a booking with free seats is confirmed at once; request: staff approve. Blank: request.
    confirmationMode: mixed<ConfirmationMode>()
      .transform((v: unknown) => (isBlank(v) ? undefined : v))
      .oneOf(CONFIRMATION_MODES, m.confirmationModeInvalid)
      .default(EXPERIENCE_DEFAULTS.confirmationMode),
    // Hours before a slot starts after which it is no longer sold. Blank: the default.
    bookingCutoffHours: digits(m, MAX_BOOKING_CUTOFF_HOURS, m.bookingCutoffHours).default(
      EXPERIENCE_DEFAULTS.bookingCutoffHours,
    ),
    // Hours a waitlist offer waits for the guest's answer (never past the cut-off). Blank: the default.
    waitlistOfferHours: digits(m, MAX_WAITLIST_OFFER_HOURS, m.waitlistOfferHours)
      .min(1, m.waitlistOfferHours)
      .default(EXPERIENCE_DEFAULTS.waitlistOfferHours),

    startTime: trimmed(m)
      .required(m.required)
      .test('hhmm', m.timeFormat, (v) => !v || isHhMm(v)),
    duration: trimmed(m)
      .required(m.required)
      .max(20, m.durationFormat)
      .test('duration', m.durationFormat, (v) => !v || DURATION_RE.test(v)),
    salesAvailableFrom: date(m).required(m.required),
    salesAvailableUntil: date(m)
      .required(m.required)
      .test('after-start', m.salesEndAfterStart, function (v) {
        const from = this.parent.salesAvailableFrom as unknown;
        return !isIsoDate(v) || !isIsoDate(from) || v > from;
      }),
    unavailableDates: array(date(m).defined())
      .default([])
      .transform((list: unknown) =>
        Array.isArray(list) ? [...new Set(list.map((d) => toIsoDate(d) ?? d))] : list,
      )
      .max(1000, m.tooManyEntries),
    blockedWeekdays: array(
      number()
        .typeError(m.weekdayInvalid)
        .integer(m.weekdayInvalid)
        .min(0, m.weekdayInvalid)
        .max(6, m.weekdayInvalid)
        .defined(),
    )
      .default([])
      .transform((list: unknown) => (Array.isArray(list) ? [...new Set(list)].sort() : list)),
    // HH:MM strings; the REST shape [{ startTime }] is accepted too. Empty slots are dropped.
    timeSlots: array(string().defined())
      .default([])
      .transform((_: unknown, original: unknown) =>
        Array.isArray(original)
          ? original
              .map((s) => (s && typeof s === 'object' ? (s as { startTime?: unknown }).startTime : s))
              .map((s) => (typeof s === 'string' ? s.trim() : s))
              .filter((s) => !isBlank(s))
          : original,
      )
      .test(REQUIRED, m.required, (v) => (v?.length ?? 0) > 0)
      .test('hhmm', m.timeFormat, (v) => (v ?? []).every(isHhMm))
      .test('minutes', m.slotMinutes, (v) =>
        (v ?? []).every(
          (s) => !isHhMm(s) || (SLOT_MINUTES as readonly number[]).includes(Number(s.slice(3))),
        ),
      )
      .test('unique', function (v) {
        const dup = duplicatesOf(v ?? []);
        return dup.length ? this.createError({ message: m.duplicateSlots(dup.join(', ')) }) : true;
      })
      .max(EXPERIENCE_LIMITS.listEntries, m.tooManyEntries)
      .meta({ jsonSchema: TIME_SLOTS_SHAPE }),

    hashtags: textList(m, 100).test('unique', function (v) {
      const dup = duplicatesOf(v ?? [], (h) => h.toLowerCase());
      return dup.length ? this.createError({ message: m.duplicateHashtags(dup.join(', ')) }) : true;
    }),
    cjPartners: choiceList(PARTNERS, m),

    shortDescription: text(m, L.shortDescription, m.shortDescriptionTooLong),
    description: text(m, L.text, m.tooLong),
    aboutExperience: text(m, L.text, m.tooLong).test(
      'lines',
      m.aboutTooManyLines,
      (v) => lineCount(v ?? '') <= L.aboutExperienceLines,
    ),
    overview: text(m, L.html, m.tooLong),
    itinerary: text(m, L.html, m.tooLong),
    included: text(m, L.html, m.tooLong),
    experienceHighlights: textList(m),
    goodToKnow: textList(m).transform((list: unknown) =>
      Array.isArray(list)
        ? list
            .map((v) => (typeof v === 'string' ? stripGoodToKnow(v).value.trim() : v))
            .filter((v) => !isBlank(v))
        : list,
    ),
    detailedItinerary: array(
      object({
        description: text(m, L.text, m.tooLong).required(m.itineraryStepInvalid),
        duration: text(m, 50, m.tooLong),
      })
        .noUnknown(true, m.itineraryStepInvalid)
        .defined(),
    )
      .default([])
      .transform((list: unknown) =>
        Array.isArray(list)
          ? list.filter((s) => !(s && typeof s === 'object' && isBlank(s.description) && isBlank(s.duration)))
          : list,
      )
      .max(L.listEntries, m.tooManyEntries),
    includedItems: textList(m),
    notIncludedItems: textList(m),

    mainImage: optionalText(m, L.link, m.tooLong),
    overviewImages: textList(m, L.link),
    addressKo: optionalText(m, L.location, m.tooLong).test(
      'hangul',
      m.addressKoNotKorean,
      (v) => v == null || hasHangul(v),
    ),
    latitude: coordinate(m, 90, isKoreanLatitude).test('pair', m.coordinatePairIncomplete, function (v) {
      return (v == null) === isBlank(this.parent.longitude);
    }),
    longitude: coordinate(m, 180, isKoreanLongitude).test('pair', m.coordinatePairIncomplete, function (v) {
      return (v == null) === isBlank(this.parent.latitude);
    }),
    googleMapIframe: string()
      .nullable()
      .default(null)
      .transform((v: unknown) =>
        isBlank(v) ? null : typeof v === 'string' ? (googleMapEmbedUrl(v) ?? `invalid:${v}`) : v,
      )
      .test('embed', m.mapEmbedInvalid, (v) => v == null || !v.startsWith('invalid:')),
    recommendationPlaces: array(
      object({
        title: text(m, 200, m.tooLong).required(m.placeTitleRequired),
        image: optionalText(m, L.link, m.tooLong),
        link: optionalText(m, L.link, m.tooLong).test(
          'http',
          m.linkInvalid,
          (v) => v == null || isHttpUrl(v),
        ),
        description: optionalText(m, L.text, m.tooLong),
      })
        .noUnknown(true, m.placeTitleRequired)
        .defined(),
    )
      .default([])
      .transform((list: unknown) =>
        Array.isArray(list)
          ? list.filter(
              (p) =>
                !(
                  p &&
                  typeof p === 'object' &&
                  ['title', 'image', 'link', 'description'].every((k) => isBlank((p as AnyObject)[k]))
                ),
            )
          : list,
      )
      .max(L.listEntries, m.tooManyEntries),
    externalBookingLink: optionalText(m, L.link, m.tooLong).test(
      'http',
      m.linkInvalid,
      (v) => v == null || isHttpUrl(v),
    ),

    metaTitle: text(m, L.metaTitle, m.metaTitleTooLong).required(m.required),
    metaDescription: optionalText(m, L.metaDescription, m.metaDescriptionTooLong),
    metaKeywords: optionalText(m, L.text, m.tooLong),
    canonicalUrl: optionalText(m, L.link, m.tooLong).test(
      'http',
      m.linkInvalid,
      (v) => v == null || isHttpUrl(v),
    ),
  };
}

/**
 * A latitude or longitude given as a number or a numeric string; blank is null. A valid one must lie
 * in Korea (`inKorea`): the items are all here, and a place elsewhere is a typo.
 */
const coordinate = (m: ExperienceMessages, bound: number, inKorea: (v: number) => boolean) =>
  number()
    .nullable()
    .default(null)
    .transform((value: unknown, original: unknown) => {
      if (isBlank(original)) return null;
      if (typeof original === 'string')
        return /^-?\d+(\.\d+)?$/.test(original.trim()) ? Number(original) : NaN;
      return value;
    })
    .typeError(m.coordinateInvalid)
    .min(-bound, m.coordinateInvalid)
    .max(bound, m.coordinateInvalid)
    .test('korea', m.coordinateOutsideKorea, (v) => v == null || Math.abs(v) > bound || inKorea(v));

/**
 * Every rule of spec §5 "New item and item edit", for the form and again for the server. Casting
 * normalises what is stored: strings trimmed, empty list entries dropped, Good to Know stripped of
 * tags and < > { } [ ] \, guests and prices as numbers (digits only), dates YYYY-MM-DD (the REST
 * shape [y, m, d] is accepted), slots HH:MM (the REST shape [{ startTime }] too), an empty meta
 * title replaced by the title, the defaults (price 0, max 10, min 1, discount null) filled in, and
 * a discount kept only with %OFF. Unknown fields are refused. Required fields fail with the type
 * 'required', so {@link experienceErrorSummary} can name them in one 'Missing required fields'.
 */
export function createExperienceSchema(messages: ExperienceMessages = EXPERIENCE_MESSAGES) {
  return object(fields(messages))
    .transform((value: unknown) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      const v = value as AnyObject;
      return isBlank(v.metaTitle) && typeof v.title === 'string' ? { ...v, metaTitle: v.title } : v;
    })
    .noUnknown(true, ({ unknown }) => messages.unknownFields(String(unknown)));
}

export const experienceSchema = createExperienceSchema();

/** The fields in the order the form shows them (the order of the schema). */
export const FIELD_ORDER: readonly string[] = Object.keys(experienceSchema.fields);

/** A valid item after casting. */
export type ExperienceValues = InferType<typeof experienceSchema>;

/** What a failed validation says: one message naming every failing field, and the message per field. */
export interface ExperienceErrorSummary {
  message: string;
  /** Field (top-level name) to its first message, in the order of the form. */
  fields: Record<string, string>;
  /** The required fields that are missing. */
  missing: string[];
}

/** The top-level field of a yup path: `timeSlots[1]` and `detailedItinerary[0].description` name their list. */
export const topField = (path: string | undefined) => (path ?? '').split(/[.[]/)[0];

/**
 * One message for a failed validation: 'Missing required fields: Title, Category' for the missing
 * ones (labels from `labels`), then each other rule's message. Used by the server's 400 and the
 * form's failure toast.
 */
export function experienceErrorSummary(
  error: ValidationError,
  messages: ExperienceMessages = EXPERIENCE_MESSAGES,
  labels: Record<string, string> = EXPERIENCE_FIELD_LABELS,
): ExperienceErrorSummary {
  const inner = error.inner.length ? error.inner : [error];
  const fields: Record<string, string> = {};
  const missing: string[] = [];
  const others: { field: string; message: string }[] = [];
  for (const e of inner) {
    const field = topField(e.path);
    if (e.message === messages.required) {
      if (!missing.includes(field)) missing.push(field);
    } else if (!others.some((o) => o.message === e.message)) others.push({ field, message: e.message });
    fields[field] ??= e.message;
  }
  const order = (f: string) => {
    const i = FIELD_ORDER.indexOf(f);
    return i < 0 ? -1 : i;
  };
  missing.sort((a, b) => order(a) - order(b));
  others.sort((a, b) => order(a.field) - order(b.field));
  const parts = missing.length ? [messages.missingFields(missing.map((f) => labels[f] ?? f).join(', '))] : [];
  return { message: [...parts, ...others.map((o) => o.message)].join('; '), fields, missing };
}

/** Validates an item: the cast values, or a ValidationError with every failure (abortEarly off). */
export function validateExperience(input: unknown, schema = experienceSchema): ExperienceValues {
  return schema.validateSync(input, { abortEarly: false, stripUnknown: false }) as ExperienceValues;
}

export { ValidationError };
