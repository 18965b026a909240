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

  it('gives both replicas the same shared settings: one database, the S3 bucket, SMTP; no session secret', () => {
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
        TRUST_PROXY: 1,
      });
      expect(app.environment).not.toHaveProperty('SESSION_SECRET');
      expect(app.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        'minio-bucket': { condition: 'service_completed_successfully' },
      });
    }
    expect(apps[0]).toEqual(apps[1]);
  });

  it('refuses to start without ADMIN_PASSWORD, saying what to set; with it the settings are valid', () => {
    for (const app of apps) {
      const environment = (env: Record<string, string | undefined>) =>
        Object.fromEntries(
          Object.entries(app.environment).map(([key, value]) => [key, interpolate(String(value), env)]),
        );
      for (const env of [{}, { ADMIN_PASSWORD: '' }])
        expect(() => environment(env)).toThrow(
          'required variable ADMIN_PASSWORD is missing a value: set ADMIN_PASSWORD (8 characters or more) to the admin password, for example export ADMIN_PASSWORD=choose-a-strong-one',
        );
      const config = loadConfig({
        ...environment({ ADMIN_PASSWORD: 'choose-a-strong-one' }),
        DATA_DIR: '/data',
      });
      expect(config).toMatchObject({ adminUsername: 'admin', adminPassword: 'choose-a-strong-one' });
      expect(config.s3).toMatchObject({ bucket: 'kculture-images', accessKeyId: 'kculture' });
    }
  });

  it('checks readiness on /readyz and waits longer than the drain when stopping', () => {
    for (const app of apps) {
      expect(app.healthcheck.test.join(' ')).toMatch(/\/readyz/);
      const grace = Number(/^(\d+)s$/.exec(app.stop_grace_period)?.[1]);
      // The delay, 10 s for requests and 10 s for a running job (main.ts), then the pool and the exit.
      expect(grace).toBeGreaterThan(Number(app.environment.SHUTDOWN_DELAY_SECONDS) + 20);
    }
  });

  it('creates the bucket the apps use', () => {
    const entrypoint = (compose.services['minio-bucket'].entrypoint as string[]).join(' ');
    expect(entrypoint).toMatch(/mc mb --ignore-existing store\/kculture-images/);
  });
});
