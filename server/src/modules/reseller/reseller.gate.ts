import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import { AppError } from '../../common/errors.js';
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
      const principal = await resellerOfKey(deps.pool, deps.hasher, bearerKey(req.headers.authorization));
      if (!principal) {
        res.setHeader('WWW-Authenticate', 'Bearer');
        res.status(401).json(octoError('UNAUTHORIZED', RESELLER_ERRORS.unauthorized));
        return;
      }
      res.locals.logged = { resellerId: principal.resellerId, keyId: principal.keyId };
      res.once('finish', () => usage.record(principal.resellerId, principal.keyId, res.statusCode));
      try {
        await deps.rateLimiters.resellerKey.consume(String(principal.keyId));
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'TOO_MANY_REQUESTS')) throw error;
        const retryAfter = Number(error.details?.retryAfterSeconds) || 1;
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
