import {
  cancellationDeadline,
  DEFAULT_FREE_CANCELLATION_HOURS,
  freeCancellation,
  guestCancelRefusal,
  slotStartInstant,
} from './cancellation.js';

describe('cancellation policy', () => {
  it('computes the deadline in Seoul from the slot, whatever the zone of the clock', () => {
    expect(slotStartInstant('2026-12-05', '10:00')?.toISOString()).toBe('2026-12-05T01:00:00.000Z');
    expect(cancellationDeadline('2026-12-05', '10:00', 24)?.toISOString()).toBe('2026-12-04T01:00:00.000Z');
    // 72 hours before a 09:00 slot on 1 January: the evening of 28 December in UTC.
    expect(cancellationDeadline('2027-01-01', '09:00', 72)?.toISOString()).toBe('2026-12-29T00:00:00.000Z');
    expect(cancellationDeadline('2026-12-05', '10:00', 0)?.toISOString()).toBe('2026-12-05T01:00:00.000Z');
    expect(cancellationDeadline('2026-12-05', '10:00', null)).toBeNull();
    expect(cancellationDeadline('2026-02-30', '10:00', 24)).toBeNull();
    expect(DEFAULT_FREE_CANCELLATION_HOURS).toBe(24);
  });

  it('lets the guest cancel a pending or confirmed booking only before the deadline', () => {
    const booking = { status: 'confirmed', bookingDate: '2026-12-05', timeSlot: '10:00' };
    // 09:59 Seoul the day before: one minute left.
    expect(guestCancelRefusal(booking, 24, new Date('2026-12-04T00:59:00Z'))).toBeNull();
    expect(
      guestCancelRefusal({ ...booking, status: 'pending' }, 24, new Date('2026-12-04T00:59:00Z')),
    ).toBeNull();
    expect(guestCancelRefusal(booking, 24, new Date('2026-12-04T01:00:00Z'))).toBe('window_closed');
    expect(guestCancelRefusal(booking, null, new Date('2026-11-01T00:00:00Z'))).toBe('no_free_cancellation');
    expect(
      guestCancelRefusal({ ...booking, status: 'cancelled' }, 24, new Date('2026-11-01T00:00:00Z')),
    ).toBe('already_cancelled');
  });
});

describe('free cancellation for a date, judged at a moment (issue 34)', () => {
  it('is offered until the deadline, closed from it on, absent without a policy', () => {
    // Issue 34: booked on Saturday 21:50 in Seoul for Sunday 14:00; 24 hours' free cancellation ended
    // on Saturday at 14:00, eight hours before.
    const deadline = new Date('2026-11-28T05:00:00Z');
    expect(freeCancellation('2026-11-29', '14:00', 24, new Date('2026-11-28T12:50:00Z'))).toEqual({
      kind: 'closed',
      deadline,
    });
    expect(freeCancellation('2026-11-29', '14:00', 24, new Date('2026-11-28T04:59:00Z'))).toEqual({
      kind: 'until',
      deadline,
    });
    expect(freeCancellation('2026-11-29', '14:00', 24, deadline)).toEqual({ kind: 'closed', deadline });
    expect(freeCancellation('2026-11-29', '14:00', null, new Date('2026-11-01T00:00:00Z'))).toEqual({
      kind: 'none',
    });
  });

  it('counts the Seoul midnight, whatever the runtime zone (the tests run in Honolulu)', () => {
    // A 00:30 slot with 1 hour: the deadline is 23:30 the evening before in Seoul (14:30 UTC).
    expect(freeCancellation('2026-12-05', '00:30', 1, new Date('2026-12-04T14:29:00Z')).kind).toBe('until');
    expect(freeCancellation('2026-12-05', '00:30', 1, new Date('2026-12-04T14:30:00Z')).kind).toBe('closed');
  });
});
