// `npm start`: builds whatever is missing or out of date, then runs the server (Node 24 via node@24).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { staleBuilds } from './build-state.mjs';
import { buildQuietly } from './run.mjs';

/**
 * The server's memory settings (docs/performance.md, "Memory"; the Dockerfile sets the same). V8: the young
 * generation at most 8 MB a half (Node's default on a large machine is 8 times that, all of it resident
 * once a load has gone through), and a 512 MB old-space limit, 4 times the live heap under load, which
 * also makes V8 grow the heap by smaller steps. glibc: two malloc arenas instead of one per thread, and
 * blocks of 128 KB and more mapped on their own (returned to the system when freed) rather than left as
 * freed but resident holes in the arenas (libvips' pixel buffers, compression). The caller's environment wins.
 */
const MEMORY_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=512'];
const MEMORY_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** The server's exit code asking for a fresh start (its embedded database died and did not come back). */
const RESTART_EXIT_CODE = 75;

// The build's own output (hundreds of lines) goes to a file beside the data; the terminal gets a line a step.
try {
  await buildQuietly(staleBuilds(), path.resolve(process.env.DATA_DIR || './var', 'logs', 'build.log'));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// Its own process group: Ctrl-C in the terminal reaches this script only, which passes it on to the
// server alone; the server then drains and stops its embedded PostgreSQL last (in the terminal's group,
// PostgreSQL would get Ctrl-C too and stop under requests still running). A closed terminal: SIGTERM.
// An IPC channel beside the terminal's streams: if this script dies without passing a signal on (SIGKILL),
// the channel closes and the server stops as on SIGTERM instead of running on with no terminal.
let child;
let stopping;
let restarts = 0;

function launch() {
  const started = Date.now();
  // instrument.js first: with SENTRY_DSN set, error reporting and tracing start before the app loads.
  child = spawn(
    process.execPath,
    [...MEMORY_FLAGS, '--import', './dist/server/src/instrument.js', 'dist/server/src/main.js'],
    {
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      detached: true,
      env: { ...MEMORY_ENV, ...process.env },
    },
  );
  child.on('exit', (code, signal) => {
    child = undefined;
    if (!stopping && code === RESTART_EXIT_CODE) {
      // Backs off when it keeps failing at once; a server that ran a while is restarted after 1 s.
      restarts = Date.now() - started > 60_000 ? 1 : restarts + 1;
      const delay = Math.min(1000 * 2 ** (restarts - 1), 30_000);
      console.error(`The server asked to be started again: starting it in ${delay / 1000} s.`);
      setTimeout(() => (stopping ? process.exit(0) : launch()), delay);
      return;
    }
    process.exit(code ?? (signal ? 1 : 0));
  });
}

function stop(signal) {
  stopping ??= signal;
  if (child) child.kill(signal);
  else process.exit(0);
}

launch();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
process.on('SIGHUP', () => stop('SIGTERM'));

// `npm start` under a service manager: npm passes a SIGTERM on to the shell it runs this script in, the
// shell dies without passing it on, and npm exits; this script would run on, orphaned, with the server.
// Losing its parent is therefore a stop too: the server drains, its database stops, then this exits.
const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphaned);
  stop('SIGTERM');
}, 200);
orphaned.unref();
