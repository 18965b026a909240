import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestClient } from './test-app.js';

export const ADMIN_EVENTS = `subscription { adminEvents { kind id itemId itemTitle name bookingDate timeSlot guests status previousStatus subject at } }`;

export type ReceivedEvent = Record<string, unknown> & { kind: string; id: number };

/** A browser's socket: the client's cookies (and an Origin) on the upgrade request. */
export function socketClient(
  client: TestClient,
  { origin, retry = false }: { origin?: string; retry?: boolean } = {},
): Client {
  const headers: Record<string, string> = { cookie: client.cookieHeader };
  if (origin) headers.origin = origin;
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({
    url: client.baseUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: CookieSocket,
    lazy: false,
    retryAttempts: retry ? 50 : 0,
    retryWait: async () => new Promise((resolve) => setTimeout(resolve, 100)),
    shouldRetry: () => retry,
  });
}

/** Subscribes to admin events, collecting what arrives; `next` waits (boundedly) for a matching one. */
export function collectEvents(socket: Client, query = ADMIN_EVENTS) {
  const events: ReceivedEvent[] = [];
  const errors: unknown[] = [];
  let completed = false;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  const dispose = socket.subscribe<{ adminEvents: ReceivedEvent }>(
    { query },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        if (result.data?.adminEvents) events.push(result.data.adminEvents);
        wake();
      },
      error: (error) => {
        errors.push(error);
        wake();
      },
      complete: () => {
        completed = true;
        wake();
      },
    },
  );
  const until = (check: () => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (check()) return resolve();
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(
          new Error(
            `${what} not seen in ${timeoutMs} ms; events: ${JSON.stringify(events)}; errors: ${JSON.stringify(errors)}`,
          ),
        );
      }, timeoutMs);
      const waiter = () => {
        if (!check()) return;
        clearTimeout(timer);
        waiters.delete(waiter);
        resolve();
      };
      waiters.add(waiter);
    });
  return {
    events,
    errors,
    get completed() {
      return completed;
    },
    dispose,
    /** The first event received (already, or within `timeoutMs`) that matches. */
    async next(match: (event: ReceivedEvent) => boolean, timeoutMs = 2000, since = 0) {
      let found: ReceivedEvent | undefined;
      await until(() => Boolean((found = events.slice(since).find(match))), timeoutMs, 'event');
      return found!;
    },
    /** Resolves once the stream errored or completed. */
    ended: (timeoutMs = 2000) => until(() => completed || errors.length > 0, timeoutMs, 'end of stream'),
  };
}
