import { isSlotPast } from './booking.js';
import { HOLDING_STATUSES } from './constants.js';
import { isPastCutoff, salesCloseAt, takesSeatsSql } from './holds.js';

/**
 * The waitlist of a full slot (issue 41 point 2). A guest whose party the slot cannot take joins its
 * queue; when seats free up (a cancellation, an expired hold, capacity raised) they are held for the
 * queue at once, as an `offered` booking (a holding status: domain/holds.ts counts it as taken) that waits
 * for the guest's answer until the earlier of the item's offer hours and the slot's cut-off. An offer
 * answered no or left unanswered passes the seats to the next entry.
 */

/**
 * Where an entry stands: `waiting` in the queue; `offered` seats held for it; `accepted` (it became a
 * booking), `declined`, `expired` (the offer ran out), `left` (the guest left the queue), `closed` (the
 * slot's sales closed before seats came).
 */
export const WAITLIST_STATUSES = [
  'waiting',
  'offered',
  'accepted',
  'declined',
  'expired',
  'left',
  'closed',
] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** The entries still in the queue: one of them per e-mail and slot. */
export const OPEN_WAITLIST_STATUSES = ['waiting', 'offered'] as const satisfies readonly WaitlistStatus[];

/** How long an offer waits for the guest's answer unless the item says otherwise (pretix: N hours). */
export const DEFAULT_WAITLIST_OFFER_HOURS = 12;
/** The most an item's offer hours may be (a week). */
export const MAX_WAITLIST_OFFER_HOURS = 168;

const HOUR = 3_600_000;

export interface WaitlistSlot {
  cutoffHours: number;
  date: string;
  time: string;
}

/**
 * When an offer made at `now` ends: `offerHours` later, but never past the slot's cut-off (seats are not
 * sold after it, so an offer cannot be accepted then either).
 */
export function offerUntil(offerHours: number, slot: WaitlistSlot, now: Date = new Date()): Date {
  const close = salesCloseAt(slot.cutoffHours, slot.date, slot.time).getTime();
  return new Date(Math.min(now.getTime() + offerHours * HOUR, close));
}

/**
 * Whether a slot's queue may still get offers at `now`: not once its sales closed (its cut-off) and
 * never once it started (pretix #1031, an offer sent after the event had begun).
 */
export const mayOffer = (slot: WaitlistSlot, now: Date = new Date()) =>
  !isSlotPast(slot.date, slot.time, now) && !isPastCutoff(slot.cutoffHours, slot.date, slot.time, now);

/** An entry as the queue reads it: its order, its party, its guest's address. */
export interface QueuedEntry {
  id: number;
  numberOfGuests: number;
  guestEmail: string;
}

/**
 * Who gets an offer when `free` seats come back: the entries in queue order, each whose party fits what
 * is still free (a party too big waits; a smaller one behind it may pass), none whose guest booked this
 * slot and cancelled (`cancelledBefore`: pretix #1163, a guest who let go is not asked again).
 */
export function entriesToOffer<E extends QueuedEntry>(
  queue: readonly E[],
  free: number,
  cancelledBefore: ReadonlySet<string>,
): E[] {
  const chosen: E[] = [];
  let left = free;
  for (const entry of queue) {
    if (left <= 0) break;
    if (cancelledBefore.has(entry.guestEmail.toLowerCase())) continue;
    if (entry.numberOfGuests > left) continue;
    chosen.push(entry);
    left -= entry.numberOfGuests;
  }
  return chosen;
}

/** A slot in SQL: expressions of its experience id, date and time (columns of a row, or parameters). */
export interface SlotSql {
  experienceId: string;
  date: string;
  time: string;
}

/** The slot of a `guest_booking` row, by its alias. */
export const bookingSlotSql = (alias: string): SlotSql => ({
  experienceId: `${alias}.experience_id`,
  date: `${alias}.booking_date`,
  time: `${alias}.time_slot`,
});

/** Whether the slot's waitlist has a guest waiting, in SQL. */
export const queueWaitsSql = ({ experienceId, date, time }: SlotSql) =>
  `exists (select 1 from waitlist_entry w where w.experience_id = ${experienceId} and w.booking_date = ${date} and w.time_slot = ${time} and w.status = 'waiting')`;

/**
 * The seats a sale counts as taken (issue 41 point 2: the gap after an expired hold), as a row filter over
 * `guest_booking` rows of `slot` (optionally qualified by `alias`): what takesSeatsSql counts, and also a
 * hold (pending, awaiting_payment, offered) that ended but that the expiry job has not marked `expired`
 * yet, while the slot's waitlist has a guest waiting. The seats of a hold come back at the instant it
 * ends, but they are offered to the queue only by the expiry job, in the transaction that marks the hold
 * expired (its `expired` event: waitlist.subscribers.ts), up to a minute later. Until then they are the
 * queue's: the public availability, the join check and every application (its check, and again in its
 * transaction under the slot's lock) count them as taken, so the public can never buy them first. Once
 * the job ran, the hold is `expired` and no longer counted: the seats are offered to the entries that
 * fit, and what none of them takes is on sale again (so a queue whose parties are all too big withholds
 * freed seats for at most the job's minute). The queue's own count (waitlist.offers.ts `freeSeats`)
 * reads takesSeatsSql: for the queue those seats are free.
 */
export function takesSeatsForSaleSql(slot: SlotSql, alias = '', nowSql = 'now()'): string {
  const col = (name: string) => (alias ? `${alias}.${name}` : name);
  const holding = HOLDING_STATUSES.map((s) => `'${s}'`).join(', ');
  return `(${takesSeatsSql(alias, nowSql)} or (${col('status')} in (${holding}) and ${queueWaitsSql(slot)}))`;
}

/** A slot's taken seats for a sale in SQL: the guests of the bookings `takesSeatsForSaleSql` counts. */
export const seatsTakenForSaleSql = (slot: SlotSql, alias = '', nowSql = 'now()') =>
  `coalesce(sum(${alias ? `${alias}.` : ''}number_of_guests) filter (where ${takesSeatsForSaleSql(slot, alias, nowSql)}), 0)`;

/** The guest-facing messages of the waitlist (English; the web shows translated ones). */
export const WAITLIST_MESSAGES = {
  seatsAvailable: 'This time slot still has room for your party: please book it directly.',
  alreadyJoined: 'You are already on the waitlist for this time slot.',
  offerNotFound: 'This offer link is not valid.',
  offerOver: 'This offer is no longer open: it was answered, it expired or the time slot has closed.',
  leaveNotFound: 'This waitlist link is not valid.',
  entryNotFound: 'Waitlist entry not found.',
  notWaiting: 'Only a guest still waiting can be offered seats.',
  noRoom: 'The time slot has no room for this party.',
  slotClosed: 'Bookings for this time slot have closed.',
  badTime: 'time must be HH:mm.',
  badItem: 'itemId must be a positive whole number.',
} as const;
