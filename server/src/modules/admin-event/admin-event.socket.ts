import type http from 'node:http';
import type { Duplex } from 'node:stream';
import type { RequestHandler } from 'express';
import {
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Logger } from '../../common/logger.js';
import type { AppContext } from '../../context.js';

/** The path Apollo answers HTTP on; subscriptions share it (and the port, and the session). */
export const SOCKET_PATH = '/graphql';
/** Messages from an admin's browser are tiny (subscribe, ping); anything bigger is not ours. */
const MAX_MESSAGE_BYTES = 64 * 1024;

type SessionRequest = http.IncomingMessage & {
  session?: { adminId?: number; adminUsername?: string; loginAt?: number; mustEnrol?: boolean };
  sessionID?: string;
  sessionStore?: {
    get(
      sid: string,
      cb: (err: unknown, session?: { adminId?: number; loginAt?: number } | null) => void,
    ): void;
  };
};

export interface AdminSocketOptions {
  schema: GraphQLSchema;
  /** The same session middleware the HTTP routes use (express-session on PostgreSQL). */
  session: RequestHandler[];
  /** The GraphQL context of one subscription on this request (whose session is an admin's). */
  context: (req: SessionRequest, sessionAlive: () => Promise<boolean>) => AppContext;
  /** Origins a browser may open the socket from (the site's own); requests without Origin are not browsers. */
  publicUrl: string;
  sessionAbsoluteSeconds: number;
  /** The operation limits every GraphQL request is held to (depth, aliases, size). */
  limits: ValidationRule;
  logger: Logger;
  /** How often pings check the connection (graphql-ws's keep-alive); default 12 s. */
  keepAliveMs?: number;
}

/** Runs the Express session middleware on an upgrade request (no response exists yet). */
async function loadSession(handlers: RequestHandler[], req: SessionRequest): Promise<void> {
  const res = { getHeader: () => undefined, setHeader: () => undefined, end: () => undefined };
  for (const handler of handlers) {
    await new Promise<void>((resolve, reject) =>
      (handler as (req: unknown, res: unknown, next: (error?: unknown) => void) => void)(req, res, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  }
}

function refuse(socket: Duplex, status: 401 | 403 | 404, text: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}

/** True for a browser page of this site (or a client that is no browser and sends no Origin). */
function sameOrigin(req: http.IncomingMessage, publicUrl: string): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    const url = new URL(origin);
    return url.origin === new URL(publicUrl).origin || url.host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * GraphQL subscriptions over graphql-ws on the HTTP server's own port and path. The upgrade request
 * must come from this site (Origin) with an admin session cookie: anything else is answered 401 or
 * 403 before a socket exists. Only subscription operations run here (queries and mutations go over
 * HTTP, through Apollo's limits), and before each event the session is checked again, so a logout
 * or an expiry elsewhere ends the stream. `close()` ends every socket with 1001 (going away): the
 * browsers reconnect, to another instance during a rolling restart.
 */
export function attachAdminSocket(
  server: http.Server,
  options: AdminSocketOptions,
): { close(): Promise<void>; cut(): number } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const { schema, logger } = options;
  const rules = [...specifiedRules, options.limits];

  const cleanup = useServer(
    {
      schema,
      onSubscribe: (ctx, _id, payload) => {
        let document: DocumentNode;
        try {
          document = parse(payload.query);
        } catch (error) {
          return [error as GraphQLError];
        }
        const errors = validate(schema, document, rules);
        if (errors.length) return errors;
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation !== 'subscription') {
          return [
            new GraphQLError(
              'Only subscriptions are served over the socket: send queries and mutations over HTTP.',
            ),
          ];
        }
        return {
          schema,
          document,
          variableValues: payload.variables,
          operationName: payload.operationName,
          contextValue: (ctx.extra.request as SessionRequest & { context: AppContext }).context,
        };
      },
    },
    wss,
    options.keepAliveMs,
  );

  const onUpgrade = (req: SessionRequest, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== SOCKET_PATH) return refuse(socket, 404, 'Not found');
    if (!sameOrigin(req, options.publicUrl)) return refuse(socket, 403, 'Forbidden');
    socket.on('error', () => undefined);
    loadSession(options.session, req)
      .then(() => {
        const sid = req.sessionID;
        const store = req.sessionStore;
        // A session that must enrol in two-factor sign-in first gets no live events either.
        if (!req.session?.adminId || req.session.mustEnrol || !sid || !store)
          return refuse(socket, 401, 'Unauthorized');
        const sessionAlive = () =>
          new Promise<boolean>((resolve) =>
            store.get(sid, (error, stored) =>
              resolve(
                !error &&
                  Boolean(stored?.adminId) &&
                  Date.now() - (stored?.loginAt ?? 0) <= options.sessionAbsoluteSeconds * 1000,
              ),
            ),
          );
        const context = options.context(req, sessionAlive);
        wss.handleUpgrade(req, socket, head, (ws) => {
          Object.assign(req, { context });
          wss.emit('connection', ws, req);
        });
      })
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'subscription upgrade failed');
        refuse(socket, 401, 'Unauthorized');
      });
  };
  server.on('upgrade', onUpgrade);

  return {
    /** Tests: drops every socket without a closing handshake (a network cut); answers how many. */
    cut() {
      const count = wss.clients.size;
      for (const client of wss.clients) client.terminate();
      return count;
    },
    async close() {
      server.off('upgrade', onUpgrade);
      // Every socket is closed with 1001 (going away); one whose peer does not answer the closing
      // handshake within 2 s is cut.
      const cut = setTimeout(() => wss.clients.forEach((client) => client.terminate()), 2_000);
      await cleanup.dispose();
      clearTimeout(cut);
    },
  };
}
