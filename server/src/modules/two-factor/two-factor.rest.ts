import { Router } from 'express';
import { ENROLMENT } from '../../common/access.js';
import { route } from '../../rest/route.js';
import { account } from '../auth/auth.rest.js';
import * as twoFactor from './two-factor.service.js';

export function twoFactorRoutes(): Router {
  const router = Router();
  router.post(
    '/admin/login/totp',
    route(async (ctx, req) => {
      const { user } = await twoFactor.loginWithTotp(ctx, req.body ?? {});
      return account(ctx, user!);
    }),
  );
  router.post(
    '/admin/totp/setup',
    route(async (ctx) => twoFactor.setupTotp(ctx), { admin: ENROLMENT }),
  );
  router.post(
    '/admin/totp/enable',
    route(async (ctx, req) => ({ recoveryCodes: await twoFactor.enableTotp(ctx, req.body?.code) }), {
      admin: ENROLMENT,
    }),
  );
  router.post(
    '/admin/totp/disable',
    route(async (ctx, req) => ({ success: await twoFactor.disableTotp(ctx, req.body?.password) }), {
      admin: true,
    }),
  );
  router.get(
    '/admin/totp/policy',
    route(async (ctx) => twoFactor.twoFactorPolicy(ctx), { admin: ENROLMENT }),
  );
  router.put(
    '/admin/totp/policy',
    route(async (ctx, req) => twoFactor.setTwoFactorPolicy(ctx, req.body?.requiredForEveryone), {
      admin: 'owner',
    }),
  );
  return router;
}
