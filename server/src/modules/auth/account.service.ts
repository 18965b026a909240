import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import {
  createPasswordChangeSchema,
  emailChangeSchema,
  STAFF_MESSAGES,
} from '../../../../domain/schemas/staff.js';
import type { AppContext } from '../../context.js';
import { isCommonPassword } from '../../common/common-passwords.js';
import { AppError, badInput, conflict, tooManyRequests } from '../../common/errors.js';
import { logSecurityEvent } from '../../common/security-log.js';
import { validate } from '../../common/validate.js';
import { audit } from '../audit/audit.js';
import { queueMail } from '../../platform/mail/mail-outbox.js';
import { mailSecrets } from '../../platform/mail/mail.secrets.js';
import { renderMail } from '../mail/templates/render.js';
import { staffEmailChange } from '../mail/templates/staff.js';
import { AdminEmailChange } from './admin-email-change.entity.js';
import { AdminUser } from './admin-user.entity.js';
import { PasswordReset } from './password-reset.entity.js';
import { confirmPassword, endSessionsOf, hashPassword } from './auth.service.js';
import { ACCOUNT_ERRORS } from './auth.errors.js';

/** How long an e-mail confirmation link works. */
export const EMAIL_CHANGE_HOURS = 24;
/** E-mail changes (confirmation mails) one account may ask for in an hour. */
export const EMAIL_CHANGES_PER_HOUR = 3;
const PURPOSE = 'email-change';
const TOKEN = /^[\w-]{43}$/;

const passwordChangeSchema = createPasswordChangeSchema(STAFF_MESSAGES, isCommonPassword);
const tokenHash = (ctx: AppContext, token: string) => ctx.hasher.hash(PURPOSE, token, '');

/** The signed-in account's address and the one waiting for its confirmation (null: none). */
export interface EmailState {
  email: string | null;
  pendingEmail: string | null;
}

/** The address an account asked for and has not confirmed yet (its link still valid), or null. */
export async function pendingEmailOf(ctx: AppContext, userId: number): Promise<string | null> {
  const change = await ctx.em.findOne(
    AdminEmailChange,
    { user: userId, usedAt: null, expiresAt: { $gt: new Date() } },
    { orderBy: { id: 'desc' } },
  );
  return change?.email ?? null;
}

/**
 * The signed-in account changes its password: the current one first (a stolen session alone cannot),
 * then the new one by the accounts' rules (12+ characters, not among the ~49,000 most common). Every
 * other session of the account ends (this one stays); the second factor's lock, if any, is lifted;
 * reset links still out are voided. Audited.
 */
export async function changeMyPassword(ctx: AppContext, input: unknown): Promise<void> {
  const who = ctx.admin!;
  const { currentPassword, newPassword } = validate(passwordChangeSchema, input);
  const user = await ctx.em.findOneOrFail(AdminUser, { id: who.id });
  await confirmPassword(ctx, user, currentPassword);
  if (newPassword === currentPassword) throw badInput(ACCOUNT_ERRORS.samePassword, { field: 'newPassword' });
  user.passwordHash = await hashPassword(newPassword);
  user.totpFailures = 0;
  user.totpLockedAt = null;
  const ended = await ctx.em.transactional(async (em) => {
    audit(em, ctx, 'staff.password_change', { type: 'admin_user', id: user.id }, null, {
      passwordChanged: true,
    });
    await em.nativeUpdate(PasswordReset, { user: user.id, usedAt: null }, { usedAt: new Date() });
    await em.flush();
    return endSessionsOf(em, user.id, ctx.req.sessionID);
  });
  logSecurityEvent(ctx, {
    event: 'password_change',
    outcome: 'success',
    accountId: user.id,
    username: user.username,
    otherSessionsEnded: ended,
  });
}

/**
 * The signed-in account asks to use another e-mail address, with its current password: a link valid
 * 24 hours goes to the new address, and nothing changes until it is opened (confirmEmailChange). A
 * newer request replaces an older one; 3 an hour at most. An address an active account has is refused.
 */
