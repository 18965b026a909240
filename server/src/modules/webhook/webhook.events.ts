import { isLiveHold } from '../../../../domain/holds.js';
import { WEBHOOK_EVENTS, type WebhookEventType } from '../../../../domain/webhooks.js';
import type { BookingFacts } from '../booking/booking.events.js';

// The list is shared with the admin screen's checkboxes.
export { WEBHOOK_EVENTS, type WebhookEventType };

/** A delivery's JSON body (the Standard Webhooks shape): the type, the instant, and ids and states only. */
export interface WebhookPayload {
  type: WebhookEventType;
  timestamp: string;
  data: Record<string, unknown>;
}

export const payload = (type: WebhookEventType, data: Record<string, unknown>, now = new Date()) => ({
  type,
  timestamp: now.toISOString(),
  data,
});

type Booking = Pick<
  BookingFacts,
  | 'id'
  | 'status'
  | 'bookingDate'
  | 'timeSlot'
  | 'numberOfGuests'
  | 'withOption'
  | 'totalPrice'
  | 'holdExpiresAt'
> & { amountDue?: number | null };

/**
 * A booking as a webhook tells it: ids, states, the slot, the count of guests and the amounts (KRW). Never
 * the guest's name, e-mail, phone, language or requests: those are personal data.
 */
export function bookingData(booking: Booking, experienceId: number, previousStatus?: string) {
  return {
    bookingId: booking.id,
    status: booking.status,
    ...(previousStatus ? { previousStatus } : {}),
    experienceId,
    date: booking.bookingDate,
    time: booking.timeSlot,
    guests: booking.numberOfGuests,
    withOption: booking.withOption,
    currency: 'KRW',
    totalPrice: booking.totalPrice,
    amountDue: booking.amountDue ?? null,
    holdExpiresAt: booking.holdExpiresAt ? new Date(booking.holdExpiresAt).toISOString() : null,
  };
}

/** What a reseller's own subscription is told of its booking besides bookingData (its OCTO side). */
export interface ResellerBooking {
  resellerId?: number | null;
  octoUuid?: string | null;
  resellerReference?: string | null;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
}

/**
 * A reseller's booking as its own subscription is told it: bookingData and the OCTO booking's uuid, the
 * reseller's reference and the contact it gave (issue 38: personal data only to the reseller whose
 * booking it is). Only events of bookings are sent to a reseller's subscriptions.
 */
export const resellerBookingData = (data: Record<string, unknown>, booking: ResellerBooking) => ({
  ...data,
  octo: {
    uuid: booking.octoUuid ?? null,
    resellerReference: booking.resellerReference ?? null,
    contact: {
      fullName: booking.guestName || null,
      emailAddress: booking.guestEmail || null,
      phoneNumber: booking.guestPhone || null,
    },
  },
});

/** The events a reseller's subscription may have: those of its bookings. */
export const isResellerEvent = (type: string) => type.startsWith('booking.');

/** Whether a booking in `status` takes its seats at `now` (confirmed, or a live hold). */
export const takesSeats = (
  status: BookingFacts['status'],
  holdExpiresAt: Date | null | undefined,
  now: Date,
) => status === 'confirmed' || isLiveHold({ status, holdExpiresAt }, now);
