import type { AppContext } from '../../context.js';
import { AppError, badInput, forbidden, unauthenticated } from '../../common/errors.js';
import { logSecurityEvent } from '../../common/security-log.js';
import { audit } from '../audit/audit.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { openSession } from '../auth/auth.service.js';
import type { LoginResult } from '../auth/auth.types.js';
import { queueMail } from '../../platform/mail/mail-outbox.js';
import { renderMail } from '../mail/templates/render.js';
import { staffTwoFactorLocked } from '../mail/templates/staff.js';
import { AdminRecoveryCode } from './admin-recovery-code.entity.js';
import { findRecoveryCode } from './recovery-codes.js';
import { TWO_FACTOR_ERRORS } from './two-factor.errors.js';
import { acceptCode, guessTarget, identityOf, invalidCode, TOTP_LOCK_AFTER } from './two-factor.codes.js';

// The second step of a two-factor sign-in: a code or a recovery code, counted, and locked after 10 wrong
// ones in a row (the set-up, the owner's reset and the policy are two-factor.service.ts).

/**
 * Counts one more wrong code in a row for `user`, in one statement (parallel guesses all count); the
 * tenth locks the second factor, which the account is mailed about and which the audit trail records.
 */
async function countFailure(ctx: AppContext, user: AdminUser, reason: string): Promise<void> {
  const [row] = await ctx.em.execute<{ totp_failures: number }[]>(
    `update admin_user set totp_failures = totp_failures + 1,
       totp_locked_at = case when totp_failures + 1 >= ? then coalesce(totp_locked_at, now()) else totp_locked_at end
     where id = ? returning totp_failures`,
    [TOTP_LOCK_AFTER, user.id],
  );
  const failures = row?.totp_failures ?? 0;
  logSecurityEvent(ctx, {
    event: 'second_factor',
    outcome: reason,
    accountId: user.id,
    username: user.username,
    failuresInARow: failures,
  });
  if (failures !== TOTP_LOCK_AFTER) return;
  const mail = user.email
    ? await renderMail(staffTwoFactorLocked, 'KOR', { username: user.username })
    : undefined;
  await ctx.em.transactional(async (em) => {
    audit(
      em,
      { admin: identityOf(user), ip: ctx.ip },
      'totp.locked',
      { type: 'admin_user', id: user.id },
      null,
      {
        twoFactorLocked: true,
        failuresInARow: failures,
      },
    );
    if (mail && user.email) queueMail(em, { kind: 'totp_locked', to: user.email, ...mail });
    await em.flush();
  });
  if (mail) ctx.mail.kick();
  logSecurityEvent(ctx, {
    event: 'two_factor_locked',
    outcome: 'locked',
    accountId: user.id,
    username: user.username,
  });
}

/**
 * Uses one recovery code of `user` (once: the conditional update wins once) and records it. Each stored
 * code is a salted slow hash, so the typed one is checked against the unused ones in turn.
 */
async function useRecoveryCode(ctx: AppContext, user: AdminUser, typed: string): Promise<void> {
  const unused = await ctx.em.find(
    AdminRecoveryCode,
    { user: user.id, usedAt: null },
    { orderBy: { id: 'asc' } },
  );
  const match = await findRecoveryCode(ctx.hasher, user.id, typed, unused);
  if (!match) throw invalidCode();
  const used = await ctx.em.nativeUpdate(
    AdminRecoveryCode,
    { id: match.id, usedAt: null },
    { usedAt: new Date() },
  );
  if (!used) throw invalidCode();
  const left = unused.length - 1;
  audit(
    ctx.em,
    { admin: identityOf(user), ip: ctx.ip },
    'totp.recovery_code_used',
    { type: 'admin_user', id: user.id },
    null,
    {
      recoveryCodesLeft: left,
    },
  );
  await ctx.em.flush();
  logSecurityEvent(ctx, {
    event: 'recovery_code',
    outcome: 'success',
    accountId: user.id,
    username: user.username,
    recoveryCodesLeft: left,
  });
}

/**
 * The second step of a two-factor sign-in: within 5 minutes of the right password, in the same
 * browser, a TOTP code (or one recovery code) opens the session. Guesses count like passwords, and
 * 10 wrong ones in a row lock the second factor (until a password reset or an owner unlocks it).
 */
export async function loginWithTotp(
  ctx: AppContext,
  input: { code?: unknown; recoveryCode?: unknown },
): Promise<LoginResult> {
  const pending = ctx.req.session?.twoFactorPending;
  if (!pending || pending.until < Date.now()) throw unauthenticated(TWO_FACTOR_ERRORS.pendingExpired);
  const { code, recoveryCode } = input;
  const byCode = typeof code === 'string' && code.trim() !== '';
  if (!byCode && !(typeof recoveryCode === 'string' && recoveryCode.trim())) {
    throw badInput(TWO_FACTOR_ERRORS.missingCode);
  }
  const giveBack = await ctx.rateLimiters.login.spend(guessTarget(pending.userId), ctx.address);
  const user = await ctx.em.findOne(AdminUser, { id: pending.userId });
  if (!user || user.disabledAt || !user.totpSecret) throw invalidCode();
  if (user.totpLockedAt) {
    logSecurityEvent(ctx, {
      event: 'second_factor',
      outcome: 'locked',
      accountId: user.id,
      username: user.username,
    });
    throw forbidden(TWO_FACTOR_ERRORS.locked);
  }
  try {
    if (byCode) await acceptCode(ctx, user, user.totpSecret, code as string);
    else await useRecoveryCode(ctx, user, recoveryCode as string);
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') {
      const reason =
        error.message === TWO_FACTOR_ERRORS.codeUsed
          ? 'code_replayed'
          : byCode
            ? 'wrong_code'
            : 'wrong_recovery_code';
      await countFailure(ctx, user, reason);
    }
    throw error;
  }
  await giveBack();
  if (user.totpFailures) await ctx.em.nativeUpdate(AdminUser, { id: user.id }, { totpFailures: 0 });
  await openSession(ctx, user, false, byCode ? 'totp' : 'recovery_code');
  return { twoFactorRequired: false, user };
}
