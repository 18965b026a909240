import { Router } from 'express';
import { idParam, route } from '../../rest/route.js';
import type { AdminUser } from '../auth/admin-user.entity.js';
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
});

const invitation = (i: StaffInvitation) => ({
  id: i.id,
  email: i.email,
  role: i.role,
  expiresAt: i.expiresAt,
  createdAt: i.createdAt,
});

export function staffRoutes(): Router {
  const router = Router();
  router.get(
    '/admin/staff',
    route(
      async (ctx) => ({
        members: (await staff.listStaff(ctx)).map(account),
        invitations: (await staff.listInvitations(ctx)).map(invitation),
      }),
      { admin: 'owner' },
    ),
  );
  router.post(
    '/admin/staff',
    route(async (ctx, req) => invitation(await staff.inviteStaff(ctx, req.body)), {
      admin: 'owner',
      status: 201,
    }),
  );
  router.post(
    '/admin/staff/:id/disable',
    route(async (ctx, req) => account(await staff.disableStaff(ctx, idParam(req, STAFF_ERRORS.notFound))), {
      admin: 'owner',
    }),
  );
  router.post(
    '/admin/staff/:id/enable',
    route(async (ctx, req) => account(await staff.enableStaff(ctx, idParam(req, STAFF_ERRORS.notFound))), {
      admin: 'owner',
    }),
  );
  router.post(
    '/admin/invitations/accept',
    route(async (ctx, req) => account(await staff.acceptInvitation(ctx, req.body)), { status: 201 }),
  );
  return router;
}
