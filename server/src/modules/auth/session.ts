import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type pg from 'pg';
import type { Config } from '../../config.js';
import { generateSecret } from '../../common/secrets.js';
import { sharedSetting } from '../app-setting/app-setting.service.js';
import { SESSION_COOKIE } from './auth.service.js';

/** Where versions before the shared secret kept the generated one (one per data directory). */
export const LEGACY_SECRET_FILE = 'session-secret';

/**
 * The secret that signs session cookies: SESSION_SECRET when configured, otherwise one generated
 * once and kept in the database, so every instance on it accepts the others' cookies. A secret an
 * earlier version kept in DATA_DIR/session-secret becomes the stored one, so logged-in admins stay
 * logged in across the upgrade.
 */
export async function sessionSecret(config: Pick<Config, 'sessionSecret' | 'dataDir'>, pool: pg.Pool) {
  if (config.sessionSecret) return config.sessionSecret;
  const legacy = await readFile(path.join(config.dataDir, LEGACY_SECRET_FILE), 'utf8').then(
    (text) => text.trim(),
    () => '',
  );
  return sharedSetting(pool, 'session_secret', () => (legacy.length >= 32 ? legacy : generateSecret()));
}

/**
 * Admin sessions: express-session with the PostgreSQL store (table admin_session). The cookie is
 * httpOnly, SameSite=Lax, Secure in production; `rolling` renews the idle timeout on every request;
 * the absolute lifetime is enforced below from the login time.
 */
export async function sessionMiddleware(config: Config, pool: pg.Pool): Promise<RequestHandler[]> {
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
    secret: await sessionSecret(config, pool),
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
