// Starts the built server as a child process on a free port with its own DATA_DIR (embedded PostgreSQL).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's chromium flags for this closed network (the journeys and the Lighthouse bench). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function tempDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kc-e2e-'));
  if (process.getuid?.() === 0) chmodSync(dir, 0o755);
  return dir;
}

export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e admin password' };

/**
 * Spawns the built server (main.js, or `entry`: scripts/start.mjs, or 'npm start' itself) with the e2e settings;
 * `stdout`/`stderr` collect its output.
 */
function spawnServer({ dataDir, port, env = {}, spawnOptions = {}, entry = 'dist/server/src/main.js' }) {
  const url = `http://127.0.0.1:${port}`;
  // 'npm start': npm itself, as a service manager runs it (npm runs scripts/start.mjs through a shell).
  // main.js as npm start and the image run it: after instrument.js (error reporting, when a DSN is set).
  const node = entry.endsWith('main.js') ? ['--import', './dist/server/src/instrument.js', entry] : [entry];
  const [command, args] = entry === 'npm start' ? ['npm', ['start', '--silent']] : [process.execPath, node];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The journeys sign the owner in with a password; admin-security.e2e enrols one on purpose.
      TOTP_REQUIRED_FOR_OWNERS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...spawnOptions,
  });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (d) => (out.stdout += d));
  child.stderr.on('data', (d) => (out.stderr += d));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { url, child, out, exited };
}

/** Resolves once /readyz answers; rejects if the process exits first. */
export async function startServer({ dataDir = tempDataDir(), env = {}, entry } = {}) {
  const port = await freePort();
  const { url, child, out, exited } = spawnServer({ dataDir, port, env, entry });
  const output = () => out.stdout + out.stderr;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const done = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 250))]);
    if (done) throw new Error(`server exited early (${JSON.stringify(done)}):\n${output()}`);
    try {
      if ((await fetch(url + '/readyz')).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in time:\n${output()}`);
    }
  }
  return {
    url,
    port,
    dataDir,
    pid: child.pid,
    output,
    /** Resolves with { code, signal } when the process has exited. */
    exited,
    /** Sends a signal without waiting. */
    kill(signal = 'SIGTERM') {
      child.kill(signal);
    },
    /** SIGTERM and wait: resolves with the exit code (0 when the shutdown was graceful). */
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * Runs the built server expecting it to fail to start: resolves with its exit code and output once it
 * exits (or kills it after `timeoutMs`). `meanwhile(child)` may act on the process while it starts.
 */
export async function runUntilExit({
  dataDir = tempDataDir(),
  port,
  env = {},
  spawnOptions,
  timeoutMs = 60_000,
  meanwhile,
} = {}) {
  const { child, out, exited } = spawnServer({
    dataDir,
    port: port ?? (await freePort()),
    env,
    spawnOptions,
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  meanwhile?.(child);
  const { code, signal } = await exited;
  clearTimeout(timer);
  return { code, signal, stdout: out.stdout, stderr: out.stderr };
}

/** The pid in the first line of a pid file (DATA_DIR/app.pid, DATA_DIR/postgres/postmaster.pid), if any. */
export function pidIn(file) {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The connection URL of the app database of the embedded PostgreSQL running on `dataDir`. */
export function embeddedDatabaseUrl(dataDir) {
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/kculture`;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A live process whose command line names `dir` (never a pid reused by someone else's process). */
function runsOn(pid, dir) {
  if (!pid || !alive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').includes(dir);
  } catch {
    return false;
  }
}

/**
 * After a test on its own data directory, even a failed one: stops the PostgreSQL still running on it
 * (immediate shutdown), then deletes the directory. App processes are the test's to kill (by handle).
 */
export async function removeDataDir(dataDir) {
  const postgres = pidIn(path.join(dataDir, 'postgres', 'postmaster.pid'));
  if (runsOn(postgres, dataDir)) {
    process.kill(postgres, 'SIGQUIT');
    const deadline = Date.now() + 10_000;
    while (alive(postgres) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
