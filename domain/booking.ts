import { addDays, isIsoDate, seoulDateTime, weekday } from './calendar.js';
import { LIMITS } from './constants.js';
import { DEFAULT_BOOKING_CUTOFF_HOURS, isPastCutoff } from './holds.js';

/**
 * Schedule and capacity rules (spec §5 "Schedule calendar", §9 "Seats left", design.md "Capacity").
 * Every function takes the instant `now` so tests pin the clock; all dates are Seoul calendar dates.
 */

/** The parts of an experience the schedule needs (dates YYYY-MM-DD, slots HH:MM). */
export interface Schedulable {
  salesAvailableFrom?: string | null;
  salesAvailableUntil?: string | null;
  unavailableDates: readonly string[];
  blockedWeekdays: readonly number[];
  timeSlots: readonly string[];
  maxGuests?: number | null;
  minGuests?: number | null;
  /** The most guests one booking may have; null: as many as the slot has seats (partyMaxOf). */
  maxGuestsPerBooking?: number | null;
  /** Hours before a slot starts after which it is no longer sold (default 2). */
  bookingCutoffHours?: number | null;
}

/** Why a day can or cannot be booked; `available` is the only bookable one. */
export type DayStatus = 'available' | 'past' | 'outside_window' | 'unavailable' | 'blocked_weekday';

/** Hourly 09:00 to 18:00: the slots of an experience that names none (spec §9). */
export const DEFAULT_TIME_SLOTS: readonly string[] = Array.from(
  { length: 10 },
  (_, i) => `${String(9 + i).padStart(2, '0')}:00`,
);

/** The experience's slots in time order, or the default hourly ones. */
export function timeSlotsOf(item: Pick<Schedulable, 'timeSlots'>): string[] {
  const slots = item.timeSlots.length > 0 ? [...new Set(item.timeSlots)] : [...DEFAULT_TIME_SLOTS];
  return slots.sort();
}

/** The first and last bookable dates: from today (or the later sales start) to the sales end or 30 days on. */
export function salesWindow(item: Schedulable, now: Date = new Date()): { from: string; until: string } {
  const today = seoulDateTime(now).date;
  const start = item.salesAvailableFrom && item.salesAvailableFrom > today ? item.salesAvailableFrom : today;
  const until = item.salesAvailableUntil ?? addDays(today, LIMITS.defaultSalesWindowDays);
  return { from: start, until };
}

/** The status of one calendar day for booking, in the order of spec §5's rules. */
export function dayStatus(item: Schedulable, date: string, now: Date = new Date()): DayStatus {
  const today = seoulDateTime(now).date;
  if (date < today) return 'past';
  const window = salesWindow(item, now);
  if (date < window.from || date > window.until) return 'outside_window';
  if (item.unavailableDates.includes(date)) return 'unavailable';
  if (item.blockedWeekdays.includes(weekday(date))) return 'blocked_weekday';
  // Late in the day every slot may have started or closed for sale: nothing left to book.
  if (timeSlotsOf(item).every((slot) => isSlotClosed(item, date, slot, now))) return 'past';
  return 'available';
}

/** The item's cut-off in hours (DEFAULT_BOOKING_CUTOFF_HOURS when it names none). */
export const cutoffHoursOf = (item: Pick<Schedulable, 'bookingCutoffHours'>) =>
  item.bookingCutoffHours ?? DEFAULT_BOOKING_CUTOFF_HOURS;

/** True when a slot is no longer sold: it has started, or its booking cut-off has come. */
export function isSlotClosed(
  item: Pick<Schedulable, 'bookingCutoffHours'>,
  date: string,
  slot: string,
  now: Date = new Date(),
): boolean {
  return isSlotPast(date, slot, now) || isPastCutoff(cutoffHoursOf(item), date, slot, now);
}

/** True when a slot of today has already started in Seoul (closed, labelled as past time). */
export function isSlotPast(date: string, slot: string, now: Date = new Date()): boolean {
  const seoul = seoulDateTime(now);
  return date < seoul.date || (date === seoul.date && slot <= seoul.time);
}

export const maxGuestsOf = (item: Pick<Schedulable, 'maxGuests'>) =>
  item.maxGuests && item.maxGuests > 0 ? item.maxGuests : LIMITS.defaultMaxGuests;
