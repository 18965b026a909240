import { useMemo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BookingRefusal } from '@domain/booking';
import { BOOKING_LIMITS, type BookingMessages } from '@domain/schemas/booking';
import type { BookingStatus } from '@/generated/graphql';

/** The shared schemas' messages (domain/schemas/booking.ts) in the UI language. */
export function useBookingMessages(): BookingMessages {
  const { t } = useLingui();
  const nameMax = BOOKING_LIMITS.name;
  const requestsMax = BOOKING_LIMITS.specialRequests;
  return useMemo(
    () => ({
      required: t`Please complete all required fields.`,
      codeInvalid: t`Verification number must be exactly 6 digits.`,
      emailInvalid: t`Please enter a valid e-mail address.`,
      phoneInvalid: t`Please enter a valid phone number.`,
      nameTooLong: t`Name must be at most ${nameMax} characters.`,
      specialRequestsTooLong: t`Special requests must be at most ${requestsMax} characters.`,
      dateInvalid: t`Please choose a valid date.`,
      slotInvalid: t`Please choose one of the offered time slots.`,
      guestsInvalid: t`Please choose the number of guests.`,
      termsRequired: t`Please check the terms of service.`,
    }),
    [t, nameMax, requestsMax],
  );
}

/**
 * A slot's seats as "3 of 10 left". A plural on the seats left, though English needs one form,
 * so each language can inflect for it (one catalog entry for the slot list and the time select).
 */
export function seatsLeftMessage(available: number, total: number): MessageDescriptor {
  return msg`${plural(available, { one: `# of ${total} left`, other: `# of ${total} left` })}`;
}

/** Why a date, slot or guest count cannot be booked (the server's reasons, domain/booking.ts). */
export const REFUSAL_MESSAGES: Record<Exclude<BookingRefusal, 'available'>, MessageDescriptor> = {
  invalid_date: msg`Please choose a valid date.`,
  past: msg`Date cannot be earlier than today.`,
  outside_window: msg`This date is outside the sales period.`,
  unavailable: msg`This date is not available.`,
  blocked_weekday: msg`This experience does not run on this day of the week.`,
  invalid_slot: msg`Please choose one of the offered time slots.`,
  slot_past: msg`This time slot has already started.`,
  sales_closed: msg`Bookings for this time slot have closed.`,
  below_min_guests: msg`The number of guests is below the minimum for this experience.`,
  above_max_guests: msg`The number of guests is above the maximum for this experience.`,
  no_seats: msg`Not enough seats are left in this time slot.`,
  not_offered: msg`This experience is not offered in this language.`,
};

export const isRefusal = (reason: unknown): reason is keyof typeof REFUSAL_MESSAGES =>
  typeof reason === 'string' && reason in REFUSAL_MESSAGES;

/** A booking's status as the guest reads it. */
export const STATUS_LABELS: Record<BookingStatus, MessageDescriptor> = {
  pending: msg`Pending approval`,
  awaiting_payment: msg`Awaiting payment`,
  confirmed: msg`Confirmed`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
  offered: msg`Offered from the waitlist`,
};

/**
 * What "confirmed" means, and that payment is its own step: one rule, in the same words on the terms
 * page, the look-up page, in the mails (server mail catalog `mail.rule.*`, checked to agree by the
 * mail templates' test) and as the calendar file's STATUS (issue 34). It holds whoever confirms.
 */
export const CONFIRMED_RULE = msg`Confirmed means your place is reserved for you.`;
export const PAYMENT_RULE = msg`Payment has its own status and deadline: a confirmed booking that is still unpaid after its payment deadline may be cancelled.`;

/** What the status means for the guest, in plain words (the look-up page). */
export const STATUS_EXPLANATIONS: Record<BookingStatus, MessageDescriptor> = {
  pending: msg`We have your request and hold your seats while staff confirm it, usually within 24 hours. We will e-mail you either way.`,
  awaiting_payment: msg`Your seats are held for a few minutes while you pay. The booking is confirmed once the payment goes through.`,
  confirmed: CONFIRMED_RULE,
  cancelled: msg`This booking is cancelled and holds no seats.`,
  expired: msg`This booking was not completed in time, and its seats were released.`,
  offered: msg`Seats from the waitlist are held for you until the time in your e-mail. Accept the offer there to book them.`,
};
