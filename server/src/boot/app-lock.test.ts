import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { acquireAppLock, staleClaimFile } from './app-lock.js';
import { startTicks } from './processes.js';
import { StartError } from './start-errors.js';

const TESTING = path.resolve(import.meta.dirname, '../testing');

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

interface Contender {
  child: ChildProcessWithoutNullStreams;
  next(): Promise<Record<string, unknown>>;
}

/** A process about to take the lock of `dataDir` (testing/lock-contender.mjs), once it is ready. */
async function contender(dataDir: string, pauseMs: number): Promise<Contender> {
  const child = spawn(process.execPath, [
    '--import',
    path.join(TESTING, 'ts-hooks.mjs'),
    path.join(TESTING, 'lock-contender.mjs'),
    dataDir,
    String(pauseMs),
  ]);
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error(`the contender exited: ${stderr}`);
    return JSON.parse(value as string) as Record<string, unknown>;
  };
  expect(await next()).toEqual({ ready: true });
  return { child, next };
}

describe('acquireAppLock', () => {
  const dir = () => mkdtempSync(path.join(os.tmpdir(), 'kc-lock-'));

  it('refuses a directory held by another live app, and leaves its lock alone', () => {
    const dataDir = dir();
    const file = path.join(dataDir, 'app.pid');
    writeFileSync(file, `${process.ppid}\n${startTicks(process.ppid) ?? ''}\n`);
    expect(() => acquireAppLock(dataDir)).toThrow(
      new StartError(
        `The data directory ${dataDir} is in use by another running instance of the app (pid ${process.ppid}): stop that one first, or start this one with another DATA_DIR.`,
      ),
    );
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(String(process.ppid));
  });

  it('takes over the lock of a dead app, or of a pid now used by another process, and releases it', async () => {
    const dataDir = dir();
    const file = path.join(dataDir, 'app.pid');
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.on('exit', resolve));
    writeFileSync(file, `${child.pid}\n`);
    const lock = acquireAppLock(dataDir);
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();

    expect(() => readFileSync(file)).toThrow(/ENOENT/);

    // The parent's pid with another start time (Linux tells): the app that wrote it is gone, the pid reused.
    if (!startTicks(process.ppid)) return;
    writeFileSync(file, `${process.ppid}\n1\n`);
    acquireAppLock(dataDir).release();
  });
});

describe('acquireAppLock, several starts at the same moment', () => {
  const CONTENDERS = 4;

  it.each([
    ['against a stale lock', 'stale'],
    ['against no lock', 'none'],
    ['against a stale lock and the stale claim of a start that died while taking it over', 'claim'],
  ])(
    '%s: exactly one wins, the others are told who holds it',
    async (_, setup) => {
      for (let round = 0; round < 2; round++) {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kc-lock-'));
        const file = path.join(dataDir, 'app.pid');
        const stale = `${await deadPid()}\n\n`;
        if (setup !== 'none') writeFileSync(file, stale);
        if (setup === 'claim') writeFileSync(staleClaimFile(file, stale), `${await deadPid()}\n\n`);
        const contenders = await Promise.all(
          Array.from({ length: CONTENDERS }, () => contender(dataDir, 20)),
        );
        try {
          for (const c of contenders) c.child.stdin.write('go\n');
          const results = await Promise.all(contenders.map((c) => c.next()));
          const winners = contenders.filter((_, i) => results[i].won);
          expect(winners).toHaveLength(1);
          const winner = winners[0].child.pid;
          expect(results.filter((r) => !r.won)).toEqual(
            Array.from({ length: CONTENDERS - 1 }, () => ({
              error: `The data directory ${dataDir} is in use by another running instance of the app (pid ${winner}): stop that one first, or start this one with another DATA_DIR.`,
            })),
          );
          expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(String(winner));
          // No claim or temporary file left behind.
          expect(readdirSync(dataDir)).toEqual(['app.pid']);
        } finally {
          for (const c of contenders) c.child.stdin.end();
          await Promise.all(
            contenders.map((c) => c.child.exitCode ?? new Promise((r) => c.child.on('exit', r))),
          );
        }
        // The winner released it on its way out.
        expect(readdirSync(dataDir)).toEqual([]);
        rmSync(dataDir, { recursive: true });
      }
    },
    60_000,
  );
});
