import { Router } from 'express';
import { route } from '../../rest/route.js';
import type { AppContext } from '../../context.js';
import type { AdminUser } from './admin-user.entity.js';
import * as auth from './auth.service.js';

/** The signed-in account as the REST calls answer it. */
export const account = (ctx: AppContext, user: AdminUser) => ({
  id: user.id,
  username: user.username,
  role: user.role,
  twoFactorEnabled: user.twoFactorEnabled,
  mustEnrolTwoFactor: ctx.enrolling?.id === user.id,
});

export function authRoutes(): Router {
  const router = Router();
  router.post(
    '/admin/login',
    route(async (ctx, req) => {
      const { user } = await auth.login(ctx, req.body?.username, req.body?.password);
      return user ? account(ctx, user) : { twoFactorRequired: true };
    }),
  );
  router.post(
    '/admin/logout',
    route(async (ctx) => ({ success: await auth.logout(ctx) })),
  );
  router.get(
    '/admin/me',
    route(async (ctx) => {
      const user = await auth.me(ctx);
      return user ? account(ctx, user) : null;
    }),
  );
  return router;
}
