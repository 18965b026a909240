import http from 'node:http';
import type { TestApp } from './test-app.js';

/** How a write of a session to its store (connect-pg-simple's set) begins. */
const SESSION_WRITE = /^INSERT INTO "admin_session"/;

/**
 * What happened, in order, while `act` ran: 'stored' each time a write of a session to the store
 * finished, 'answered' when the answer to a request for `path` started (its headers, with the cookie,
 * went out). A client may use the cookie the moment the headers arrive (fetch resolves then), so a
 * session that an answer hands out must be 'stored' before it is 'answered'.
 */
export async function sessionWritesAndAnswer(
  app: TestApp,
  path: string,
  act: () => Promise<unknown>,
): Promise<('stored' | 'answered')[]> {
  const events: ('stored' | 'answered')[] = [];
  const pool = app.pool as unknown as { query: (...args: unknown[]) => unknown };
  const query = pool.query;
  pool.query = (...args: unknown[]) => {
    const result = query.apply(app.pool, args);
    if (typeof args[0] === 'string' && SESSION_WRITE.test(args[0]) && result instanceof Promise)
      result.then(
        () => events.push('stored'),
        () => undefined,
      );
    return result;
  };
  const writeHead = http.ServerResponse.prototype.writeHead;
  http.ServerResponse.prototype.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    // Express shortens req.url inside a mounted router: the path as asked is originalUrl.
    const asked = (this.req as http.IncomingMessage & { originalUrl?: string }).originalUrl ?? this.req.url;
    if (asked === path) events.push('answered');
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  };
  try {
    await act();
  } finally {
    pool.query = query;
    http.ServerResponse.prototype.writeHead = writeHead;
  }
  return events;
}
