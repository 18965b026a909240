import { Router } from 'express';
import { route } from '../../rest/route.js';
import * as reset from './password-reset.service.js';

export function passwordResetRoutes(): Router {
  const router = Router();
  router.post(
    '/admin/password-reset',
    route(
      async (ctx, req) => {
        await reset.requestPasswordReset(ctx, req.body);
        return { accepted: true };
      },
      { status: 202 },
    ),
  );
  router.post(
    '/admin/password-reset/complete',
    route(async (ctx, req) => {
      await reset.completePasswordReset(ctx, req.body);
      return { success: true };
    }),
  );
  return router;
}
