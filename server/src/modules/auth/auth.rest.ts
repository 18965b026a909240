import { restRoutes } from '../../rest/api-routes.js';
import { bool, int, nullable, obj, oneOfValues, str } from '../../rest/json-schema.js';
import type { AppContext } from '../../context.js';
import { AdminRole, type AdminUser } from './admin-user.entity.js';
import * as auth from './auth.service.js';

/** The signed-in account as the REST calls answer it. */
export const account = (ctx: AppContext, user: AdminUser) => ({
  id: user.id,
  username: user.username,
  role: user.role,
  twoFactorEnabled: user.twoFactorEnabled,
  mustEnrolTwoFactor: ctx.enrolling?.id === user.id,
});

/** `account()` as the document describes it. */
export const ACCOUNT = obj({
  id: int,
  username: str,
  role: oneOfValues(Object.values(AdminRole)),
  twoFactorEnabled: bool,
  mustEnrolTwoFactor: bool,
});

export function authRoutes() {
  const api = restRoutes('Admin session');
  api.post(
    '/admin/login',
    {
      summary: 'Sign in',
      description:
        'Sets the admin session cookie (`Set-Cookie`) that the admin calls need. For an account with two-factor sign-in, answers `{ twoFactorRequired: true }` without a session: then `POST /api/admin/login/totp` with the same cookie within 5 minutes.',
      body: {
        schema: obj({
          username: { type: 'string', minLength: 1 },
          password: { type: 'string', minLength: 1 },
        }),
        example: { username: 'admin', password: 'the password printed at first start' },
      },
      response: {
        description: 'The signed-in account, or that a two-factor code is needed',
        schema: { oneOf: [ACCOUNT, obj({ twoFactorRequired: oneOfValues([true]) })] },
      },
      errors: { 401: 'Wrong username or password.', 429: 'Too many failed sign-ins.' },
    },
    async (ctx, req) => {
      const { user } = await auth.login(ctx, req.body?.username, req.body?.password);
      return user ? account(ctx, user) : { twoFactorRequired: true };
    },
  );
  api.post(
    '/admin/logout',
    { summary: 'Sign out', response: { description: 'Signed out', schema: obj({ success: bool }) } },
    async (ctx) => ({ success: await auth.logout(ctx) }),
  );
  api.get(
    '/admin/me',
    {
      summary: 'The signed-in account',
      response: { description: 'The account, or null without a session', schema: nullable(ACCOUNT) },
    },
    async (ctx) => {
      const user = await auth.me(ctx);
      return user ? account(ctx, user) : null;
    },
  );
  return api;
}
