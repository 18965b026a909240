import { readBookingLog, standardReason } from './bookingLog.js';

describe('readBookingLog', () => {
  it('reads the lines the server writes', () => {
    expect(readBookingLog('booking_created', 'Application for 3 guest(s) on 2026-12-05 10:00')).toEqual({
      kind: 'applied',
      guests: 3,
      date: '2026-12-05',
      time: '10:00',
    });
    expect(readBookingLog('booking_created', 'Booking application received (1 guests)')).toEqual({
      kind: 'applied',
      guests: 1,
    });
    expect(readBookingLog('status_change', 'Status changed from pending to confirmed')).toEqual({
      kind: 'status',
    });
    expect(
      readBookingLog(
        'status_change',
        'Status changed from pending to confirmed (capacity overridden: 12/10 guests)',
      ),
    ).toEqual({ kind: 'status', override: { guests: 12, max: 10 } });
    expect(
      readBookingLog(
        'status_change',
        'Status changed from confirmed to cancelled: The venue is closed: sorry.',
      ),
    ).toEqual({ kind: 'status', reason: 'The venue is closed: sorry.' });
    expect(readBookingLog('status_change', 'Status changed by admin')).toEqual({ kind: 'status' });
    expect(readBookingLog('memo_update', 'Admin memo updated')).toEqual({ kind: 'memo' });
    expect(
      readBookingLog(
        'payment_recorded',
        'Payment of ₩40,000 (bank_transfer, 2026-11-27) recorded by desk: KIM #12',
      ),
    ).toEqual({
      kind: 'payment',
      refund: false,
      amount: 40_000,
      method: 'bank_transfer',
      paidAt: '2026-11-27',
      by: 'desk',
      reference: 'KIM #12',
    });
    expect(
      readBookingLog('payment_recorded', 'Refund of ₩5,000 (other, 2026-11-28) recorded by desk'),
    ).toEqual({
      kind: 'payment',
      refund: true,
      amount: 5000,
      method: 'other',
      paidAt: '2026-11-28',
      by: 'desk',
    });
    expect(
      readBookingLog('payment_voided', 'Payment of -₩5,000 (2026-11-28) voided by desk: Typed twice'),
    ).toEqual({
      kind: 'void',
      amount: -5000,
      paidAt: '2026-11-28',
      by: 'desk',
      reason: 'Typed twice',
    });
  });

  it('reads the day of the experience: check-ins, their undo, no-shows', () => {
    expect(readBookingLog('checked_in', 'Checked in 3 of 4 guest(s) by minji [device phone-a]')).toEqual({
      kind: 'checkIn',
      arrived: 3,
      guests: 4,
      by: 'minji',
      device: 'phone-a',
      changed: false,
      otherSlot: false,
    });
    expect(
      readBookingLog('checked_in', 'Checked in 1 of 1 guest(s) by desk (ticket of another slot)'),
    ).toMatchObject({ by: 'desk', otherSlot: true, changed: false });
    expect(readBookingLog('checked_in', 'Arrival changed to 4 of 4 guest(s) by minji')).toMatchObject({
      arrived: 4,
      changed: true,
    });
    expect(readBookingLog('check_in_undone', 'Check-in undone by minji [device p1]')).toEqual({
      kind: 'checkInUndone',
      by: 'minji',
      device: 'p1',
    });
    expect(readBookingLog('no_show', 'Marked as a no-show by minji')).toEqual({
      kind: 'noShow',
      by: 'minji',
    });
    expect(readBookingLog('no_show', 'Marked as a no-show automatically, 3 hour(s) after the slot')).toEqual({
      kind: 'noShow',
      hours: 3,
    });
    expect(readBookingLog('no_show_undone', 'No-show mark removed by minji')).toEqual({
      kind: 'noShowUndone',
      by: 'minji',
    });
  });

  it('reads nothing it does not know (shown as written)', () => {
    expect(readBookingLog('status_change', 'Something else')).toBeNull();
    expect(readBookingLog('payment_recorded', 'Payment of 40000 won')).toBeNull();
    expect(readBookingLog('email_sent', 'Booking approved: Palace walk')).toBeNull();
    expect(readBookingLog('new_type', 'Whatever')).toBeNull();
  });
});

describe('standardReason', () => {
  it("knows the application's own reasons, and no one else's", () => {
    expect(standardReason('Cancelled by the guest.')).toEqual({ kind: 'guest' });
    expect(standardReason('Cancelled by the organiser.')).toEqual({ kind: 'organiser' });
    expect(standardReason('Not paid by the deadline (2026-11-20).')).toEqual({
      kind: 'unpaid',
      deadline: '2026-11-20',
    });
    expect(standardReason('The guide is ill.')).toBeNull();
  });
});
