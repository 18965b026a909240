import { acceptInvitationSchema, STAFF_ROLES, staffInviteSchema } from '../../../../domain/schemas/staff.js';
import { restRoutes, type RouteSpec } from '../../rest/api-routes.js';
import { arr, bool, dateTime, int, nullable, obj, oneOfValues, str } from '../../rest/json-schema.js';
import { idParam } from '../../rest/route.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
import * as twoFactor from '../two-factor/two-factor.service.js';
import type { StaffInvitation } from './staff-invitation.entity.js';
import { STAFF_ERRORS } from './staff.errors.js';
import * as staff from './staff.service.js';

const account = (u: AdminUser) => ({
  id: u.id,
  username: u.username,
  role: u.role,
  email: u.email ?? null,
  disabledAt: u.disabledAt ?? null,
  lastLoginAt: u.lastLoginAt ?? null,
  twoFactorEnabled: u.twoFactorEnabled,
  twoFactorLocked: u.twoFactorLocked,
});

const invitation = (i: StaffInvitation) => ({
  id: i.id,
  email: i.email,
  role: i.role,
  expiresAt: i.expiresAt,
  createdAt: i.createdAt,
});

const ROLE = oneOfValues(STAFF_ROLES);
const ACCOUNT = obj({
  id: int,
  username: str,
  role: ROLE,
  email: nullable(str),
  disabledAt: nullable(dateTime),
  lastLoginAt: nullable(dateTime),
  twoFactorEnabled: bool,
  twoFactorLocked: bool,
});
const INVITATION = obj({ id: int, email: str, role: ROLE, expiresAt: dateTime, createdAt: dateTime });

export function staffRoutes() {
  const api = restRoutes('Staff');
  const one: RouteSpec['response'] = { description: 'The account', schema: ACCOUNT };
  const notFound = (req: Parameters<typeof idParam>[0]) => idParam(req, STAFF_ERRORS.notFound);
  api.get(
    '/admin/staff',
    {
      summary: 'Staff accounts and open invitations',
      auth: 'owner',
      response: {
        description: 'Accounts and invitations',
        schema: obj({ members: arr(ACCOUNT), invitations: arr(INVITATION) }),
      },
    },
    async (ctx) => ({
      members: (await staff.listStaff(ctx)).map(account),
      invitations: (await staff.listInvitations(ctx)).map(invitation),
    }),
  );
  api.post(
    '/admin/staff',
    {
      summary: 'Invite a staff member',
      description: 'Mails a one-time link (in Korean) to choose a username and password.',
      auth: 'owner',
      body: { schema: staffInviteSchema, example: { email: 'new.person@example.com', role: 'staff' } },
      response: { status: 201, description: 'The invitation', schema: INVITATION },
      errors: { 409: 'An active account has that address.' },
    },
    async (ctx, req) => invitation(await staff.inviteStaff(ctx, req.body)),
  );
  api.post(
    '/admin/staff/:id/disable',
    { summary: 'Disable an account', auth: 'owner', response: one, errors: { 409: 'The last owner.' } },
    async (ctx, req) => account(await staff.disableStaff(ctx, notFound(req))),
  );
  api.post(
    '/admin/staff/:id/enable',
    { summary: 'Enable an account', auth: 'owner', response: one },
    async (ctx, req) => account(await staff.enableStaff(ctx, notFound(req))),
  );
  api.post(
    '/admin/staff/:id/totp/reset',
    {
      summary: "Reset an account's two-factor sign-in",
      description:
        'For a lost phone, or a factor someone else bound: it is turned off, its recovery codes are gone, every session of the account ends and the account is mailed. Audited.',
      auth: 'owner',
      response: one,
    },
    async (ctx, req) => account(await twoFactor.resetTwoFactor(ctx, notFound(req))),
  );
  api.post(
    '/admin/staff/:id/totp/unlock',
    {
      summary: "Unlock an account's two-factor sign-in",
      description:
        'After 10 wrong codes in a row it locks; this lifts the lock (the factor itself stays). Audited.',
      auth: 'owner',
      response: one,
    },
    async (ctx, req) => account(await twoFactor.unlockTwoFactor(ctx, notFound(req))),
  );
  api.post(
    '/admin/invitations/accept',
    {
      summary: 'Accept an invitation',
      body: {
        schema: acceptInvitationSchema,
        example: {
          token: 'the token of the mailed link',
          username: 'minji',
          password: 'a long passphrase 2026',
        },
      },
      response: { ...one, status: 201 },
      errors: { 409: 'The username is taken.', 429: 'Too many attempts.' },
    },
    async (ctx, req) => account(await staff.acceptInvitation(ctx, req.body)),
  );
  return api;
}
