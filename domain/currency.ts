/**
 * Prices in the visitor's currency (issue 40, design.md "Currencies"): everything is charged, stored and
 * refunded in KRW; another currency is only an approximation shown beside KRW, from a dated reference
 * rate, and never once that rate is stale. Pure rules shared by the server (the rates' API, mails) and
 * the storefront.
 */

/** The currencies a visitor may choose, KRW first (then KRW alone is shown). */
export const CURRENCIES = [
  'KRW',
  'USD',
  'JPY',
  'CNY',
  'TWD',
  'HKD',
  'EUR',
  'GBP',
  'SGD',
  'AUD',
  'CAD',
  'THB',
  'VND',
  'PHP',
  'MYR',
  'IDR',
] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * Decimals an approximation is rounded to: none where the currency's smallest everyday unit is a whole
 * one (the yen, the won, the dong, the New Taiwan dollar, the rupiah), two elsewhere.
 */
const WHOLE_UNITS: ReadonlySet<Currency> = new Set(['KRW', 'JPY', 'VND', 'TWD', 'IDR']);

export function currencyDecimals(currency: Currency): 0 | 2 {
  return WHOLE_UNITS.has(currency) ? 0 : 2;
}

/** A reference rate: units of `currency` per 1 KRW, as of `date` (YYYY-MM-DD, the source's day). */
export interface ExchangeRate {
  currency: Currency;
  perKrw: number;
  date: string;
  /** `source`: the daily reference rates' job; `staff`: entered in the back office. */
  source: 'source' | 'staff';
}

/** A rate older than this many days (after its date) is not shown: KRW alone rather than a stale figure. */
export const RATE_STALE_DAYS = 3;

const DAY_MS = 86_400_000;

/** Whether a rate of `date` (YYYY-MM-DD) may still be shown at `now`: at most RATE_STALE_DAYS old. */
export function isRateFresh(date: string, now: Date = new Date()): boolean {
  const day = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(day)) return false;
  // Counted in whole days from the rate's date to today (UTC dates: the sources publish by the UTC day).
  const today = Date.parse(now.toISOString().slice(0, 10) + 'T00:00:00Z');
  return today - day <= RATE_STALE_DAYS * DAY_MS;
}

/** `krw` in `currency` at `perKrw`, rounded to the currency's decimals (half away from zero). */
export function convertFromKrw(krw: number, currency: Currency, perKrw: number): number {
  const factor = 10 ** currencyDecimals(currency);
  const value = krw * perKrw * factor;
  return (Math.sign(value) * Math.round(Math.abs(value))) / factor;
}

/**
 * The currency a visitor is first shown, from their language tag (`ja-JP`, `zh-CN`, `en-US`…): the
 * region's when the tag has one we list, else the language's usual one, else KRW alone.
 */
const BY_REGION: Readonly<Record<string, Currency>> = {
  JP: 'JPY',
  CN: 'CNY',
  TW: 'TWD',
  HK: 'HKD',
  MO: 'HKD',
  US: 'USD',
  GB: 'GBP',
  SG: 'SGD',
  AU: 'AUD',
  CA: 'CAD',
  TH: 'THB',
  VN: 'VND',
  PH: 'PHP',
  MY: 'MYR',
  ID: 'IDR',
  KR: 'KRW',
  DE: 'EUR',
  FR: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  AT: 'EUR',
  IE: 'EUR',
  PT: 'EUR',
  FI: 'EUR',
  GR: 'EUR',
};
const BY_LANGUAGE: Readonly<Record<string, Currency>> = {
  ja: 'JPY',
  ko: 'KRW',
  th: 'THB',
  vi: 'VND',
  id: 'IDR',
  ms: 'MYR',
  de: 'EUR',
  fr: 'EUR',
  es: 'EUR',
  it: 'EUR',
  nl: 'EUR',
  en: 'USD',
};

export function currencyForLanguageTag(tag: string | null | undefined): Currency {
  if (!tag) return 'KRW';
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag.trim());
  } catch {
    return 'KRW';
  }
  const { language, region, script } = locale;
  // Chinese without a region: the script says which (Hant: Taiwan; Hans or none: the mainland).
  if (language === 'zh' && !region) return script === 'Hant' ? 'TWD' : 'CNY';
  if (region && BY_REGION[region]) return BY_REGION[region];
  return BY_LANGUAGE[language] ?? BY_REGION[locale.maximize().region ?? ''] ?? 'KRW';
}

/** The rates worth showing at `now`: fresh ones only, the newest of each currency. */
export function usableRates(
  rates: readonly ExchangeRate[],
  now: Date = new Date(),
): Map<Currency, ExchangeRate> {
  const usable = new Map<Currency, ExchangeRate>();
  for (const rate of rates) {
    if (rate.currency === 'KRW' || !(rate.perKrw > 0) || !isRateFresh(rate.date, now)) continue;
    const known = usable.get(rate.currency);
    if (!known || rate.date > known.date || (rate.date === known.date && rate.source === 'staff'))
      usable.set(rate.currency, rate);
  }
  return usable;
}

/**
 * The visitor's first currency, before any choice of theirs: from the browser's language tags
 * (`navigator.languages`), the first one in the storefront's language winning (a zh-CN browser
 * reading Simplified Chinese: CNY; an en-GB one reading English: GBP); with none in that language,
 * the browser's first tag that names a currency (a ja-JP browser reading English: JPY); else the
 * storefront language's own (ja: JPY, zh-Hans: CNY, zh-Hant: TWD, en: USD, ko: KRW alone).
 */
export function firstCurrency(locale: string, browserTags: readonly string[]): Currency {
  const language = (tag: string) => {
    try {
      return new Intl.Locale(tag.trim()).language;
    } catch {
      return undefined;
    }
  };
  const own = language(locale);
  const sameLanguage = browserTags.find((tag) => own !== undefined && language(tag) === own);
  if (sameLanguage) return currencyForLanguageTag(sameLanguage);
  const other = browserTags.length ? currencyForLanguageTag(browserTags[0]) : 'KRW';
  return other !== 'KRW' ? other : currencyForLanguageTag(locale);
}

/**
 * An approximation as shown beside KRW ("CN¥232.65", "¥4,788"): the locale's way of writing the
 * currency, with the currency's decimals (none for the yen).
 */
export function formatApproximation(amount: number, currency: Currency, locale: string): string {
  const decimals = currencyDecimals(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}
