import {
  bookingTotal,
  discountedPrice,
  guestPrice,
  formatKrw,
  hasDiscount,
  hasOption,
  promotionBadge,
} from './pricing.js';

describe('pricing', () => {
  it('applies a discount only with %OFF and a positive percentage', () => {
    expect(discountedPrice({ price: 45000, promotionType: ['%OFF'], promotionDiscount: 15 })).toBe(38250);
    expect(discountedPrice({ price: 45000, promotionType: ['EXCLUSIVE'], promotionDiscount: 15 })).toBe(
      45000,
    );
    expect(discountedPrice({ price: 45000, promotionType: ['%OFF'], promotionDiscount: 0 })).toBe(45000);
    expect(discountedPrice({ price: 45000, promotionType: ['%OFF'], promotionDiscount: null })).toBe(45000);
    expect(hasDiscount({ price: 1, promotionType: ['NEW', '%OFF'], promotionDiscount: 10 })).toBe(true);
  });

  it('rounds to whole won', () => {
    expect(discountedPrice({ price: 33333, promotionType: ['%OFF'], promotionDiscount: 33 })).toBe(22333);
    expect(discountedPrice({ price: 10001, promotionType: ['%OFF'], promotionDiscount: 50 })).toBe(5001);
  });

  it('chooses the badge in the spec order', () => {
    expect(promotionBadge({ price: 1, promotionType: ['EXCLUSIVE', '%OFF'], promotionDiscount: 20 })).toEqual(
      {
        kind: 'discount',
        percent: 20,
      },
    );
    expect(promotionBadge({ price: 1, promotionType: ['EXCLUSIVE'] })).toEqual({ kind: 'EXCLUSIVE' });
    expect(promotionBadge({ price: 1, promotionType: [] })).toEqual({ kind: 'NEW' });
  });

  it('adds the option price per guest, undiscounted, only when chosen and offered', () => {
    const item = { price: 40000, promotionType: ['%OFF'], promotionDiscount: 10, optionPrice: 20000 };
    expect(bookingTotal(item, 2, false)).toBe(72000);
    expect(bookingTotal(item, 2, true)).toBe(112000);
    expect(bookingTotal({ ...item, optionPrice: null }, 2, true)).toBe(72000);
    expect(guestPrice(36000, { optionPrice: 20000 }, true)).toBe(56000);
    expect(guestPrice(36000, { optionPrice: 20000 }, false)).toBe(36000);
    expect(hasOption({ optionPrice: 0 })).toBe(true);
    expect(hasOption({ optionText: 'Solo filming', optionPrice: null })).toBe(false);
  });

  it('formats KRW with thousands separators', () => {
    expect(formatKrw(1234567)).toBe('₩1,234,567');
  });
});
