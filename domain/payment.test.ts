import {
  amountDue,
  amountPaid,
  isOverdue,
  paymentDueDate,
  paymentStatus,
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

describe('the payment deadline (Seoul dates)', () => {
  it('is PAYMENT_DUE_DAYS after approval', () => {
    expect(paymentDueDate('2026-11-27', '2026-12-20', 3)).toBe('2026-11-30');
  });
  it('is never later than the day before the visit', () => {
    expect(paymentDueDate('2026-11-27', '2026-11-29', 3)).toBe('2026-11-28');
    expect(paymentDueDate('2026-12-30', '2027-01-02', 3)).toBe('2027-01-01');
  });
  it('is the approval day itself when the visit is tomorrow or today', () => {
    expect(paymentDueDate('2026-11-27', '2026-11-28', 3)).toBe('2026-11-27');
    expect(paymentDueDate('2026-11-27', '2026-11-27', 3)).toBe('2026-11-27');
  });
});

describe('the payment status, from the records', () => {
  const paid = (...amounts: number[]) => amounts.map((amount) => ({ amount, voided: false }));
  it.each([
    [[], 'unpaid'],
    [paid(50_000), 'partially_paid'],
    [paid(50_000, 50_000), 'paid'],
    [paid(120_000), 'overpaid'],
    [paid(100_000, -100_000), 'refunded'],
    [paid(100_000, -20_000), 'partially_paid'],
  ] as const)('%j of 100,000 due is %s', (entries, status) => {
    expect(paymentStatus(100_000, entries)).toBe(status);
  });

  it('leaves voided records out', () => {
    const entries = [
      { amount: 100_000, voided: true },
      { amount: 40_000, voided: false },
    ];
    expect(amountPaid(entries)).toBe(40_000);
    expect(paymentStatus(100_000, entries)).toBe('partially_paid');
    expect(paymentStatus(100_000, [{ amount: 100_000, voided: true }])).toBe('unpaid');
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
