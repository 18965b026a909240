import net from 'node:net';
import path from 'node:path';
import { LANGUAGES, type Language } from '../../domain/constants.js';
import { parseDayContacts, type DayContact } from '../../domain/contact.js';
import {
  DEFAULT_PAYMENT_HOLD_MINUTES,
  DEFAULT_REQUEST_EXPIRY_HOURS,
  type HoldSettings,
} from '../../domain/holds.js';
import { DEFAULT_GUEST_MOVE_LIMIT } from '../../domain/move.js';
import { BRAND_NAME } from '../../domain/seo.js';
import { commonPasswords, isCommonPassword } from './common/common-passwords.js';
import { ConfigError } from './config-error.js';
import { parsePortOneConfig, type PortOneConfig } from './config-portone.js';

export { ConfigError };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const LOG_FORMATS = ['auto', 'pretty', 'json'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

/** The cost limit of one GraphQL operation unless GRAPHQL_MAX_COST says otherwise (docs/security.md). */
export const DEFAULT_GRAPHQL_MAX_COST = 30_000;

/**
 * Every rate limit: its setting's name and default. A guessing limit has three counts: per target
 * from one address and per address (in a short window), and per target from anywhere (a day).
 */
const RATE_LIMITS = {
  /** Admin sign-in attempts per username from one address, per address, in `loginWindowSeconds`. */
  loginPerUsername: ['RATE_LIMIT_LOGIN_PER_USERNAME', 5],
  loginPerIp: ['RATE_LIMIT_LOGIN_PER_IP', 20],
  loginWindowSeconds: ['RATE_LIMIT_LOGIN_WINDOW_SECONDS', 900, 86_400],
  /** ...and per username from anywhere in a day (distributed guessing). */
  loginPerUsernameDaily: ['RATE_LIMIT_LOGIN_PER_USERNAME_DAILY', 100],
  /** ...and per username from one address in a day: well under the above, so no one address locks the user out. */
  loginPerUsernameIpDaily: ['RATE_LIMIT_LOGIN_PER_USERNAME_IP_DAILY', 25],
  /** Anonymous writes (inquiries, newsletter, reviews) per address per hour. */
  publicWritesPerHour: ['RATE_LIMIT_PUBLIC_WRITES_PER_HOUR', 30],
  /** Booking applications per address per hour. */
  bookingsPerHour: ['RATE_LIMIT_BOOKINGS_PER_HOUR', 20],
  /** Promo-code checks (the booking form's "apply") per address per hour: each is a guess of a code. */
  promoChecksPerHour: ['RATE_LIMIT_PROMO_CHECKS_PER_HOUR', 30],
  /** Applications awaiting approval at once per guest e-mail address. */
  pendingPerEmail: ['BOOKING_PENDING_PER_EMAIL', 10],
  /** "Application received" mails per guest e-mail address per hour (more are logged, not sent). */
  receivedMailsPerEmailPerHour: ['RATE_LIMIT_RECEIVED_MAILS_PER_HOUR', 3],
  /** Booking look-ups per e-mail from one address, per address, in `lookupWindowSeconds`. */
  lookupPerEmail: ['RATE_LIMIT_LOOKUP_PER_EMAIL', 5],
  lookupPerIp: ['RATE_LIMIT_LOOKUP_PER_IP', 20],
  lookupWindowSeconds: ['RATE_LIMIT_LOOKUP_WINDOW_SECONDS', 900, 86_400],
  /** ...and per e-mail from anywhere in a day. */
  lookupPerEmailDaily: ['RATE_LIMIT_LOOKUP_PER_EMAIL_DAILY', 20],
  /** ...and per e-mail from one address in a day (half of the above). */
  lookupPerEmailIpDaily: ['RATE_LIMIT_LOOKUP_PER_EMAIL_IP_DAILY', 10],
  /**
   * Ticket scans a staff account may get wrong (an unknown or forged code) in `ticketScanWindowSeconds`:
   * a gate's misreads and typos, well above the guest look-up's 5; known codes do not count.
   */
  ticketScansUnknown: ['RATE_LIMIT_TICKET_SCANS_UNKNOWN', 30],
  ticketScanWindowSeconds: ['RATE_LIMIT_TICKET_SCAN_WINDOW_SECONDS', 600, 86_400],
  /** Review PIN attempts per review from one address, per address, in `reviewPinWindowSeconds`. */
  reviewPinPerReview: ['RATE_LIMIT_REVIEW_PIN_PER_REVIEW', 10],
  reviewPinPerIp: ['RATE_LIMIT_REVIEW_PIN_PER_IP', 10],
  reviewPinWindowSeconds: ['RATE_LIMIT_REVIEW_PIN_WINDOW_SECONDS', 3600, 86_400],
  /** ...and per review from anywhere in a day. */
  reviewPinPerReviewDaily: ['RATE_LIMIT_REVIEW_PIN_PER_REVIEW_DAILY', 20],
  /** ...and per review from one address in a day (half of the above). */
  reviewPinPerReviewIpDaily: ['RATE_LIMIT_REVIEW_PIN_PER_REVIEW_IP_DAILY', 10],
  /** Anonymous image uploads per address per hour, and their bytes in megabytes. */
  uploadsPerHour: ['RATE_LIMIT_UPLOADS_PER_HOUR', 60],
  uploadMegabytesPerHour: ['RATE_LIMIT_UPLOAD_MB_PER_HOUR', 100],
  /** OCTO requests per reseller API key per minute (resellers poll availability: generous). */
  resellerKeyPerMinute: ['RATE_LIMIT_RESELLER_KEY_PER_MINUTE', 1200],
} as const satisfies Record<string, readonly [string, number, number?]>;

export type RateLimitConfig = Record<keyof typeof RATE_LIMITS, number>;

function rateLimits(env: Env): RateLimitConfig {
  return Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([key, [name, fallback, max]]) => [
      key,
      integer(name, env[name], fallback, 1, max ?? 1_000_000),
    ]),
  ) as RateLimitConfig;
}