export async function changeMyEmail(ctx: AppContext, input: unknown): Promise<EmailState> {
  const who = ctx.admin!;
  const { email, currentPassword } = validate(emailChangeSchema, input);
  const user = await ctx.em.findOneOrFail(AdminUser, { id: who.id });
  await confirmPassword(ctx, user, currentPassword);
  if (user.email === email) throw badInput(ACCOUNT_ERRORS.sameEmail, { field: 'email' });
  if (await ctx.em.count(AdminUser, { email, disabledAt: null, id: { $ne: user.id } }))
    throw conflict(ACCOUNT_ERRORS.emailTaken);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_HOURS * 3600_000);
  const mail = await renderMail(staffEmailChange, 'KOR', {
    link: `${ctx.config.publicUrl}/admin/confirm-email?token=${token}`,
    username: user.username,
    expiresAt: expiresAt.toISOString(),
  });
  await ctx.em.transactional(async (em) => {
    await em.findOneOrFail(AdminUser, { id: user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const recent = await em.count(AdminEmailChange, {
      user: user.id,
      createdAt: { $gt: new Date(Date.now() - 3600_000) },
    });
    if (recent >= EMAIL_CHANGES_PER_HOUR) throw tooManyRequests(3600, ACCOUNT_ERRORS.tooManyEmailChanges);
    await em.nativeUpdate(AdminEmailChange, { user: user.id, usedAt: null }, { usedAt: new Date() });
    em.create(AdminEmailChange, { user: user.id, email, tokenHash: tokenHash(ctx, token), expiresAt });
    queueMail(em, { kind: 'email_change', to: email, ...mail, secrets: mailSecrets(ctx.hasher, token) });
    await em.flush();
  });
  ctx.mail.kick();
  logSecurityEvent(ctx, {
    event: 'email_change',
    outcome: 'confirmation_mailed',
    accountId: user.id,
    username: user.username,
  });
  return { email: user.email ?? null, pendingEmail: email };
}

/**
 * Whoever opens the confirmation link (the new mailbox's holder; no session needed): the account's
 * address becomes the new one, once. Reset links mailed to the old address are voided; a disabled
 * account that had the new address loses it. Audited as done by the account.
 */
export async function confirmEmailChange(ctx: AppContext, token: unknown): Promise<void> {
  if (typeof token !== 'string' || !TOKEN.test(token.trim())) throw badInput(ACCOUNT_ERRORS.linkInvalid);
  await ctx.rateLimiters.publicWrite.consume(ctx.address);
  const user = await ctx.em.transactional(async (em) => {
    const change = await em.findOne(
      AdminEmailChange,
      { tokenHash: tokenHash(ctx, token.trim()) },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const account = change && (await em.findOne(AdminUser, { id: change.user.id }));
    if (!change || !account || account.disabledAt) throw badInput(ACCOUNT_ERRORS.linkInvalid);
    if (change.usedAt) throw conflict(ACCOUNT_ERRORS.linkUsed);
    if (change.expiresAt.getTime() < Date.now())
      throw new AppError('UNPROCESSABLE', ACCOUNT_ERRORS.linkExpired);
    if (await em.count(AdminUser, { email: change.email, disabledAt: null, id: { $ne: account.id } }))
      throw conflict(ACCOUNT_ERRORS.emailTaken);
    await em.nativeUpdate(AdminUser, { email: change.email, id: { $ne: account.id } }, { email: null });
    const before = account.email ?? null;
    account.email = change.email;
    change.usedAt = new Date();
    await em.nativeUpdate(PasswordReset, { user: account.id, usedAt: null }, { usedAt: change.usedAt });
    audit(
      em,
      { admin: { id: account.id, username: account.username, role: account.role }, ip: ctx.ip },
      'staff.email_change',
      { type: 'admin_user', id: account.id },
      { email: before },
      { email: account.email },
    );
    await em.flush();
    return account;
  });
  logSecurityEvent(ctx, {
    event: 'email_change',
    outcome: 'success',
    accountId: user.id,
    username: user.username,
  });
}
