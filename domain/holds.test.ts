import {
  applicationStatus,
  holdUntil,
  isLiveHold,
  salesCloseAt,
  takesSeatsSql,
  type HoldSettings,
} from './holds.js';

const SETTINGS: HoldSettings = { requestExpiryHours: 48, paymentHoldMinutes: 15 };
// 2026-11-23 (Monday) 11:30 in Seoul.
const NOW = new Date('2026-11-23T02:30:00Z');

describe('seat holds', () => {
  it('hold an application REQUEST_EXPIRY_HOURS, never past the slot’s cut-off', () => {
    const far = { cutoffHours: 2, date: '2026-12-10', time: '10:00' };
    expect(holdUntil('request', far, SETTINGS, NOW)).toEqual(new Date('2026-11-25T02:30:00Z'));
    // Tomorrow 10:00 with a 2-hour cut-off: the hold ends at 08:00 Seoul time tomorrow.
    const soon = { cutoffHours: 2, date: '2026-11-24', time: '10:00' };
    expect(holdUntil('request', soon, SETTINGS, NOW)).toEqual(new Date('2026-11-23T23:00:00Z'));
    expect(salesCloseAt(2, '2026-11-24', '10:00')).toEqual(new Date('2026-11-23T23:00:00Z'));
  });

  it('hold a booking awaiting payment PAYMENT_HOLD_MINUTES', () => {
    const slot = { cutoffHours: 2, date: '2026-11-24', time: '10:00' };
    expect(holdUntil('payment', slot, SETTINGS, NOW)).toEqual(new Date('2026-11-23T02:45:00Z'));
  });

  it('count only while they last, and only for the waiting statuses', () => {
    const until = new Date('2026-11-23T02:45:00Z');
    expect(isLiveHold({ status: 'awaiting_payment', holdExpiresAt: until }, NOW)).toBe(true);
    expect(isLiveHold({ status: 'pending', holdExpiresAt: until.toISOString() }, NOW)).toBe(true);
    expect(isLiveHold({ status: 'pending', holdExpiresAt: until }, until)).toBe(false);
    expect(isLiveHold({ status: 'expired', holdExpiresAt: until }, NOW)).toBe(false);
    expect(isLiveHold({ status: 'confirmed', holdExpiresAt: until }, NOW)).toBe(false);
    expect(isLiveHold({ status: 'pending', holdExpiresAt: null }, NOW)).toBe(false);
  });

  it('are counted in SQL by the same rule', () => {
    expect(takesSeatsSql('b')).toBe(
      "(b.status = 'confirmed' or (b.status in ('pending', 'awaiting_payment', 'offered') and b.hold_expires_at > now()))",
    );
  });
});

describe('where a new booking starts', () => {
  it('is pending on request, confirmed at once or awaiting its payment when instant', () => {
    expect(applicationStatus('request', true)).toBe('pending');
    expect(applicationStatus('request', false)).toBe('pending');
    expect(applicationStatus('instant', false)).toBe('confirmed');
    expect(applicationStatus('instant', true)).toBe('awaiting_payment');
  });
});