export interface Config {
  nodeEnv: (typeof NODE_ENVS)[number];
  isProduction: boolean;
  port: number;
  host: string;
  /**
   * Express 'trust proxy': how many proxies in front set X-Forwarded-For (0: none), or the addresses
   * and subnets of the proxies (`loopback`, `uniquelocal`, `10.0.0.0/8`...): only those are believed.
   */
  trustProxy: number | string[];
  /** Undefined: start an embedded PostgreSQL with its data under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  staffEmail: string;
  /**
   * How approved guests pay (bank account, payment link...), in each guest language: the look-up page
   * and the booking mails. From PAYMENT_INSTRUCTIONS* (or the placeholder); the app hands its parts the
   * live texts instead, where the account an owner set in the back office wins (payment-instructions.ts).
   */
  readonly paymentInstructions: Readonly<Record<Language, string>>;
  /** DAY_OF_CONTACT: how guests reach the team on the day (look-up page, approval and reminder mails). */
  dayContacts: DayContact[];
  adminUsername?: string;
  adminPassword?: string;
  /**
   * SESSION_SECRET when set (required in production). Unset: the app generates one and keeps it in the
   * database (app_setting, never in a backup), so every instance on that database signs cookies alike.
   */
  sessionSecret?: string;
  /**
   * CODE_HASH_SECRET when set (required in production): the key of the booking codes' and review PINs'
   * keyed hashes and of the TOTP secrets' encryption. Unset: one is generated and kept in the database,
   * like the session secret.
   */
  codeHashSecret?: string;
  /**
   * TOTP_REQUIRED_FOR_OWNERS (default on): an owner without two-factor sign-in is sent to enrolment
   * and refused everything else until enrolled. Off only for tests and local trials.
   */
  ownersNeedTotp: boolean;
  /** Idle and absolute lifetimes of an admin session, in seconds. */
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** LOG_FORMAT: `pretty` (readable lines), `json` (one JSON object per line), or `auto` (pretty in a terminal). */
  logFormat: (typeof LOG_FORMATS)[number];
  /** Fill an empty database with the demo content (SEED_DEMO; default: everywhere but production). */
  seedDemo: boolean;
  rateLimits: RateLimitConfig;
  /** S3_BUCKET set: originals live in that S3-compatible bucket, shared by every instance. */
  s3?: S3Config;
  /**
   * On SIGTERM, how long to keep serving while readiness answers 503, before the listener closes: the time
   * a load balancer polling /readyz needs to stop sending (0: close at once).
   */
  shutdownDelaySeconds: number;
  /** PAYMENT_DUE_DAYS: days after approval to pay (never later than the day before the visit). */
  paymentDueDays: number;
  /**
   * Seat holds (domain/holds.ts): REQUEST_EXPIRY_HOURS, how long an application holds its seats waiting
   * for staff (never past the slot's cut-off); PAYMENT_HOLD_MINUTES, how long a booking waits for its
   * online payment.
   */
  holds: HoldSettings;
  /** GUEST_MOVE_LIMIT: how many times a guest may move one booking themselves (domain/move.ts; default 2). */
  guestMoveLimit: number;
  /**
   * Online payment through PortOne (docs/payments.md): PORTONE_STORE_ID, PORTONE_API_SECRET,
   * PORTONE_WEBHOOK_SECRET, PORTONE_CHANNELS and PORTONE_API_BASE_URL. Null when unset: bank transfer only.
   */
  portone: PortOneConfig | null;
  /**
   * WEBHOOKS_ALLOW_LOCAL=1: webhook subscriptions may point at this machine and private networks (for
   * development and tests; docs/webhooks.md). Off by default: no request forgery through webhooks.
   */
  webhooksAllowLocal: boolean;
  /**
   * EXCHANGE_RATES_URL: where the daily reference rates come from (the ECB's XML by default, or a JSON
   * answer `{ base, date, rates }`); `off`: none fetched (prices in KRW alone, or staff's own rates).
   */
  exchangeRatesUrl: string | null;
  /** The cost limit of one GraphQL operation, in points (server/src/common/cost.ts). */
  graphqlMaxCost: number;
  backup: BackupConfig;
  /** METRICS_TOKEN: GET /metrics answers only with `Authorization: Bearer <token>`; unset, there is no /metrics. */
  metricsToken?: string;
  errorReporting: ErrorReportingConfig;
}

