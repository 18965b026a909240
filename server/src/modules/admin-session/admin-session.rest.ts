import { Router } from 'express';
import { badInput } from '../../common/errors.js';
import { route } from '../../rest/route.js';
import * as sessions from './admin-session.service.js';

const SESSION_ID = /^[\w-]{1,64}$/;

export function adminSessionRoutes(): Router {
  const router = Router();
  // `?user=ID`: an owner lists another account's sessions.
  router.get(
    '/admin/sessions',
    route(
      (ctx, req) => {
        const user = req.query.user;
        if (user !== undefined && !(typeof user === 'string' && /^\d{1,9}$/.test(user)))
          throw badInput('user must be an account id.');
        return sessions.listSessions(ctx, user === undefined ? undefined : Number(user));
      },
      { admin: true },
    ),
  );
  router.delete(
    '/admin/sessions/:id',
    route(
      async (ctx, req) => {
        const id = String(req.params.id);
        if (!SESSION_ID.test(id)) throw sessions.sessionNotFound();
        await sessions.endSession(ctx, id);
      },
      { admin: true, status: 204 },
    ),
  );
  return router;
}
