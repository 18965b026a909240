// Every way a start can fail prints one line (what, and what to do) and exits 1, leaving nothing running.
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { startTestS3 } from '../server/src/testing/s3.js';
import {
  embeddedDatabaseUrl,
  freePort,
  journeyTimeout,
  pidIn,
  removeDataDir,
  runUntilExit,
  startServer,
  tempDataDir,
  // @ts-expect-error plain ESM helper shared with the global setup
} from './server.mjs';

/** A start that gets as far as the database (or its migrations), and (the second) a full start besides. */
const TIMEOUT = journeyTimeout(1);

interface Exit {
  code: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
}

/** Exit code 1 and exactly one line on stderr: no `undefined`, no stack trace. */
function oneLine(exit: Exit): string {
  expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 1, signal: null });
  const lines = exit.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).not.toMatch(/undefined|^\s+at /);
  return lines[0];
}

const dirs: string[] = [];
const dataDir = () => {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await removeDataDir(dir);
});

describe('a start that cannot succeed', () => {
  it('a bad setting', async () => {
    const exit = await runUntilExit({ dataDir: dataDir(), env: { SHUTDOWN_DELAY_SECONDS: 'soon' } });
    expect(oneLine(exit)).toBe(
      'Configuration error: SHUTDOWN_DELAY_SECONDS must be a whole number from 0 to 120 (got "soon")',
    );
  });

  it('the port is taken: refused before the database starts', async () => {
    const port: number = await freePort();
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    const dir = dataDir();
    try {
      const exit = await runUntilExit({ dataDir: dir, port });
      expect(oneLine(exit)).toBe(
        `Cannot listen on port ${port} of 127.0.0.1: it is already in use. Stop the program using it, or set PORT to a free port.`,
      );
    } finally {
      holder.close();
    }
    expect(existsSync(path.join(dir, 'postgres'))).toBe(false);
  });

  it('the data directory is not a directory, or not writable', async () => {
    const base = dataDir();
    writeFileSync(path.join(base, 'a-file'), '');
    const notDir = path.join(base, 'a-file', 'data');
    expect(oneLine(await runUntilExit({ dataDir: notDir }))).toBe(
      `Cannot use ${notDir}: a part of the path is a file, not a directory. Make DATA_DIR (${notDir}) a directory this user can write, or set DATA_DIR to one.`,
    );

    // Root writes anywhere: the app then runs as `nobody` in a directory owned by root.
    const asRoot = process.getuid?.() === 0;
    const locked = path.join(base, 'read-only');
    mkdirSync(locked);
    chmodSync(locked, asRoot ? 0o755 : 0o555);
    const readOnly = path.join(locked, 'data');
    const exit = await runUntilExit({
      dataDir: readOnly,
      spawnOptions: asRoot ? { uid: 65534, gid: 65534 } : {},
    });
    expect(oneLine(exit)).toBe(
      `Cannot use ${readOnly}: permission denied. Make DATA_DIR (${readOnly}) a directory this user can write, or set DATA_DIR to one.`,
    );
  });

  it('DATABASE_URL names a server that does not answer (the password is not printed)', async () => {
    const port: number = await freePort();
    const exit = await runUntilExit({
      dataDir: dataDir(),
      env: { DATABASE_URL: `postgresql://kc:s3cret@127.0.0.1:${port}/kculture` },
    });
    expect(oneLine(exit)).toBe(
      `Cannot reach the database at 127.0.0.1:${port}/kculture (connection refused): check DATABASE_URL and that PostgreSQL is running and accepts connections from here.`,
    );
  });

  it('the image store does not answer: said before the database starts', async () => {
    const port: number = await freePort();
    const dir = dataDir();
    const exit = await runUntilExit({
      dataDir: dir,
      env: {
        S3_BUCKET: 'kculture-images',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    expect(oneLine(exit)).toMatch(
      new RegExp(
        `^Image store: bucket "kculture-images" at http://127\\.0\\.0\\.1:${port} does not answer \\(.+\\): start the store, or fix S3_ENDPOINT\\.$`,
      ),
    );
    expect(existsSync(path.join(dir, 'postgres'))).toBe(false);
  });

  it('the bucket does not exist (a first start, which would seed images into it)', async () => {
    const s3 = await startTestS3();
    const dir = dataDir();
    try {
      const exit = await runUntilExit({ dataDir: dir, env: { ...s3.env, S3_BUCKET: 'no-such-bucket' } });
      expect(oneLine(exit)).toBe(
        `Image store: bucket "no-such-bucket" at ${s3.env.S3_ENDPOINT} does not exist: create it, or set S3_BUCKET to an existing bucket.`,
      );
    } finally {
      await s3.stop();
    }
    expect(existsSync(path.join(dir, 'postgres'))).toBe(false);
  });

  it(
    'SIGTERM while the embedded database starts: the start stops it and lets go of the directory',
    async () => {
      const dir = dataDir();
      const pidFile = path.join(dir, 'postgres', 'postmaster.pid');
      const exit = await runUntilExit({
        dataDir: dir,
        meanwhile: async (child: { kill(signal: string): void }) => {
          while (!pidIn(pidFile)) await new Promise((r) => setTimeout(r, 20));
          child.kill('SIGTERM');
        },
      });
      expect(oneLine(exit)).toBe('Start interrupted by SIGTERM.');
      expect(pidIn(pidFile)).toBeUndefined();
      expect(existsSync(path.join(dir, 'app.pid'))).toBe(false);
    },
    TIMEOUT,
  );

  it(
    'the data directory is in use by another live app (which keeps running), then a migration fails',
    async () => {
      const dir = dataDir();
      const running = await startServer({ dataDir: dir });
      try {
        const exit = await runUntilExit({ dataDir: dir });
        expect(oneLine(exit)).toBe(
          `The data directory ${dir} is in use by another running instance of the app (pid ${running.pid}): stop that one first, or start this one with another DATA_DIR.`,
        );
        expect((await fetch(`${running.url}/readyz`)).status).toBe(200);

        // Forget that the first migration ran: the next start runs it again on existing tables.
        const client = new pg.Client({ connectionString: embeddedDatabaseUrl(dir) });
        await client.connect();
        await client.query(
          'delete from mikro_orm_migrations where id = (select min(id) from mikro_orm_migrations)',
        );
        await client.end();
      } finally {
        expect(await running.stop()).toEqual({ code: 0, signal: null });
      }

      const exit = await runUntilExit({ dataDir: dir });
      expect(oneLine(exit)).toMatch(
        /^Database migration failed: .*already exists.*\. The database was left as it was before the migrations \(they run in one transaction\); fix the cause and start again\.$/,
      );
      // The failed start stopped its database and let go of the directory.
      expect(existsSync(path.join(dir, 'app.pid'))).toBe(false);
      expect(pidIn(path.join(dir, 'postgres', 'postmaster.pid'))).toBeUndefined();
    },
    journeyTimeout(2),
  );
});
