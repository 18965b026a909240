import type { RequestLimiter } from './request-limiter.js';

/** Where a limiter counts (RequestLimiter `counter`). */
export type Counter = RequestLimiter['counter'];

/**
 * SQL that spends one point of a limiter's counter in a caller's own statement (one round trip fewer
 * than the limiter's `consume`): rate-limiter-flexible's upsert as `consume` writes it (a new window
 * when the last one ended), so it counts with the limiter's own calls across instances and under
 * parallel requests. `key`, `expire` and `now` are the statement's parameters (text, and epoch ms as
 * bigint: `counterValues`); `from` what it spends for (one row: one point; none: nothing). Answers
 * `points` (spent in the window so far, this one with them: over the limit's `points` is refused) and
 * `expire`.
 */
export const spendPointSql = (
  table: string,
  params: { key: string; expire: string; now: string },
  from = '',
) => `insert into "${table}" as t (key, points, expire)
      select (${params.key})::text, 1, ${params.expire}::bigint ${from}
      on conflict (key) do update set
        points = case when t.expire <= ${params.now}::bigint then 1 else t.points + 1 end,
        expire = case when t.expire <= ${params.now}::bigint then ${params.expire}::bigint else t.expire end
      returning points, expire`;

/** The values of spendPointSql's parameters for `key` now: the row's key, its window's end, now. */
export const counterValues = (counter: Counter, key: string, now = Date.now()) =>
  [`${counter.keyPrefix}:${key}`, now + counter.durationMs, now] as const;

/** Seconds to wait before a refused point's window ends (at least 1). */
export const retryAfterSeconds = (expire: string | number | null, now = Date.now()) =>
  Math.max(1, Math.ceil((Number(expire ?? now) - now) / 1000));
