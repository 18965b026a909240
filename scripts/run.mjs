import { spawn } from 'node:child_process';

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
export const npm = (script) =>
  run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', script], {
    env: script.startsWith('build') ? { ...process.env, NODE_ENV: 'production' } : process.env,
  });