export interface BackupConfig {
  /** Where backups are written (BACKUP_DIR, default DATA_DIR/backups). */
  dir: string;
  /** Cron (UTC) of the daily backup; undefined when BACKUP_SCHEDULE=off. */
  schedule?: string;
  keepDaily: number;
  keepWeekly: number;
  /**
   * BACKUP_S3_BUCKET: each scheduled backup is copied, encrypted, to this bucket (under `backups/`) of the
   * S3 store of the S3_* settings; never to the image bucket. Unset: no copy leaves the machine.
   */
  s3?: S3Config;
  /** BACKUP_ENCRYPTION_KEY: the passphrase the off-machine copies are encrypted with (required with a bucket). */
  encryptionKey?: string;
}

/** Sentry-compatible error reporting (spec/admin.md §9); each rate a fraction from 0 to 1. */
export interface ErrorReportingConfig {
  /** SENTRY_DSN: the server's reports; unset, nothing is sent. */
  dsn?: string;
  /** SENTRY_WEB_DSN: handed to the browser app (public by nature); unset, the browser sends nothing. */
  webDsn?: string;
  environment: string;
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
}

export interface S3Config {
  bucket: string;
  /** MinIO, R2, Ceph...: the store's URL. Unset: AWS S3 of `region`. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` addressing instead of `https://bucket.host/key` (most self-hosted stores). */
  forcePathStyle: boolean;
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

/** The European Central Bank's daily reference rates (every working day around 16:00 CET; no key). */
export const ECB_DAILY_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

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

/**
 * The mails' sender: MAIL_FROM as given when it names the sender ("Bookings <bookings@example.kr>"),
 * else its address under the site's name, as the site's title and the mails' heading say it.
 */
function mailSender(value: string | undefined): string {
  const from = email('MAIL_FROM', value, 'no-reply@localhost');
  return /<[^>]+>\s*$/.test(from) ? from : `${BRAND_NAME} <${from.trim()}>`;
}

/** A secret setting when given (32+ characters); otherwise undefined: the database keeps a generated one. */
function longSecret(name: string, given: string | undefined): string | undefined {
  if (!given) return undefined;
  if (given.length < 32) throw new ConfigError(`${name} must be at least 32 characters long`);
  return given;
}

/**
 * The secrets production cannot run without: generated ones live in the database, so a copy of the
 * database (a backup) would be enough to forge an owner's cookie or open the TOTP secrets.
 */
export const PRODUCTION_SECRETS = ['SESSION_SECRET', 'CODE_HASH_SECRET'] as const;

function productionSecrets(env: Env): void {
  const unset = PRODUCTION_SECRETS.filter((name) => !env[name]);
  if (!unset.length) return;
  throw new ConfigError(
    `${unset.join(' and ')} ${unset.length > 1 ? 'are' : 'is'} required with NODE_ENV=production: set ${unset.length > 1 ? 'each' : 'it'} to 32 or more random characters (openssl rand -base64 48), kept outside the database and its backups. A site that ran without ${unset.length > 1 ? 'them' : 'it'} keeps generated ones in its database: npm run secrets prints them, set those values instead (booking codes, review PINs and two-factor secrets depend on CODE_HASH_SECRET)`,
  );
}

/** Names Express (proxy-addr) knows for address ranges. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: a number of proxies (0-10), or a comma-separated list of proxy addresses, subnets or range names. */
function trustProxy(value: string | undefined): number | string[] {
  if (value === undefined || value.trim() === '') return 0;
  if (/^\d+$/.test(value.trim())) return integer('TRUST_PROXY', value.trim(), 0, 0, 10);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const ok =
      PROXY_RANGES.includes(entry) ||
      (extra === undefined &&
        net.isIP(address) !== 0 &&
        (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (net.isIPv4(address) ? 32 : 128))));
    if (!ok)
      throw new ConfigError(
        `TRUST_PROXY must be a number of proxies (0-10) or a comma-separated list of proxy addresses, subnets (10.0.0.0/8) or ${PROXY_RANGES.join(', ')} (got "${entry}")`,
      );
  }
  return entries;
}

