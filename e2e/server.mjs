// Starts the built server as a child process on a free port with its own DATA_DIR (embedded PostgreSQL).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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

/** Resolves once /readyz answers; rejects if the process exits first. */
export async function startServer({ dataDir = tempDataDir(), env = {} } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/src/main.js'], {
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const done = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 250))]);
    if (done) throw new Error(`server exited early (${JSON.stringify(done)}):\n${output}`);
    try {
      if ((await fetch(url + '/readyz')).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server not ready in time:\n${output}`);
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    output: () => output,
    /** SIGTERM and wait: resolves with the exit code (0 when the shutdown was graceful). */
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
