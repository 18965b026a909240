import { guestMoveRefusal, guestMovesLeft, moveDeadline } from '../../../../domain/move.js';
import type { Experience } from '../experience/experience.entity.js';
import type { BookingMove } from './booking-move.entity.js';
import type { GuestBooking } from './guest-booking.entity.js';

/** What a booking's moves say (booking-move.service.ts writes them): its history, its open request, what is left. */

/** A move that happened (at once, or a change request approved). */
export const isDone = (m: Pick<BookingMove, 'status'>) => m.status === 'moved' || m.status === 'approved';

/** What a booking's moves allow the guest: the moves they made, and the open change request. */
export function movesSummary<M extends Pick<BookingMove, 'status' | 'byGuest'>>(moves: readonly M[]) {
  return {
    guestMoves: moves.filter((m) => m.byGuest && isDone(m)).length,
    open: moves.find((m) => m.status === 'requested') ?? null,
  };
}

/** A booking's move as the look-up and the back office read it (booking.loaders.ts `bookingMoves`). */
export type MoveRow = Pick<
  BookingMove,
  | 'id'
  | 'fromDate'
  | 'fromTime'
  | 'toDate'
  | 'toTime'
  | 'status'
  | 'byGuest'
  | 'byName'
  | 'priceDifference'
  | 'createdAt'
  | 'decidedAt'
  | 'decidedBy'
>;

/** What the look-up and the back office show of a booking's moves: history, open request, what is left. */
export function moveFacts(
  moves: readonly MoveRow[],
  booking: Pick<GuestBooking, 'status' | 'bookingDate' | 'timeSlot' | 'checkedInAt'>,
  experience: Pick<Experience, 'changeWindowHours' | 'freeCancellationHours'>,
  limit: number,
  now: Date = new Date(),
) {
  const { guestMoves, open } = movesSummary(moves);
  const rules = {
    changeWindowHours: experience.changeWindowHours,
    freeCancellationHours: experience.freeCancellationHours,
    guestMoves,
    limit,
    openRequest: open !== null,
  };
  return {
    moves: moves.filter(isDone),
    changeRequest: open,
    guestMovesLeft: guestMovesLeft(guestMoves, limit),
    moveDeadline: moveDeadline(
      booking.bookingDate,
      booking.timeSlot,
      experience.changeWindowHours,
      experience.freeCancellationHours,
    ),
    moveRefusal: guestMoveRefusal(booking, rules, now),
  };
}