const sessionSecret = (env: Env) => longSecret('SESSION_SECRET', env.SESSION_SECRET);
/** A sample rate from 0 to 1. */
function rate(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!/^\d*\.?\d+$/.test(value) || n < 0 || n > 1)
    throw new ConfigError(`${name} must be a number from 0 to 1 (got "${value}")`);
  return n;
}

/** Five cron fields (minute hour day month weekday), or `off`. */
function cron(name: string, value: string | undefined, fallback: string): string | undefined {
  const v = value === undefined || value === '' ? fallback : value.trim();
  if (v === 'off') return undefined;
  if (!/^(\S+\s+){4}\S+$/.test(v) || !/^[\d*/,\-\sA-Za-z]+$/.test(v))
    throw new ConfigError(`${name} must be a cron expression of five fields (UTC), or off (got "${v}")`);
  return v;
}

function bool(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new ConfigError(`${name} must be true or false (got "${value}")`);
}

/** A switch: 1/true or 0/false. */
function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true'].includes(value)) return true;
  if (['0', 'false'].includes(value)) return false;
  throw new ConfigError(`${name} must be 1 or 0 (got "${value}")`);
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

/**
 * An S3 store's settings for `bucket` (named by the variable `bucketVariable`): all or nothing, so a
 * half-configured store never starts. The image bucket (S3_BUCKET) and the backup bucket
 * (BACKUP_S3_BUCKET) share the store's address and keys (S3_*).
 */
