import http from 'node:http';
import net from 'node:net';

/** Listens; rejects with the listen error (EADDRINUSE, EACCES...) instead of throwing it as an event. */
export function listen(server: net.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      resolve();
    });
  });
}

/**
 * Fails fast, before the database starts, when the port cannot be bound (taken, or not allowed).
 * The real listen still reports what happens meanwhile.
 */
export async function checkPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  await listen(probe, port, host);
  await new Promise((resolve) => probe.close(resolve));
}

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than what the
 * clients in front of it keep one for (a load balancer or nginx upstream: 60 s), so a client reusing a
 * connection the server is closing at that very instant gets a reset (a 502 behind a proxy; ECONNRESET in
 * a loaded test run). Longer than any such client, the server is never the side that closes first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The app's HTTP server, its keep-alive outliving the clients' (and the headers' timeout above it, as Node asks). */
export function createHttpServer(): http.Server {
  const server = http.createServer();
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}

/**
 * The HTTP side of a rolling restart. `markDraining()`: readiness answers 503, everything else is served
 * as usual (a load balancer polling readiness stops sending meanwhile). `close()`: stop accepting
 * connections (new ones are refused by the kernel) and answer every request already received or still
 * arriving on an open keep-alive connection, each with `Connection: close` so that the client opens its
 * next connection elsewhere. Idle keep-alive connections are not cut (a request may be on its way on
 * them): they end after their next answer, or are cut at the grace's end. Resolves when no
 * connection is left, or after `graceMs` by cutting what remains (requests hanging that long).
 */
export class HttpDrain {
  private draining = false;
  private closing = false;

  constructor(private readonly server: http.Server) {
    server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
      if (this.closing) res.setHeader('Connection', 'close');
    });
  }

  get isDraining(): boolean {
    return this.draining;
  }

  markDraining(): void {
    this.draining = true;
  }

  async close(graceMs: number): Promise<void> {
    this.draining = true;
    this.closing = true;
    if (!this.server.listening) return;
    await new Promise<void>((resolve) => {
      // net.Server's close, not http.Server's: the latter also cuts idle keep-alive connections at once,
      // racing a request the client is sending on one.
      net.Server.prototype.close.call(this.server, () => resolve());
      setTimeout(() => {
        this.server.closeIdleConnections();
        setTimeout(() => this.server.closeAllConnections(), 1_000).unref();
      }, graceMs).unref();
    });
  }
}
