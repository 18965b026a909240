import type { RequestLimiter } from './request-limiter.js';

/** The three counts that bound guessing one secret (a booking code, a review PIN, a password). */
export interface GuessLimits {
  /** Guesses at one target from one address (tight, short window). */
  perTargetAddress: RequestLimiter;
  /**
   * Guesses at one target from one address in a day: well under `perTarget`, so one address that
   * comes back window after window (or resets its window with a right answer to a secret it knows)
   * cannot use up the target's daily count by itself.
   */
  perTargetAddressDaily: RequestLimiter;
  /** Guesses from one address at any target (tight, short window). */
  perAddress: RequestLimiter;
  /** Guesses at one target from anywhere (higher, long window): only against distributed guessing. */
  perTarget: RequestLimiter;
}

/**
 * Guards the check of a secret. A guess spends its points before the secret is checked, so
 * requests sent at the same moment cannot all pass a limit that only counted failures afterwards;
 * a right guess gives them back. A stranger's wrong guesses spend the stranger's own counts (per
 * target and address, per address) long before the per-target count, so they do not lock the real
 * owner out; only a guesser spread over many addresses reaches the per-target count.
 */
export class GuessGuard {
  constructor(private readonly limits: GuessLimits) {}

  /**
   * Spends one guess at `target` from `address` (a network key: see addressKey); throws 429 when a
   * count is used up. Resolves to the call that gives the guess back, for a right answer.
   */
  async spend(target: string, address: string): Promise<() => Promise<void>> {
    const { perTargetAddress, perTargetAddressDaily, perAddress, perTarget } = this.limits;
    const pair = `${target} ${address}`; // targets never hold a space
    // One count after the other, the caller's own first: a caller refused there never spends the
    // target's shared count, and a guess refused anywhere spends nothing (what it took is given back).
    const counts: [RequestLimiter, string][] = [
      [perTargetAddress, pair],
      [perTargetAddressDaily, pair],
      [perAddress, address],
      [perTarget, target],
    ];
    const spent: [RequestLimiter, string][] = [];
    for (const [limiter, key] of counts) {
      try {
        await limiter.consume(key);
      } catch (error) {
        await Promise.all(spent.map(([taken, takenKey]) => taken.refund(takenKey)));
        throw error;
      }
      spent.push([limiter, key]);
    }
    // A right answer: the short window starts afresh (a guest who mistyped is not held back), the
    // daily counts get this guess back only, never the wrong guesses before it.
    return async () => {
      await Promise.all([
        perTargetAddress.reset(pair),
        ...spent.slice(1).map(([taken, takenKey]) => taken.refund(takenKey)),
      ]);
    };
  }
}
