import { boolean, number, object, string, type InferType } from 'yup';
import { isHhMm, isIsoDate } from '../calendar.js';
import { isPhoneCountry, toE164, validE164, type PhoneCountry } from '../phone.js';

/** Field limits of a booking (the database columns have the same sizes). */
export const BOOKING_LIMITS = {
  name: 100,
  email: 254,
  /** Characters of a typed phone number (digits, and spaces or dashes a guest may paste). */
  phoneInput: 40,
  specialRequests: 1000,
  codeLength: 6,
  idempotencyKey: 100,
  promoCode: 64,
} as const;

/** The messages a failed rule gives (spec §5 and §8); the web passes translated ones. */
export type BookingMessages = {
  required: string;
  codeInvalid: string;
  emailInvalid: string;
  phoneInvalid: string;
  nameTooLong: string;
  specialRequestsTooLong: string;
  dateInvalid: string;
  slotInvalid: string;
  guestsInvalid: string;
  termsRequired: string;
};

export const BOOKING_MESSAGES: BookingMessages = {
  required: 'Please complete all required fields.',
  codeInvalid: 'Verification number must be exactly 6 digits.',
  emailInvalid: 'Please enter a valid e-mail address.',
  phoneInvalid: 'Please enter a valid phone number.',
  nameTooLong: `Name must be at most ${BOOKING_LIMITS.name} characters.`,
  specialRequestsTooLong: `Special requests must be at most ${BOOKING_LIMITS.specialRequests} characters.`,
  dateInvalid: 'Please choose a valid date.',
  slotInvalid: 'Please choose one of the offered time slots.',
  guestsInvalid: 'Please choose the number of guests.',
  termsRequired: 'Please check the terms of service.',
};

/** An API client's `withOption` that is no boolean (the form's checkbox cannot send one). */
export const OPTION_INVALID_MESSAGE = 'withOption must be true or false.';

/** A promo code longer than any code (the refusal of a code that does not apply is domain/promo.ts'). */
export const PROMO_CODE_INVALID_MESSAGE = 'This code cannot be used for this booking.';

export const NOT_FOUND_MESSAGE = 'Booking not found. Please check your information and try again.';

const CODE_RE = /^\d{6}$/;
const E164_RE = /^\+[1-9]\d{5,14}$/;
/** What a typed phone that is no real number becomes: refused by E164_RE. */
const NOT_A_NUMBER = '-';

