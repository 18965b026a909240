import { Router } from 'express';
import { route } from '../../rest/route.js';
import * as auth from './auth.service.js';

export function authRoutes(): Router {
  const router = Router();
  router.post(
    '/admin/login',
    route(async (ctx, req) => {
      const user = await auth.login(ctx, req.body?.username, req.body?.password);
      return { id: user.id, username: user.username, role: user.role };
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
      return user ? { id: user.id, username: user.username, role: user.role } : null;
    }),
  );
  return router;
}
