import {
  convertFromKrw,
  currencyDecimals,
  currencyForLanguageTag,
  firstCurrency,
  formatApproximation,
  isRateFresh,
  usableRates,
  type ExchangeRate,
} from './currency.js';

describe('currencies', () => {
  it('rounds an approximation to the currency: no decimals for the yen, won, dong and New Taiwan dollar', () => {
    // 45,000 KRW at 0.1064 JPY per KRW is 4,788 JPY; at 0.000725 USD per KRW, 32.625 USD.
    expect(convertFromKrw(45_000, 'JPY', 0.1064)).toBe(4788);
    expect(convertFromKrw(45_000, 'USD', 0.000725)).toBe(32.63);
    expect(convertFromKrw(45_000, 'VND', 18.25)).toBe(821_250);
    expect(convertFromKrw(45_500, 'TWD', 0.02345)).toBe(1067);
    expect(convertFromKrw(45_000, 'CNY', 0.00517)).toBe(232.65);
    expect(convertFromKrw(-45_000, 'USD', 0.000725)).toBe(-32.63);
    expect(['KRW', 'JPY', 'VND', 'TWD'].map((c) => currencyDecimals(c as 'KRW'))).toEqual([0, 0, 0, 0]);
    expect(currencyDecimals('EUR')).toBe(2);
  });

  it('shows a rate for three days after its date, then no longer', () => {
    expect(isRateFresh('2026-11-27', new Date('2026-11-27T08:00:00Z'))).toBe(true);
    // Friday's rate on Monday (no rates at weekends) is still shown…
    expect(isRateFresh('2026-11-27', new Date('2026-11-30T23:59:00Z'))).toBe(true);
    // …but not on Tuesday: KRW alone rather than a stale figure.
    expect(isRateFresh('2026-11-27', new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(isRateFresh('not a date', new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });

  it('keeps the newest fresh rate of each currency, a staff rate winning a tie with the source', () => {
    const now = new Date('2026-11-29T03:00:00Z');
    const rate = (currency: string, date: string, source: ExchangeRate['source'], perKrw = 0.1) =>
      ({ currency, perKrw, date, source }) as ExchangeRate;
    const usable = usableRates(
      [
        rate('JPY', '2026-11-27', 'source', 0.106),
        rate('JPY', '2026-11-20', 'staff', 0.2),
        rate('TWD', '2026-11-28', 'staff', 0.0234),
        rate('TWD', '2026-11-28', 'source', 0.0233),
        rate('USD', '2026-11-20', 'source'),
        rate('EUR', '2026-11-28', 'source', 0),
        rate('KRW', '2026-11-28', 'source', 1),
      ],
      now,
    );
    expect([...usable.entries()].map(([c, r]) => [c, r.perKrw])).toEqual([
      ['JPY', 0.106],
      ['TWD', 0.0234],
    ]);
  });

  it("chooses the visitor's first currency from their language tag", () => {
    const cases: [string | undefined, string][] = [
      ['ja-JP', 'JPY'],
      ['ja', 'JPY'],
      ['zh-CN', 'CNY'],
      ['zh-Hans', 'CNY'],
      ['zh', 'CNY'],
      ['zh-TW', 'TWD'],
      ['zh-Hant', 'TWD'],
      ['zh-HK', 'HKD'],
      ['en-US', 'USD'],
      ['en-GB', 'GBP'],
      ['en-SG', 'SGD'],
      ['en-AU', 'AUD'],
      ['de-DE', 'EUR'],
      ['fr', 'EUR'],
      ['th-TH', 'THB'],
      ['vi', 'VND'],
      ['ko-KR', 'KRW'],
      ['en', 'USD'],
      ['xx-invalid-tag-!!', 'KRW'],
      [undefined, 'KRW'],
    ];
    for (const [tag, currency] of cases) expect([tag, currencyForLanguageTag(tag)]).toEqual([tag, currency]);
  });

  it("chooses the first currency from the storefront's language and the browser's region", () => {
    const cases: [string, string[], string][] = [
      // The browser's tag in the page's language brings its region.
      ['zh-Hans', ['zh-CN', 'zh', 'en'], 'CNY'],
      ['zh-Hans', ['zh-SG'], 'SGD'],
      ['zh-Hant', ['zh-TW', 'zh'], 'TWD'],
      ['zh-Hant', ['zh-HK'], 'HKD'],
      ['ja', ['ja-JP'], 'JPY'],
      ['en', ['en-GB', 'en'], 'GBP'],
      ['en', ['fr-FR', 'en-AU'], 'AUD'],
      ['ko', ['ko-KR'], 'KRW'],
      // None in the page's language: the browser's first; then the page language's own.
      ['en', ['ja-JP'], 'JPY'],
      ['en', ['de-DE'], 'EUR'],
      ['ja', [], 'JPY'],
      ['zh-Hans', [], 'CNY'],
      ['zh-Hant', [], 'TWD'],
      ['en', ['ko-KR'], 'USD'],
      ['ko', [], 'KRW'],
      ['en', ['not a tag!!'], 'USD'],
    ];
    for (const [locale, tags, currency] of cases)
      expect([locale, tags, firstCurrency(locale, tags)]).toEqual([locale, tags, currency]);
  });

  it("writes an approximation the reader's way, with the currency's decimals", () => {
    expect(formatApproximation(4788, 'JPY', 'en')).toBe('¥4,788');
    expect(formatApproximation(232.65, 'CNY', 'zh-Hans')).toBe('¥232.65');
    expect(formatApproximation(232.6, 'CNY', 'en')).toBe('CN¥232.60');
    expect(formatApproximation(1067, 'TWD', 'en')).toBe('NT$1,067');
    expect(formatApproximation(32.63, 'USD', 'ko')).toBe('US$32.63');
  });
});
