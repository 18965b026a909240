import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { staleBuilds } from '../scripts/build-state.mjs';
import { buildQuietly } from '../scripts/run.mjs';
import { E2E_ADMIN, keepDemoImages, startServer } from './server.mjs';

export default async function globalSetup() {
  // As `npm start` builds: quietly, into a file the first-start journey reads (no warnings in it).
  await buildQuietly(staleBuilds(), path.join(os.tmpdir(), 'kc-e2e-build.log'));
  // Every journey's guests book, join waitlists and try codes from this one address (127.0.0.1), more
  // than one guest's address may in an hour: the per-address hourly limits are the unit tests' to check
  // (a journey refused by them fails as 'no item accepted an application').
  const server = await startServer({
    env: {
      RATE_LIMIT_BOOKINGS_PER_HOUR: '1000',
      RATE_LIMIT_PUBLIC_WRITES_PER_HOUR: '1000',
      RATE_LIMIT_PROMO_CHECKS_PER_HOUR: '1000',
    },
  });
  keepDemoImages(server.dataDir);
  globalThis.__KC_E2E__ = server;
  process.env.E2E_BASE_URL = server.url;
  // For journeys that must set up what no call makes (check-in.e2e: bookings of today's slots).
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_ADMIN_USERNAME = E2E_ADMIN.username;
  process.env.E2E_ADMIN_PASSWORD = E2E_ADMIN.password;
  writeFileSync(path.join(os.tmpdir(), 'kc-e2e-url'), server.url);
}
