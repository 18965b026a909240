import { ConfigError } from '../config.js';

/** A start failure whose message already says what happened and what to do (one line). */
export class StartError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StartError';
  }
}

/** The database was reachable but bringing its schema up to date failed. */
export class MigrationError extends StartError {}

type SystemError = NodeJS.ErrnoException & { address?: string; port?: number };

/** Where the start was at when it failed, for the message. */
export interface StartFacts {
  port?: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOTDIR: 'a part of the path is a file, not a directory',
  EISDIR: 'is a directory',
  EEXIST: 'exists and is not a directory',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'unknown host',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'connection reset',
};

const firstLine = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? '';

function describeValue(value: unknown): string {
  if (value === undefined || value === null) return 'an unknown error (nothing was reported)';
  if (typeof value === 'string') return firstLine(value) || 'an unknown error (an empty message)';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** An errno error (fs, net), or the first of an AggregateError's (a host with IPv4 and IPv6). */
function systemError(error: unknown): SystemError | undefined {
  if (error instanceof AggregateError && error.errors.length) return systemError(error.errors[0]);
  const code = (error as SystemError | undefined)?.code;
  return typeof code === 'string' && /^E[A-Z_]+$/.test(code) ? (error as SystemError) : undefined;
}

/** Where a DATABASE_URL points, without its password. */
export function databaseTarget(url: string | undefined): string {
  if (!url) return 'the database';
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'the database';
  }
}

/** Why connecting to PostgreSQL failed, as one line saying what to check. */
export function databaseUnreachable(error: unknown, url: string | undefined): StartError {
  const target = databaseTarget(url);
  const sqlState = (error as { code?: string } | undefined)?.code;
  const message = error instanceof Error ? firstLine(error.message) : describeValue(error);
  if (sqlState === '28P01' || sqlState === '28000')
    return new StartError(
      `The database at ${target} refused the login (${message}): check the user and password in DATABASE_URL.`,
      { cause: error },
    );
  if (sqlState === '3D000')
    return new StartError(`${message} at ${target}: create it, or fix the database name in DATABASE_URL.`, {
      cause: error,
    });
  const reason = REASONS[systemError(error)?.code ?? ''] ?? message;
  return new StartError(
    `Cannot reach the database at ${target} (${reason}): check DATABASE_URL and that PostgreSQL is running and accepts connections from here.`,
    { cause: error },
  );
}

/** The one line printed for a failed start: what went wrong and what to do. Never empty, never a stack. */
export function describeStartError(error: unknown, facts: StartFacts = {}): string {
  return oneLine(describe(error, facts));
}

function describe(error: unknown, facts: StartFacts): string {
  if (error instanceof StartError) return error.message;
  if (error instanceof ConfigError) return `Configuration error: ${error.message}`;
  const sys = systemError(error);
  if (sys && sys.syscall === 'listen') {
    const port = sys.port ?? facts.port;
    const where = `port ${port}${sys.address ? ` of ${sys.address}` : ''}`;
    if (sys.code === 'EADDRINUSE')
      return `Cannot listen on ${where}: it is already in use. Stop the program using it, or set PORT to a free port.`;
    if (sys.code === 'EACCES' || sys.code === 'EPERM')
      return `Cannot listen on ${where}: permission denied. Use a PORT above 1023, or let this user bind low ports.`;
    if (sys.code === 'EADDRNOTAVAIL')
      return `Cannot listen on ${where}: this machine has no such address. Set HOST to one of its addresses, or to 0.0.0.0.`;
  }
  if (sys?.path) {
    const reason = REASONS[sys.code ?? ''] ?? sys.code;
    const dir = facts.dataDir ? ` (${facts.dataDir})` : '';
    if (sys.code === 'ENOSPC' || sys.code === 'EDQUOT')
      return `Cannot write ${sys.path}: ${reason}. Free some space on the disk of DATA_DIR${dir}.`;
    return `Cannot use ${sys.path}: ${reason}. Make DATA_DIR${dir} a directory this user can write, or set DATA_DIR to one.`;
  }
  if (sys && sys.code && REASONS[sys.code] && sys.syscall !== 'listen')
    return databaseUnreachable(error, facts.databaseUrl).message;
  if (error instanceof Error)
    return `Start failed: ${firstLine(error.message) || error.name} (LOG_LEVEL=debug shows the details).`;
  return `Start failed: ${describeValue(error)} (LOG_LEVEL=debug shows the details).`;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}
