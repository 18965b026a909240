import type { GuessGuard } from './guess-guard.js';

/** A named counter of attempts or writes, stored in PostgreSQL so every app instance shares it. */
export interface RequestLimiter {
  /** Spends a point (or `points`); throws 429 when that was too many. */
  consume(key: string, points?: number): Promise<void>;
  /** Spends a point if one is left: true, else false (and nothing spent). Never throws for the limit. */
  take(key: string): Promise<boolean>;
  /** Gives back a point spent by consume() (the attempt turned out to be legitimate). */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** The app's limiters (types only, so the request context can name them without importing the service). */
export interface RateLimiters {
  /** Admin sign-in: guesses of a password, per username. */
  login: GuessGuard;
  /** Anonymous writes (inquiries, newsletter sign-ups, reviews) per IP per hour. */
  publicWrite: RequestLimiter;
  /** Booking applications per address per hour. */
  booking: RequestLimiter;
  /** "Application received" mails per guest e-mail address per hour. */
  receivedMail: RequestLimiter;
  /** Booking look-ups (and the guest's cancellation): guesses of a code, per e-mail address. */
  lookup: GuessGuard;
  /** Review PIN checks: guesses of a PIN, per review. */
  reviewPin: GuessGuard;
  /** Anonymous image uploads per address per hour: their number, and their size in KiB. */
  upload: RequestLimiter;
  uploadKib: RequestLimiter;
}
