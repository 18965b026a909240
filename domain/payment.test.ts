import { addDays, seoulDateTime, seoulToday, seoulWallTime } from './calendar.js';
import {
  onlinePayment,
  amountDue,
  amountPaid,
  isOverdue,
  paymentDeadlineEnd,
  paymentDueDate,
  paymentPlan,
  planAfterMove,
  paymentReminderAt,
  paymentStatus,
  paymentWay,
  paymentTotals,
  transferReference,
} from './payment.js';

const item = { price: 50_000, promotionType: ['%OFF'], promotionDiscount: 10 };

describe('the amount due', () => {
  it('is guests × the price after the discount, plus the option per guest where chosen', () => {
    expect(amountDue(item, { numberOfGuests: 3 })).toBe(135_000);
    expect(amountDue(item, { numberOfGuests: 2, optionPrice: 20_000 })).toBe(130_000);
    expect(amountDue({ ...item, promotionType: ['NEW'] }, { numberOfGuests: 2 })).toBe(100_000);
  });
});

/** An instant given as Seoul wall time (the tests run in Honolulu: the runtime's zone must not matter). */
const seoul = (date: string, time: string) => seoulWallTime(date, time);

describe('the payment deadline (Seoul dates)', () => {
  it('is PAYMENT_DUE_DAYS after the Seoul day of the approval', () => {
    expect(paymentDueDate(seoul('2026-11-27', '10:00'), '2026-12-20', 3)).toBe('2026-11-30');
    // 23:59 and 00:30 in Seoul are 04:59 and 05:30 the day before in Honolulu, where the tests run.
    expect(paymentDueDate(new Date('2026-11-27T14:59:00Z'), '2026-12-20', 3)).toBe('2026-11-30');
    expect(paymentDueDate(new Date('2026-11-27T15:30:00Z'), '2026-12-20', 3)).toBe('2026-12-01');
  });
  it('is never later than the day before the visit', () => {
    expect(paymentDueDate(seoul('2026-11-27', '10:00'), '2026-11-29', 3)).toBe('2026-11-28');
    expect(paymentDueDate(seoul('2026-12-30', '10:00'), '2027-01-02', 3)).toBe('2027-01-01');
  });
  it('leaves a whole day to pay: never the approval day itself, however few PAYMENT_DUE_DAYS', () => {
    expect(paymentDueDate(seoul('2026-11-27', '10:00'), '2026-12-20', 0)).toBe('2026-11-28');
    // Approved at 21:50 on Friday for Sunday: by Saturday (26 hours), not "by tonight".
    expect(paymentDueDate(seoul('2026-11-27', '21:50'), '2026-11-29', 3)).toBe('2026-11-28');
  });
  it('has no transfer deadline once a whole day no longer fits before the eve of the visit', () => {
    // Issue 34: approved on Saturday 21:50 for Sunday 14:00; the mail said "Pay by" that evening.
    expect(paymentDueDate(seoul('2026-11-28', '21:50'), '2026-11-29', 3)).toBeNull();
    expect(paymentPlan(seoul('2026-11-28', '21:50'), '2026-11-29', 3)).toEqual({
      way: 'on_site',
      dueDate: null,
      remindAt: null,
    });
    expect(paymentDueDate(seoul('2026-11-29', '09:00'), '2026-11-29', 3)).toBeNull();
  });
  it('decides at the Seoul midnight, not at the runtime zone', () => {
    // For a visit on 29 November: approved at 00:00 in Seoul on the 28th (15:00 UTC on the 27th, the
    // morning of the 27th in Honolulu) the eve still ends 24 hours later; a minute later it does not.
    expect(paymentDueDate(new Date('2026-11-27T14:59:00Z'), '2026-11-29', 3)).toBe('2026-11-28');
    expect(paymentDueDate(new Date('2026-11-27T15:00:00Z'), '2026-11-29', 3)).toBe('2026-11-28');
    expect(paymentDueDate(new Date('2026-11-27T15:01:00Z'), '2026-11-29', 3)).toBeNull();
    expect(paymentWay(new Date('2026-11-27T15:00:00Z'), '2026-11-29')).toBe('bank_transfer');
    expect(paymentWay(new Date('2026-11-27T15:01:00Z'), '2026-11-29')).toBe('on_site');
    expect(paymentDeadlineEnd('2026-11-28').toISOString()).toBe('2026-11-28T15:00:00.000Z');
  });
});

