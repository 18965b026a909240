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
 * The HTTP side of a rolling restart. `markDraining()`: readiness answers 503, everything else is served
 * as usual (a load balancer polling readiness stops sending meanwhile). `close()`: stop accepting
 * connections (new ones are refused by the kernel) and answer every request already received or still
 * arriving on an open keep-alive connection, each with `Connection: close` so that the client opens its
 * next connection elsewhere. Idle keep-alive connections are not cut (a request may be on its way on
 * them): they end after their next answer or at the server's keep-alive timeout. Resolves when no
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
