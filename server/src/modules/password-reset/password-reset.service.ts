import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { passwordResetRequestSchema, passwordResetSchema } from '../../../../domain/schemas/staff.js';
import type { AppContext } from '../../context.js';
import { AppError, badInput, conflict } from '../../common/errors.js';
import { validate } from '../../common/validate.js';
import { audit } from '../audit/audit.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { endSessionsOf, hashPassword } from '../auth/auth.service.js';
import { queueMail } from '../mail/mail.service.js';
import { renderMail } from '../mail/templates/render.js';
import { staffPasswordReset } from '../mail/templates/staff.js';
import { PasswordReset } from './password-reset.entity.js';
import { RESET_ERRORS } from './password-reset.errors.js';

export const RESET_HOURS = 1;
const PURPOSE = 'password-reset';
const TOKEN = /^[\w-]{43}$/;

const tokenHash = (ctx: AppContext, token: string) => ctx.hasher.hash(PURPOSE, token, '');

/**
 * "Forgot password": mails a one-time link (1 hour) to the account with that e-mail address, if an
 * active one exists. The caller learns nothing either way: the same answer, and the same work (the
 * mail is rendered for an unknown address too) so the time does not tell either. Limited per address.
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
  if (!user) return;
  await ctx.em.transactional(async (em) => {
    // A newer link replaces the older ones.
    await em.nativeUpdate(PasswordReset, { user: user.id, usedAt: null }, { usedAt: new Date() });
    em.create(PasswordReset, { user, tokenHash: tokenHash(ctx, token), expiresAt });
    queueMail(em, { kind: 'password_reset', to: email, ...mail });
    await em.flush();
  });
  ctx.mail.kick();
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
    reset.usedAt = new Date();
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
  });
}
