import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Runs a command with inherited output; resolves on exit 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/**
 * Runs an npm script. Builds always run as production builds: the built server loads React in
 * production mode, so a bundle built under a test runner's NODE_ENV=test (React's development JSX)
 * would not load in it.
 */
export const npm = (script) => run(npmCommand, ['run', '--silent', script], { env: buildEnv(script) });

const npmCommand = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const buildEnv = (script) =>
  script.startsWith('build') ? { ...process.env, NODE_ENV: 'production' } : process.env;

/** Runs a command with its output appended to `logFile` (nothing on this terminal); rejects on failure. */
export function runLogged(command, args, logFile, options = {}) {
  const fd = openSync(logFile, 'a');
  return run(command, args, { ...options, stdio: ['ignore', fd, fd] }).finally(() => closeSync(fd));
}

/** What each build step makes, as `npm start` names it. */
const BUILD_STEPS = {
  'build:server': 'server compiled',
  'build:web': 'storefront, admin and GraphiQL bundled',
};

/**
 * The builds `npm start` needs, quietly: each step's output goes to `logFile` (started afresh) and the
 * terminal gets one line per step; a failed step prints where its output is and rejects.
 */
export async function buildQuietly(scripts, logFile, { print = console.log, runStep } = {}) {
  if (!scripts.length) return;
  mkdirSync(path.dirname(logFile), { recursive: true });
  writeFileSync(logFile, '');
  const step =
    runStep ??
    ((script) => runLogged(npmCommand, ['run', '--silent', script], logFile, { env: buildEnv(script) }));
  print(`Building the app (its output goes to ${logFile})`);
  for (const script of scripts) {
    const started = Date.now();
    try {
      await step(script);
    } catch (error) {
      throw new Error(`${BUILD_STEPS[script] ?? script}: failed. What it printed is in ${logFile}`, {
        cause: error,
      });
    }
    print(`  ✓ ${BUILD_STEPS[script] ?? script} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}
