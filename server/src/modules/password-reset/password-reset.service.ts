import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import {
  createPasswordResetSchema,
  passwordResetRequestSchema,
  STAFF_MESSAGES,
} from '../../../../domain/schemas/staff.js';
import type { AppContext } from '../../context.js';
import { AppError, badInput, conflict } from '../../common/errors.js';
import { logSecurityEvent } from '../../common/security-log.js';
import { isCommonPassword } from '../../common/common-passwords.js';
import { validate } from '../../common/validate.js';
import { audit } from '../audit/audit.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { endSessionsOf, hashPassword } from '../auth/auth.service.js';
import { PasswordReset } from '../auth/password-reset.entity.js';
import { queueMail } from '../../platform/mail/mail-outbox.js';
import { mailSecrets } from '../../platform/mail/mail.secrets.js';
import { renderMail } from '../mail/templates/render.js';
import { staffPasswordReset } from '../mail/templates/staff.js';
import { RESET_ERRORS } from './password-reset.errors.js';

export const RESET_HOURS = 1;
/** Reset mails one account gets in an hour at most (more requests are answered alike, and mail nothing). */
export const RESET_MAILS_PER_HOUR = 3;
const PURPOSE = 'password-reset';
const TOKEN = /^[\w-]{43}$/;

const tokenHash = (ctx: AppContext, token: string) => ctx.hasher.hash(PURPOSE, token, '');
/** The new password is checked against the long list of common passwords too. */
const passwordResetSchema = createPasswordResetSchema(STAFF_MESSAGES, isCommonPassword);

/**
 * "Forgot password": mails a one-time link (1 hour) to the account with that e-mail address, if an
 * active one exists. The caller learns nothing either way: the same answer, and the same work (the
 * mail is rendered for an unknown address too) so the time does not tell either. Limited per address,
 * and to 3 mails an hour per account (counted under the account's row lock, so parallel requests
 * cannot pass it). A new link never voids an older one still valid: whichever is used first wins.
 */
export async function requestPasswordReset(ctx: AppContext, input: unknown): Promise<void> {
  const { email } = validate(passwordResetRequestSchema, input);
  await ctx.rateLimiters.publicWrite.consume(ctx.address);
  const user = await ctx.em.findOne(AdminUser, { email, disabledAt: null });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_HOURS * 3600_000);
  const mail = await renderMail(staffPasswordReset, 'KOR', {
    link: `${ctx.config.publicUrl}/admin/reset-password?token=${token}`,
    username: user?.username ?? 'nobody',
    expiresAt: expiresAt.toISOString(),
  });
  if (!user) {
    logSecurityEvent(ctx, { event: 'password_reset_request', outcome: 'no_account' });
    return;
  }
  const mailed = await ctx.em.transactional(async (em) => {
    await em.findOneOrFail(AdminUser, { id: user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const recent = await em.count(PasswordReset, {
      user: user.id,
      createdAt: { $gt: new Date(Date.now() - 3600_000) },
    });
    if (recent >= RESET_MAILS_PER_HOUR) return false;
    em.create(PasswordReset, { user: user.id, tokenHash: tokenHash(ctx, token), expiresAt });
    queueMail(em, { kind: 'password_reset', to: email, ...mail, secrets: mailSecrets(ctx.hasher, token) });
    await em.flush();
    return true;
  });
  logSecurityEvent(ctx, {
    event: 'password_reset_request',
    outcome: mailed ? 'success' : 'mails_per_hour_reached',
    accountId: user.id,
    username: user.username,
  });
  if (mailed) ctx.mail.kick();
}

/**
 * The link's holder sets a new password (the invitation's rules), once: every session of the account
 * ends, and the change is recorded in the audit trail as made by the account itself.
 */
export async function completePasswordReset(ctx: AppContext, input: unknown): Promise<void> {
  const raw = (input ?? {}) as { token?: unknown };
  if (typeof raw.token !== 'string' || !TOKEN.test(raw.token.trim())) throw badInput(RESET_ERRORS.invalid);
  const values = validate(passwordResetSchema, input);
  await ctx.rateLimiters.publicWrite.consume(ctx.address);
  const passwordHash = await hashPassword(values.password);
  await ctx.em.transactional(async (em) => {
    const reset = await em.findOne(
      PasswordReset,
      { tokenHash: tokenHash(ctx, values.token) },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const user = reset && (await em.findOne(AdminUser, { id: reset.user.id }));
    if (!reset || !user || user.disabledAt) throw badInput(RESET_ERRORS.invalid);
    if (reset.usedAt) throw conflict(RESET_ERRORS.used);
    if (reset.expiresAt.getTime() < Date.now()) throw new AppError('UNPROCESSABLE', RESET_ERRORS.expired);
    user.passwordHash = passwordHash;
    // A reset lifts the second factor's lock (it never turns the factor off).
    user.totpFailures = 0;
    user.totpLockedAt = null;
    reset.usedAt = new Date();
    // The other links mailed for the old password die with it.
    await em.nativeUpdate(PasswordReset, { user: user.id, usedAt: null }, { usedAt: reset.usedAt });
    audit(
      em,
      { admin: { id: user.id, username: user.username, role: user.role }, ip: ctx.ip },
      'staff.password_reset',
      { type: 'admin_user', id: user.id },
      null,
      { passwordChanged: true },
    );
    await em.flush();
    await endSessionsOf(em, user.id);
    logSecurityEvent(ctx, {
      event: 'password_reset',
      outcome: 'success',
      accountId: user.id,
      username: user.username,
    });
  });
}
