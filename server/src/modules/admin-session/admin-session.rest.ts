import { badInput } from '../../common/errors.js';
import { restRoutes } from '../../rest/api-routes.js';
import { arr, bool, dateTime, int, nullable, obj, str } from '../../rest/json-schema.js';
import { SESSION_ERRORS } from './admin-session.errors.js';
import * as sessions from './admin-session.service.js';

const SESSION_ID = /^[\w-]{1,64}$/;

const SESSION = obj({
  id: str,
  userId: int,
  username: str,
  device: nullable(str),
  address: nullable(str),
  signedInAt: dateTime,
  lastUsedAt: dateTime,
  current: bool,
});

export function adminSessionRoutes() {
  const api = restRoutes('Sessions');
  // `?user=ID`: an owner lists another account's sessions.
  api.get(
    '/admin/sessions',
    {
      summary: 'Active back-office sessions (this device first)',
      description: "One's own; an owner may ask for another account's with `user`.",
      auth: 'admin',
      query: { user: { schema: int, description: 'Account id (owners only, for another account)' } },
      response: { description: 'The sessions, this device first, then by last use', schema: arr(SESSION) },
    },
    (ctx, req) => {
      const user = req.query.user;
      if (user !== undefined && !(typeof user === 'string' && /^\d{1,9}$/.test(user)))
        throw badInput(SESSION_ERRORS.badUser);
      return sessions.listSessions(ctx, user === undefined ? undefined : Number(user));
    },
  );
  api.delete(
    '/admin/sessions/:id',
    {
      summary: 'End a session at once (its next request is signed out)',
      description: "One's own, or anyone's for an owner; another account's answers 404 to staff.",
      auth: 'admin',
      params: { id: 'unknown-session' },
      response: { status: 204, description: 'Ended' },
    },
    async (ctx, req) => {
      const id = String(req.params.id);
      if (!SESSION_ID.test(id)) throw sessions.sessionNotFound();
      await sessions.endSession(ctx, id);
    },
  );
  return api;
}
