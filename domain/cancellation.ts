import { isHhMm, isIsoDate, seoulWallTime } from './calendar.js';
import { CONTACT } from './contact.js';

/**
 * The cancellation policy (design.md "For the guest from abroad", issue 29 point 4): an item lets the
 * guest cancel free of charge until `freeCancellationHours` before the slot starts, computed in Seoul
 * from the booking's date and slot; null means no free cancellation. Server and web use these rules.
 */

/**
 * The standard reasons of a cancellation (the organiser's, the guest's), stored in the booking's log by
 * their English text and mailed in the guest's language (the mail catalog holds their translations). A
 * reason the team wrote goes as written.
 */
export const STANDARD_CANCEL_REASONS = {
  organiser: /*i18n*/ { id: 'mail.cancelled.reason.organiser', message: 'Cancelled by the organiser.' },
  guest: /*i18n*/ { id: 'mail.cancelled.reason.guest', message: 'Cancelled by the guest.' },
} as const;

/** What a new item offers unless staff change it. */
export const DEFAULT_FREE_CANCELLATION_HOURS = 24;
/** The longest window staff may set: 30 days. */
export const MAX_FREE_CANCELLATION_HOURS = 720;

const HOUR_MS = 60 * 60 * 1000;

/** The instant a slot starts: a Seoul date and HH:MM (Asia/Seoul keeps UTC+9, no daylight saving). */
export function slotStartInstant(date: string, time: string): Date | null {
  if (!isIsoDate(date) || !isHhMm(time)) return null;
  return seoulWallTime(date, time);
}

/** The last instant the guest may cancel free of charge; null without free cancellation (or a bad slot). */
export function cancellationDeadline(
  date: string,
  time: string,
  freeCancellationHours: number | null | undefined,
): Date | null {
  if (freeCancellationHours === null || freeCancellationHours === undefined) return null;
  const start = slotStartInstant(date, time);
  return start ? new Date(start.getTime() - freeCancellationHours * HOUR_MS) : null;
}

/**
 * What a booking of a slot offers at `now` (issue 34 point 2): free cancellation `until` a deadline still
 * ahead; `closed` once that deadline has passed, so a booking made (or a mail sent) that late has no
 * free cancellation left and must not promise one ("No free cancellation for this date"); `none` when
 * the item offers none. The booking form judges it at the guest's clock, the mails when they are
 * rendered to be sent, the look-up when it answers.
 */
export type FreeCancellation =
  { kind: 'until'; deadline: Date } | { kind: 'closed'; deadline: Date } | { kind: 'none' };

export function freeCancellation(
  date: string,
  time: string,
  freeCancellationHours: number | null | undefined,
  now: Date = new Date(),
): FreeCancellation {
  const deadline = cancellationDeadline(date, time, freeCancellationHours);
  if (!deadline) return { kind: 'none' };
  return now.getTime() < deadline.getTime() ? { kind: 'until', deadline } : { kind: 'closed', deadline };
}

/** Why the guest cannot cancel a booking themselves, or null when they can. */
export type GuestCancelRefusal = 'already_cancelled' | 'no_free_cancellation' | 'window_closed';

/**
 * A pending or confirmed booking can be cancelled by the guest until the deadline (inclusive of the
 * last minute before it); afterwards, or when the item has no free cancellation, only staff can.
 */
export function guestCancelRefusal(
  booking: { status: string; bookingDate: string; timeSlot: string },
  freeCancellationHours: number | null | undefined,
  now: Date = new Date(),
): GuestCancelRefusal | null {
  if (booking.status === 'cancelled') return 'already_cancelled';
  const offer = freeCancellation(booking.bookingDate, booking.timeSlot, freeCancellationHours, now);
  if (offer.kind === 'none') return 'no_free_cancellation';
  return offer.kind === 'until' ? null : 'window_closed';
}

/** The API's message for each refusal (English, spec style; the web shows translated ones). */
export const GUEST_CANCEL_MESSAGES: Record<GuestCancelRefusal, string> = {
  already_cancelled: 'This booking is already cancelled.',
  no_free_cancellation: `This experience has no free cancellation, so the booking cannot be cancelled online. Please contact us at ${CONTACT.helpEmail}.`,
  window_closed: `The free cancellation period of this booking has ended, so it cannot be cancelled online. Please contact us at ${CONTACT.helpEmail}.`,
};
