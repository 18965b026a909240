// SIGTERM under a booking load: readiness goes 503 at once, every accepted request is answered, and every
// acknowledged booking is in the database after the restart.
import {
  type AppProcess as Server,
  applications,
  storedBookingIds,
  bookingLoad,
  LOAD_ENV,
  untilAcknowledged,
} from './booking-load.js';
// @ts-expect-error plain ESM helper shared with the global setup
import { journeyTimeout, pidIn, removeDataDir, startServer, tempDataDir } from './server.mjs';

let dataDir: string;
const servers: Server[] = [];
beforeAll(() => {
  dataDir = tempDataDir();
});
afterAll(async () => {
  for (const server of servers) server.kill('SIGKILL');
  await removeDataDir(dataDir);
});

it(
  'drains on SIGTERM: zero failures among accepted requests, and no acknowledged booking lost',
  async () => {
    // Readiness answers 503 for 3 s before the listener closes (the time a load balancer needs).
    const env = { ...LOAD_ENV, SHUTDOWN_DELAY_SECONDS: '3' };
    const first = (await startServer({ dataDir, env })) as Server;
    servers.push(first);
    const make = await applications(first.url);
    const load = bookingLoad(first.url, make, 8);
    await untilAcknowledged(load, 40);

    const sigterm = Date.now();
    first.kill('SIGTERM');
    // Draining once the signal is handled (a loaded machine takes its time): not ready, still alive,
    // still serving.
    let ready = await fetch(`${first.url}/readyz`);
    while (ready.status === 200) {
      await ready.body?.cancel();
      ready = await fetch(`${first.url}/readyz`);
    }
    expect({ status: ready.status, body: await ready.json() }).toEqual({
      status: 503,
      body: { status: 'draining' },
    });
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);

    // Each client goes on until the server refuses its connection.
    await load.done;
    expect(await first.exited).toEqual({ code: 0, signal: null });

    const answered = load.outcomes.filter((o) => o.kind === 'answered');
    const broken = load.outcomes.filter((o) => o.kind === 'broken');
    const refused = load.outcomes.filter((o) => o.kind === 'refused');
    const afterSigterm = answered.filter((o) => o.at > sigterm);
    const counts = {
      answered: answered.length,
      answeredAfterSigterm: afterSigterm.length,
      refused: refused.length,
      broken: broken.length,
    };
    console.log('SIGTERM under load:', counts);
    // No accepted request was lost: every one got a real answer, each a booking made.
    expect(broken).toEqual([]);
    expect(answered.filter((o) => o.status !== 201)).toEqual([]);
    // The drain really happened under load: requests were answered after the signal, then refused.
    expect(afterSigterm.length).toBeGreaterThan(0);
    expect(refused).toHaveLength(8);
    expect(load.acknowledged).toHaveLength(answered.length);

    const second = (await startServer({ dataDir, env })) as Server;
    servers.push(second);
    const ids = await storedBookingIds(dataDir);
    expect(load.acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    expect(await second.stop()).toEqual({ code: 0, signal: null });
  },
  journeyTimeout(2),
);

/** Resolves once the process `pid` is gone; false if it is still there after `ms`. */
async function gone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
}

it(
  'npm start: a launcher killed with SIGKILL takes the server down with it, drained, database stopped',
  async () => {
    const launcherData = tempDataDir();
    let app = 0;
    let postgres = 0;
    try {
      const launcher = (await startServer({ dataDir: launcherData, entry: 'scripts/start.mjs' })) as Server;
      servers.push(launcher);
      app = pidIn(`${launcherData}/app.pid`) as number;
      postgres = pidIn(`${launcherData}/postgres/postmaster.pid`) as number;
      expect(app).toBeGreaterThan(0);
      expect(app).not.toBe(launcher.pid);
      expect(postgres).toBeGreaterThan(0);

      launcher.kill('SIGKILL');
      expect(await launcher.exited).toEqual({ code: null, signal: 'SIGKILL' });
      // The server saw its launcher's channel close: it stopped as on SIGTERM, its PostgreSQL last.
      expect(await gone(app, 30_000)).toBe(true);
      expect(await gone(postgres, 10_000)).toBe(true);
      expect(pidIn(`${launcherData}/postgres/postmaster.pid`)).toBeUndefined();
      expect(await fetch(launcher.url + '/readyz').catch(() => null)).toBeNull();
    } finally {
      // A server left running (the test failed) would hold the run open: stopped here.
      for (const pid of [app, postgres].filter((p) => p > 0)) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* gone already */
        }
      }
      await removeDataDir(launcherData);
    }
  },
  journeyTimeout(1),
);

it(
  'npm start: SIGTERM to the npm process (a service manager) stops the launcher and drains the server',
  async () => {
    const npmData = tempDataDir();
    let app = 0;
    let postgres = 0;
    let launcher = 0;
    try {
      const npm = (await startServer({ dataDir: npmData, entry: 'npm start' })) as Server;
      servers.push(npm);
      app = pidIn(`${npmData}/app.pid`) as number;
      postgres = pidIn(`${npmData}/postgres/postmaster.pid`) as number;
      // The launcher: the server's parent (npm runs it through a shell).
      const { readFileSync } = await import('node:fs');
      launcher = Number(readFileSync(`/proc/${app}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      expect(launcher).toBeGreaterThan(0);
      expect(launcher).not.toBe(npm.pid);

      // A request running when the signal comes is still answered.
      const slow = fetch(`${npm.url}/api/experiences`).then((r) => r.status);
      npm.kill('SIGTERM');
      await npm.exited;
      expect(await slow).toBe(200);
      // The launcher lost its parent: it stops the server, which drains and stops its PostgreSQL last.
      expect(await gone(launcher, 30_000)).toBe(true);
      expect(await gone(app, 5_000)).toBe(true);
      expect(await gone(postgres, 5_000)).toBe(true);
      expect(pidIn(`${npmData}/app.pid`)).toBeUndefined();
      expect(pidIn(`${npmData}/postgres/postmaster.pid`)).toBeUndefined();
    } finally {
      for (const pid of [launcher, app, postgres].filter((p) => p > 0)) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* gone already */
        }
      }
      await removeDataDir(npmData);
    }
  },
  journeyTimeout(1),
);
