import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type pg from 'pg';
import type { Config } from '../../config.js';
import { AppError, tooManyRequests } from '../../common/errors.js';
import { GuessGuard } from './guess-guard.js';
import type { RateLimiters, RequestLimiter } from './rate-limit.types.js';

export type { RateLimiters } from './rate-limit.types.js';

/** A RequestLimiter on rate-limiter-flexible's PostgreSQL store. */
export class Limiter implements RequestLimiter {
  constructor(
    private readonly limiter: RateLimiterPostgres,
    readonly counter: RequestLimiter['counter'],
  ) {}

  /** Spends a point (or `points`); throws 429 when that was too many, and then spends nothing. */
  async consume(key: string, points = 1): Promise<void> {
    try {
      await this.limiter.consume(key, points);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      // The store counted the refused attempt too: give it back, so what is left stays usable.
      await this.limiter.reward(key, points);
      throw tooManyRequests(Math.ceil(error.msBeforeNext / 1000));
    }
  }

  /** Spends a point if one is left: true, else false (and nothing spent). Never throws for the limit. */
  async take(key: string): Promise<boolean> {
    try {
      await this.consume(key);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') return false;
      throw error;
    }
  }

  /** Gives back a point spent by consume() (the attempt turned out to be legitimate). */
  async refund(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

const DAY = 86_400;
/** The hourly volume counters' table (unlogged). */
export const VOLUME_COUNTERS = 'rate_limit_volume';
/** The guess counters' table (logged). */
const GUESSES = 'rate_limit';

export function createRateLimiters(pool: pg.Pool, config: Config): RateLimiters {
  // Hourly volume counters sit in an unlogged table (no WAL flush at their commits); the guess counters
  // (sign-in, look-up, review PIN) in a logged one, so a database crash never hands a guesser fresh tries.
  const make = (keyPrefix: string, points: number, duration: number, table = VOLUME_COUNTERS) =>
    new Limiter(
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: table,
        tableCreated: true,
        keyPrefix,
        points,
        duration,
      }),
      { table, keyPrefix, points, durationMs: duration * 1000 },
    );
  const r = config.rateLimits;
  return {
    login: new GuessGuard({
      perTargetAddress: make('login-user-ip', r.loginPerUsername, r.loginWindowSeconds, GUESSES),
      perTargetAddressDaily: make('login-user-ip-day', r.loginPerUsernameIpDaily, DAY, GUESSES),
      perAddress: make('login-ip', r.loginPerIp, r.loginWindowSeconds, GUESSES),
      perTarget: make('login-user', r.loginPerUsernameDaily, DAY, GUESSES),
    }),
    publicWrite: make('public-write', r.publicWritesPerHour, 3600),
    booking: make('booking', r.bookingsPerHour, 3600),
    promoCheck: make('promo-check', r.promoChecksPerHour, 3600),
    receivedMail: make('received-mail', r.receivedMailsPerEmailPerHour, 3600),
    lookup: new GuessGuard({
      perTargetAddress: make('lookup-email-ip', r.lookupPerEmail, r.lookupWindowSeconds, GUESSES),
      perTargetAddressDaily: make('lookup-email-ip-day', r.lookupPerEmailIpDaily, DAY, GUESSES),
      perAddress: make('lookup-ip', r.lookupPerIp, r.lookupWindowSeconds, GUESSES),
      perTarget: make('lookup-email', r.lookupPerEmailDaily, DAY, GUESSES),
    }),
    ticketScan: make('ticket-scan-staff', r.ticketScansUnknown, r.ticketScanWindowSeconds, GUESSES),
    reviewPin: new GuessGuard({
      perTargetAddress: make('review-pin-ip-review', r.reviewPinPerReview, r.reviewPinWindowSeconds, GUESSES),
      perTargetAddressDaily: make('review-pin-ip-review-day', r.reviewPinPerReviewIpDaily, DAY, GUESSES),
      perAddress: make('review-pin-ip', r.reviewPinPerIp, r.reviewPinWindowSeconds, GUESSES),
      perTarget: make('review-pin', r.reviewPinPerReviewDaily, DAY, GUESSES),
    }),
    upload: make('upload', r.uploadsPerHour, 3600),
    uploadKib: make('upload-kib', r.uploadMegabytesPerHour * 1024, 3600),
    resellerKey: make('reseller-key', r.resellerKeyPerMinute, 60),
  };
}