describe('the payment plan after a move (issue 41)', () => {
  const now = seoulWallTime('2026-12-01', '09:00');
  const plan = { way: 'bank_transfer' as const, dueDate: '2026-12-04' };
  it('keeps a deadline that still falls before the new visit', () => {
    expect(planAfterMove(plan, '2026-12-20', now, 3)).toBeNull();
    expect(planAfterMove(plan, '2026-12-05', now, 3)).toBeNull();
  });
  it('brings it before an earlier visit, with its reminder, or pays on site when no day fits', () => {
    expect(planAfterMove(plan, '2026-12-04', now, 3)).toMatchObject({
      way: 'bank_transfer',
      dueDate: '2026-12-03',
    });
    expect(planAfterMove(plan, '2026-12-02', now, 3)).toEqual({
      way: 'on_site',
      dueDate: null,
      remindAt: null,
    });
  });
  it('leaves a booking paid on site as it is', () => {
    expect(planAfterMove({ way: 'on_site', dueDate: null }, '2026-12-02', now, 3)).toBeNull();
  });
});

describe('the payment reminder', () => {
  const at = (date: string, time: string) => seoul(date, time).toISOString();
  it('goes out at 10:00 Seoul time two days before the deadline', () => {
    // Approved on Monday 09:00, due Thursday: Tuesday 10:00 (25 hours after the approval).
    expect(paymentPlan(seoul('2026-11-23', '09:00'), '2026-12-20', 3)).toEqual({
      way: 'bank_transfer',
      dueDate: '2026-11-26',
      remindAt: seoul('2026-11-24', '10:00'),
    });
  });
  it('never within a day of the approval: then at 10:00 on a later day, at the latest on the deadline day', () => {
    expect(paymentReminderAt(seoul('2026-11-23', '11:00'), '2026-11-26')?.toISOString()).toBe(
      at('2026-11-25', '10:00'),
    );
    // Approved on Friday 09:00 for Sunday: due Saturday, reminded on Saturday morning.
    expect(paymentPlan(seoul('2026-11-27', '09:00'), '2026-11-29', 3)).toEqual({
      way: 'bank_transfer',
      dueDate: '2026-11-28',
      remindAt: seoul('2026-11-28', '10:00'),
    });
    // Approved on Friday 21:50: due Saturday; a reminder a day later would come after 10:00 on the
    // deadline day (or after the deadline): none.
    expect(paymentPlan(seoul('2026-11-27', '21:50'), '2026-11-29', 3)).toEqual({
      way: 'bank_transfer',
      dueDate: '2026-11-28',
      remindAt: null,
    });
  });

  it('holds for every approval time and visit: a day to pay, no reminder within a day of approval or after the deadline', () => {
    const HOUR = 3_600_000;
    for (let minutes = 0; minutes < 4 * 24 * 60; minutes += 25) {
      const approvedAt = new Date(seoul('2026-11-26', '00:00').getTime() + minutes * 60_000);
      const approvedOn = seoulToday(approvedAt);
      for (let ahead = 0; ahead <= 6; ahead++) {
        const visit = addDays(approvedOn, ahead);
        for (const dueDays of [0, 1, 3, 10]) {
          const plan = paymentPlan(approvedAt, visit, dueDays);
          if (plan.way === 'on_site') {
            // Only when even the eve ends less than a day after the approval.
            expect(paymentDeadlineEnd(addDays(visit, -1)).getTime() - approvedAt.getTime()).toBeLessThan(
              24 * HOUR,
            );
            continue;
          }
          const end = paymentDeadlineEnd(plan.dueDate).getTime();
          expect(end - approvedAt.getTime()).toBeGreaterThanOrEqual(24 * HOUR);
          expect(plan.dueDate < visit).toBe(true);
          if (plan.remindAt) {
            expect(plan.remindAt.getTime() - approvedAt.getTime()).toBeGreaterThanOrEqual(24 * HOUR);
            expect(plan.remindAt.getTime()).toBeLessThan(end);
            expect(seoulDateTime(plan.remindAt).time).toBe('10:00');
          }
        }
      }
    }
  });
});

