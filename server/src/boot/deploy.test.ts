import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../config.js';

// `docker compose config` cannot run on every machine: the shape of the compose file is checked here.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Record<string, unknown>>;
};

interface AppService {
  environment: Record<string, string | number>;
  healthcheck: { test: string[] };
  stop_grace_period: string;
  depends_on: Record<string, { condition: string }>;
}

/**
 * Compose's interpolation of a value from the shell's environment: `$$`, `${V}`, `${V:-default}`,
 * `${V-default}`, `${V:?message}` and `${V?message}` (the message is what `docker compose` prints).
 */
function interpolate(value: string, env: Record<string, string | undefined>): string {
  return value.replace(/\$\$|\$\{(\w+)(?:(:?)([-?])([^}]*))?\}/g, (whole, name, colon, kind, arg) => {
    if (whole === '$$') return '$';
    const given = env[name];
    const missing = given === undefined || (colon === ':' && given === '');
    if (!missing) return given;
    if (kind === '?') throw new Error(`required variable ${name} is missing a value: ${arg}`);
    return kind === '-' ? arg : '';
  });
}

describe('docker-compose.yml', () => {
  const apps = ['app1', 'app2'].map((name) => compose.services[name] as unknown as AppService);

  it('runs two app replicas behind a proxy, with PostgreSQL, an S3 store and a mail catcher', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'app1',
      'app2',
      'mailpit',
      'minio',
      'minio-bucket',
      'postgres',
      'proxy',
    ]);
    expect(compose.services.proxy.image).toMatch(/^caddy:/);
    expect(compose.services.proxy.volumes).toEqual(['./deploy/Caddyfile:/etc/caddy/Caddyfile:ro']);
    const caddyfile = readFileSync(path.join(ROOT, 'deploy/Caddyfile'), 'utf8');
    expect(caddyfile).toMatch(/reverse_proxy app1:4000 app2:4000 \{/);
    expect(caddyfile).toMatch(/health_uri \/readyz/);
  });

  /** The secrets compose refuses to start without, and the value a test gives each. */
  const SECRETS: Record<string, string> = {
    ADMIN_PASSWORD: 'choose-a-strong-one',
    SESSION_SECRET: 's'.repeat(48),
    CODE_HASH_SECRET: 'c'.repeat(48),
    S3_ACCESS_KEY_ID: 'kculture-store',
    S3_SECRET_ACCESS_KEY: 'a-store-password',
    BACKUP_ENCRYPTION_KEY: 'b'.repeat(44),
  };

  /** A service's environment as compose makes it from the shell's `env`. */
  const environment = (service: { environment?: unknown }, env: Record<string, string | undefined>) =>
    Object.fromEntries(
      Object.entries((service.environment ?? {}) as Record<string, string | number>).map(([key, value]) => [
        key,
        interpolate(String(value), env),
      ]),
    );

  it('gives both replicas the same shared settings: one database, the S3 buckets, SMTP, the two secrets', () => {
    for (const app of apps) {
      expect(app.environment).toMatchObject({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgresql://kculture:kculture@postgres:5432/kculture',
        SMTP_URL: 'smtp://mailpit:1025',
        S3_BUCKET: 'kculture-images',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: expect.any(String),
        S3_ACCESS_KEY_ID: expect.any(String),
        S3_SECRET_ACCESS_KEY: expect.any(String),
        S3_FORCE_PATH_STYLE: 'true',
        BACKUP_S3_BUCKET: 'kculture-backups',
        TRUST_PROXY: 1,
      });
      expect(app.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        'minio-bucket': { condition: 'service_completed_successfully' },
      });
    }
    expect(apps[0]).toEqual(apps[1]);
  });

  it('refuses to start without any of its secrets, saying what to set; with them the settings are valid for production', () => {
    for (const app of apps) {
      for (const env of [{}, { ADMIN_PASSWORD: '' }])
        expect(() => environment(app, { ...SECRETS, ADMIN_PASSWORD: undefined, ...env })).toThrow(
          'required variable ADMIN_PASSWORD is missing a value: set ADMIN_PASSWORD (12 characters or more, not a common password) to the admin password, for example export ADMIN_PASSWORD=choose-a-long-passphrase',
        );
      // No default for any secret, the store's keys included (they were MinIO's well-known defaults).
      for (const name of Object.keys(SECRETS))
        expect(() => environment(app, { ...SECRETS, [name]: undefined })).toThrow(
          `required variable ${name} is missing a value: set ${name}`,
        );
      expect(() => environment(app, { ...SECRETS, SESSION_SECRET: undefined })).toThrow(
        'set SESSION_SECRET to 32 or more random characters (openssl rand -base64 48)',
      );
      const config = loadConfig({ ...environment(app, SECRETS), DATA_DIR: '/data' });
      expect(config).toMatchObject({
        isProduction: true,
        adminUsername: 'admin',
        adminPassword: 'choose-a-strong-one',
        sessionSecret: SECRETS.SESSION_SECRET,
        codeHashSecret: SECRETS.CODE_HASH_SECRET,
      });
      expect(config.s3).toMatchObject({ bucket: 'kculture-images', accessKeyId: 'kculture-store' });
      expect(config.backup).toMatchObject({
        s3: { bucket: 'kculture-backups', accessKeyId: 'kculture-store' },
        encryptionKey: SECRETS.BACKUP_ENCRYPTION_KEY,
      });
    }
    for (const name of ['minio', 'minio-bucket'])
      for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
        expect(() => environment(compose.services[name], { ...SECRETS, [key]: undefined })).toThrow(
          `required variable ${key} is missing a value`,
        );
    expect(environment(compose.services.minio, SECRETS)).toEqual({
      MINIO_ROOT_USER: 'kculture-store',
      MINIO_ROOT_PASSWORD: 'a-store-password',
    });
  });

  it("publishes only the proxy: MinIO's console and Mailpit listen on this machine's loopback", () => {
    const published = Object.fromEntries(
      Object.entries(compose.services)
        .filter(([, service]) => service.ports)
        .map(([name, service]) => [name, service.ports]),
    );
    expect(published).toEqual({
      proxy: ['8080:80'],
      minio: ['127.0.0.1:9001:9001'],
      mailpit: ['127.0.0.1:8025:8025'],
    });
  });

  it('checks readiness on /readyz and waits longer than the drain when stopping', () => {
    for (const app of apps) {
      expect(app.healthcheck.test.join(' ')).toMatch(/\/readyz/);
      const grace = Number(/^(\d+)s$/.exec(app.stop_grace_period)?.[1]);
      // The delay, 10 s for requests and 10 s for a running job (main.ts), then the pool and the exit.
      expect(grace).toBeGreaterThan(Number(app.environment.SHUTDOWN_DELAY_SECONDS) + 20);
    }
  });

  it('creates the buckets the apps use: the images, and the backups apart', () => {
    const entrypoint = (compose.services['minio-bucket'].entrypoint as string[]).join(' ');
    expect(entrypoint).toMatch(/mc mb --ignore-existing store\/kculture-images/);
    expect(entrypoint).toMatch(/mc mb --ignore-existing store\/kculture-backups/);
  });
});
