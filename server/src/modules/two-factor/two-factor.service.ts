import QRCode from 'qrcode';
import type { AppContext, AdminIdentity } from '../../context.js';
import { signedIn } from '../../common/access.js';
import { AppError, badInput, conflict, forbidden, unauthenticated } from '../../common/errors.js';
import { verifySecret } from '../../common/secrets.js';
import { audit } from '../audit/audit.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { AUTH_ERRORS } from '../auth/auth.errors.js';
import { endSessionsOf, openSession, storeSession } from '../auth/auth.service.js';
import type { LoginResult } from '../auth/auth.types.js';
import { AdminRecoveryCode } from './admin-recovery-code.entity.js';
import { AdminSetting } from './admin-setting.entity.js';
import { EVERYONE_SETTING, everyoneNeedsTotp, totpRequiredFor } from './policy.js';
import {
  codeStep,
  newRecoveryCode,
  newTotpSecret,
  normaliseCode,
  normaliseRecoveryCode,
  otpauthUrl,
  RECOVERY_CODE_COUNT,
} from './totp.js';
import { TWO_FACTOR_ERRORS } from './two-factor.errors.js';

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

/** The TOTP secrets' box: AES-GCM under a key derived from the server secret, bound to the account. */
const box = (ctx: AppContext) => ctx.hasher.box('totp-secret');
const boxContext = (userId: number) => `admin_user:${userId}`;
const recoveryHash = (ctx: AppContext, userId: number, plain: string) =>
  ctx.hasher.hash(`recovery-code:${userId}`, plain, '');
/** Codes are guessed against their account under the sign-in limits (rate-limit/guess-guard). */
const guessTarget = (userId: number) => `totp:${userId}`;

const invalidCode = () => new AppError('UNAUTHENTICATED', TWO_FACTOR_ERRORS.invalidCode);

/**
 * Accepts a TOTP code of `user` once: the code must be right now and of a later time step than the
 * last one accepted (the conditional update wins once, also against a concurrent request).
 */
