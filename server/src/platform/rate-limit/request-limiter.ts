/** A named counter of attempts or writes, stored in PostgreSQL so every app instance shares it. */
export interface RequestLimiter {
  /** Spends a point (or `points`); throws 429 when that was too many. */
  consume(key: string, points?: number): Promise<void>;
  /** Spends a point if one is left: true, else false (and nothing spent). Never throws for the limit. */
  take(key: string): Promise<boolean>;
  /** Gives back a point spent by consume() (the attempt turned out to be legitimate). */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /**
   * Where the counter is kept, for a caller that counts in a statement of its own (counter.sql.ts:
   * reseller.gate.ts counts in its key look-up, a booking application in its checks and its store):
   * rate-limiter-flexible's table (`key`, `points`, `expire` in epoch ms),
   * rows keyed `<keyPrefix>:<key>`, `points` per window of `durationMs`.
   */
  readonly counter: { table: string; keyPrefix: string; points: number; durationMs: number };
}
