import { restRoutes } from '../../rest/api-routes.js';
import { bool, int, nullable, obj, oneOfValues, str } from '../../rest/json-schema.js';
import { AdminRole } from './admin-user.entity.js';
import * as auth from './auth.service.js';

const ACCOUNT = obj({ id: int, username: str, role: oneOfValues(Object.values(AdminRole)) });

export function authRoutes() {
  const api = restRoutes('Admin session');
  api.post(
    '/admin/login',
    {
      summary: 'Sign in',
      description: 'Sets the admin session cookie (`Set-Cookie`) that the admin calls need.',
      body: {
        schema: obj({
          username: { type: 'string', minLength: 1 },
          password: { type: 'string', minLength: 1 },
        }),
        example: { username: 'admin', password: 'the password printed at first start' },
      },
      response: { description: 'The signed-in account', schema: ACCOUNT },
      errors: { 401: 'Wrong username or password.', 429: 'Too many failed sign-ins.' },
    },
    async (ctx, req) => {
      const user = await auth.login(ctx, req.body?.username, req.body?.password);
      return { id: user.id, username: user.username, role: user.role };
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
      return user ? { id: user.id, username: user.username, role: user.role } : null;
    },
  );
  return api;
}
