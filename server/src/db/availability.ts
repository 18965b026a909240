import type pg from 'pg';
import { AppError } from '../common/errors.js';
import type { Logger } from '../common/logger.js';
import { reportError } from '../common/error-reporting.js';

/** What a caller reads while the database cannot be reached (REST `message`, GraphQL `message`). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';
/** The Retry-After of those answers: the embedded database is back within about this long. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that cannot be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
/**
 * SQLSTATEs of a server that is away: class 08 (connection exception), admin/crash shutdown, starting
 * up or in recovery (57P01-57P03), too many connections (53300).
 */
const SERVER_AWAY = /^(08...|57P0[123]|53300)$/;
/** node-postgres reports a cut connection or a connect timeout in words, without a code. */
const CUT =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * True when `error` (or anything in its `cause` chain, or one of an AggregateError's errors) says the
 * database could not be reached or went away, as opposed to a query that failed on a live database.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  const e = error as {
    code?: unknown;
    sqlState?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  for (const code of [e.code, e.sqlState]) {
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_AWAY.test(code))) return true;
  }
  if (typeof e.message === 'string' && CUT.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** The 503 answered for a request that needed the database while it was unreachable. */
export function databaseUnavailable(cause?: unknown): AppError {
  const error = new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  });
  error.cause = cause;
  return error;
}

/**
 * Logs an outage without a line per failed request: the first failure, then at most one line every
 * `everyMs` with the number of requests refused meanwhile.
 */
export class OutageLog {
  private last = 0;
  private refused = 0;

  constructor(
    private readonly logger: Logger,
    private readonly everyMs = 10_000,
  ) {}

  note(error: unknown, url?: string): void {
    this.refused++;
    const now = Date.now();
    if (now - this.last < this.everyMs) return;
    this.logger.error(
      { err: error, url, refusedSinceLastLine: this.refused },
      'database unreachable: answering 503 with Retry-After',
    );
    reportError(error, { outage: 'database unreachable' });
    this.last = now;
    this.refused = 0;
  }
}

/**
 * Keeps a connection the server drops (a restart, a crash, a failover) from taking the process down:
 * pg reports it as an 'error' event, fatal without a listener, on the pool for an idle client and on
 * the client itself while it is checked out (pg-pool leaves those to the holder, such as the mail
 * dispatcher holding its claim's transaction). The query in flight still fails on its own.
 */
export function guardPool(pool: pg.Pool, logger: Logger): pg.Pool {
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.warn({ err: error }, 'database connection lost while in use'));
  });
  // An idle client losing its connection (database restart, failover) is logged, never fatal.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  return pool;
}
