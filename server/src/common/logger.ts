import { withoutPathSecrets } from '../../../domain/privacy.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config.js';

export type { Logger };

declare module 'express-serve-static-core' {
  interface Locals {
    /** Ids a route adds to its request's log line (no personal data): app.ts hands them to pino-http. */
    logged?: Record<string, string | number>;
  }
}

/**
 * Request headers that carry a secret: never logged. The cookie is the admin session; the review
 * PIN may come in its own header.
 */
const SECRET_HEADERS = ['cookie', 'authorization', 'x-review-pin'];

/**
 * The app's logger: to `destination` when given (tests read what was logged), else to stdout, as JSON
 * lines for a log collector or, in a terminal (LOG_FORMAT `auto`) or with `pretty`, as readable lines
 * (pino-pretty, in-process and synchronous: no worker thread, nothing lost at exit).
 */
export function createLogger(
  config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'logFormat'>>,
  destination?: DestinationStream,
  terminal = process.stdout.isTTY === true,
): Logger {
  const format = config.logFormat ?? 'json';
  const readable = format === 'pretty' || (format === 'auto' && terminal);
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
    destination ??
      (readable
        ? pretty({ sync: true, colorize: terminal, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' })
        : undefined),
  );
}

/**
 * Prints `text` (for a person, not a log collector) through the logger's own stream, so that it comes
 * after every line logged before it: stdout written both by the logger's buffered stream and by
 * console.log would interleave in any order.
 */
export function printAfterLog(logger: Logger, text: string): void {
  const stream = (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym];
  stream.write(text.endsWith('\n') ? text : `${text}\n`);
}

/**
 * A request's address as logs may hold it: the path without its query string, which can carry
 * what a guest or an admin typed (a GraphQL operation's variables, an admin search).
 */
export function loggedUrl(url: string | undefined): string {
  if (!url) return '';
  const query = url.indexOf('?');
  return withoutPathSecrets(query === -1 ? url : url.slice(0, query));
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

/**
 * pino-http's `customProps`: the ids a route put in `res.locals.logged`, read when the line is written.
 * None (most requests, and every one at its start) is no object: pino-http then makes no child logger
 * for them (an empty one costs as much as a full one, on every request). Its type says `object`.
 */
export const loggedProps = ((_req: IncomingMessage, res: ServerResponse) =>
  (res as ServerResponse & { locals?: { logged?: Record<string, string | number> } }).locals?.logged) as (
  req: IncomingMessage,
  res: ServerResponse,
) => object;

/** An e-mail address as logs may hold it: its domain only (enough to tell which provider refused). */
export const mailDomain = (address: string) => address.slice(address.lastIndexOf('@') + 1).replace(/>$/, '');