async function acceptCode(ctx: AppContext, user: AdminUser, sealed: string, typed: string): Promise<number> {
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

/** Starts (or restarts) the set-up: a new secret, kept aside until a first code confirms it. */
export async function setupTotp(ctx: AppContext): Promise<TotpSetupAnswer> {
  const who = signedIn(ctx);
  const user = await ctx.em.findOneOrFail(AdminUser, { id: who.id });
  if (user.totpEnabledAt) throw conflict(TWO_FACTOR_ERRORS.alreadyEnabled);
  const secret = newTotpSecret();
  user.totpPendingSecret = box(ctx).seal(secret, boxContext(user.id));
  await ctx.em.flush();
  const url = otpauthUrl(secret, user.email ?? user.username);
  return { secret, otpauthUrl: url, qrCode: await QRCode.toDataURL(url, { margin: 1, width: 240 }) };
}

/**
 * Confirms the set-up with a first code: two-factor sign-in is on, and the 10 recovery codes are
 * answered once (only their hashes are kept). A session that had to enrol may now do everything.
 */
export async function enableTotp(ctx: AppContext, code: unknown): Promise<string[]> {
  const who = signedIn(ctx);
  if (typeof code !== 'string' || !code.trim()) throw badInput(TWO_FACTOR_ERRORS.missingCode);
  const giveBack = await ctx.rateLimiters.login.spend(guessTarget(who.id), ctx.address);
  const user = await ctx.em.findOneOrFail(AdminUser, { id: who.id });
  if (user.totpEnabledAt) throw conflict(TWO_FACTOR_ERRORS.alreadyEnabled);
  if (!user.totpPendingSecret) throw badInput(TWO_FACTOR_ERRORS.notStarted);
  await acceptCode(ctx, user, user.totpPendingSecret, code);
  await giveBack();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ctx.em.transactional(async (em) => {
    user.totpSecret = user.totpPendingSecret;
    user.totpPendingSecret = null;
    user.totpEnabledAt = new Date();
    await em.nativeDelete(AdminRecoveryCode, { user: user.id });
    for (const plain of codes) {
      em.create(AdminRecoveryCode, {
        user,
        codeHash: recoveryHash(ctx, user.id, normaliseRecoveryCode(plain)!),
      });
    }
    audit(
      em,
      { admin: who, ip: ctx.ip },
      'totp.enable',
      { type: 'admin_user', id: user.id },
      { twoFactorEnabled: false },
      { twoFactorEnabled: true },
    );
    await em.flush();
  });
  if (ctx.req.session?.mustEnrol) {
    delete ctx.req.session.mustEnrol;
    await storeSession(ctx);
    ctx.admin = who;
    ctx.enrolling = undefined;
  }
  return codes;
}

/** Turns two-factor sign-in off for the signed-in account, after its password; never where it is required. */
export async function disableTotp(ctx: AppContext, password: unknown): Promise<boolean> {
  const who = signedIn(ctx);
  if (typeof password !== 'string' || !password) throw badInput(AUTH_ERRORS.missing);
  const user = await ctx.em.findOneOrFail(AdminUser, { id: who.id });
  if (!user.totpEnabledAt) throw conflict(TWO_FACTOR_ERRORS.notEnabled);
  if (await totpRequiredFor(ctx.em, ctx.config, user)) throw forbidden(TWO_FACTOR_ERRORS.required);
  const giveBack = await ctx.rateLimiters.login.spend(user.username, ctx.address);
  if (!(await verifySecret(user.passwordHash, password))) {
    throw new AppError('UNAUTHENTICATED', AUTH_ERRORS.invalid);
  }
  await giveBack();
  await ctx.em.transactional(async (em) => {
    user.totpSecret = null;
    user.totpPendingSecret = null;
    user.totpEnabledAt = null;
    user.totpLastStep = null;
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
  return true;
}

/** Uses one recovery code of `user` (once: the conditional update wins once) and records it. */
async function useRecoveryCode(ctx: AppContext, user: AdminUser, typed: string): Promise<void> {
  const plain = normaliseRecoveryCode(typed);
  if (!plain) throw invalidCode();
  const used = await ctx.em.nativeUpdate(
    AdminRecoveryCode,
    { user: user.id, codeHash: recoveryHash(ctx, user.id, plain), usedAt: null },
    { usedAt: new Date() },
  );
  if (!used) throw invalidCode();
  const left = await ctx.em.count(AdminRecoveryCode, { user: user.id, usedAt: null });
  const actor: AdminIdentity = { id: user.id, username: user.username, role: user.role };
  audit(
    ctx.em,
    { admin: actor, ip: ctx.ip },
    'totp.recovery_code_used',
    { type: 'admin_user', id: user.id },
    null,
    {
      recoveryCodesLeft: left,
    },
  );
  await ctx.em.flush();
}

/**
 * The second step of a two-factor sign-in: within 5 minutes of the right password, in the same
 * browser, a TOTP code (or one recovery code) opens the session. Guesses count like passwords.
 */
export async function loginWithTotp(
  ctx: AppContext,
  input: { code?: unknown; recoveryCode?: unknown },
): Promise<LoginResult> {
  const pending = ctx.req.session?.twoFactorPending;
  if (!pending || pending.until < Date.now()) throw unauthenticated(TWO_FACTOR_ERRORS.pendingExpired);
  const { code, recoveryCode } = input;
  if (
    !(typeof code === 'string' && code.trim()) &&
    !(typeof recoveryCode === 'string' && recoveryCode.trim())
  ) {
    throw badInput(TWO_FACTOR_ERRORS.missingCode);
  }
  const giveBack = await ctx.rateLimiters.login.spend(guessTarget(pending.userId), ctx.address);
  const user = await ctx.em.findOne(AdminUser, { id: pending.userId });
  if (!user || user.disabledAt || !user.totpSecret) throw invalidCode();
  if (typeof code === 'string' && code.trim()) await acceptCode(ctx, user, user.totpSecret, code);
  else await useRecoveryCode(ctx, user, recoveryCode as string);
  await giveBack();
  await openSession(ctx, user, false);
  return { twoFactorRequired: false, user };
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
  if (typeof requiredForEveryone !== 'boolean') throw badInput('requiredForEveryone must be true or false.');
  const owner = await ctx.em.findOneOrFail(AdminUser, { id: ctx.admin!.id });
  if (requiredForEveryone && !owner.totpEnabledAt) throw badInput(TWO_FACTOR_ERRORS.ownFirst);
  const before = await everyoneNeedsTotp(ctx.em);
  await ctx.em.transactional(async (em) => {
    await em.upsert(AdminSetting, { name: EVERYONE_SETTING, value: requiredForEveryone });
    audit(
      em,
      ctx,
      'settings.two_factor',
      { type: 'admin_setting', id: EVERYONE_SETTING },
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
