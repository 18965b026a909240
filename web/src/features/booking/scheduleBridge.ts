/**
 * The seam between the experience page's Schedule button and the booking feature
 * (features do not import each other). The detail page emits; the booking feature,
 * once built, subscribes and opens its schedule modal. No UI here on purpose.
 */

/** What the guest already chose on the way to the schedule. */
export type ScheduleOptions = {
  /** The dates searched for on the list (`?from=&to=`): the schedule opens on the first of them. */
  dates?: { from: string; to: string } | null;
};

export type ScheduleListener = (experienceId: number, options: ScheduleOptions) => void;

const listeners = new Set<ScheduleListener>();

/** Called for every Schedule click; returns the unsubscribe function. */
export function subscribeSchedule(listener: ScheduleListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Asks the booking feature to open the schedule of an experience; false when nobody listens yet. */
export function openSchedule(experienceId: number, options: ScheduleOptions = {}): boolean {
  listeners.forEach((listener) => listener(experienceId, options));
  return listeners.size > 0;
}
