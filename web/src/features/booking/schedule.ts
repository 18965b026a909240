import { dialogCapacity, isSlotPast, partyMaxOf, type BookingRefusal, type DayStatus } from '@domain/booking';
import { addDays, isIsoDate } from '@domain/calendar';
import type { BookingExperienceQuery, ExperienceAvailabilityQuery } from '@/generated/graphql';

export type BookingExperience = BookingExperienceQuery['experience'];

export type AvailabilityDay = ExperienceAvailabilityQuery['experience']['availability'][number];
export type Slot = AvailabilityDay['slots'][number];
export type SlotState = 'open' | 'past' | 'closed' | 'full';

/**
 * A day's status from the server's answer, with the visitor's clock as a second opinion on
 * "past" (Seoul's today moves on while the calendar is open). Unknown while loading.
 */
export function dayStatusOf(
  day: AvailabilityDay | undefined,
  date: string,
  today: string,
): DayStatus | undefined {
  if (date < today) return 'past';
  return day?.status;
}

/** Excluded days are marked on the calendar: the experience does not run on that date or weekday. */
export const isExcluded = (status: DayStatus | undefined) =>
  status === 'unavailable' || status === 'blocked_weekday';

/**
 * Whether a slot can be chosen: started slots (Seoul time) are past, slots within the item's booking
 * cut-off are closed (no longer sold), slots without seats are full.
 */
export function slotState(date: string, slot: Slot, now: Date = new Date()): SlotState {
  if (slot.isPast || isSlotPast(date, slot.time, now)) return 'past';
  if (slot.isClosed) return 'closed';
  return slot.available <= 0 ? 'full' : 'open';
}

/**
 * The part of the dates searched on the list that the booking window can book (a range may start
 * before today or the window, or end after it), or null when none of it can be.
 */
export function searchedRange(
  dates: { from: string; to: string } | null,
  start: string,
  until: string,
): { from: string; to: string } | null {
  if (!dates) return null;
  const from = dates.from > start ? dates.from : start;
  const to = dates.to < until ? dates.to : until;
  return from <= to ? { from, to } : null;
}

/**
 * The first day from `from` to `to` that the loaded availability says can be booked; null when
 * none can, or once the range leaves the loaded month (the schedule then just shows that month).
 */
export function firstOpenDay(
  days: ReadonlyMap<string, AvailabilityDay>,
  from: string,
  to: string,
  today: string,
): string | null {
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = days.get(date);
    if (!day) return null;
    if (dayStatusOf(day, date, today) === 'available') return date;
  }
  return null;
}

/**
 * The guest counts the schedule offers: the experience's minimum (at least 1) up to the most one booking
 * may have (its per-booking maximum, else its seats per slot).
 */
export function guestRange(
  experience: Pick<BookingExperience, 'minGuests' | 'maxGuests' | 'maxGuestsPerBooking'>,
) {
  const min = Math.max(1, experience.minGuests);
  return { min, max: Math.max(min, partyMaxOf(experience)) };
}

/** The largest guest count the dialog offers for a slot: its seats left up to the per-booking maximum, at least 1 (spec §9). */
export const slotCapacity = (slot: Slot, maxGuestsPerBooking: number | null = null) =>
  dialogCapacity({ maxGuests: slot.total, maxGuestsPerBooking }, slot.total - slot.available);

export type ScheduleChoice = {
  /** The day's status; undefined while its month loads or without a real date. */
  status?: DayStatus;
  slots?: readonly Slot[];
  slot?: Slot;
  /** Guests the dialog offers for the chosen slot (seats left, at least 1). */
  capacity?: number;
  dateProblem?: Exclude<DayStatus, 'available'>;
  timeProblem?: Extract<BookingRefusal, 'invalid_slot' | 'slot_past' | 'sales_closed' | 'no_seats'>;
};

/** What the dialog knows of a date and time from the availability it loaded. */
export function scheduleChoice(
  date: string,
  time: string,
  days: ReadonlyMap<string, AvailabilityDay>,
  today: string,
  maxGuestsPerBooking: number | null = null,
  now: Date = new Date(),
): ScheduleChoice {
  if (!isIsoDate(date)) return {};
  const day = days.get(date);
  const status = dayStatusOf(day, date, today);
  if (status === undefined) return {};
  if (status !== 'available') return { status, dateProblem: status };
  if (!day) return {};
  if (!time) return { status, slots: day.slots };
  const slot = day.slots.find((candidate) => candidate.time === time);
  if (!slot) return { status, slots: day.slots, timeProblem: 'invalid_slot' };
  const state = slotState(date, slot, now);
  return {
    status,
    slots: day.slots,
    slot,
    capacity: slotCapacity(slot, maxGuestsPerBooking),
    timeProblem:
      state === 'past'
        ? 'slot_past'
        : state === 'closed'
          ? 'sales_closed'
          : state === 'full'
            ? 'no_seats'
            : undefined,
  };
}
