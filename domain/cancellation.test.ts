import {
  cancellationDeadline,
  DEFAULT_FREE_CANCELLATION_HOURS,
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
