import { emailChangeSchema, passwordChangeSchema } from '../../../../domain/schemas/staff.js';
import { restRoutes } from '../../rest/api-routes.js';
import { bool, nullable, obj, str } from '../../rest/json-schema.js';
import * as account from './account.service.js';

const EMAIL_STATE = obj({ email: nullable(str), pendingEmail: nullable(str) });

/** The signed-in account's own password and e-mail address. */
export function accountRoutes() {
  const api = restRoutes('Admin session');
  api.post(
    '/admin/me/password',
    {
      summary: 'Change your password',
      description:
        'Needs the current password; the new one has 12+ characters and is not a common one. Every other session of the account ends (this one stays).',
      auth: 'admin',
      body: {
        schema: passwordChangeSchema,
        example: { currentPassword: 'the password in use', newPassword: 'a new long passphrase 2026' },
      },
      response: { description: 'Changed', schema: obj({ success: bool }) },
      errors: { 401: 'The current password is missing or wrong.', 429: 'Too many wrong passwords.' },
    },
    async (ctx, req) => {
      await account.changeMyPassword(ctx, req.body);
      return { success: true };
    },
  );
  api.patch(
    '/admin/me',
    {
      summary: 'Set your e-mail address',
      description:
        'Needs the current password. A link valid 24 hours goes to the new address; the address changes when it is opened (`POST /api/admin/me/email/confirm`). Password reset links go to the address in use.',
      auth: 'admin',
      body: {
        schema: emailChangeSchema,
        example: { email: 'me@example.com', currentPassword: 'the password in use' },
      },
      response: {
        description: 'The address in use and the one waiting for confirmation',
        schema: EMAIL_STATE,
      },
      errors: {
        401: 'The current password is missing or wrong.',
        409: 'An active account has that address.',
        429: 'Too many changes in an hour.',
      },
    },
    (ctx, req) => account.changeMyEmail(ctx, req.body),
  );
  api.post(
    '/admin/me/email/confirm',
    {
      summary: 'Confirm a new e-mail address',
      description:
        'With the token of the link mailed to the new address; works once, within 24 hours, without a session.',
      body: { schema: obj({ token: str }), example: { token: 'the token of the mailed link' } },
      response: { description: 'Confirmed', schema: obj({ success: bool }) },
      errors: { 409: 'The link was used already.', 422: 'The link expired.' },
    },
    async (ctx, req) => {
      await account.confirmEmailChange(ctx, req.body?.token);
      return { success: true };
    },
  );
  return api;
}
