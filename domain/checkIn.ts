import { seoulToday } from './calendar.js';
import { slotStartInstant } from './cancellation.js';
import { parseDurationMinutes } from './duration.js';

/**
 * The day of the experience (issue 39): a confirmed booking's arrival at the meeting point, kept apart
 * from its status. The server (modules/check-in) and the check-in screen read these rules.
 */

/** How long after a check-in staff may undo it (a mistaken tap or scan). */
export const CHECK_IN_UNDO_SECONDS = 60;

/** The on-site payment methods a check-in may record with it (the money collected at the meeting point). */
export const ON_SITE_METHODS = ['cash_on_site', 'card_on_site'] as const;
export type OnSiteMethod = (typeof ON_SITE_METHODS)[number];

/** A booking's arrival: its guests came (some or all), did not come, or nobody said yet. */
export type ArrivalState = 'arrived' | 'no_show' | 'unmarked';

export interface Arrival {
  checkedInAt?: Date | string | null;
  noShowAt?: Date | string | null;
}

export const arrivalState = (b: Arrival): ArrivalState =>
  b.checkedInAt ? 'arrived' : b.noShowAt ? 'no_show' : 'unmarked';

/**
 * The scan time a phone sent with a queued (offline) check-in, when it is believed: not in the future and
 * on the same Seoul day as `now`; else null (a phone whose clock is off, or a scan from another day). It
 * is kept beside the check-in as when the guest arrived; the check-in's own time (`checkedInAt`, which
 * the undo counts from) is always the server's.
 */
export function believedScanTime(scannedAt: Date | null | undefined, now: Date): Date | null {
  if (!scannedAt || Number.isNaN(scannedAt.getTime())) return null;
  if (scannedAt.getTime() > now.getTime()) return null;
  return seoulToday(scannedAt) === seoulToday(now) ? scannedAt : null;
}

/** Whether a check-in the server recorded at `checkedInAt` may still be undone at `now`. */
export const undoable = (checkedInAt: Date, now: Date): boolean =>
  now.getTime() - checkedInAt.getTime() <= CHECK_IN_UNDO_SECONDS * 1000;

/** Whether a slot (Seoul date and HH:mm) has started at `now`: its arrivals and no-shows are then shown. */
export function slotStarted(date: string, time: string, now: Date = new Date()): boolean {
  const start = slotStartInstant(date, time.slice(0, 5));
  return !!start && now.getTime() >= start.getTime();
}

/** How long a slot lasts when its item's duration is not a length of time ('half day'): for the no-show job. */
export const DEFAULT_SLOT_MINUTES = 180;

/** The instant a slot ends: its start plus the item's duration (free text, see domain/duration.ts). */
export function slotEndInstant(date: string, time: string, duration: string): Date | null {
  const start = slotStartInstant(date, time);
  if (!start) return null;
  const minutes = parseDurationMinutes(duration) ?? DEFAULT_SLOT_MINUTES;
  return new Date(start.getTime() + minutes * 60_000);
}

/** The automatic no-show's delay after a slot's end, in hours: its bounds. */
export const NO_SHOW_AFTER_HOURS = { min: 1, max: 72 } as const;

/** The arrival column of the CSV export: `arrived 3 of 4`, `no-show`, or empty. */
export function arrivalText(b: Arrival & { guestsArrived?: number | null; numberOfGuests: number }): string {
  switch (arrivalState(b)) {
    case 'arrived':
      return `arrived ${b.guestsArrived ?? b.numberOfGuests} of ${b.numberOfGuests}`;
    case 'no_show':
      return 'no-show';
    case 'unmarked':
      return '';
  }
}
