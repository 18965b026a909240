import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpServer, KEEP_ALIVE_TIMEOUT_MS, listen } from './http.js';

// The server keeps an idle connection longer than the clients in front of it (a proxy's 60 s), and says so
// in each answer's Keep-Alive header, so a client never reuses a connection the server is closing.
it('keeps idle connections open longer than a proxy does, and tells clients how long', async () => {
  const server = createHttpServer();
  server.on('request', (_req, res) => res.end('ok'));
  await listen(server, 0, '127.0.0.1');
  const agent = new http.Agent({ keepAlive: true });
  try {
    const { port } = server.address() as AddressInfo;
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers['keep-alive'] as string | undefined));
        })
        .on('error', reject);
    });
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  } finally {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
