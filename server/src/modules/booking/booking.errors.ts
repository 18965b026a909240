import { WAITLIST_MESSAGES } from '../../../../domain/waitlist.js';
import { EXPERIENCE_ERRORS } from '../experience/experience.errors.js';
import { STANDARD_CANCEL_REASONS } from '../../../../domain/cancellation.js';

/** The booking module's user-facing messages (one place; other modules never import a service for a string). */
export const BOOKING_ERRORS = {
  notFound: 'Booking not found.',
  /** The experience of an application is missing or inactive (the experience module's wording). */
  experienceNotFound: EXPERIENCE_ERRORS.notFound,
  idempotencyMismatch: 'This idempotency key was already used for a different booking.',
  overCapacity: 'Confirming this booking would exceed the capacity of its time slot.',
  badDate: 'Dates must be real dates written YYYY-MM-DD.',
  rangeOrder: 'The end date cannot be before the start date.',
  rangeTooLong: (days: number) => `A range can cover at most ${days} days.`,
  noOption: 'This experience has no option to choose.',
  badMemo: 'The admin memo must be text of at most 5000 characters.',
  tooManyPending: (limit: number) =>
    `This e-mail address already has ${limit} booking requests awaiting approval. Please wait until we answer them, or contact us.`,
  badStatus: 'Status must be pending, confirmed or cancelled.',
  /** Staff approving a reseller's unconfirmed hold (OCTO): the reseller confirms it, or it expires. */
  resellerHold: (reseller: string, until: string) =>
    `Held by ${reseller} until ${until}; the reseller confirms it.`,
  badReason: 'The reason must be text of at most 2000 characters.',
  badLanguage: 'Unknown language.',
  /** A waitlist offer taken over by its acceptance ended or was answered meanwhile (domain/waitlist.ts). */
  offerGone: WAITLIST_MESSAGES.offerOver,
  badSort: (allowed: readonly string[]) => `sort must be one of ${allowed.join(', ')}.`,
  badSelection: 'Select between 1 and 500 bookings.',
  badSlotsPerDay: (max: number) => `slotsPerDay must be a whole number from 1 to ${max}.`,
  badIdempotencyKey: (max: number) =>
    `An idempotency key is 8 to ${max} letters, digits, '-', '_', '.' or ':'.`,
  /** The applications list's payment filter (common/enums.ts PaymentFilterEnum). */
  badPaymentFilter:
    'payment must be one of unpaid, partially_paid, paid, overpaid, refund_due, partially_refunded, refunded, awaiting, overdue.',
} as const;

/**
 * Default reason mailed to a guest when an admin cancels without one ('cancelled by admin'): the
 * cancellation mail gives it in the guest's language (the activity log keeps this English text).
 */
export const ADMIN_CANCEL_REASON = STANDARD_CANCEL_REASONS.organiser.message;
