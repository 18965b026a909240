import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import { AppError, badInput } from '../../common/errors.js';
import type { Logger } from '../../common/logger.js';
import { hashSecret, verifyNothing, verifySecret } from '../../common/secrets.js';
import { logSecurityEvent } from '../../common/security-log.js';
import { AdminRole, AdminUser } from './admin-user.entity.js';
import { AUTH_ERRORS } from './auth.errors.js';
import type { LoginResult } from './auth.types.js';
import { mustEnrol } from './two-factor-policy.js';

/** How long the password step of a two-factor sign-in waits for the code. */
export const TWO_FACTOR_PENDING_MS = 5 * 60_000;

export const hashPassword = hashSecret;

function regenerate(ctx: AppContext): Promise<void> {
  return new Promise((resolve, reject) =>
    ctx.req.session.regenerate((err) => (err ? reject(err) : resolve())),
  );
}

/**
 * Writes the session to the store now. express-session would write a changed session only while the
 * answer goes out (its headers, with the cookie, before the write has finished), so a client that
 * uses the cookie the moment the headers arrive could find no session yet (401): a sign-in or any
 * other change of the session is stored before its answer starts.
 */
export function storeSession(ctx: AppContext): Promise<void> {
  return new Promise((resolve, reject) => ctx.req.session.save((err) => (err ? reject(err) : resolve())));
}

function destroy(ctx: AppContext): Promise<void> {
  return new Promise((resolve, reject) => ctx.req.session.destroy((err) => (err ? reject(err) : resolve())));
}

/**
 * Checks the credentials under the per-IP and per-username limits. An account with two-factor sign-in
 * gets no session yet: a fresh session only remembers, for 5 minutes, whose code is awaited. Any other
 * gets a fresh server-side session (one that must set up two-factor sign-in first when it is required).
 */
export async function login(ctx: AppContext, username: unknown, password: unknown): Promise<LoginResult> {
  if (typeof username !== 'string' || typeof password !== 'string' || !username || !password) {
    throw badInput(AUTH_ERRORS.missing);
  }
  const name = username.trim().toLowerCase().slice(0, 64);
  const giveBack = await ctx.rateLimiters.login.spend(name, ctx.address);

  const user = await ctx.em.findOne(AdminUser, { username: name });
  // An unknown username costs one verification too, so both failures take the same time.
  const ok = user ? await verifySecret(user.passwordHash, password) : await verifyNothing();
  // A disabled account answers as a wrong password does: nothing tells it exists.
  if (!user || !ok || user.disabledAt) {
    const outcome = !user ? 'unknown_username' : !ok ? 'wrong_password' : 'account_disabled';
    logSecurityEvent(ctx, { event: 'sign_in', outcome, accountId: user?.id, username: name });
    throw new AppError('UNAUTHENTICATED', AUTH_ERRORS.invalid);
  }
  await giveBack();
  if (user.totpEnabledAt) {
    await regenerate(ctx);
    ctx.req.session.twoFactorPending = { userId: user.id, until: Date.now() + TWO_FACTOR_PENDING_MS };
    logSecurityEvent(ctx, {
      event: 'sign_in',
      outcome: 'second_factor_awaited',
      accountId: user.id,
      username: user.username,
    });
    await storeSession(ctx);
    return { twoFactorRequired: true, user: null };
  }
  await openSession(ctx, user, await mustEnrol(ctx.em, ctx.config, user), 'password');
  return { twoFactorRequired: false, user };
}

/**
 * Asks the signed-in account for its current password again before a change to how it signs in (its
 * second factor, password or e-mail): a stolen session alone cannot make one. Missing or wrong: 401.
 * Each try counts like a sign-in (rate limits), before the check.
 */
export async function confirmPassword(ctx: AppContext, user: AdminUser, password: unknown): Promise<void> {
  if (typeof password !== 'string' || !password) {
    throw new AppError('UNAUTHENTICATED', AUTH_ERRORS.passwordNeeded);
  }
  const giveBack = await ctx.rateLimiters.login.spend(user.username, ctx.address);
  if (!(await verifySecret(user.passwordHash, password))) {
    throw new AppError('UNAUTHENTICATED', AUTH_ERRORS.wrongPassword);
  }
  await giveBack();
}

/**
 * Signs `user` in on this request: a new session id (no session fixation) holding who they are;
 * `enrolOnly`: the session may only set up two-factor sign-in (common/access.ts).
 */