export const minGuestsOf = (item: Pick<Schedulable, 'minGuests'>) =>
  item.minGuests && item.minGuests > 0 ? item.minGuests : LIMITS.defaultMinGuests;

/**
 * The most guests one booking may have: the item's per-booking maximum, never more than its seats per
 * slot (a theatre's 300 seats a show, at most 10 to one order); without one, the seats per slot.
 */
export const partyMaxOf = (item: Pick<Schedulable, 'maxGuests' | 'maxGuestsPerBooking'>) =>
  item.maxGuestsPerBooking && item.maxGuestsPerBooking > 0
    ? Math.min(item.maxGuestsPerBooking, maxGuestsOf(item))
    : maxGuestsOf(item);

/** Seats left in a slot for display: maxGuests minus confirmed guests, never below 0. */
export function seatsLeft(item: Pick<Schedulable, 'maxGuests'>, confirmedGuests: number): number {
  return Math.max(0, maxGuestsOf(item) - confirmedGuests);
}

/** The largest guest count the booking dialog offers: seats left up to the party maximum, but at least 1 (spec §9). */
export function dialogCapacity(
  item: Pick<Schedulable, 'maxGuests' | 'maxGuestsPerBooking'>,
  confirmedGuests: number,
): number {
  return Math.max(1, Math.min(partyMaxOf(item), seatsLeft(item, confirmedGuests)));
}

/** Why a booking request for this date, slot and guest count cannot be taken, or null when it can. */
export type BookingRefusal =
  | 'invalid_date'
  | DayStatus
  | 'invalid_slot'
  | 'slot_past'
  /** The slot's booking cut-off has come (it starts within the item's cut-off hours). */
  | 'sales_closed'
  | 'below_min_guests'
  | 'above_max_guests'
  | 'no_seats'
  /** The experience is not offered in the booking's language (checked by the server). */
  | 'not_offered';

export function bookingRefusal(
  item: Schedulable,
  request: { bookingDate: string; timeSlot: string; numberOfGuests: number },
  takenSeats: number,
  now: Date = new Date(),
): Exclude<BookingRefusal, 'available'> | null {
  if (!isIsoDate(request.bookingDate)) return 'invalid_date';
  const day = dayStatus(item, request.bookingDate, now);
  // A day is 'past' once its last slot has started or closed: say so about the slot, not the date.
  if (day === 'past' && request.bookingDate >= seoulDateTime(now).date) {
    return isSlotPast(request.bookingDate, request.timeSlot, now) ? 'slot_past' : 'sales_closed';
  }
  if (day !== 'available') return day;
  if (!timeSlotsOf(item).includes(request.timeSlot)) return 'invalid_slot';
  if (isSlotPast(request.bookingDate, request.timeSlot, now)) return 'slot_past';
  if (isSlotClosed(item, request.bookingDate, request.timeSlot, now)) return 'sales_closed';
  if (request.numberOfGuests < minGuestsOf(item)) return 'below_min_guests';
  if (request.numberOfGuests > partyMaxOf(item)) return 'above_max_guests';
  if (request.numberOfGuests > seatsLeft(item, takenSeats)) return 'no_seats';
  return null;
}

/** The server's message for each refusal (English; the web shows translated ones). */
export const BOOKING_REFUSAL_MESSAGES: Record<Exclude<BookingRefusal, 'available'>, string> = {
  invalid_date: 'Please choose a valid date.',
  past: 'Date cannot be earlier than today.',
  outside_window: 'This date is outside the sales period.',
  unavailable: 'This date is not available.',
  blocked_weekday: 'This experience does not run on this day of the week.',
  invalid_slot: 'Please choose one of the offered time slots.',
  slot_past: 'This time slot has already started.',
  sales_closed: 'Bookings for this time slot have closed.',
  below_min_guests: 'The number of guests is below the minimum for this experience.',
  above_max_guests: 'The number of guests is above the maximum for this experience.',
  no_seats: 'Not enough seats are left in this time slot.',
  not_offered: 'This experience is not offered in this language.',
};

/** Every date from `from` to `to` inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
