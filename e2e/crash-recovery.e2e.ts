// A crash loses no acknowledged booking, and the next start comes up by itself on the same data.
import { existsSync } from 'node:fs';
import path from 'node:path';
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

const TIMEOUT = journeyTimeout(2);

let dataDir: string;
const servers: Server[] = [];
const start = async () => {
  const server = (await startServer({ dataDir, env: LOAD_ENV })) as Server;
  servers.push(server);
  return server;
};

beforeEach(() => {
  dataDir = tempDataDir();
});
afterEach(async () => {
  for (const server of servers.splice(0)) server.kill('SIGKILL');
  await removeDataDir(dataDir);
});

/** Books under load, kills with SIGKILL mid-load, and answers the bookings acknowledged before the kill. */
async function bookThenKill(server: Server, alsoKillPostgres: boolean): Promise<number[]> {
  const make = await applications(server.url);
  const load = bookingLoad(server.url, make, 4);
  await untilAcknowledged(load, 30);
  const postgres = pidIn(path.join(dataDir, 'postgres', 'postmaster.pid')) as number;
  expect(postgres).toBeGreaterThan(0);
  server.kill('SIGKILL');
  if (alsoKillPostgres) process.kill(postgres, 'SIGKILL');
  expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
  await load.done;
  return [...load.acknowledged];
}

describe('after a crash', () => {
  it(
    'SIGKILL of the app alone: the next start stops the PostgreSQL it left and finds every acknowledged booking',
    async () => {
      const first = await start();
      const acknowledged = await bookThenKill(first, false);
      // The embedded PostgreSQL outlived the app and still holds the data directory.
      const leftover = pidIn(path.join(dataDir, 'postgres', 'postmaster.pid')) as number;
      expect(() => process.kill(leftover, 0)).not.toThrow();

      const second = await start();
      expect(second.output()).not.toMatch(/undefined/);
      const ids = await storedBookingIds(dataDir);
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(30);
      // The leftover server was stopped, not joined: one PostgreSQL on the directory, started by `second`.
      expect(pidIn(path.join(dataDir, 'postgres', 'postmaster.pid'))).not.toBe(leftover);
      expect(await second.stop()).toEqual({ code: 0, signal: null });
      expect(existsSync(path.join(dataDir, 'app.pid'))).toBe(false);
    },
    TIMEOUT,
  );

  it(
    'SIGKILL of the app and its PostgreSQL together: the next start recovers and finds every acknowledged booking',
    async () => {
      const first = await start();
      const acknowledged = await bookThenKill(first, true);

      const second = await start();
      const ids = await storedBookingIds(dataDir);
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(30);
      expect(await second.stop()).toEqual({ code: 0, signal: null });
    },
    TIMEOUT,
  );
});
