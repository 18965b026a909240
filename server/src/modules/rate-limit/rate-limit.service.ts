import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type pg from 'pg';
import type { Config } from '../../config.js';
import { tooManyRequests } from '../../common/errors.js';
import type { RateLimiters, RequestLimiter } from './rate-limit.types.js';

export type { RateLimiters } from './rate-limit.types.js';

/** A RequestLimiter on rate-limiter-flexible's PostgreSQL store. */
export class Limiter implements RequestLimiter {
  constructor(private readonly limiter: RateLimiterPostgres) {}

  /** Throws 429 when `key` has no points left, without spending one. */
  async check(key: string): Promise<void> {
    const res = await this.limiter.get(key);
    if (res && res.remainingPoints <= 0) throw tooManyRequests(Math.ceil(res.msBeforeNext / 1000));
  }

  /** Spends a point; throws 429 when that was one too many. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  }

  /** Spends a point but never throws for the limit (used to count failures after answering them). */
  async penalize(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  /** Gives back a point spent by consume() (the attempt turned out to be legitimate). */
  async refund(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

export function createRateLimiters(pool: pg.Pool, config: Config): RateLimiters {
  const make = (keyPrefix: string, points: number, duration: number) =>
    new Limiter(
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limit',
        tableCreated: true,
        keyPrefix,
        points,
        duration,
      }),
    );
  const r = config.rateLimits;
  return {
    loginIp: make('login-ip', r.loginPerIp, r.loginWindowSeconds),
    loginUsername: make('login-user', r.loginPerUsername, r.loginWindowSeconds),
    publicWrite: make('public-write', r.publicWritesPerHour, 3600),
    booking: make('booking', r.bookingsPerHour, 3600),
    lookupIp: make('lookup-ip', r.lookupPerIp, r.lookupWindowSeconds),
    lookupEmail: make('lookup-email', r.lookupPerEmail, r.lookupWindowSeconds),
    reviewPinReview: make('review-pin', r.reviewPinPerReview, r.reviewPinWindowSeconds),
    reviewPinIp: make('review-pin-ip', r.reviewPinPerIp, r.reviewPinWindowSeconds),
    upload: make('upload', r.uploadsPerHour, 3600),
  };
}
