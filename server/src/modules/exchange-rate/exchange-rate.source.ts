import { isCurrency, type Currency } from '../../../../domain/currency.js';

/** One day's reference rates, turned into units of each currency per 1 KRW. */
export interface ReferenceRates {
  /** The source's day (YYYY-MM-DD). */
  date: string;
  perKrw: Map<Currency, number>;
}

export class RateSourceError extends Error {}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Rates against `base` (units per 1 `base`) made into units per 1 KRW; only currencies we list. */
function againstKrw(date: string, base: string, rates: Map<string, number>): ReferenceRates {
  if (!DATE.test(date)) throw new RateSourceError(`the source's date is not a day: ${date}`);
  const all = new Map(rates);
  all.set(base, 1);
  const krw = all.get('KRW');
  if (!krw || !(krw > 0)) throw new RateSourceError('the source has no KRW rate');
  const perKrw = new Map<Currency, number>();
  for (const [currency, rate] of all)
    if (isCurrency(currency) && currency !== 'KRW' && rate > 0 && Number.isFinite(rate))
      perKrw.set(currency, rate / krw);
  return { date, perKrw };
}

/**
 * The ECB's XML (`<Cube time='…'>` holding `<Cube currency='USD' rate='1.05'/>`, rates per 1 EUR), or a
 * JSON answer `{ base, date, rates: { USD: 1.05, … } }` as Frankfurter and most rate services give.
 */
export function parseReferenceRates(body: string): ReferenceRates {
  const text = body.trim();
  if (text.startsWith('{')) {
    let json: { base?: unknown; date?: unknown; rates?: unknown };
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      throw new RateSourceError('the source answered malformed JSON');
    }
    if (
      typeof json.base !== 'string' ||
      typeof json.date !== 'string' ||
      !json.rates ||
      typeof json.rates !== 'object'
    )
      throw new RateSourceError('the source answered JSON without base, date and rates');
    const rates = new Map(
      Object.entries(json.rates as Record<string, unknown>).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    );
    return againstKrw(json.date, json.base, rates);
  }
  const day = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(text);
  if (!day) throw new RateSourceError("the source's XML has no <Cube time=…>");
  const rates = new Map<string, number>();
  for (const match of text.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([0-9.]+)['"]/g))
    rates.set(match[1], Number(match[2]));
  return againstKrw(day[1], 'EUR', rates);
}

/** Fetches and parses the source (10 s at most; an error answer or a malformed body throws). */
export async function fetchReferenceRates(url: string, timeoutMs = 10_000): Promise<ReferenceRates> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/xml, application/json;q=0.9, */*;q=0.1' },
    redirect: 'follow',
  });
  if (!res.ok) throw new RateSourceError(`the source answered ${res.status}`);
  return parseReferenceRates(await res.text());
}
