import { randomBytes } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  createAcceptInvitationSchema,
  STAFF_MESSAGES,
  staffInviteSchema,
} from '../../../../domain/schemas/staff.js';
import { isCommonPassword } from '../../common/common-passwords.js';
import type { AppContext } from '../../context.js';
import { AppError, badInput, conflict, notFound } from '../../common/errors.js';
import { validate } from '../../common/validate.js';
import { audit } from '../audit/audit.js';
import { AdminRole, AdminUser } from '../auth/admin-user.entity.js';
import { endSessionsOf, hashPassword } from '../auth/auth.service.js';
import { queueMail } from '../../platform/mail/mail-outbox.js';
import { mailSecrets } from '../../platform/mail/mail.secrets.js';
import { renderMail } from '../mail/templates/render.js';
import { staffInvitation } from '../mail/templates/staff.js';
import { StaffInvitation } from './staff-invitation.entity.js';
import { STAFF_ERRORS } from './staff.errors.js';

export const INVITATION_HOURS = 72;
const PURPOSE = 'staff-invitation';
const TOKEN = /^[\w-]{43}$/;
/** The invitee's password is checked against the long list of common passwords too. */
const acceptInvitationSchema = createAcceptInvitationSchema(STAFF_MESSAGES, isCommonPassword);

/** The stored form of a token: keyed, unsalted (the token is random; it is looked up by its hash). */
const tokenHash = (ctx: AppContext, token: string) => ctx.hasher.hash(PURPOSE, token, '');

/** Owner: every account, owners first, then by name. */
export function listStaff(ctx: AppContext): Promise<AdminUser[]> {
  return ctx.em.find(AdminUser, {}, { orderBy: { role: 'asc', username: 'asc' }, limit: 200 });
}

/** Owner: the invitations not used yet and not replaced (expired ones too: the screen says so). */
export function listInvitations(ctx: AppContext): Promise<StaffInvitation[]> {
  return ctx.em.find(
    StaffInvitation,
    { acceptedAt: null, revokedAt: null },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
}

/**
 * Owner: invites someone by e-mail. The mail (in Korean, the team's language) is queued in the
 * invitation's transaction; a newer invitation to the same address replaces an unused older one.
 */
export async function inviteStaff(ctx: AppContext, input: unknown): Promise<StaffInvitation> {
  const { email, role } = validate(staffInviteSchema, input);
  // A disabled account does not keep its address: its owner may be invited again (with a new account).
  const taken = await ctx.em.count(AdminUser, { email, disabledAt: null });
  if (taken) throw conflict(STAFF_ERRORS.emailTaken);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_HOURS * 3600_000);
  const link = `${ctx.config.publicUrl}/admin/invitation?token=${token}`;
  const mail = await renderMail(staffInvitation, 'KOR', {
    link,
    role,
    invitedBy: ctx.admin!.username,
    expiresAt: expiresAt.toISOString(),
  });
  const invitation = await ctx.em.transactional(async (em) => {
    await em.nativeUpdate(
      StaffInvitation,
      { email, acceptedAt: null, revokedAt: null },
      { revokedAt: new Date() },
    );
    const created = em.create(StaffInvitation, {
      email,
      role: role as AdminRole,
      tokenHash: tokenHash(ctx, token),
      expiresAt,
      invitedBy: em.getReference(AdminUser, ctx.admin!.id),
    });
    queueMail(em, { kind: 'staff_invitation', to: email, ...mail, secrets: mailSecrets(ctx.hasher, token) });
    await em.flush();
    audit(em, ctx, 'staff.invite', { type: 'staff_invitation', id: created.id }, null, { email, role });
    await em.flush();
    return created;
  });
  ctx.mail.kick();
  return invitation;
}

/**
 * Anyone with the link: makes the account the invitation names, once. Guesses of a token are
 * limited per address like sign-ins.
 */
export async function acceptInvitation(ctx: AppContext, input: unknown): Promise<AdminUser> {
  const raw = (input ?? {}) as { token?: unknown };
  if (typeof raw.token !== 'string' || !TOKEN.test(raw.token.trim())) {
    throw badInput(STAFF_ERRORS.invitationInvalid);
  }
  const values = validate(acceptInvitationSchema, input);
  await ctx.rateLimiters.publicWrite.consume(ctx.address);
  const passwordHash = await hashPassword(values.password);
  try {
    return await ctx.em.transactional(async (em) => {
      const invitation = await em.findOne(
        StaffInvitation,
        { tokenHash: tokenHash(ctx, values.token) },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!invitation || invitation.revokedAt) throw badInput(STAFF_ERRORS.invitationInvalid);
      if (invitation.acceptedAt) throw conflict(STAFF_ERRORS.invitationUsed);
      if (invitation.expiresAt.getTime() < Date.now())
        throw new AppError('UNPROCESSABLE', STAFF_ERRORS.invitationExpired);
      if (await em.count(AdminUser, { username: values.username }))
        throw conflict(STAFF_ERRORS.usernameTaken);
      if (await em.count(AdminUser, { email: invitation.email, disabledAt: null }))
        throw conflict(STAFF_ERRORS.emailTaken);
      // The address moves to the new account: a disabled one that had it keeps none (enabled again,
      // it sets one itself), so a password reset can only ever reach one account.
      await em.nativeUpdate(AdminUser, { email: invitation.email }, { email: null });
      const user = em.create(AdminUser, {
        username: values.username,
        passwordHash,
        role: invitation.role,
        email: invitation.email,
      });
      invitation.acceptedAt = new Date();
      invitation.user = user;
      await em.flush();
      // The new account is its own author: nobody else is signed in here.
      const author = { admin: { id: user.id, username: user.username, role: user.role }, ip: ctx.ip };
      audit(em, author, 'staff.join', { type: 'admin_user', id: user.id }, null, {
        username: user.username,
        email: user.email,
        role: user.role,
        invitationId: invitation.id,
      });
      await em.flush();
      return user;
    });
  } catch (error) {
    // Two acceptances at once, or the same name chosen meanwhile.
    if (error instanceof UniqueConstraintViolationException) throw conflict(STAFF_ERRORS.usernameTaken);
    throw error;
  }
}

/** Owner: disables an account (not their own); every session of it ends at once. */
export async function disableStaff(ctx: AppContext, id: number): Promise<AdminUser> {
  if (id === ctx.admin!.id) throw badInput(STAFF_ERRORS.self);
  return ctx.em.transactional(async (em) => {
    const user = await em.findOne(AdminUser, { id });
    if (!user) throw notFound(STAFF_ERRORS.notFound);
    if (!user.disabledAt) {
      user.disabledAt = new Date();
      audit(
        em,
        ctx,
        'staff.disable',
        { type: 'admin_user', id: user.id },
        { disabledAt: null },
        {
          disabledAt: user.disabledAt.toISOString(),
        },
      );
      await em.flush();
    }
    await endSessionsOf(em, user.id);
    return user;
  });
}

/** Owner: lets a disabled account sign in again. */
export async function enableStaff(ctx: AppContext, id: number): Promise<AdminUser> {
  const user = await ctx.em.findOne(AdminUser, { id });
  if (!user) throw notFound(STAFF_ERRORS.notFound);
  if (user.disabledAt) {
    audit(
      ctx.em,
      ctx,
      'staff.enable',
      { type: 'admin_user', id: user.id },
      {
        disabledAt: user.disabledAt.toISOString(),
      },
      { disabledAt: null },
    );
    user.disabledAt = null;
  }
  // One flush: the account and its audit entry commit together.
  await ctx.em.flush();
  return user;
}
