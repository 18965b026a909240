/** A named counter of failures or writes, stored in PostgreSQL so every app instance shares it. */
export interface RequestLimiter {
  /** Throws 429 when `key` has no points left, without spending one. */
  check(key: string): Promise<void>;
  /** Spends a point; throws 429 when that was one too many. */
  consume(key: string): Promise<void>;
  /** Spends a point but never throws for the limit (used to count failures after answering them). */
  penalize(key: string): Promise<void>;
  /** Gives back a point spent by consume() (the attempt turned out to be legitimate). */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** The app's limiters (types only, so the request context can name them without importing the service). */
export interface RateLimiters {
  loginIp: RequestLimiter;
  loginUsername: RequestLimiter;
  /** Anonymous writes (inquiries, newsletter sign-ups, reviews) per IP per hour. */
  publicWrite: RequestLimiter;
  /** Booking applications per IP per hour. */
  booking: RequestLimiter;
  /** Failed booking look-ups per IP and per e-mail. */
  lookupIp: RequestLimiter;
  lookupEmail: RequestLimiter;
  /** Wrong review PINs, per review id and per IP. */
  reviewPinReview: RequestLimiter;
  reviewPinIp: RequestLimiter;
  /** Anonymous image uploads per IP per hour. */
  upload: RequestLimiter;
}
