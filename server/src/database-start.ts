import { stripVTControlCharacters } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormConfig } from '../../mikro-orm.config.js';
import type { Logger } from './common/logger.js';
import { MigrationError } from './boot/start-errors.js';
import { ensureAdmin } from './modules/auth/auth.service.js';
import type { Orm } from './db/orm.js';

/** Connects the ORM and brings the schema up to date with the committed migrations. */
export async function initOrm(url: string, logger?: Logger, onQuery?: (sql: string) => void): Promise<Orm> {
  const orm = await MikroORM.init(
    ormConfig(url, {
      debug: onQuery ? ['query'] : false,
      logger: (line) => {
        // MikroORM colours its lines when it thinks a terminal is attached.
        const message = stripVTControlCharacters(line);
        if (onQuery && message.startsWith('[query]')) onQuery(message);
        else logger?.debug({ orm: message }, 'mikro-orm');
      },
    }),
  );
  await orm.migrator.up();
  return orm;
}

/** The advisory lock a starting instance holds while it migrates and makes the first admin. */
export const START_LOCK = 'kculture:start';

/**
 * Runs `fn` holding a session advisory lock on its own connection: instances starting at the same time
 * on one database take turns (MikroORM's migrator takes no lock of its own). Closing the connection
 * releases the lock, whatever `fn` did.
 */
export async function withStartLock<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A connection lost while waiting fails the query below; this only keeps it from being unhandled.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [START_LOCK]);
    return await fn();
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The start's database work, one instance at a time: the committed migrations, then the admin of
 * ADMIN_USERNAME / ADMIN_PASSWORD (or the first `admin`, answered with its generated password). The
 * next instance finds both done.
 */
export async function prepareDatabase(
  url: string,
  logger: Logger,
  admin: { username?: string; password?: string },
): Promise<{ orm: Orm; createdAdmin?: { username: string; password: string } }> {
  return withStartLock(url, async () => {
    const orm = await initOrm(url, logger).catch((error: unknown) => {
      const message = String((error as Error)?.message ?? error).split('\n')[0];
      throw new MigrationError(
        `Database migration failed: ${message}. The database was left as it was before the migrations (they run in one transaction); fix the cause and start again.`,
        { cause: error },
      );
    });
    try {
      return { orm, createdAdmin: await ensureAdmin(orm.em.fork(), logger, admin) };
    } catch (error) {
      await orm.close();
      throw error;
    }
  });
}
