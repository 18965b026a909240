import type { EntityManager } from '@mikro-orm/postgresql';
import QRCode from 'qrcode';
import type { AppContext, AdminIdentity } from '../../context.js';
import { signedIn } from '../../common/access.js';
import { badInput, conflict, forbidden, notFound } from '../../common/errors.js';
import { logSecurityEvent } from '../../common/security-log.js';
import { writeSetting } from '../../platform/app-setting/app-setting.service.js';
import { audit } from '../audit/audit.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { confirmPassword, endSessionsOf, storeSession } from '../auth/auth.service.js';
import { everyoneNeedsTotp, TOTP_FOR_EVERYONE, totpRequiredFor } from '../auth/two-factor-policy.js';
import { queueMail } from '../../platform/mail/mail-outbox.js';
import { renderMail, type RenderedMail } from '../mail/templates/render.js';
import { staffTwoFactorReset } from '../mail/templates/staff.js';
import { AdminRecoveryCode } from './admin-recovery-code.entity.js';
import { newRecoveryCodes } from './recovery-codes.js';
import { newTotpSecret, otpauthUrl } from './totp.js';
import { TWO_FACTOR_ERRORS } from './two-factor.errors.js';
import { acceptCode, box, boxContext, guessTarget } from './two-factor.codes.js';

export interface TotpSetupAnswer {
  secret: string;
  otpauthUrl: string;
  /** The otpauth URI as a QR code, a PNG data: URL. */
  qrCode: string;
}

export interface TwoFactorPolicyAnswer {
  requiredForOwners: boolean;
  requiredForEveryone: boolean;
}

/** Stores 10 new recovery codes of `user` in `em` (the old ones deleted); answers them as shown once. */
async function replaceRecoveryCodes(ctx: AppContext, em: EntityManager, user: AdminUser): Promise<string[]> {
  const { codes, hashes } = await newRecoveryCodes(ctx.hasher, user.id);
  await em.nativeDelete(AdminRecoveryCode, { user: user.id });
  for (const codeHash of hashes) em.create(AdminRecoveryCode, { user, codeHash });
  return codes;
}

/**
 * Starts (or restarts) a set-up, after the account's password: a new secret, kept aside until a first
 * code confirms it. With two-factor sign-in on already, it replaces the factor (a new phone) once
 * confirmed; until then the one in use keeps working.
 */
export async function setupTotp(ctx: AppContext, password: unknown): Promise<TotpSetupAnswer> {
  const who = signedIn(ctx);
  const user = await ctx.em.findOneOrFail(AdminUser, { id: who.id });
  await confirmPassword(ctx, user, password);
  const secret = newTotpSecret();
  user.totpPendingSecret = box(ctx).seal(secret, boxContext(user.id));
  await ctx.em.flush();
  const url = otpauthUrl(secret, user.email ?? user.username);
  return { secret, otpauthUrl: url, qrCode: await QRCode.toDataURL(url, { margin: 1, width: 240 }) };
}

/**
 * Confirms a set-up (started with the password) with a first code of its secret: two-factor sign-in is
 * on, or the factor in use is replaced, and 10 new recovery codes are answered once (only their hashes
 * are kept). A session that had to enrol may now do everything.
 */
