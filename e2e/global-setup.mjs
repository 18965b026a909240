import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { staleBuilds } from '../scripts/build-state.mjs';
import { buildQuietly } from '../scripts/run.mjs';
import { E2E_ADMIN, keepDemoImages, startServer } from './server.mjs';

export default async function globalSetup() {
  // As `npm start` builds: quietly, into a file the first-start journey reads (no warnings in it).
  await buildQuietly(staleBuilds(), path.join(os.tmpdir(), 'kc-e2e-build.log'));
  const server = await startServer();
  keepDemoImages(server.dataDir);
  globalThis.__KC_E2E__ = server;
  process.env.E2E_BASE_URL = server.url;
  // For journeys that must set up what no call makes (check-in.e2e: bookings of today's slots).
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_ADMIN_USERNAME = E2E_ADMIN.username;
  process.env.E2E_ADMIN_PASSWORD = E2E_ADMIN.password;
  writeFileSync(path.join(os.tmpdir(), 'kc-e2e-url'), server.url);
}
