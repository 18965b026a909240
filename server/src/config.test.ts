import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BRAND_NAME } from '../../domain/seo.js';
import { ConfigError, loadConfig } from './config.js';

const S3_KEYS = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' };
const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'kc-config-'));

describe('loadConfig', () => {
  it('has working defaults; no session secret (the database keeps a generated one) and no S3 store', () => {
    const dir = tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(4000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:4000');
    expect(c.isProduction).toBe(false);
    expect(c.sessionSecret).toBeUndefined();
    expect(c.s3).toBeUndefined();
  });

  it('refuses production without SESSION_SECRET and CODE_HASH_SECRET, saying what to set (issue 35)', () => {
    const SECRETS = { SESSION_SECRET: 's'.repeat(40), CODE_HASH_SECRET: 'c'.repeat(40) };
    const production = (env: Record<string, string>) => () =>
      loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', ...env });
    expect(production({})).toThrow(
      'SESSION_SECRET and CODE_HASH_SECRET are required with NODE_ENV=production: set each to 32 or more random characters (openssl rand -base64 48), kept outside the database and its backups. A site that ran without them keeps generated ones in its database: npm run secrets prints them',
    );
    expect(production({ SESSION_SECRET: SECRETS.SESSION_SECRET })).toThrow(
      /^CODE_HASH_SECRET is required with NODE_ENV=production: set it to 32/,
    );
    expect(production({ CODE_HASH_SECRET: SECRETS.CODE_HASH_SECRET })).toThrow(ConfigError);
    expect(production(SECRETS)()).toMatchObject({
      sessionSecret: SECRETS.SESSION_SECRET,
      isProduction: true,
    });
  });

  it("takes TRUST_PROXY as a number of proxies or as the proxies' addresses", () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: value }).trustProxy;
    expect(trust('1')).toBe(1);
    expect(trust('')).toBe(0);
    expect(trust('loopback')).toEqual(['loopback']);
    expect(trust(' 10.0.0.0/8, uniquelocal,fd00::1 ')).toEqual(['10.0.0.0/8', 'uniquelocal', 'fd00::1']);
  });

  it('copies backups off the machine only encrypted, and only to a bucket of their own', () => {
    const env = {
      DATA_DIR: tmp(),
      ...S3_KEYS,
      S3_ENDPOINT: 'http://minio:9000',
      BACKUP_S3_BUCKET: 'kculture-backups',
      BACKUP_ENCRYPTION_KEY: 'k'.repeat(44),
    };
    expect(loadConfig(env).backup).toMatchObject({
      s3: { bucket: 'kculture-backups', endpoint: 'http://minio:9000', forcePathStyle: true },
      encryptionKey: 'k'.repeat(44),
    });
    // With or without an image bucket.
    expect(loadConfig({ ...env, S3_BUCKET: 'kculture-images' }).s3?.bucket).toBe('kculture-images');
    expect(loadConfig(env).s3).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL must be a URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM must be an e-mail address'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV must be one of'],
    [{ ADMIN_USERNAME: 'boss' }, 'ADMIN_USERNAME is set but ADMIN_PASSWORD is not'],
    [{ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters'],
    [
      { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'elevenchars', NODE_ENV: 'production' },
      'ADMIN_PASSWORD must be at least 12 characters in production',
    ],
    // On the list of the most common passwords (not on the browser's short one): refused at any length.
    [
      { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'sunshine' },
      'ADMIN_PASSWORD is one of the 49,233 most common passwords: choose another',
    ],
    [
      { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'Qwertyuiopasdfgh', NODE_ENV: 'production' },
      'ADMIN_PASSWORD is one of the 49,233 most common passwords: choose another',
    ],
    [
      { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'unbelievable', NODE_ENV: 'production' },
      'ADMIN_PASSWORD is one of the 49,233 most common passwords: choose another',
    ],
    [{ SESSION_SECRET: 'tiny' }, 'SESSION_SECRET must be at least 32 characters long'],
    [
      { TRUST_PROXY: 'the proxy' },
      'TRUST_PROXY must be a number of proxies (0-10) or a comma-separated list',
    ],
    [{ TRUST_PROXY: '10.0.0.0/40' }, 'TRUST_PROXY must be a number of proxies'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY must be a whole number from 0 to 10'],
    [
      { ...S3_KEYS, S3_BUCKET: 'photos', BACKUP_S3: 'true' },
      'BACKUP_S3 is no longer used: backups are no longer copied into the image bucket. Set BACKUP_S3_BUCKET',
    ],
    [
      { ...S3_KEYS, BACKUP_S3_BUCKET: 'backups' },
      'BACKUP_S3_BUCKET is set but BACKUP_ENCRYPTION_KEY is not: set it (32+ characters',
    ],
    [
      { ...S3_KEYS, S3_BUCKET: 'photos', BACKUP_S3_BUCKET: 'photos', BACKUP_ENCRYPTION_KEY: 'k'.repeat(40) },
      'BACKUP_S3_BUCKET must not be the image bucket (S3_BUCKET)',
    ],
    [
      { BACKUP_S3_BUCKET: 'backups', BACKUP_ENCRYPTION_KEY: 'k'.repeat(40) },
      'BACKUP_S3_BUCKET is set but S3_ACCESS_KEY_ID',
    ],
    [{ BACKUP_ENCRYPTION_KEY: 'short' }, 'BACKUP_ENCRYPTION_KEY must be at least 32 characters long'],
    [
      { S3_BUCKET: 'photos' },
      'S3_BUCKET is set but S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not: set the keys of the bucket',
    ],
    [
      { S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'k' },
      'S3_BUCKET is set but S3_SECRET_ACCESS_KEY is not: set the keys of the bucket',
    ],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_ENDPOINT is set but S3_BUCKET is not'],
    [{ ...S3_KEYS, S3_BUCKET: 'My_Photos' }, 'S3_BUCKET must be a bucket name'],
    [
      { ...S3_KEYS, S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must start with http:// or https://',
    ],
    [
      { ...S3_KEYS, S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'yes' },
      'S3_FORCE_PATH_STYLE must be true or false',
    ],
  ])('refuses %j with one clear line', (env, message) => {
    const run = () => loadConfig({ DATA_DIR: tmp(), ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
  });

  // Issue 34: mails came from "K-Culture Experiences" while the site and the mails' heading say K-Culture Booking.
  it('names the mail sender as the site is, unless MAIL_FROM names it', () => {
    const base = { DATA_DIR: tmp() };
    expect(loadConfig(base).mailFrom).toBe(`${BRAND_NAME} <no-reply@localhost>`);
    expect(loadConfig({ ...base, MAIL_FROM: 'bookings@example.kr' }).mailFrom).toBe(
      `${BRAND_NAME} <bookings@example.kr>`,
    );
    expect(loadConfig({ ...base, MAIL_FROM: 'Bookings <bookings@example.kr>' }).mailFrom).toBe(
      'Bookings <bookings@example.kr>',
    );
  });

  it('reads every variable', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgresql://u:p@db:5432/app',
      DATA_DIR: tmp(),
      PUBLIC_URL: 'https://example.kr/',
      SMTP_URL: 'smtp://mail:1025',
      MAIL_FROM: 'Bookings <bookings@example.kr>',
      STAFF_EMAIL: 'staff@example.kr',
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'long enough password',
      SESSION_SECRET: 's'.repeat(40),
      CODE_HASH_SECRET: 'c'.repeat(40),
      LOG_LEVEL: 'warn',
      S3_BUCKET: 'kculture-photos',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'ap-northeast-2',
      ...S3_KEYS,
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(c).toMatchObject({
      isProduction: true,
      port: 8080,
      databaseUrl: 'postgresql://u:p@db:5432/app',
      publicUrl: 'https://example.kr',
      smtpUrl: 'smtp://mail:1025',
      mailFrom: 'Bookings <bookings@example.kr>',
      staffEmail: 'staff@example.kr',
      adminUsername: 'boss',
      logLevel: 'warn',
      sessionSecret: 's'.repeat(40),
      s3: {
        bucket: 'kculture-photos',
        endpoint: 'http://minio:9000',
        region: 'ap-northeast-2',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret-example',
        forcePathStyle: false,
      },
    });
  });

  it('says how to pay in each guest language: its own variable, else PAYMENT_INSTRUCTIONS, else a placeholder', () => {
    const placeholder = loadConfig({ DATA_DIR: tmp() }).paymentInstructions;
    expect(placeholder.ENG).toMatch(/^Bank transfer \(KRW\)/);
    expect(placeholder.JPN).toMatch(/^銀行振込/);
    expect(placeholder.CHN).toMatch(/^銀行轉帳/);
    expect(placeholder.KOR).toMatch(/^계좌이체/);
    const c = loadConfig({
      DATA_DIR: tmp(),
      PAYMENT_INSTRUCTIONS: 'Pay by card at the door.',
      PAYMENT_INSTRUCTIONS_JA: '当日、受付でカードでお支払いください。',
      PAYMENT_INSTRUCTIONS_KO: ' ',
    });
    expect(c.paymentInstructions).toEqual({
      ENG: 'Pay by card at the door.',
      JPN: '当日、受付でカードでお支払いください。',
      CHN: 'Pay by card at the door.',
      CHS: 'Pay by card at the door.',
      KOR: 'Pay by card at the door.',
    });
  });

  it('addresses a self-hosted store (S3_ENDPOINT) by path and AWS by bucket host name, unless told', () => {
    const s3 = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: tmp(), ...S3_KEYS, S3_BUCKET: 'photos', ...env }).s3;
    expect(s3({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatchObject({
      forcePathStyle: true,
      region: 'us-east-1',
    });
    expect(s3({})).toMatchObject({ forcePathStyle: false, endpoint: undefined, region: 'us-east-1' });
    expect(s3({ S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({ forcePathStyle: true });
  });
});
