import { removeDataDir } from './server.mjs';

export default async function globalTeardown() {
  const server = globalThis.__KC_E2E__;
  if (!server) return;
  await server.stop();
  await removeDataDir(server.dataDir);
}
