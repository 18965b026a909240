import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A configuration problem: main.ts prints its message as one line and exits. */
export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

export interface RateLimitConfig {
  /** Failed admin logins allowed per IP, and per username, in `loginWindowSeconds`. */
  loginPerIp: number;
  loginPerUsername: number;
  loginWindowSeconds: number;
  /** Anonymous writes (inquiries, newsletter, reviews) per IP per hour. */
  publicWritesPerHour: number;
  /** Booking applications per IP per hour. */
  bookingsPerHour: number;
  /** Failed booking look-ups allowed per IP, and per e-mail, in `lookupWindowSeconds`. */
  lookupPerIp: number;
  lookupPerEmail: number;
  lookupWindowSeconds: number;
  /** Wrong review PINs allowed per review, and per IP, in `reviewPinWindowSeconds`. */
  reviewPinPerReview: number;
  reviewPinPerIp: number;
  reviewPinWindowSeconds: number;
  /** Anonymous image uploads per IP per hour. */
  uploadsPerHour: number;
}

export interface Config {
  nodeEnv: (typeof NODE_ENVS)[number];
  isProduction: boolean;
  port: number;
  host: string;
  /** Express 'trust proxy': how many proxies in front set X-Forwarded-For (0: none). */
  trustProxy: number;
  /** Undefined: start an embedded PostgreSQL with its data under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  staffEmail: string;
  /** How approved guests pay (bank account, payment link...): printed in the approval mail. */
  paymentInstructions: string;
  adminUsername?: string;
  adminPassword?: string;
  sessionSecret: string;
  /** Idle and absolute lifetimes of an admin session, in seconds. */
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  logLevel: (typeof LOG_LEVELS)[number];
  rateLimits: RateLimitConfig;
  /**
   * On SIGTERM, how long to keep serving while readiness answers 503, before the listener closes: the time
   * a load balancer polling /readyz needs to stop sending (0: close at once).
   */
  shutdownDelaySeconds: number;
}

type Env = Record<string, string | undefined>;

function oneOf<T extends readonly string[]>(
  name: string,
  value: string | undefined,
  allowed: T,
  fallback: T[number],
) {
  if (value === undefined || value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
  }
  return value as T[number];
}

function integer(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return Number(value);
}

function url(name: string, value: string | undefined, protocols: string[]): string | undefined {
  if (value === undefined || value === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL (got "${value}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(
      `${name} must start with ${protocols.map((p) => p + '//').join(' or ')} (got "${value}")`,
    );
  }
  return value;
}

function email(name: string, value: string | undefined, fallback: string): string {
  const v = value === undefined || value === '' ? fallback : value;
  // Accepts "Name <addr@host>" as nodemailer does.
  const address = /<([^>]+)>\s*$/.exec(v)?.[1] ?? v;
  if (!/^[^\s@]+@[^\s@]+$/.test(address))
    throw new ConfigError(`${name} must be an e-mail address (got "${v}")`);
  return v;
}

