// Starts the built server as a child process on a free port with its own DATA_DIR (embedded PostgreSQL).
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/** Whether a server could listen on `port` of 127.0.0.1 now (0: any port; answers the port, or 0). */
function listenable(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.on('error', () => resolve(0));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

/** The first port the kernel hands out on its own (to a connection or a listener on port 0). */
function ephemeralStart() {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 0;
  }
}

/**
 * A port free for a server started in a moment: one below the kernel's ephemeral range, so that none of
 * the connections the machine opens meanwhile (browsers, database pools, other engineers' runs) is
 * given it between this probe and the server's own listen, or while a journey has its server stopped.
 */
export async function freePort() {
  const low = 20_000;
  const high = Math.min(ephemeralStart(), 32_768);
  for (let tries = 0; high - low > 1000 && tries < 50; tries += 1) {
    const port = await listenable(low + Math.floor(Math.random() * (high - low)));
    if (port) return port;
  }
  return listenable(0);
}

export function tempDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kc-e2e-'));
  if (process.getuid?.() === 0) chmodSync(dir, 0o755);
  return dir;
}

export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e admin password' };

/**
 * How long a server may take to answer /readyz. A first start (the embedded database created, the
 * migrations, the demo data) took 90 s on the shared 2-core machine at a load of 20, and more at 28:
 * a server not ready after this is stuck, not slow.
 */
export const START_TIMEOUT_MS = 300_000;

/**
 * The time of a journey that starts servers: `starts` starts, each within START_TIMEOUT_MS (not
 * ready by then, the start fails by itself), and `rest` for all the journey does besides.
 */
export const journeyTimeout = (starts, rest = 120_000) => starts * START_TIMEOUT_MS + rest;

/** Where the global setup keeps the demo pictures its server rendered (see keepDemoImages). */
const DEMO_IMAGES = () => path.join(os.tmpdir(), 'kc-e2e-demo-images');

/**
 * Keeps the pictures the demo data uses, as the shared server rendered them at its first start, for
 * the journeys' own first starts: their demo data then finds its pictures drawn. Drawing them took
 * half of a first start on the loaded machine, and several minutes under `npm start`, whose fixed
 * MALLOC_MMAP_THRESHOLD_ makes sharp's renders cost ten times the processor time (scripts/start.mjs).
 * Called by the global setup.
 */
export function keepDemoImages(dataDir) {
  rmSync(DEMO_IMAGES(), { recursive: true, force: true });
  cpSync(path.join(dataDir, 'uploads'), DEMO_IMAGES(), { recursive: true });
}

/** The servers spawned here that have not exited yet (with the data directory each runs on). */
const running = new Set();

/**
 * Stops a server this file spawned: SIGTERM (a launcher passes it on; the app drains and stops its
 * PostgreSQL), SIGKILL if it is still there 30 s later, then whatever PostgreSQL is left on its data.
 */
async function stopSpawned({ child, exited, dataDir }) {
  child.kill('SIGTERM');
  const timer = new Promise((resolve) => setTimeout(resolve, 30_000, 'running'));
  if ((await Promise.race([exited, timer])) === 'running') {
    child.kill('SIGKILL');
    await exited;
  }
  await stopPostgres(dataDir);
}

// Under jest (a journey imports this file): a server whose journey ended without stopping it (a
// test that timed out while it started, or failed before its stop) is stopped with the journeys of
// its file, instead of loading the ones after it and holding its data directory.
if (typeof afterAll === 'function') afterAll(() => Promise.all([...running].map(stopSpawned)), 60_000);

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
      // resellers-webhooks.e2e subscribes a receiver on this machine (refused without it).
      WEBHOOKS_ALLOW_LOCAL: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...spawnOptions,
  });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (d) => (out.stdout += d));
  child.stderr.on('data', (d) => (out.stderr += d));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const spawned = { child, exited, dataDir };
  running.add(spawned);
  void exited.then(() => running.delete(spawned));
  return { url, child, out, exited, spawned };
}

/**
 * Resolves once /readyz answers; rejects if the process exits first, or (having stopped it) if it is
 * not ready within START_TIMEOUT_MS. A first start on `dataDir` finds the demo pictures drawn already.
 */
export async function startServer({ dataDir = tempDataDir(), env = {}, entry } = {}) {
  if (existsSync(DEMO_IMAGES()) && !existsSync(path.join(dataDir, 'postgres')))
    cpSync(DEMO_IMAGES(), path.join(dataDir, 'uploads'), { recursive: true, force: false });
  const port = await freePort();
  const { url, child, out, exited, spawned } = spawnServer({ dataDir, port, env, entry });
  const output = () => out.stdout + out.stderr;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const done = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 250))]);
    if (done) throw new Error(`server exited early (${JSON.stringify(done)}):\n${output()}`);
    try {
      if ((await fetch(url + '/readyz')).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      // Stopped whole (a launcher's server and its database too): the next start may use the directory.
      await stopSpawned(spawned);
      throw new Error(`server not ready in ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
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
  timeoutMs = START_TIMEOUT_MS,
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

/** Stops the PostgreSQL still running on `dataDir`, if any (immediate shutdown). */
async function stopPostgres(dataDir) {
  const postgres = pidIn(path.join(dataDir, 'postgres', 'postmaster.pid'));
  if (runsOn(postgres, dataDir)) {
    process.kill(postgres, 'SIGQUIT');
    const deadline = Date.now() + 10_000;
    while (alive(postgres) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * After a test on its own data directory, even a failed one: stops the PostgreSQL still running on it
 * (immediate shutdown), then deletes the directory. App processes are the test's to kill (by handle).
 */
export async function removeDataDir(dataDir) {
  await stopPostgres(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
}
