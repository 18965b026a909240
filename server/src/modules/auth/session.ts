import type { RequestHandler } from 'express';
import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type pg from 'pg';
import type { Config } from '../../config.js';
import { SESSION_COOKIE } from './auth.service.js';

/**
 * Admin sessions: express-session with the PostgreSQL store (table admin_session). The cookie is
 * httpOnly, SameSite=Lax, Secure in production; `rolling` renews the idle timeout on every request;
 * the absolute lifetime is enforced below from the login time.
 */
export function sessionMiddleware(config: Config, pool: pg.Pool): RequestHandler[] {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: 'admin_session',
    createTableIfMissing: false,
    ttl: config.sessionIdleSeconds,
    pruneSessionInterval: config.nodeEnv === 'test' ? false : 600,
  });
  const handler = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: 'destroy',
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
      maxAge: config.sessionIdleSeconds * 1000,
      path: '/',
    },
  });
  const absoluteExpiry: RequestHandler = (req, _res, next) => {
    const loginAt = req.session?.loginAt;
    if (loginAt && Date.now() - loginAt > config.sessionAbsoluteSeconds * 1000) {
      req.session.destroy(() => next());
      return;
    }
    next();
  };
  return [handler, absoluteExpiry];
}
