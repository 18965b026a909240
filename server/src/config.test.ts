import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'kc-config-'));

describe('loadConfig', () => {
  it('has working defaults and keeps a generated session secret under DATA_DIR', () => {
    const dir = tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(4000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:4000');
    expect(c.isProduction).toBe(false);
    expect(c.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(c.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(c.sessionSecret);
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
    [{ SESSION_SECRET: 'tiny' }, 'SESSION_SECRET must be at least 32 characters long'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET is required when NODE_ENV=production'],
  ])('refuses %j with one clear line', (env, message) => {
    const run = () => loadConfig({ DATA_DIR: tmp(), ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
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
      LOG_LEVEL: 'warn',
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
    });
  });
});
