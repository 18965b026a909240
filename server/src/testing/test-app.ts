import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { createApp, type AppOptions } from '../app.js';
import type { AdminEvents } from '../modules/admin-event/admin-event.service.js';
import type { ContentVersions } from '../platform/content-version/content-versions.js';
import { loadConfig, type Config } from '../config.js';
import { createLogger } from '../common/logger.js';
import type { Orm } from '../db/orm.js';
import { initOrm } from '../database-start.js';
import { ANNOUNCE_STATEMENT } from '../platform/pubsub/pubsub.js';
import { createRateLimiters } from '../platform/rate-limit/rate-limit.service.js';
import { secretHasher } from '../platform/app-setting/secret-hasher.js';
import type { SecretHasher } from '../common/secrets.js';
import { MailDispatcher, type DispatcherOptions } from '../modules/mail/mail.dispatcher.js';
import { mailSecretBox } from '../platform/mail/mail.secrets.js';
import { createTransport } from '../platform/mail/mail.transport.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } & Record<string, unknown> }[];
  headers: Headers;
}

/** An HTTP client with its own cookie jar, like one browser. */
export class TestClient {
  private cookies = new Map<string, string>();

  /** `always`: headers sent with every call (a proxy's X-Forwarded-Proto, say). */
  constructor(
    readonly baseUrl: string,
    private readonly always: Record<string, string> = {},
  ) {}

  /** The same browser (cookie jar shared) talking to another address: another instance behind one site. */
  at(baseUrl: string): TestClient {
    const other = new TestClient(baseUrl, this.always);
    other.cookies = this.cookies;
    return other;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.always)) if (!headers.has(name)) headers.set(name, value);
    if (this.cookies.size && !headers.has('cookie')) headers.set('cookie', this.cookieHeader);
    const res = await fetch(this.baseUrl + pathname, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, value] = pair.split('=');
      const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return res;
  }

  /** JSON REST call: answers status, parsed body and headers. */
  async rest<T = any>(
    method: string,
    pathname: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await this.fetch(pathname, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: T | undefined;
    try {
      json = text ? (JSON.parse(text) as T) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, body: json as T, text, headers: res.headers };
  }

  async gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>> {
    const res = await this.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const json = (await res.json()) as { data?: T; errors?: GraphQLResponse['errors'] };
    return { status: res.status, data: json.data, errors: json.errors, headers: res.headers };
  }

  async login(username: string, password: string) {
    return this.rest('POST', '/api/admin/login', { username, password });
  }
}

export interface TestApp {
  url: string;
  /** The Express app itself (its routers' stacks list the routes). */
  express: Express;
  config: Config;
  orm: Orm;
  pool: pg.Pool;
  /** Its database (dropped by close() unless another test app made it). */
  database: TestDatabase;
  /** A fresh EntityManager to arrange or inspect data. */
  em(): EntityManager;
  /** The app's keyed hasher of booking codes and review PINs (to store or check one as the app does). */
  hasher: SecretHasher;
  /** SQL statements sent by the app (ORM and pool) since the last reset. */
  queries: string[];
  /** A new browser; `headers` go with each of its calls. */
  client(headers?: Record<string, string>): TestClient;
  /**
   * Waits (at most `timeoutMs`) until the app's content versions, which arrive by NOTIFY, caught up
   * with the database: after a fixture or SQL write, the next read of a kept answer sees it.
   */
  settle(timeoutMs?: number): Promise<void>;
  /** The outbox dispatcher (its job queue is not started in tests: call deliverDue()). */
  mail: MailDispatcher;
  /** Admin events of this instance (how many subscriptions are open on it). */
  adminEvents: AdminEvents;
  /** Drops every subscription socket of this instance at the TCP level; answers how many. */
  cutSockets(): number;
  close(): Promise<void>;
}

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-123';
/** The key of the test apps' keyed hashes (fixtures store codes and PINs with it, as the app does). */
export const TEST_CODE_HASH_SECRET = 'test-code-hash-secret-that-is-long-enough-456';

export interface TestAppOptions extends AppOptions {
  /** Another test app's database: this app is a second instance on it, with its own DATA_DIR. */
  database?: TestDatabase;
  /** Where the app's log lines go (with LOG_LEVEL set in `env`): a test reads what was logged. */
  logStream?: DestinationStream;
}

/** Boots the real createApp() on its own database (or a shared one) and a random port. */
export async function createTestApp(
  env: Record<string, string> = {},
  mailOptions: DispatcherOptions = {},
  { database, logStream, ...appOptions }: TestAppOptions = {},
): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kc-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: TEST_SESSION_SECRET,
    CODE_HASH_SECRET: TEST_CODE_HASH_SECRET,
    // Most tests sign owners in with a password alone; the two-factor tests turn it on.
    TOTP_REQUIRED_FOR_OWNERS: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
  const logger = createLogger(config, logStream);
  const queries: string[] = [];
  const orm = await initOrm(db.url, undefined, (sql) => queries.push(sql));
  const pool = new pg.Pool({ connectionString: db.url, max: 5 });
  // As in main.ts: an idle connection the server ends (here: the test database dropped WITH (FORCE)
  // while a closing connection had not yet said goodbye) is dropped, not an unhandled 'error'.
  pool.on('error', () => undefined);
  // The statements sent on the app's pool, and straight on the ORM's (its own are logged by initOrm).
  // Not the live updates' announcer's: it sends in the background, after its writers' commits, at a
  // moment no test counting a request's statements can pin (platform/pubsub announceAfterCommit).
  const recording = (recorded: pg.Pool) => {
    const query = recorded.query.bind(recorded) as (...args: unknown[]) => unknown;
    (recorded as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const sent = args[0] as string | { name?: string; text?: string };
      if (typeof sent === 'string' || sent?.name !== ANNOUNCE_STATEMENT)
        queries.push(String(typeof sent === 'string' ? sent : sent?.text));
      return query(...args);
    };
    return query;
  };
  const poolQuery = recording(pool);
  recording(await orm.em.getConnection().getNativeClient());
  const hasher = await secretHasher(config, pool);
  const mail = new MailDispatcher(pool, createTransport(config), logger, {
    secrets: mailSecretBox(hasher),
    ...mailOptions,
  });
  const server = http.createServer();
  const rateLimiters = createRateLimiters(pool, config);
  // Pages are the client-rendered shell unless a test asks for the server renderer (its bundle is a build output).
  const app = await createApp({ config, logger, orm, pool, rateLimiters, mail, hasher }, server, {
    ssrDir: path.join(dataDir, 'no-ssr'),
    ...appOptions,
  });
  server.on('request', app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    express: app,
    config,
    orm,
    pool,
    database: db,
    em: () => orm.em.fork(),
    hasher,
    queries,
    client: (headers) => new TestClient(url, headers),
    async settle(timeoutMs = 2000) {
      const versions = app.locals.contentVersions as ContentVersions;
      // Not through the recording pool.query: tests count the app's statements.
      const { rows } = (await poolQuery('select name, version from content_version')) as {
        rows: { name: string; version: string }[];
      };
      for (const { name, version } of rows) {
        if (!(await versions.waitFor(name, BigInt(version), timeoutMs)))
          throw new Error(`content version ${name} ${version} not received in ${timeoutMs} ms`);
      }
    },
    mail,
    adminEvents: app.locals.adminEvents as AdminEvents,
    cutSockets: () => (app.locals.cutSockets as () => number)(),
    async close() {
      await mail.stop();
      await (app.locals.closeRealtime as () => Promise<void>)();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
      await orm.close();
      if (!database) await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
