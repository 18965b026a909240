import { object, string, type InferType } from 'yup';
import {
  BOOKING_MESSAGES,
  createBookingFormSchema,
  createBookingRequestSchema,
  type BookingMessages,
} from './booking.js';

/** The fields a waitlist entry shares with a booking (issue 41: name, e-mail, phone, guests, slot). */
const ENTRY_FIELDS = ['bookingDate', 'timeSlot', 'numberOfGuests', 'guestName', 'guestEmail'] as const;

/** The storefront's join form: the booking form's rules for the same fields (phone as country + number). */
export function createWaitlistFormSchema(m: BookingMessages = BOOKING_MESSAGES) {
  return createBookingFormSchema(m).pick([...ENTRY_FIELDS, 'phoneCountry', 'phoneDigits']);
}

/** A join as the API receives it (POST /api/waitlist): the booking request's rules, phone stored E.164. */
export function createWaitlistRequestSchema(m: BookingMessages = BOOKING_MESSAGES) {
  return createBookingRequestSchema(m).pick(['itemId', ...ENTRY_FIELDS, 'guestPhone']);
}

/** Accepting an offer: the 6-digit code the guest will look the booking up with (one is made when absent). */
export const offerAcceptSchema = object({
  verificationCode: string()
    .trim()
    .matches(/^\d{6}$/, { message: BOOKING_MESSAGES.codeInvalid, excludeEmptyString: true }),
});

export const waitlistRequestSchema = createWaitlistRequestSchema();
export type WaitlistRequest = InferType<typeof waitlistRequestSchema>;
export type WaitlistFormValues = InferType<ReturnType<typeof createWaitlistFormSchema>>;
