import { addDays } from '@domain/calendar';

/** The days the occupancy chart covers, from today (Seoul): its title says so. */
export const OCCUPANCY_DAYS = 14;

type DailyApplications = { date: string; applications: number };
type DailyOccupancy = { date: string; confirmedGuests: number; capacity: number };

/** A share in whole percent, never "0%" for a share that is not nothing ("<1%"). */
export function shareText(part: number, whole: number): string {
  if (!whole) return '0%';
  const percent = Math.round((part / whole) * 100);
  return percent === 0 && part > 0 ? '<1%' : `${percent}%`;
}

/** The days of the period [from, to] (what the server sends; anything else is not counted). */
export const daysIn = <D extends { date: string }>(days: readonly D[], from: string, to: string) =>
  days.filter((d) => d.date >= from && d.date <= to);

/** The OCCUPANCY_DAYS from `today`. */
export const daysAhead = <D extends { date: string }>(days: readonly D[], today: string) =>
  daysIn(days, today, addDays(today, OCCUPANCY_DAYS - 1));

/**
 * The day of the period [from, to] with the most applications (the earliest of equals), or null
 * when there were none: never a day outside the period the sentence names.
 */
export function busiestDay<D extends DailyApplications>(days: readonly D[], from: string, to: string) {
  let busiest: D | null = null;
  for (const day of daysIn(days, from, to)) {
    if (day.applications <= 0) continue;
    if (!busiest || day.applications > busiest.applications) busiest = day;
  }
  return busiest;
}

/**
 * The fullest day of the OCCUPANCY_DAYS from `today`: the highest share of the seats offered that
 * day taken by confirmed guests (compared exactly, not as rounded percentages; the earliest of
 * equals), among days that offer seats and have confirmed guests; null when none has any. A day with
 * no seats left to offer (today once its slots have started) is never the fullest.
 */
export function fullestDay<D extends DailyOccupancy>(days: readonly D[], today: string) {
  let fullest: D | null = null;
  for (const day of daysAhead(days, today)) {
    if (day.capacity <= 0 || day.confirmedGuests <= 0) continue;
    // a/b > c/d, without division.
    if (!fullest || day.confirmedGuests * fullest.capacity > fullest.confirmedGuests * day.capacity)
      fullest = day;
  }
  return fullest;
}
