import { passwordResetRequestSchema, passwordResetSchema } from '../../../../domain/schemas/staff.js';
import { restRoutes } from '../../rest/api-routes.js';
import { bool, obj, oneOfValues } from '../../rest/json-schema.js';
import * as reset from './password-reset.service.js';

export function passwordResetRoutes() {
  const api = restRoutes('Password reset');
  api.post(
    '/admin/password-reset',
    {
      summary: 'Ask for a password reset link by e-mail',
      description:
        'Always the same answer, whether or not an account has that address; the link (one use, valid 1 hour) goes by mail.',
      body: { schema: passwordResetRequestSchema, example: { email: 'staff@example.com' } },
      response: { status: 202, description: 'Accepted', schema: obj({ accepted: oneOfValues([true]) }) },
    },
    async (ctx, req) => {
      await reset.requestPasswordReset(ctx, req.body);
      return { accepted: true };
    },
  );
  api.post(
    '/admin/password-reset/complete',
    {
      summary: 'Choose a new password with a reset link',
      description: "Ends every session of that account; the link's token works once.",
      body: {
        schema: passwordResetSchema,
        example: { token: 'the-token-from-the-link', password: 'a long new password 42' },
      },
      response: { description: 'Changed', schema: obj({ success: bool }) },
      errors: { 409: 'The link was used already.', 422: 'The link expired.' },
    },
    async (ctx, req) => {
      await reset.completePasswordReset(ctx, req.body);
      return { success: true };
    },
  );
  return api;
}
