import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import { AppError } from '../../common/errors.js';
import { spendPointSql } from '../../platform/rate-limit/counter.sql.js';
import type { SecretHasher } from '../../common/secrets.js';
import type { AppDeps } from '../../context.js';
import { RESELLER_ERRORS } from './reseller.errors.js';
import { apiKeyHash, bearerKey } from './reseller.keys.js';
import { ResellerUsage } from './reseller.usage.js';

/** Who is calling the OCTO API: the reseller and the key it used. */
export interface ResellerPrincipal {
  resellerId: number;
  keyId: number;
  name: string;
  /** The items it may sell; null: every active item. */
  experienceIds: number[] | null;
}

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set by resellerGate on /octo: the caller (reseller.gate.ts). */
    reseller?: ResellerPrincipal;
  }
}

const LOOKUP = {
  name: 'reseller-key-lookup',
  text: `select k.id as key_id, r.id as reseller_id, r.name, r.experience_ids
    from reseller_api_key k join reseller r on r.id = k.reseller_id
    where k.key_hash = $1 and k.revoked_at is null and r.disabled_at is null`,
};

/**
 * The key look-up and the key's count in one statement (one round trip per request instead of two): the
 * count is the rate limiter's own row (rate-limiter-flexible's upsert, as `consume` writes it: a new
 * window when the last one ended), so it holds across instances and under parallel requests; the key
 * is read every time, so a revoked key is refused at once everywhere. No row: no valid key (nothing
 * counted).
 */
const lookupAndCount = (table: string) => ({
  name: `reseller-key-lookup-count:${table}`,
  text: `with k as (${LOOKUP.text}),
    c as (${spendPointSql(table, { key: '$2 || k.key_id::text', expire: '$3', now: '$4' }, 'from k')})
    select k.*, c.points, c.expire from k cross join c`,
});

/**
 * The reseller of an API key, or null for a missing, unknown or revoked key or a disabled reseller. Read
 * from the database on every request (one indexed look-up), so a revoked key is refused at once on every
 * instance.
 */
export async function resellerOfKey(
  pool: pg.Pool,
  hasher: SecretHasher,
  apiKey: string | null,
): Promise<ResellerPrincipal | null> {
  if (!apiKey) return null;
  const { rows } = await pool.query<{
    key_id: number;
    reseller_id: number;
    name: string;
    experience_ids: number[] | null;
  }>({ ...LOOKUP, values: [apiKeyHash(hasher, apiKey)] });
  const row = rows[0];
  return row
    ? { resellerId: row.reseller_id, keyId: row.key_id, name: row.name, experienceIds: row.experience_ids }
    : null;
}

/**
 * The key's reseller and, over the key's limit, the seconds to wait (the refused request's point given
 * back, as the limiter's `consume` does); null without a valid key. One statement when the limiter tells
 * where it counts (lookupAndCount), else the look-up and the limiter's `consume`.
 */
async function checkKey(
  deps: GateDeps,
  apiKey: string | null,
): Promise<{ principal: ResellerPrincipal; retryAfter: number } | null> {
  const limiter = deps.rateLimiters.resellerKey;
  const counter = limiter.counter;
  if (!counter || !apiKey) {
    const principal = await resellerOfKey(deps.pool, deps.hasher, apiKey);
    if (!principal) return null;
    try {
      await limiter.consume(String(principal.keyId));
      return { principal, retryAfter: 0 };
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'TOO_MANY_REQUESTS')) throw error;
      return { principal, retryAfter: Number(error.details?.retryAfterSeconds) || 1 };
    }
  }
  const now = Date.now();
  const { rows } = await deps.pool.query<{
    key_id: number;
    reseller_id: number;
    name: string;
    experience_ids: number[] | null;
    points: number;
    expire: string | null;
  }>({
    ...lookupAndCount(counter.table),
    values: [apiKeyHash(deps.hasher, apiKey), `${counter.keyPrefix}:`, now + counter.durationMs, now],
  });
  const row = rows[0];
  if (!row) return null;
  const principal = {
    resellerId: row.reseller_id,
    keyId: row.key_id,
    name: row.name,
    experienceIds: row.experience_ids,
  };
  if (row.points <= counter.points) return { principal, retryAfter: 0 };
  await limiter.refund(String(row.key_id));
  return { principal, retryAfter: Math.max(1, Math.ceil((Number(row.expire ?? now) - now) / 1000)) };
}

/** OCTO's error body (docs.octo.travel: errors). */
export const octoError = (error: string, errorMessage: string, extra: Record<string, unknown> = {}) => ({
  error,
  errorMessage,
  ...extra,
});

/** What the gate needs: the database, the keys' hasher, the per-key limiter; `usage` for tests. */
export type GateDeps = Pick<AppDeps, 'pool' | 'hasher' | 'rateLimiters'> &
  Partial<Pick<AppDeps, 'logger'>> & { usage?: ResellerUsage };

/**
 * Express middleware for /octo: answers OCTO's `UNAUTHORIZED` (401) without a valid key and 429 (with
 * `Retry-After`) over the key's rate limit (RATE_LIMIT_RESELLER_KEY_PER_MINUTE), otherwise puts the
 * caller in `res.locals.reseller`. Every request is in the request log with the reseller's and key's ids
 * (the path without its query, never a body); its usage is counted in memory and saved in batches.
 */
export function resellerGate(deps: GateDeps) {
  const usage = deps.usage ?? new ResellerUsage(deps.pool, deps.logger);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const checked = await checkKey(deps, bearerKey(req.headers.authorization));
      if (!checked) {
        res.setHeader('WWW-Authenticate', 'Bearer');
        res.status(401).json(octoError('UNAUTHORIZED', RESELLER_ERRORS.unauthorized));
        return;
      }
      const { principal, retryAfter } = checked;
      res.locals.logged = { resellerId: principal.resellerId, keyId: principal.keyId };
      res.once('finish', () => usage.record(principal.resellerId, principal.keyId, res.statusCode));
      if (retryAfter) {
        res.setHeader('Retry-After', String(retryAfter));
        res.status(429).json(octoError('TOO_MANY_REQUESTS', RESELLER_ERRORS.tooManyRequests(retryAfter)));
        return;
      }
      res.locals.reseller = principal;
      next();
    } catch (error) {
      next(error);
    }
  };
}