export async function openSession(
  ctx: AppContext,
  user: AdminUser,
  enrolOnly: boolean,
  method: 'password' | 'totp' | 'recovery_code',
): Promise<void> {
  user.lastLoginAt = new Date();
  await ctx.em.flush();
  await regenerate(ctx);
  ctx.req.session.adminId = user.id;
  ctx.req.session.adminUsername = user.username;
  ctx.req.session.adminRole = user.role;
  ctx.req.session.loginAt = Date.now();
  if (enrolOnly) ctx.req.session.mustEnrol = true;
  await storeSession(ctx);
  const identity = { id: user.id, username: user.username, role: user.role };
  ctx.admin = enrolOnly ? undefined : identity;
  ctx.enrolling = enrolOnly ? identity : undefined;
  logSecurityEvent(ctx, {
    event: 'sign_in',
    outcome: 'success',
    accountId: user.id,
    username: user.username,
    method,
    ...(enrolOnly ? { mustEnrolTwoFactor: true } : {}),
  });
}

export async function logout(ctx: AppContext): Promise<boolean> {
  const secure = ctx.req.session?.cookie?.secure === true;
  if (ctx.req.session) await destroy(ctx);
  ctx.res.clearCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, { path: '/', secure, httpOnly: true });
  ctx.admin = undefined;
  ctx.enrolling = undefined;
  return true;
}

/** The signed-in account (one that must still enrol in two-factor sign-in too), or null. */
export async function me(ctx: AppContext): Promise<AdminUser | null> {
  const who = ctx.admin ?? ctx.enrolling;
  if (!who) return null;
  return ctx.em.findOne(AdminUser, { id: who.id });
}

/** The admin session cookie's name over plain http (development)... */
export const SESSION_COOKIE = 'kc.sid';
/** ...and over HTTPS: the `__Host-` prefix makes browsers keep it Secure, site-wide and host-only. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/**
 * Ends every session of a user at once (after a password change, for example): their cookies stop
 * working on every instance; a sign-in waiting for its TOTP code ends too. `keep`: the id of a
 * session that stays (the one that changed its own password). Answers how many ended.
 */
export async function endSessionsOf(em: EntityManager, userId: number, keep?: string): Promise<number> {
  const rows = await em.execute<{ sid: string }[]>(
    `delete from admin_session where (sess->>'adminId' = ? or sess->'twoFactorPending'->>'userId' = ?) and sid <> ? returning sid`,
    [String(userId), String(userId), keep ?? ''],
  );
  return rows.length;
}

/**
 * At start: ADMIN_USERNAME/ADMIN_PASSWORD create (as an owner) or update that admin; with none given
 * and no admin at all, create the owner `admin` with a random password, answered (never logged) so
 * that the start prints it once, last, beside the addresses.
 *
 * ADMIN_PASSWORD is applied when it is new: its hash is kept (`envPasswordHash`), so a password the
 * owner then changed in the back office holds across restarts until the variable itself changes (a
 * new value is applied at the next start, and ends the account's sessions, as a reset does).
 */
export async function ensureAdmin(
  em: EntityManager,
  logger: Logger,
  given: { username?: string; password?: string },
): Promise<{ username: string; password: string } | undefined> {
  if (given.username && given.password) {
    const username = given.username.toLowerCase();
    const existing = await em.findOne(AdminUser, { username });
    if (existing) {
      const applied =
        existing.envPasswordHash && (await verifySecret(existing.envPasswordHash, given.password));
      if (!applied) {
        if (!(await verifySecret(existing.passwordHash, given.password))) {
          existing.passwordHash = await hashPassword(given.password);
          // A new password from the environment is a reset: the second factor's lock is lifted too.
          existing.totpFailures = 0;
          existing.totpLockedAt = null;
          await em.flush();
          // Whoever signed in with the old password is signed out.
          const ended = await endSessionsOf(em, existing.id);
          logger.info({ username, sessionsEnded: ended }, 'admin password updated from ADMIN_PASSWORD');
        }
        // The account's hash is one of this password now: it marks the value as applied.
        existing.envPasswordHash = existing.passwordHash;
      }
    } else {
      const passwordHash = await hashPassword(given.password);
      em.create(AdminUser, { username, passwordHash, envPasswordHash: passwordHash, role: AdminRole.owner });
      logger.info({ username }, 'owner created from ADMIN_USERNAME');
    }
    await em.flush();
    return undefined;
  }
  if ((await em.count(AdminUser)) > 0) return undefined;
  const password = randomBytes(12).toString('base64url');
  em.create(AdminUser, {
    username: 'admin',
    passwordHash: await hashPassword(password),
    role: AdminRole.owner,
  });
  await em.flush();
  return { username: 'admin', password };
}
