import { restRoutes } from '../../rest/api-routes.js';
import { arr, bool, obj, str, type JsonSchema } from '../../rest/json-schema.js';
import { ACCOUNT, account } from '../auth/auth.rest.js';
import * as twoFactor from './two-factor.service.js';
import { loginWithTotp } from './two-factor-sign-in.service.js';

const CODE: JsonSchema = {
  type: 'string',
  pattern: '^\\s*\\d{3}\\s*\\d{3}\\s*$',
  description: 'Six digits from the app',
};
const POLICY = obj({ requiredForOwners: bool, requiredForEveryone: bool });
const PASSWORD = {
  schema: obj({ password: { type: 'string', minLength: 1 } }),
  example: { password: 'my password' },
};
const RECOVERY_CODES = {
  description: 'Ten single-use recovery codes, shown this once',
  schema: obj({ recoveryCodes: arr(str) }),
};

export function twoFactorRoutes() {
  const api = restRoutes('Two-factor sign-in');
  api.post(
    '/admin/login/totp',
    {
      summary: 'Complete a sign-in with a TOTP code or a recovery code',
      description:
        'Within 5 minutes of `POST /api/admin/login` answering `twoFactorRequired`, with the same cookie. Guesses count like passwords; a used code cannot be replayed.',
      body: {
        schema: obj({ code: CODE, recoveryCode: str }, ['code', 'recoveryCode']),
        example: { code: '123456' },
      },
      response: { description: 'The signed-in account', schema: ACCOUNT },
      errors: { 401: 'No sign-in waiting, or it expired.', 429: 'Too many failed codes.' },
    },
    async (ctx, req) => {
      const { user } = await loginWithTotp(ctx, req.body ?? {});
      return account(ctx, user!);
    },
  );
  api.post(
    '/admin/totp/setup',
    {
      summary: 'Start setting up (or replacing) two-factor sign-in',
      description:
        'Needs the current password. With two-factor sign-in on already, the new secret replaces the one in use once `POST /api/admin/totp/enable` confirms it with a first code.',
      auth: 'enrolment',
      body: PASSWORD,
      response: {
        description: 'The secret, its otpauth:// URI and that URI as a QR code (a PNG data: URL)',
        schema: obj({ secret: str, otpauthUrl: str, qrCode: str }),
      },
      errors: { 401: 'No session, or the password is missing or wrong.', 429: 'Too many wrong passwords.' },
    },
    (ctx, req) => twoFactor.setupTotp(ctx, req.body?.password),
  );
  api.post(
    '/admin/totp/enable',
    {
      summary: 'Turn two-factor sign-in on (or replace it) with a first code',
      description: 'Confirms the set-up started by `POST /api/admin/totp/setup` (with the password).',
      auth: 'enrolment',
      body: { schema: obj({ code: CODE }), example: { code: '123456' } },
      response: RECOVERY_CODES,
      errors: { 409: 'No set-up started, or already on.', 429: 'Too many failed codes.' },
    },
    async (ctx, req) => ({ recoveryCodes: await twoFactor.enableTotp(ctx, req.body?.code) }),
  );
  api.post(
    '/admin/totp/disable',
    {
      summary: 'Turn two-factor sign-in off (where it is not required)',
      auth: 'admin',
      body: PASSWORD,
      response: { description: 'Turned off', schema: obj({ success: bool }) },
      errors: { 401: 'Wrong password.', 409: 'Required for this account.' },
    },
    async (ctx, req) => ({ success: await twoFactor.disableTotp(ctx, req.body?.password) }),
  );
  api.post(
    '/admin/totp/recovery-codes',
    {
      summary: 'New recovery codes',
      description: 'Needs the current password; the old codes stop working.',
      auth: 'admin',
      body: PASSWORD,
      response: RECOVERY_CODES,
      errors: {
        401: 'Wrong password.',
        409: 'Two-factor sign-in is not on.',
        429: 'Too many wrong passwords.',
      },
    },
    async (ctx, req) => ({ recoveryCodes: await twoFactor.regenerateRecoveryCodes(ctx, req.body?.password) }),
  );
  api.get(
    '/admin/totp/policy',
    {
      summary: 'Who must use two-factor sign-in',
      auth: 'enrolment',
      response: { description: 'The policy', schema: POLICY },
    },
    (ctx) => twoFactor.twoFactorPolicy(ctx),
  );
  api.put(
    '/admin/totp/policy',
    {
      summary: 'Require two-factor sign-in of every account (or not)',
      description: 'Turning it on signs out every account without it; their next sign-in goes to enrolment.',
      auth: 'owner',
      body: { schema: obj({ requiredForEveryone: bool }), example: { requiredForEveryone: false } },
      response: { description: 'The policy now', schema: POLICY },
      errors: { 409: 'The owner must use two-factor sign-in first.' },
    },
    (ctx, req) => twoFactor.setTwoFactorPolicy(ctx, req.body?.requiredForEveryone),
  );
  return api;
}
