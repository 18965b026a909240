import { normalizePromoCode, promoDiscount, promoRefusal, type PromoRules } from './promo.js';

const code = (rules: Partial<PromoRules> = {}): PromoRules => ({
  kind: 'percent',
  value: 10,
  experienceIds: [],
  active: true,
  ...rules,
});
const target = { itemId: 7, bookingDate: '2030-05-10', numberOfGuests: 2 };
const none = { total: 0 };

describe('promoRefusal', () => {
  it('reads the booking window in Seoul days: 15:30 UTC on 31 March is already 1 April in Seoul', () => {
    const april = code({ bookingFrom: '2030-04-01', bookingUntil: '2030-04-30' });
    expect(promoRefusal(april, target, none, new Date('2030-03-31T14:59:59Z'))).toBe('booking_window');
    expect(promoRefusal(april, target, none, new Date('2030-03-31T15:30:00Z'))).toBeNull();
    // The last day is included, up to Seoul midnight (15:00 UTC).
    expect(promoRefusal(april, target, none, new Date('2030-04-30T14:59:59Z'))).toBeNull();
    expect(promoRefusal(april, target, none, new Date('2030-04-30T15:00:00Z'))).toBe('booking_window');
  });

  it('reads the travel window on the visit date, both ends included', () => {
    const may = code({ travelFrom: '2030-05-10', travelUntil: '2030-05-12' });
    const now = new Date('2030-04-01T00:00:00Z');
    expect(promoRefusal(may, { ...target, bookingDate: '2030-05-09' }, none, now)).toBe('travel_window');
    expect(promoRefusal(may, { ...target, bookingDate: '2030-05-10' }, none, now)).toBeNull();
    expect(promoRefusal(may, { ...target, bookingDate: '2030-05-12' }, none, now)).toBeNull();
    expect(promoRefusal(may, { ...target, bookingDate: '2030-05-13' }, none, now)).toBe('travel_window');
  });

  it('counts limits, guests, items and the switch', () => {
    expect(promoRefusal(null, target, none)).toBe('unknown');
    expect(promoRefusal(code({ active: false }), target, none)).toBe('inactive');
    expect(promoRefusal(code({ experienceIds: [8] }), target, none)).toBe('other_item');
    expect(promoRefusal(code({ experienceIds: [8, 7] }), target, none)).toBeNull();
    expect(promoRefusal(code({ minGuests: 3 }), target, none)).toBe('too_few_guests');
    expect(promoRefusal(code({ maxUses: 5 }), target, { total: 4 })).toBeNull();
    expect(promoRefusal(code({ maxUses: 5 }), target, { total: 5 })).toBe('used_up');
    expect(promoRefusal(code({ maxUsesPerEmail: 1 }), target, { total: 9, byEmail: 1 })).toBe(
      'used_up_by_email',
    );
    // Before the application the e-mail is unknown: its limit is the application's to check.
    expect(promoRefusal(code({ maxUsesPerEmail: 1 }), target, { total: 9 })).toBeNull();
  });
});

describe('promoDiscount', () => {
  it('rounds a percentage down to the won, and never takes more than the total', () => {
    expect(promoDiscount({ kind: 'percent', value: 10 }, 45_505)).toBe(4_550);
    expect(promoDiscount({ kind: 'percent', value: 15 }, 99_999)).toBe(14_999);
    expect(promoDiscount({ kind: 'percent', value: 100 }, 12_345)).toBe(12_345);
    expect(promoDiscount({ kind: 'fixed', value: 5_000 }, 45_000)).toBe(5_000);
    expect(promoDiscount({ kind: 'fixed', value: 50_000 }, 45_000)).toBe(45_000);
  });

  it('compares codes in any case, without surrounding spaces', () => {
    expect(normalizePromoCode('  spring-tea ')).toBe('SPRING-TEA');
  });
});