export async function enableTotp(ctx: AppContext, code: unknown): Promise<string[]> {
  const who = signedIn(ctx);
  if (typeof code !== 'string' || !code.trim()) throw badInput(TWO_FACTOR_ERRORS.missingCode);
  const giveBack = await ctx.rateLimiters.login.spend(guessTarget(who.id), ctx.address);
  const user = await ctx.em.findOneOrFail(AdminUser, { id: who.id });
  if (!user.totpPendingSecret) {
    throw user.totpEnabledAt
      ? conflict(TWO_FACTOR_ERRORS.alreadyEnabled)
      : badInput(TWO_FACTOR_ERRORS.notStarted);
  }
  await acceptCode(ctx, user, user.totpPendingSecret, code);
  await giveBack();
  const replacing = Boolean(user.totpEnabledAt);
  const codes = await ctx.em.transactional(async (em) => {
    user.totpSecret = user.totpPendingSecret;
    user.totpPendingSecret = null;
    user.totpEnabledAt = new Date();
    user.totpFailures = 0;
    user.totpLockedAt = null;
    const fresh = await replaceRecoveryCodes(ctx, em, user);
    audit(
      em,
      { admin: who, ip: ctx.ip },
      replacing ? 'totp.replace' : 'totp.enable',
      { type: 'admin_user', id: user.id },
      { twoFactorEnabled: replacing },
      { twoFactorEnabled: true, ...(replacing ? { replaced: true } : {}) },
    );
    await em.flush();
    return fresh;
  });
  logSecurityEvent(ctx, {
    event: 'two_factor_change',
    outcome: 'success',
    change: replacing ? 'replaced' : 'enabled',
    accountId: user.id,
    username: user.username,
  });
  if (ctx.req.session?.mustEnrol) {
    delete ctx.req.session.mustEnrol;
    await storeSession(ctx);
    ctx.admin = who;
    ctx.enrolling = undefined;
  }
  return codes;
}

/** Ten new recovery codes for the signed-in account (the old ones stop working), after its password. */
export async function regenerateRecoveryCodes(ctx: AppContext, password: unknown): Promise<string[]> {
  const who = signedIn(ctx);
  const user = await ctx.em.findOneOrFail(AdminUser, { id: who.id });
  await confirmPassword(ctx, user, password);
  if (!user.totpEnabledAt) throw conflict(TWO_FACTOR_ERRORS.notEnabled);
  return ctx.em.transactional(async (em) => {
    const codes = await replaceRecoveryCodes(ctx, em, user);
    audit(em, ctx, 'totp.recovery_codes_regenerated', { type: 'admin_user', id: user.id }, null, {
      recoveryCodesLeft: codes.length,
    });
    await em.flush();
    return codes;
  });
}

/** Clears an account's second factor entirely (secret, set-up, recovery codes, failures and lock). */
function clearFactor(user: AdminUser): void {
  user.totpSecret = null;
  user.totpPendingSecret = null;
  user.totpEnabledAt = null;
  user.totpLastStep = null;
  user.totpFailures = 0;
  user.totpLockedAt = null;
}

/** Turns two-factor sign-in off for the signed-in account, after its password; never where it is required. */
export async function disableTotp(ctx: AppContext, password: unknown): Promise<boolean> {
  const who = signedIn(ctx);
  const user = await ctx.em.findOneOrFail(AdminUser, { id: who.id });
  if (!user.totpEnabledAt) throw conflict(TWO_FACTOR_ERRORS.notEnabled);
  if (await totpRequiredFor(ctx.em, ctx.config, user)) throw forbidden(TWO_FACTOR_ERRORS.required);
  await confirmPassword(ctx, user, password);
  await ctx.em.transactional(async (em) => {
    clearFactor(user);
    await em.nativeDelete(AdminRecoveryCode, { user: user.id });
    audit(
      em,
      { admin: who, ip: ctx.ip },
      'totp.disable',
      { type: 'admin_user', id: user.id },
      { twoFactorEnabled: true },
      { twoFactorEnabled: false },
    );
    await em.flush();
  });
  logSecurityEvent(ctx, {
    event: 'two_factor_change',
    outcome: 'success',
    change: 'disabled',
    accountId: user.id,
    username: user.username,
  });
  return true;
}

/**
 * Turns an account's second factor off entirely (secret, recovery codes, failures, lock) and ends every
 * session of it, in `em`'s transaction, with an audit entry by `author` and, when the account has an
 * e-mail address, a mail telling it. Answers how many sessions ended.
 */
export async function clearSecondFactor(
  em: EntityManager,
  user: AdminUser,
  author: { admin: AdminIdentity; ip: string },
  mail: RenderedMail | undefined,
): Promise<number> {
  const before = { twoFactorEnabled: user.twoFactorEnabled, twoFactorLocked: user.twoFactorLocked };
  clearFactor(user);
  await em.nativeDelete(AdminRecoveryCode, { user: user.id });
  audit(em, author, 'totp.reset', { type: 'admin_user', id: user.id }, before, {
    twoFactorEnabled: false,
    twoFactorLocked: false,
  });
  if (mail && user.email) queueMail(em, { kind: 'totp_reset', to: user.email, ...mail });
  await em.flush();
  return endSessionsOf(em, user.id);
}