/** Keeps digits only (the phone field); `max` also cuts the length (the code field: 6). */
export const digitsOnly = (value: string, max?: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * The phone in the forms: a country (every country libphonenumber knows) and the number as typed in
 * it; `phoneE164` turns the pair into what the API stores. A new booking's number must be a real one
 * there (`validE164`); a look-up's only needs to fit the country's length (`toE164`), so a booking
 * stored before numbers were validated is still found.
 */
function phoneFields(m: BookingMessages, read: typeof toE164) {
  return {
    phoneCountry: string()
      .required(m.required)
      .test('country', m.phoneInvalid, (v) => isPhoneCountry(v)),
    phoneDigits: string()
      .trim()
      .required(m.required)
      .max(BOOKING_LIMITS.phoneInput, m.phoneInvalid)
      .test('phone', m.phoneInvalid, function (v) {
        return read(v ?? '', this.parent.phoneCountry as PhoneCountry) !== null;
      }),
  };
}

/** The API's phone from the form's country and number (E.164; the checked form always has one). */
export const phoneE164 = (values: { phoneCountry: string; phoneDigits: string }) =>
  toE164(values.phoneDigits, values.phoneCountry as PhoneCountry) ?? values.phoneDigits;

function fields(m: BookingMessages) {
  return {
    bookingDate: string()
      .trim()
      .required(m.required)
      .test('date', m.dateInvalid, (v) => isIsoDate(v)),
    timeSlot: string()
      .trim()
      .required(m.required)
      .test('slot', m.slotInvalid, (v) => isHhMm(v)),
    numberOfGuests: number()
      .typeError(m.guestsInvalid)
      .required(m.required)
      .integer(m.guestsInvalid)
      .min(1, m.guestsInvalid)
      .max(100, m.guestsInvalid),
    guestName: string().trim().required(m.required).max(BOOKING_LIMITS.name, m.nameTooLong),
    guestEmail: string()
      .trim()
      .lowercase()
      .required(m.required)
      .max(BOOKING_LIMITS.email, m.emailInvalid)
      .email(m.emailInvalid),
    verificationCode: string().trim().required(m.required).matches(CODE_RE, { message: m.codeInvalid }),
    specialRequests: string()
      .trim()
      .default('')
      .max(BOOKING_LIMITS.specialRequests, m.specialRequestsTooLong),
    // The item's add-on option (optionText / optionPrice), chosen per booking for every guest.
    withOption: boolean().nullable().typeError(OPTION_INVALID_MESSAGE).default(false),
    // A promo code (issue 41): the server checks it again and recomputes the price; empty: none.
    promoCode: string()
      .nullable()
      .default(null)
      .transform((v: unknown) => (typeof v === 'string' ? v.trim() || null : v))
      .max(BOOKING_LIMITS.promoCode, PROMO_CODE_INVALID_MESSAGE),
  };
}

/**
 * The booking dialog (spec §5 "Booking form"): phone as country + number, terms to accept.
 * The server's schema below checks the same fields in the request's shape.
 */
export function createBookingFormSchema(m: BookingMessages = BOOKING_MESSAGES) {
  return object({
    ...fields(m),
    ...phoneFields(m, validE164),
    termsAccepted: boolean().required(m.termsRequired).oneOf([true], m.termsRequired),
  });
}

/** A booking request as the API receives it: `guestPhone` in international form, stored E.164. */
export function createBookingRequestSchema(m: BookingMessages = BOOKING_MESSAGES) {
  return object({
    itemId: number().typeError(m.required).required(m.required).integer(m.required).min(1, m.required),
    ...fields(m),
    // International form ('+81 90-1234-5678', '+819012345678', the spec's '+81 9012345678'), stored
    // E.164; a real number of its country (validated, not only parsed: issue 34).
    guestPhone: string()
      .trim()
      .required(m.required)
      .max(BOOKING_LIMITS.phoneInput, m.phoneInvalid)
      // Read once: a real number becomes its E.164 form, anything else text the pattern refuses.
      .transform((v: string) => (v ? (validE164(v) ?? NOT_A_NUMBER) : v))
      .matches(E164_RE, { message: m.phoneInvalid })
      // The pattern holds after the transform: the document states the typed form.
      .meta({
        jsonSchema: {
          type: 'string',
          minLength: 1,
          maxLength: BOOKING_LIMITS.phoneInput,
          pattern: '^\\+[1-9][\\d\\s().-]{5,}$',
          description: 'International form (+81 90-1234-5678), stored E.164',
        },
      }),
  });
}

/** The look-up form (spec §5 "Booking lookup"). */
export function createLookupFormSchema(m: BookingMessages = BOOKING_MESSAGES) {
  return object({
    email: string().trim().lowercase().required(m.required).email(m.emailInvalid),
    ...phoneFields(m, toE164),
    verificationCode: string().trim().required(m.required).max(BOOKING_LIMITS.codeLength, m.codeInvalid),
  });
}

/** A look-up as the API receives it (spec §7: email, phone, verificationCode). */
export function createLookupRequestSchema(m: BookingMessages = BOOKING_MESSAGES) {
  return object({
    email: string().trim().lowercase().required(m.required).max(BOOKING_LIMITS.email, m.emailInvalid),
    phone: string().trim().required(m.required).max(BOOKING_LIMITS.phoneInput, m.phoneInvalid),
    verificationCode: string().trim().required(m.required).max(BOOKING_LIMITS.codeLength, m.codeInvalid),
  });
}

/** Where a booking moves to (issue 41 point 1): another date and slot of its item. */
export function createMoveTargetSchema(m: BookingMessages = BOOKING_MESSAGES) {
  const { bookingDate, timeSlot } = fields(m);
  return object({ bookingDate, timeSlot });
}

/** The guest's move: the three facts that find the booking, and the new date and slot. */
export const createMoveRequestSchema = (m: BookingMessages = BOOKING_MESSAGES) =>
  createLookupRequestSchema(m).concat(createMoveTargetSchema(m));

export const moveTargetSchema = createMoveTargetSchema();
export const moveRequestSchema = createMoveRequestSchema();
export const bookingRequestSchema = createBookingRequestSchema();
export const lookupRequestSchema = createLookupRequestSchema();
export type BookingRequest = InferType<typeof bookingRequestSchema>;
export type BookingFormValues = InferType<ReturnType<typeof createBookingFormSchema>>;
export type LookupRequest = InferType<typeof lookupRequestSchema>;
