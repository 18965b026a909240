import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.js';

export type { Logger };

/**
 * Request headers that carry a secret: never logged. The cookie is the admin session; the review
 * PIN may come in its own header.
 */
const SECRET_HEADERS = ['cookie', 'authorization', 'x-review-pin'];

/** The app's logger (JSON lines to stdout, or to `destination`: tests read what was logged). */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: {
        paths: [
          ...SECRET_HEADERS.map((name) => `req.headers["${name}"]`),
          'res.headers["set-cookie"]',
          '*.password',
          '*.pin',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/**
 * A request's address as logs may hold it: the path without its query string, which can carry
 * what a guest or an admin typed (a GraphQL operation's variables, an admin search).
 */
export function loggedUrl(url: string | undefined): string {
  if (!url) return '';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * pino-http's request serializer on top of the standard one: the path only (no query string, no
 * parsed query or params), and never a body (pino-http logs none).
 */
export function requestForLog(
  req: { url?: string; query?: unknown; params?: unknown } & Record<string, unknown>,
) {
  const { query: _query, params: _params, ...rest } = req;
  return { ...rest, url: loggedUrl(req.url) };
}

/** An e-mail address as logs may hold it: its domain only (enough to tell which provider refused). */
export const mailDomain = (address: string) => address.slice(address.lastIndexOf('@') + 1).replace(/>$/, '');