/** The mail telling an account that `by` reset its second factor (none without an e-mail address). */
export const resetNotice = (user: AdminUser, by: string) =>
  user.email ? renderMail(staffTwoFactorReset, 'KOR', { username: user.username, by }) : undefined;

/**
 * Owner: resets another account's second factor (a lost phone, or one bound by whoever held a stolen
 * session): it is off, its recovery codes gone, every session of the account ends, the account is
 * mailed, and the change is audited. Where the account must use it, its next sign-in enrols again.
 */
export async function resetTwoFactor(ctx: AppContext, id: number): Promise<AdminUser> {
  const owner = ctx.admin!;
  if (id === owner.id) throw badInput(TWO_FACTOR_ERRORS.ownReset);
  const user = await ctx.em.findOne(AdminUser, { id });
  if (!user) throw notFound(TWO_FACTOR_ERRORS.noAccount);
  const mail = await resetNotice(user, owner.username);
  await ctx.em.transactional((em) => clearSecondFactor(em, user, { admin: owner, ip: ctx.ip }, mail));
  if (mail) ctx.mail.kick();
  logSecurityEvent(ctx, {
    event: 'two_factor_change',
    outcome: 'success',
    change: 'reset_by_owner',
    accountId: user.id,
    username: user.username,
    by: owner.username,
  });
  return user;
}

/** Owner: lifts the lock of an account's second factor (the factor itself stays). Audited. */
export async function unlockTwoFactor(ctx: AppContext, id: number): Promise<AdminUser> {
  const user = await ctx.em.findOne(AdminUser, { id });
  if (!user) throw notFound(TWO_FACTOR_ERRORS.noAccount);
  if (user.totpLockedAt || user.totpFailures) {
    audit(
      ctx.em,
      ctx,
      'totp.unlock',
      { type: 'admin_user', id: user.id },
      { twoFactorLocked: true },
      {
        twoFactorLocked: false,
      },
    );
    user.totpFailures = 0;
    user.totpLockedAt = null;
    await ctx.em.flush();
    logSecurityEvent(ctx, {
      event: 'two_factor_change',
      outcome: 'success',
      change: 'unlocked_by_owner',
      accountId: user.id,
      username: user.username,
    });
  }
  return user;
}

/** The two-factor rules in force (what the security screen explains). */
export async function twoFactorPolicy(ctx: AppContext): Promise<TwoFactorPolicyAnswer> {
  return {
    requiredForOwners: ctx.config.ownersNeedTotp,
    requiredForEveryone: await everyoneNeedsTotp(ctx.em),
  };
}

/**
 * Owner: requires two-factor sign-in of every account (or not). Turning it on signs out every account
 * without it: their next sign-in goes to enrolment. The owner must have it on first.
 */
export async function setTwoFactorPolicy(
  ctx: AppContext,
  requiredForEveryone: unknown,
): Promise<TwoFactorPolicyAnswer> {
  if (typeof requiredForEveryone !== 'boolean') throw badInput(TWO_FACTOR_ERRORS.policyNotBoolean);
  const owner = await ctx.em.findOneOrFail(AdminUser, { id: ctx.admin!.id });
  if (requiredForEveryone && !owner.totpEnabledAt) throw badInput(TWO_FACTOR_ERRORS.ownFirst);
  const before = await everyoneNeedsTotp(ctx.em);
  await ctx.em.transactional(async (em) => {
    await writeSetting(em, TOTP_FOR_EVERYONE, requiredForEveryone);
    audit(
      em,
      ctx,
      'settings.two_factor',
      { type: 'admin_setting', id: TOTP_FOR_EVERYONE.name },
      { requiredForEveryone: before },
      { requiredForEveryone },
    );
    await em.flush();
    if (requiredForEveryone && !before) {
      const without = await em.find(AdminUser, { totpEnabledAt: null }, { fields: ['id'] });
      for (const { id } of without) await endSessionsOf(em, id);
    }
  });
  return twoFactorPolicy(ctx);
}
