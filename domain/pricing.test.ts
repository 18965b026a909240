import { discountedPrice, formatKrw, hasDiscount, promotionBadge } from './pricing.js';

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

  it('formats KRW with thousands separators', () => {
    expect(formatKrw(1234567)).toBe('₩1,234,567');
  });
});