describe('the payment status, from the records', () => {
  const paid = (amount: number) => ({ kind: 'payment' as const, amount, voided: false });
  const refund = (amount: number) => ({ kind: 'refund' as const, amount, voided: false });
  it.each([
    [[], 'unpaid'],
    [[paid(50_000)], 'partially_paid'],
    [[paid(50_000), paid(50_000)], 'paid'],
    [[paid(120_000)], 'overpaid'],
    [[paid(120_000), refund(20_000)], 'paid'],
    [[paid(100_000), refund(100_000)], 'refunded'],
    [[paid(100_000), refund(20_000)], 'partially_paid'],
  ] as const)('%j of 100,000 due (confirmed) is %s', (entries, status) => {
    expect(paymentStatus(100_000, entries)).toBe(status);
  });

  it.each([
    [[], 'unpaid'],
    [[paid(40_000)], 'refund_due'],
    [[paid(100_000)], 'refund_due'],
    [[paid(100_000), refund(30_000)], 'partially_refunded'],
    [[paid(100_000), refund(100_000)], 'refunded'],
    [[paid(100_000), { ...refund(100_000), voided: true }], 'refund_due'],
  ] as const)('%j of a cancelled booking (100,000 was due) is %s', (entries, status) => {
    expect(paymentStatus(100_000, entries, true)).toBe(status);
  });

  it('counts a refund as money that went back, never as a payment', () => {
    expect(paymentTotals([paid(40_000), refund(15_000), { ...paid(9_000), voided: true }])).toEqual({
      received: 40_000,
      refunded: 15_000,
      kept: 25_000,
    });
  });

  it('leaves voided records out', () => {
    const entries = [
      { kind: 'payment' as const, amount: 100_000, voided: true },
      { kind: 'payment' as const, amount: 40_000, voided: false },
    ];
    expect(amountPaid(entries)).toBe(40_000);
    expect(paymentStatus(100_000, entries)).toBe('partially_paid');
    expect(paymentStatus(100_000, [{ kind: 'payment', amount: 100_000, voided: true }])).toBe('unpaid');
  });
});

it('is overdue only when money is missing after the deadline', () => {
  expect(isOverdue('unpaid', '2026-11-30', '2026-12-01')).toBe(true);
  expect(isOverdue('partially_paid', '2026-11-30', '2026-12-01')).toBe(true);
  expect(isOverdue('unpaid', '2026-11-30', '2026-11-30')).toBe(false);
  expect(isOverdue('paid', '2026-11-30', '2026-12-05')).toBe(false);
  expect(isOverdue('unpaid', null, '2026-12-05')).toBe(false);
});

it('names the transfer by the booking number as the mails show it', () => {
  expect(transferReference(123)).toBe('#123');
});

describe('what may be paid online now (issue 37)', () => {
  const now = new Date('2026-12-01T03:00:00Z'); // 12:00 in Seoul
  const base = {
    status: 'confirmed',
    totalPrice: 100000,
    amountDue: 100000,
    paid: 0,
    paymentWay: 'bank_transfer' as const,
    paymentDueDate: '2026-12-03',
    holdExpiresAt: null,
    bookingDate: '2026-12-05',
    timeSlot: '10:00',
  };

  it('an instant booking waiting for its payment: its total while the seats are held, not after', () => {
    const waiting = { ...base, status: 'awaiting_payment', amountDue: null, totalPrice: 50000 };
    expect(onlinePayment({ ...waiting, holdExpiresAt: new Date(now.getTime() + 60_000) }, now)).toEqual({
      amount: 50000,
    });
    expect(onlinePayment({ ...waiting, holdExpiresAt: now }, now)).toEqual({ refusal: 'hold_ended' });
    expect(onlinePayment({ ...waiting, status: 'expired' }, now)).toEqual({ refusal: 'hold_ended' });
  });

  it('an approved booking: what is still missing, until the end of its transfer deadline (Seoul)', () => {
    expect(onlinePayment({ ...base, paid: 30000 }, now)).toEqual({ amount: 70000 });
    expect(onlinePayment({ ...base, paid: 100000 }, now)).toEqual({ refusal: 'paid' });
    // The deadline day is included: 23:59 in Seoul on the 3rd still pays, midnight does not.
    expect(onlinePayment(base, new Date('2026-12-03T14:59:00Z'))).toEqual({ amount: 100000 });
    expect(onlinePayment(base, new Date('2026-12-03T15:00:00Z'))).toEqual({ refusal: 'deadline_passed' });
  });

  it('a booking paid on site may be paid online until its slot starts', () => {
    const onSite = { ...base, paymentWay: 'on_site' as const, paymentDueDate: null };
    expect(onlinePayment(onSite, new Date('2026-12-05T00:59:00Z'))).toEqual({ amount: 100000 });
    expect(onlinePayment(onSite, new Date('2026-12-05T01:00:00Z'))).toEqual({ refusal: 'deadline_passed' });
  });

  it('pending and cancelled bookings are not paid online', () => {
    expect(onlinePayment({ ...base, status: 'pending', amountDue: null }, now)).toEqual({
      refusal: 'not_due',
    });
    expect(onlinePayment({ ...base, status: 'cancelled' }, now)).toEqual({ refusal: 'cancelled' });
  });
});