/** Reads SESSION_SECRET, or outside production keeps a generated one under DATA_DIR so sessions survive restarts. */
function sessionSecret(env: Env, dataDir: string, isProduction: boolean): string {
  const given = env.SESSION_SECRET;
  if (given) {
    if (given.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters long');
    return given;
  }
  if (isProduction) throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production');
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** Parses and validates the environment once, at start. Throws ConfigError with a one-line message. */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = oneOf('NODE_ENV', env.NODE_ENV, NODE_ENVS, 'development');
  const isProduction = nodeEnv === 'production';
  const port = integer('PORT', env.PORT, 4000, 0, 65535);
  const dataDir = path.resolve(env.DATA_DIR || './var');
  const publicUrl = (
    url('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:']) ?? `http://localhost:${port}`
  ).replace(/\/+$/, '');
  const adminUsername = env.ADMIN_USERNAME || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword && !adminUsername)
    throw new ConfigError('ADMIN_PASSWORD is set but ADMIN_USERNAME is not');
  if (adminUsername && !adminPassword)
    throw new ConfigError('ADMIN_USERNAME is set but ADMIN_PASSWORD is not');
  if (adminUsername && !/^[A-Za-z0-9._-]{3,64}$/.test(adminUsername)) {
    throw new ConfigError('ADMIN_USERNAME must be 3-64 letters, digits, dots, dashes or underscores');
  }
  if (adminPassword && adminPassword.length < 8)
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters');

  return {
    nodeEnv,
    isProduction,
    port,
    host: env.HOST || '0.0.0.0',
    trustProxy: integer('TRUST_PROXY', env.TRUST_PROXY, 0, 0, 10),
    databaseUrl: url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    dataDir,
    publicUrl,
    smtpUrl: url('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    mailFrom: email('MAIL_FROM', env.MAIL_FROM, 'K-Culture Experiences <no-reply@localhost>'),
    staffEmail: email('STAFF_EMAIL', env.STAFF_EMAIL, 'staff@localhost'),
    paymentInstructions:
      env.PAYMENT_INSTRUCTIONS?.trim() ||
      'Bank transfer (KRW): Example Bank 000-000000-00-000, K-Culture Experiences. Put your booking number in the transfer note.',
    adminUsername,
    adminPassword,
    sessionSecret: sessionSecret(env, dataDir, isProduction),
    sessionIdleSeconds: integer('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 120, 1, 60 * 24 * 30) * 60,
    sessionAbsoluteSeconds:
      integer('SESSION_ABSOLUTE_HOURS', env.SESSION_ABSOLUTE_HOURS, 12, 1, 24 * 90) * 3600,
    logLevel: oneOf('LOG_LEVEL', env.LOG_LEVEL, LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    rateLimits: {
      publicWritesPerHour: integer(
        'RATE_LIMIT_PUBLIC_WRITES_PER_HOUR',
        env.RATE_LIMIT_PUBLIC_WRITES_PER_HOUR,
        30,
        1,
        1_000_000,
      ),
      loginPerIp: integer('RATE_LIMIT_LOGIN_PER_IP', env.RATE_LIMIT_LOGIN_PER_IP, 20, 1, 1_000_000),
      loginPerUsername: integer(
        'RATE_LIMIT_LOGIN_PER_USERNAME',
        env.RATE_LIMIT_LOGIN_PER_USERNAME,
        5,
        1,
        1_000_000,
      ),
      loginWindowSeconds: integer(
        'RATE_LIMIT_LOGIN_WINDOW_SECONDS',
        env.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
        900,
        1,
        86_400,
      ),
      bookingsPerHour: integer(
        'RATE_LIMIT_BOOKINGS_PER_HOUR',
        env.RATE_LIMIT_BOOKINGS_PER_HOUR,
        20,
        1,
        1_000_000,
      ),
      lookupPerIp: integer('RATE_LIMIT_LOOKUP_PER_IP', env.RATE_LIMIT_LOOKUP_PER_IP, 20, 1, 1_000_000),
      lookupPerEmail: integer(
        'RATE_LIMIT_LOOKUP_PER_EMAIL',
        env.RATE_LIMIT_LOOKUP_PER_EMAIL,
        5,
        1,
        1_000_000,
      ),
      lookupWindowSeconds: integer(
        'RATE_LIMIT_LOOKUP_WINDOW_SECONDS',
        env.RATE_LIMIT_LOOKUP_WINDOW_SECONDS,
        900,
        1,
        86_400,
      ),
      reviewPinPerReview: integer(
        'RATE_LIMIT_REVIEW_PIN_PER_REVIEW',
        env.RATE_LIMIT_REVIEW_PIN_PER_REVIEW,
        10,
        1,
        1_000_000,
      ),
      reviewPinPerIp: integer(
        'RATE_LIMIT_REVIEW_PIN_PER_IP',
        env.RATE_LIMIT_REVIEW_PIN_PER_IP,
        10,
        1,
        1_000_000,
      ),
      reviewPinWindowSeconds: integer(
        'RATE_LIMIT_REVIEW_PIN_WINDOW_SECONDS',
        env.RATE_LIMIT_REVIEW_PIN_WINDOW_SECONDS,
        3600,
        1,
        86_400,
      ),
      uploadsPerHour: integer(
        'RATE_LIMIT_UPLOADS_PER_HOUR',
        env.RATE_LIMIT_UPLOADS_PER_HOUR,
        60,
        1,
        1_000_000,
      ),
    },
    shutdownDelaySeconds: integer('SHUTDOWN_DELAY_SECONDS', env.SHUTDOWN_DELAY_SECONDS, 0, 0, 120),
  };
}
