import type { AppContext, AdminIdentity } from '../../context.js';
import { AppError } from '../../common/errors.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { codeStep, normaliseCode } from './totp.js';
import { TWO_FACTOR_ERRORS } from './two-factor.errors.js';

/** Wrong second-factor codes in a row that lock the second factor (until a password reset or an owner). */
export const TOTP_LOCK_AFTER = 10;

/** The TOTP secrets' box: AES-GCM under a key derived from the server secret, bound to the account. */
export const box = (ctx: AppContext) => ctx.hasher.box('totp-secret');
export const boxContext = (userId: number) => `admin_user:${userId}`;
/** Codes are guessed against their account under the sign-in limits (rate-limit/guess-guard). */
export const guessTarget = (userId: number) => `totp:${userId}`;

export const invalidCode = () => new AppError('UNAUTHENTICATED', TWO_FACTOR_ERRORS.invalidCode);
export const identityOf = (user: AdminUser): AdminIdentity => ({
  id: user.id,
  username: user.username,
  role: user.role,
});

/**
 * Accepts a TOTP code of `user` once: the code must be right now and of a later time step than the
 * last one accepted (the conditional update wins once, also against a concurrent request).
 */
export async function acceptCode(
  ctx: AppContext,
  user: AdminUser,
  sealed: string,
  typed: string,
): Promise<number> {
  const code = normaliseCode(typed);
  const secret = box(ctx).open(sealed, boxContext(user.id));
  const step = code && secret ? await codeStep(secret, code) : null;
  if (step === null) throw invalidCode();
  const updated = await ctx.em.nativeUpdate(
    AdminUser,
    { id: user.id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] },
    { totpLastStep: step },
  );
  if (!updated) throw new AppError('UNAUTHENTICATED', TWO_FACTOR_ERRORS.codeUsed);
  user.totpLastStep = step;
  return step;
}