function s3(env: Env, bucketVariable = 'S3_BUCKET'): S3Config | undefined {
  const bucket = env[bucketVariable];
  if (!bucket) {
    const stray = S3_VARIABLES.find((name) => env[name]);
    if (stray && !env.S3_BUCKET && !env.BACKUP_S3_BUCKET)
      throw new ConfigError(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to use an S3 image store`);
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      `${bucketVariable} must be a bucket name: 3-63 lowercase letters, digits, dots or dashes (got "${bucket}")`,
    );
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    const unset = [!accessKeyId && 'S3_ACCESS_KEY_ID', !secretAccessKey && 'S3_SECRET_ACCESS_KEY'].filter(
      Boolean,
    );
    throw new ConfigError(
      `${bucketVariable} is set but ${unset.join(' and ')} ${unset.length > 1 ? 'are' : 'is'} not: set the keys of the bucket`,
    );
  }
  const endpoint = url('S3_ENDPOINT', env.S3_ENDPOINT, ['http:', 'https:']);
  const region = env.S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]{2,32}$/.test(region))
    throw new ConfigError(`S3_REGION must be a region name like us-east-1 (got "${region}")`);
  return {
    bucket,
    endpoint,
    region,
    accessKeyId,
    secretAccessKey,
    // Self-hosted stores rarely have a DNS name per bucket; AWS wants virtual-hosted addressing.
    forcePathStyle: bool('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
  };
}

/** Parses and validates the environment once, at start. Throws ConfigError with a one-line message. */

/** A placeholder account until the owner sets the real one (back office) or PAYMENT_INSTRUCTIONS is set. */
export const PAYMENT_PLACEHOLDER: Readonly<Record<Language, string>> = {
  ENG: 'Bank transfer (KRW): Example Bank 000-000000-00-000, K-Culture Experiences. Put your booking number in the transfer note.',
  JPN: '銀行振込（韓国ウォン）：Example Bank 000-000000-00-000、K-Culture Experiences。振込の備考欄に予約番号をご記入ください。',
  CHN: '銀行轉帳（韓元）：Example Bank 000-000000-00-000，K-Culture Experiences。請在轉帳備註中填寫您的預約編號。',
  CHS: '银行转账（韩元）：Example Bank 000-000000-00-000，K-Culture Experiences。请在转账备注中填写您的预订号。',
  KOR: '계좌이체(원화): Example Bank 000-000000-00-000, K-Culture Experiences. 입금 메모에 예약 번호를 적어 주세요.',
};

/** The variable of each language's own text; PAYMENT_INSTRUCTIONS serves the languages without one. */
const PAYMENT_VARIABLES: Record<Language, string> = {
  ENG: 'PAYMENT_INSTRUCTIONS_EN',
  JPN: 'PAYMENT_INSTRUCTIONS_JA',
  CHN: 'PAYMENT_INSTRUCTIONS_ZH_HANT',
  CHS: 'PAYMENT_INSTRUCTIONS_ZH_HANS',
  KOR: 'PAYMENT_INSTRUCTIONS_KO',
};

function paymentInstructions(env: Env): Record<Language, string> {
  const shared = env.PAYMENT_INSTRUCTIONS?.trim();
  const text = (language: Language) =>
    env[PAYMENT_VARIABLES[language]]?.trim() || shared || PAYMENT_PLACEHOLDER[language];
  return Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as Record<
    Language,
    string
  >;
}

function dayContacts(value: string | undefined): DayContact[] {
  const parsed = parseDayContacts(value);
  if ('error' in parsed) throw new ConfigError(`DAY_OF_CONTACT: ${parsed.error}`);
  return parsed;
}

/**
 * The off-machine copy of the backups: its own bucket (never the image bucket, whose keys every app
 * instance holds for serving photos) and, always, encryption. BACKUP_S3 (the copy under `backups/` of
 * the image bucket) is gone: `true` says what replaced it.
 */
function backupS3(env: Env): Pick<BackupConfig, 's3' | 'encryptionKey'> {
  if (env.BACKUP_S3 === 'true')
    throw new ConfigError(
      'BACKUP_S3 is no longer used: backups are no longer copied into the image bucket. Set BACKUP_S3_BUCKET to a bucket of their own and BACKUP_ENCRYPTION_KEY to encrypt the copies (then delete backups/ from the image bucket)',
    );
  if (env.BACKUP_S3 !== undefined && env.BACKUP_S3 !== '' && env.BACKUP_S3 !== 'false')
    throw new ConfigError(`BACKUP_S3 must be true or false (got "${env.BACKUP_S3}")`);
  const key = env.BACKUP_ENCRYPTION_KEY || undefined;
  if (key && key.length < 32)
    throw new ConfigError(
      'BACKUP_ENCRYPTION_KEY must be at least 32 characters long (openssl rand -base64 32)',
    );
  const bucket = s3(env, 'BACKUP_S3_BUCKET');
  if (!bucket) return { encryptionKey: key };
  if (bucket.bucket === env.S3_BUCKET)
    throw new ConfigError(
      'BACKUP_S3_BUCKET must not be the image bucket (S3_BUCKET): give the backups a bucket of their own',
    );
  if (!key)
    throw new ConfigError(
      'BACKUP_S3_BUCKET is set but BACKUP_ENCRYPTION_KEY is not: set it (32+ characters, openssl rand -base64 32) so that no backup leaves the machine unencrypted',
    );
  return { s3: bucket, encryptionKey: key };
}

function metricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');
  return value;
}

/** The shortest ADMIN_PASSWORD accepted: 12 characters in production (as every account's), 8 elsewhere. */
export const adminPasswordMin = (isProduction: boolean) => (isProduction ? 12 : 8);

/** ADMIN_PASSWORD is held to the accounts' rules: long enough, and not one of the most common passwords. */
function checkAdminPassword(password: string, isProduction: boolean): void {
  const min = adminPasswordMin(isProduction);
  if (password.length < min) {
    throw new ConfigError(
      `ADMIN_PASSWORD must be at least ${min} characters${isProduction ? ' in production' : ''}`,
    );
  }
  if (isCommonPassword(password)) {
    throw new ConfigError(
      `ADMIN_PASSWORD is one of the ${commonPasswords().size.toLocaleString('en')} most common passwords: choose another`,
    );
  }
}

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
  if (adminPassword) checkAdminPassword(adminPassword, isProduction);
  if (isProduction) productionSecrets(env);
  const backupBucket = backupS3(env);

  return {
    nodeEnv,
    isProduction,
    port,
    host: env.HOST || '0.0.0.0',
    trustProxy: trustProxy(env.TRUST_PROXY),
    databaseUrl: url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    dataDir,
    publicUrl,
    smtpUrl: url('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    mailFrom: mailSender(env.MAIL_FROM),
    staffEmail: email('STAFF_EMAIL', env.STAFF_EMAIL, 'staff@localhost'),
    paymentInstructions: paymentInstructions(env),
    dayContacts: dayContacts(env.DAY_OF_CONTACT),
    adminUsername,
    adminPassword,
    sessionSecret: sessionSecret(env),
    codeHashSecret: longSecret('CODE_HASH_SECRET', env.CODE_HASH_SECRET),
    ownersNeedTotp: flag('TOTP_REQUIRED_FOR_OWNERS', env.TOTP_REQUIRED_FOR_OWNERS, true),
    sessionIdleSeconds: integer('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 120, 1, 60 * 24 * 30) * 60,
    sessionAbsoluteSeconds:
      integer('SESSION_ABSOLUTE_HOURS', env.SESSION_ABSOLUTE_HOURS, 12, 1, 24 * 90) * 3600,
    logLevel: oneOf('LOG_LEVEL', env.LOG_LEVEL, LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    logFormat: oneOf('LOG_FORMAT', env.LOG_FORMAT, LOG_FORMATS, 'auto'),
    seedDemo: flag('SEED_DEMO', env.SEED_DEMO, !isProduction),
    rateLimits: rateLimits(env),
    s3: s3(env),
    portone: parsePortOneConfig(env),
    webhooksAllowLocal: flag('WEBHOOKS_ALLOW_LOCAL', env.WEBHOOKS_ALLOW_LOCAL, false),
    exchangeRatesUrl:
      env.EXCHANGE_RATES_URL === 'off'
        ? null
        : (url('EXCHANGE_RATES_URL', env.EXCHANGE_RATES_URL, ['https:', 'http:']) ?? ECB_DAILY_RATES_URL),
    shutdownDelaySeconds: integer('SHUTDOWN_DELAY_SECONDS', env.SHUTDOWN_DELAY_SECONDS, 0, 0, 120),
    paymentDueDays: integer('PAYMENT_DUE_DAYS', env.PAYMENT_DUE_DAYS, 3, 0, 60),
    holds: {
      requestExpiryHours: integer(
        'REQUEST_EXPIRY_HOURS',
        env.REQUEST_EXPIRY_HOURS,
        DEFAULT_REQUEST_EXPIRY_HOURS,
        1,
        720,
      ),
      paymentHoldMinutes: integer(
        'PAYMENT_HOLD_MINUTES',
        env.PAYMENT_HOLD_MINUTES,
        DEFAULT_PAYMENT_HOLD_MINUTES,
        1,
        120,
      ),
    },
    guestMoveLimit: integer('GUEST_MOVE_LIMIT', env.GUEST_MOVE_LIMIT, DEFAULT_GUEST_MOVE_LIMIT, 0, 20),
    graphqlMaxCost: integer(
      'GRAPHQL_MAX_COST',
      env.GRAPHQL_MAX_COST,
      DEFAULT_GRAPHQL_MAX_COST,
      100,
      10_000_000,
    ),
    backup: {
      dir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')),
      // 18:00 UTC is 03:00 in Seoul: the quietest hour of the site.
      schedule: cron('BACKUP_SCHEDULE', env.BACKUP_SCHEDULE, '0 18 * * *'),
      keepDaily: integer('BACKUP_KEEP_DAILY', env.BACKUP_KEEP_DAILY, 7, 1, 365),
      keepWeekly: integer('BACKUP_KEEP_WEEKLY', env.BACKUP_KEEP_WEEKLY, 4, 0, 520),
      ...backupBucket,
    },
    metricsToken: metricsToken(env.METRICS_TOKEN),
    errorReporting: {
      dsn: url('SENTRY_DSN', env.SENTRY_DSN, ['http:', 'https:']),
      webDsn: url('SENTRY_WEB_DSN', env.SENTRY_WEB_DSN, ['http:', 'https:']),
      environment: env.SENTRY_ENVIRONMENT || nodeEnv,
      tracesSampleRate: rate('SENTRY_TRACES_SAMPLE_RATE', env.SENTRY_TRACES_SAMPLE_RATE, 0.1),
      replaysSessionSampleRate: rate(
        'SENTRY_REPLAYS_SESSION_SAMPLE_RATE',
        env.SENTRY_REPLAYS_SESSION_SAMPLE_RATE,
        0.1,
      ),
      replaysOnErrorSampleRate: rate(
        'SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE',
        env.SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE,
        1,
      ),
    },
  };
}
