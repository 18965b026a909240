import type { RequestHandler } from 'express';
import { forbidden } from '../common/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'null';
  }
}

/**
 * Refuses (403) a state-changing call that carries the session cookie but comes from another site:
 * its Origin (or, without one, its Referer) must be this site, as guests reach it (PUBLIC_URL) or as
 * the request itself names it (its Host). The SameSite cookie already keeps most cross-site posts
 * cookieless; this holds where a browser, an old one or an embedded view, does not. Calls with
 * neither header (curl, scripts) are not from a browser page and pass.
 */
export function sameOriginWrites(publicUrl: string, sessionCookie: string): RequestHandler {
  const site = new URL(publicUrl).origin;
  // Over HTTPS the cookie's name carries the `__Host-` prefix (auth/session.ts).
  const cookie = new RegExp(`(?:^|;\\s*)(?:__Host-)?${sessionCookie.replace(/\./g, '\\.')}=`);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || !cookie.test(req.headers.cookie ?? '')) return next();
    const from = originOf(req.get('origin')) ?? originOf(req.get('referer'));
    if (from === null || from === site || from === `${req.protocol}://${req.get('host')}`) return next();
    next(forbidden('Cross-site request refused.'));
  };
}
