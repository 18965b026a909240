import type { GuessGuard } from './guess-guard.js';
import type { RequestLimiter } from './request-limiter.js';

export type { RequestLimiter } from './request-limiter.js';

/** The app's limiters (types only, so the request context can name them without importing the service). */
export interface RateLimiters {
  /** Admin sign-in: guesses of a password, per username. */
  login: GuessGuard;
  /** Anonymous writes (inquiries, newsletter sign-ups, reviews) per IP per hour. */
  publicWrite: RequestLimiter;
  /** Booking applications per address per hour. */
  booking: RequestLimiter;
  /** Promo-code checks per address per hour (each one a guess of a code). */
  promoCheck: RequestLimiter;
  /** "Application received" mails per guest e-mail address per hour. */
  receivedMail: RequestLimiter;
  /** Booking look-ups (and the guest's cancellation): guesses of a code, per e-mail address. */
  lookup: GuessGuard;
  /** Unknown ticket codes scanned at the check-in, per staff account (its own limit, for a busy gate). */
  ticketScan: RequestLimiter;
  /** Review PIN checks: guesses of a PIN, per review. */
  reviewPin: GuessGuard;
  /** Anonymous image uploads per address per hour: their number, and their size in KiB. */
  upload: RequestLimiter;
  uploadKib: RequestLimiter;
  /** OCTO requests per reseller API key per minute. */
  resellerKey: RequestLimiter;
}
