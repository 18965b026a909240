import { canGuestMove, guestMoveRefusal, guestMovesLeft, moveDeadline, type MoveRules } from './move.js';

const rules = (over: Partial<MoveRules> = {}): MoveRules => ({
  changeWindowHours: null,
  freeCancellationHours: 24,
  guestMoves: 0,
  limit: 2,
  openRequest: false,
  ...over,
});
const booking = { status: 'confirmed', bookingDate: '2026-12-05', timeSlot: '10:00' };

describe('moving a booking', () => {
  it('closes the change window in Seoul time: the item’s own hours, else its free cancellation', () => {
    // 10:00 Seoul is 01:00 UTC; 24 hours before is 01:00 UTC the day before.
    expect(moveDeadline('2026-12-05', '10:00', null, 24)?.toISOString()).toBe('2026-12-04T01:00:00.000Z');
    expect(moveDeadline('2026-12-05', '10:00', 48, 24)?.toISOString()).toBe('2026-12-03T01:00:00.000Z');
    expect(moveDeadline('2026-12-05', '10:00', 0, null)?.toISOString()).toBe('2026-12-05T01:00:00.000Z');
    expect(moveDeadline('2026-12-05', '10:00', null, null)).toBeNull();
  });

  it('lets the guest move until the last minute before the deadline, not at it', () => {
    // 09:59 Seoul on 4 December (00:59 UTC): one minute left; at 10:00 Seoul it has closed.
    expect(guestMoveRefusal(booking, rules(), new Date('2026-12-04T00:59:00Z'))).toBeNull();
    expect(guestMoveRefusal(booking, rules(), new Date('2026-12-04T01:00:00Z'))).toBe('window_closed');
    // A Seoul date boundary: 23:30 UTC on 3 December is already 08:30 on 4 December in Seoul.
    expect(
      guestMoveRefusal(booking, rules({ changeWindowHours: 26 }), new Date('2026-12-03T23:30:00Z')),
    ).toBe('window_closed');
    expect(
      guestMoveRefusal(booking, rules({ changeWindowHours: 26 }), new Date('2026-12-03T22:59:00Z')),
    ).toBeNull();
    expect(guestMoveRefusal(booking, rules({ freeCancellationHours: null }))).toBe('no_window');
  });

  it('allows pending and confirmed bookings only, within the limit and without an open request', () => {
    const early = new Date('2026-11-01T00:00:00Z');
    expect(canGuestMove({ ...booking, status: 'pending' }, rules(), early)).toBe(true);
    for (const status of ['cancelled', 'expired', 'awaiting_payment', 'offered'])
      expect(guestMoveRefusal({ ...booking, status }, rules(), early)).toBe('status');
    expect(guestMoveRefusal({ ...booking, checkedInAt: early }, rules(), early)).toBe('checked_in');
    expect(guestMoveRefusal(booking, rules({ guestMoves: 1 }), early)).toBeNull();
    expect(guestMoveRefusal(booking, rules({ guestMoves: 2 }), early)).toBe('limit');
    expect(guestMoveRefusal(booking, rules({ openRequest: true }), early)).toBe('open_request');
    expect(guestMovesLeft(1, 2)).toBe(1);
    expect(guestMovesLeft(3, 2)).toBe(0);
  });
});
