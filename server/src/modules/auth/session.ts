import { readFile } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type pg from 'pg';
import type { Config } from '../../config.js';
import { generateSecret } from '../../common/secrets.js';
import { sharedSetting } from '../../platform/app-setting/app-setting.service.js';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './auth.service.js';

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
 * Whether a request came over HTTPS: Express's `req.secure` (X-Forwarded-Proto from a trusted proxy,
 * TRUST_PROXY) on HTTP requests; on a WebSocket upgrade (no Express request) the same from the socket
 * and, behind a trusted proxy, the header.
 */
export function servedOverHttps(
  req: http.IncomingMessage & { secure?: boolean },
  trustProxy: number | string[],
): boolean {
  if (typeof req.secure === 'boolean') return req.secure;
  if ((req.socket as TLSSocket).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  // Outside Express (which judges subnets and range names): a count of proxies trusts the header, a list
  // only from one of its exact addresses.
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const fromProxy = Array.isArray(trustProxy) ? trustProxy.includes(peer) : trustProxy > 0;
  return (
    fromProxy &&
    String(proto ?? '')
      .split(',')[0]
      .trim() === 'https'
  );
}

/** The session cookie (either name) in a Cookie header. */
const SESSION_COOKIE_IN = new RegExp(`(?:^|;\\s*)(?:__Host-)?${SESSION_COOKIE.replace(/\./g, '\\.')}=`);

/**
 * A request that needs no session: a guest's booking application (POST /api/guest-bookings) without
 * the session cookie. It can start none (only signing in does) and reads none, so express-session's
 * work (a session id drawn and signed, an empty session made) is skipped; with the cookie (an admin)
 * the session is read as on every other request.
 */
const sessionless = (req: Request) =>
  req.method === 'POST' &&
  req.originalUrl === '/api/guest-bookings' &&
  !SESSION_COOKIE_IN.test(req.headers.cookie ?? '');

/**
 * Admin sessions: express-session with the PostgreSQL store (table admin_session). The cookie is
 * httpOnly and SameSite=Lax; over HTTPS (always, when PUBLIC_URL is https) it is `Secure` and named
 * `__Host-kc.sid`, a name browsers accept only from a secure page, for the whole site, with no Domain:
 * a page on plain http or a sibling domain can neither set nor overwrite it. Over plain http
 * (development, a trial behind an http proxy) it is `kc.sid` without Secure, which browsers would not
 * store there otherwise. `rolling` renews the idle timeout on every request; the absolute lifetime is
 * enforced below from the login time.
 */
export async function sessionMiddleware(config: Config, pool: pg.Pool): Promise<RequestHandler[]> {
  const PgStore = connectPgSimple(session);
  // One store per handler: express-session writes its cookie options onto the store it is given.
  const store = (prune: boolean) =>
    new PgStore({
      pool,
      tableName: 'admin_session',
      createTableIfMissing: false,
      ttl: config.sessionIdleSeconds,
      pruneSessionInterval: prune && config.nodeEnv !== 'test' ? 600 : false,
    });
  const secret = await sessionSecret(config, pool);
  const handler = (secure: boolean) =>
    session({
      name: secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE,
      secret,
      store: store(secure),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      unset: 'destroy',
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: config.sessionIdleSeconds * 1000,
        path: '/',
      },
    });
  const overHttps = handler(true);
  const overHttp = handler(false);
  const httpsOnly = config.publicUrl.startsWith('https:');
  const sessions: RequestHandler = (req, res, next) =>
    sessionless(req)
      ? next()
      : (httpsOnly || servedOverHttps(req, config.trustProxy) ? overHttps : overHttp)(req, res, next);
  const absoluteExpiry: RequestHandler = (req, _res, next) => {
    const loginAt = req.session?.loginAt;
    if (loginAt && Date.now() - loginAt > config.sessionAbsoluteSeconds * 1000) {
      req.session.destroy(() => next());
      return;
    }
    next();
  };
  return [sessions, absoluteExpiry];
}
