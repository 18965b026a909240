import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../common/logger.js';
import { stopLeftoverPostgres } from './database.js';

const logger = createLogger({ logLevel: 'silent' });
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

/** A data directory whose postmaster.pid names `pid`. */
function databaseDir(pid: number): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'kc-leftover-')), 'postgres');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'postmaster.pid'), `${pid}\n${dir}\n1795430000\n5432\n/tmp\n127.0.0.1\n`);
  return dir;
}

/** A live process standing in for a postmaster: its command line holds `args`. */
async function fakeProcess(...args: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', ...args]);
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child;
}

describe('stopLeftoverPostgres', () => {
  it('leaves the stale lock of a dead server to PostgreSQL', async () => {
    const child = await fakeProcess();
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const dir = databaseDir(child.pid!);
    await stopLeftoverPostgres(dir, logger);
    expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(true);
  });

  it('removes a lock naming a live process that is not PostgreSQL (a pid reused), and touches nothing else', async () => {
    const other = await fakeProcess('not-a-database');
    const dir = databaseDir(other.pid!);
    await stopLeftoverPostgres(dir, logger);
    expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
    expect(other.exitCode).toBeNull();
  });

  it('stops the postmaster left running on this directory, with a fast shutdown first', async () => {
    const placeholder = databaseDir(1);
    const leftover = await fakeProcess('postgres', '-D', placeholder);
    const signals: NodeJS.Signals[] = [];
    const exited = new Promise((resolve) =>
      leftover.once('exit', (_code, signal) => resolve(signals.push(signal!))),
    );
    writeFileSync(path.join(placeholder, 'postmaster.pid'), `${leftover.pid}\n${placeholder}\n`);
    await stopLeftoverPostgres(placeholder, logger);
    await exited;
    expect(signals).toEqual(['SIGINT']);
  });

  it('refuses, without a signal, when the pid is a PostgreSQL of another directory', async () => {
    const foreign = await fakeProcess('postgres', '-D', '/somewhere/else');
    const dir = databaseDir(foreign.pid!);
    await expect(stopLeftoverPostgres(dir, logger)).rejects.toThrow(
      `${dir}/postmaster.pid names pid ${foreign.pid}, a PostgreSQL not started on this directory by the app: if no PostgreSQL uses ${dir}, delete its postmaster.pid and start again.`,
    );
    expect(foreign.exitCode).toBeNull();
    expect(foreign.signalCode).toBeNull();
  });
});
