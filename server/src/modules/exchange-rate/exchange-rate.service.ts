import type pg from 'pg';
import {
  CURRENCIES,
  isCurrency,
  usableRates,
  type Currency,
  type ExchangeRate,
} from '../../../../domain/currency.js';
import { seoulToday } from '../../../../domain/calendar.js';
import type { AppContext } from '../../context.js';
import type { Logger } from '../../common/logger.js';
import { badInput, notFound } from '../../common/errors.js';
import type { Job } from '../../platform/jobs/jobs.js';
import { audit } from '../audit/audit.js';
import { fetchReferenceRates, type ReferenceRates } from './exchange-rate.source.js';

/** What the storefront reads: KRW's rates in every currency that has a fresh one (none stale). */
export interface PublicRates {
  base: 'KRW';
  /** The newest rate's day (null: no fresh rate at all: prices are shown in KRW alone). */
  date: string | null;
  /** Units of each currency per 1 KRW. */
  rates: Partial<Record<Currency, number>>;
  /** The day of each currency's rate (shown on hover or tap). */
  dates: Partial<Record<Currency, string>>;
}

/** A rate as the back office lists it, with whether the storefront shows it now. */
export interface AdminRate extends ExchangeRate {
  /** KRW per 1 unit of the currency, as staff enter it. */
  krwPerUnit: number;
  shown: boolean;
  updatedAt: Date;
}

interface Row {
  currency: string;
  source: 'source' | 'staff';
  per_krw: string;
  rate_date: string;
  updated_at: Date;
}

const ROWS = {
  name: 'exchange-rates',
  text: `select currency, source, per_krw::text, to_char(rate_date, 'YYYY-MM-DD') as rate_date, updated_at
    from exchange_rate order by currency, source`,
};

async function storedRates(pool: Pick<pg.Pool, 'query'>): Promise<(ExchangeRate & { updatedAt: Date })[]> {
  const { rows } = await pool.query<Row>(ROWS);
  return rows
    .filter((row) => isCurrency(row.currency.trim()))
    .map((row) => ({
      currency: row.currency.trim() as Currency,
      perKrw: Number(row.per_krw),
      date: row.rate_date,
      source: row.source,
      updatedAt: row.updated_at,
    }));
}

/** The rates the storefront may show at `now` (fresh only; the newest of each currency). */
export async function publicRates(pool: Pick<pg.Pool, 'query'>, now = new Date()): Promise<PublicRates> {
  const usable = usableRates(await storedRates(pool), now);
  const rates: PublicRates['rates'] = {};
  const dates: PublicRates['dates'] = {};
  let date: string | null = null;
  for (const currency of CURRENCIES) {
    const rate = usable.get(currency);
    if (!rate) continue;
    rates[currency] = rate.perKrw;
    dates[currency] = rate.date;
    if (!date || rate.date > date) date = rate.date;
  }
  return { base: 'KRW', date, rates, dates };
}

/** Every stored rate, for the back office: each currency's source and staff rates, shown or not. */
export async function adminRates(ctx: Pick<AppContext, 'pool'>, now = new Date()): Promise<AdminRate[]> {
  const stored = await storedRates(ctx.pool);
  const usable = usableRates(stored, now);
  return stored.map((rate) => ({
    ...rate,
    // Staff enter KRW per unit; shown to ten significant digits (the float inverse of what they typed).
    krwPerUnit: Number((1 / rate.perKrw).toPrecision(10)),
    shown: usable.get(rate.currency) === rate,
  }));
}

const UPSERT = `insert into exchange_rate (currency, source, per_krw, rate_date, updated_at)
  select v.currency, 'source', v.per_krw, $3::date, now() from unnest($1::text[], $2::numeric[]) as v(currency, per_krw)
  on conflict (currency, source) do update set per_krw = excluded.per_krw, rate_date = excluded.rate_date,
    updated_at = excluded.updated_at, updated_by = null`;

/** Stores one day's reference rates (the job's, replacing the previous day's). */
export async function storeReferenceRates(
  pool: Pick<pg.Pool, 'query'>,
  rates: ReferenceRates,
): Promise<number> {
  const entries = [...rates.perKrw];
  if (!entries.length) return 0;
  await pool.query(UPSERT, [entries.map(([c]) => c), entries.map(([, r]) => r), rates.date]);
  return entries.length;
}

/**
 * Staff's rate for a currency (KRW per 1 unit, as a bank's board shows it), dated today in Seoul: for a
 * currency the daily source lacks (the New Taiwan dollar). Null removes it. Audited as a settings change.
 */
export async function setStaffRate(
  ctx: AppContext,
  currency: unknown,
  krwPerUnit: unknown,
  now = new Date(),
): Promise<AdminRate[]> {
  if (!isCurrency(currency) || currency === 'KRW')
    throw badInput(`currency must be one of ${CURRENCIES.filter((c) => c !== 'KRW').join(', ')}.`, {
      field: 'currency',
    });
  if (krwPerUnit !== null && (typeof krwPerUnit !== 'number' || !(krwPerUnit > 0) || krwPerUnit > 1_000_000))
    throw badInput('krwPerUnit must be a number of won above 0 (at most 1,000,000), or null.', {
      field: 'krwPerUnit',
    });
  const before = (await storedRates(ctx.pool)).find((r) => r.currency === currency && r.source === 'staff');
  if (krwPerUnit === null && !before) throw notFound(`No rate of ${currency} was entered.`);
  await ctx.em.fork().transactional(async (em) => {
    if (krwPerUnit === null)
      await em.execute(`delete from exchange_rate where currency = ? and source = 'staff'`, [currency]);
    else
      await em.execute(
        `insert into exchange_rate (currency, source, per_krw, rate_date, updated_at, updated_by)
          values (?, 'staff', ?, ?, now(), ?)
          on conflict (currency, source) do update set per_krw = excluded.per_krw,
            rate_date = excluded.rate_date, updated_at = now(), updated_by = excluded.updated_by`,
        [currency, 1 / (krwPerUnit as number), seoulToday(now), ctx.admin?.id ?? null],
      );
    audit(
      em,
      ctx,
      'settings.update',
      { type: 'setting', id: `exchange_rate.${currency}` },
      { krwPerUnit: before ? 1 / before.perKrw : null },
      { krwPerUnit: krwPerUnit as number | null },
    );
    await em.flush();
  });
  return adminRates(ctx, now);
}

/**
 * The daily reference rates as a job: fetched from EXCHANGE_RATES_URL (the ECB's by default) every few
 * hours, so a day's rates arrive soon after they are published. A failure is logged and left to the
 * next run: meanwhile the rates already stored are shown until they are stale, then KRW alone.
 */
export function exchangeRatesJob(pool: pg.Pool, url: string, logger: Logger): Job {
  return {
    queue: 'exchange-rates',
    cron: '7 */4 * * *',
    run: async () => {
      try {
        const rates = await fetchReferenceRates(url);
        const stored = await storeReferenceRates(pool, rates);
        logger.info({ date: rates.date, currencies: stored }, 'exchange rates stored');
      } catch (error) {
        logger.warn({ err: error, url }, 'exchange rates not fetched; the stored ones stay until stale');
      }
    },
  };
}
