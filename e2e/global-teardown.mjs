export default async function globalTeardown() {
  const server = globalThis.__KC_E2E__;
  if (server) await server.stop();
}
