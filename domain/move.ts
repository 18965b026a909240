import { cancellationDeadline } from './cancellation.js';

/**
 * Moving a booking to another date or slot of its item (issue 41 point 1). The guest may move it while
 * the item's change window is open: until `changeWindowHours` before the booked slot starts (Seoul
 * time), or, when the item names none, until its free-cancellation deadline; after it, only staff.
 * Server and web read these rules.
 */

/** How many times a guest may move one booking themselves, unless GUEST_MOVE_LIMIT says otherwise. */
export const DEFAULT_GUEST_MOVE_LIMIT = 2;
/** The longest change window staff may set: 30 days, as the free-cancellation window. */
export const MAX_CHANGE_WINDOW_HOURS = 720;

/** What a move did: done at once, or a change request that staff approve or decline (holding the seats). */
export const MOVE_STATUSES = ['moved', 'requested', 'approved', 'declined'] as const;
export type MoveStatus = (typeof MOVE_STATUSES)[number];
/** What the guest's move answers: moved now, or a change request with the staff. */
export type MoveOutcome = 'moved' | 'change_requested';

/** The statuses a guest may move a booking in: an application waiting for staff, or a confirmed booking. */
export const GUEST_MOVABLE_STATUSES: readonly string[] = ['pending', 'confirmed'];

/**
 * The last instant the guest may move a booking of `date` `time` themselves: `changeWindowHours` before
 * the slot starts, or the free-cancellation deadline when the item names no change window; null when
 * neither exists (only staff move it).
 */
export function moveDeadline(
  date: string,
  time: string,
  changeWindowHours: number | null | undefined,
  freeCancellationHours: number | null | undefined,
): Date | null {
  return cancellationDeadline(date, time, changeWindowHours ?? freeCancellationHours);
}

/** Why the guest cannot move a booking themselves, or null when they can. */
export type GuestMoveRefusal =
  'status' | 'checked_in' | 'no_window' | 'window_closed' | 'limit' | 'open_request';

export interface MovableBooking {
  status: string;
  bookingDate: string;
  timeSlot: string;
  checkedInAt?: Date | string | null;
}

export interface MoveRules {
  changeWindowHours: number | null | undefined;
  freeCancellationHours: number | null | undefined;
  /** The guest's moves of this booking so far, and how many they may make (GUEST_MOVE_LIMIT). */
  guestMoves: number;
  limit: number;
  /** The booking has a change request waiting for staff. */
  openRequest: boolean;
}

/** Why the guest may not move `booking` at `now` (status, window, limit, an open request), or null. */
export function guestMoveRefusal(
  booking: MovableBooking,
  rules: MoveRules,
  now: Date = new Date(),
): GuestMoveRefusal | null {
  if (!GUEST_MOVABLE_STATUSES.includes(booking.status)) return 'status';
  if (booking.checkedInAt) return 'checked_in';
  if (rules.openRequest) return 'open_request';
  const deadline = moveDeadline(
    booking.bookingDate,
    booking.timeSlot,
    rules.changeWindowHours,
    rules.freeCancellationHours,
  );
  if (!deadline) return 'no_window';
  if (now.getTime() >= deadline.getTime()) return 'window_closed';
  if (rules.guestMoves >= rules.limit) return 'limit';
  return null;
}

/** Whether the guest may move the booking themselves at `now`. */
export const canGuestMove = (booking: MovableBooking, rules: MoveRules, now: Date = new Date()) =>
  guestMoveRefusal(booking, rules, now) === null;

/** Moves the guest has left (never below 0). */
export const guestMovesLeft = (guestMoves: number, limit: number) => Math.max(0, limit - guestMoves);

/** The API's message for each refusal and for a full target slot (English, spec style; the web translates). */
export const MOVE_MESSAGES = {
  status: 'Only a pending or confirmed booking can be moved.',
  checked_in: 'This booking has already been checked in and cannot be moved.',
  no_window: 'This booking cannot be moved online. Please contact us.',
  window_closed: 'The period for changing this booking has ended. Please contact us.',
  limit: 'This booking has already been moved the maximum number of times. Please contact us.',
  open_request: 'A change request for this booking is already waiting for our staff.',
  full: 'The selected time slot is full.',
  same_slot: 'Please choose a different date or time slot.',
  no_request: 'This booking has no open change request.',
} as const satisfies Record<GuestMoveRefusal | 'full' | 'same_slot' | 'no_request', string>;
