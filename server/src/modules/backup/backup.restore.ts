import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormConfig } from '../../../../mikro-orm.config.js';
import type { Config } from '../../config.js';
import type { Logger } from '../../common/logger.js';
import { APP_DATABASE, startEmbeddedPostgres, withDatabase } from '../../db/database.js';
import { migrationsList } from '../../db/migrations/index.js';
import { createMediaStorage } from '../../platform/storage/storage.js';
import { SecretHasher } from '../../common/secrets.js';
import {
  generatedKeys,
  keepGeneratedKeys,
  storedPoolSetting,
} from '../../platform/app-setting/app-setting.service.js';
import { KEY_CHECK_SETTING, keyCheck } from '../../platform/app-setting/secret-hasher.js';
import { loadRows, restoredTables, unpackBackup, type BackupManifest } from './backup.archive.js';
import { decryptFile, isEncrypted } from './backup.crypto.js';

export interface RestoreReport {
  createdAt: string;
  database: string;
  tables: { name: string; rows: number }[];
  images: number;
  /** Where what was replaced is kept (embedded database renamed, previous uploads folder). */
  keptAside: string[];
  /**
   * What must be set before the app starts on the restored data, one sentence each: the key its codes,
   * PINs and TOTP secrets were made with, which a backup never holds (docs/security.md).
   */
  secretsToSet: string[];
}

/** The generated keys of a database (app_setting), to carry over to the database restored in its place. */
async function generatedSecrets(url: string): Promise<Map<string, string>> {
  // A database that never started the app has no app_setting table: no keys.
  return withClient(url, (c) => generatedKeys(c).catch(() => new Map<string, string>()));
}

const checkOf = (secret: string) => keyCheck(new SecretHasher(Buffer.from(secret, 'utf8')));

/**
 * The key of the restored data's codes: CODE_HASH_SECRET when it is the one (checked against the key
 * check the backup holds), else the generated key of the database the restore replaces on this machine
 * (then carried over into the restored one, with the other generated keys). Answers what is left to set.
 */
async function settleSecrets(
  url: string,
  config: Pick<Config, 'codeHashSecret'>,
  replaced: Map<string, string>,
): Promise<string[]> {
  return withClient(url, async (c) => {
    const check = await storedPoolSetting(c, KEY_CHECK_SETTING);
    // A backup of an earlier version holds its generated keys itself, and no check.
    if (!check) return [];
    if (config.codeHashSecret) {
      return checkOf(config.codeHashSecret) === check
        ? []
        : [
            "CODE_HASH_SECRET is not the key of the site this backup comes from: set it to that site's value (its environment, or if it ran without one, what npm run secrets prints there), or the restored booking codes, review PINs and two-factor secrets will not work. The app refuses to start until it is right.",
          ];
    }
    const here = replaced.get('code_hash_secret');
    if (here && checkOf(here) === check) {
      await keepGeneratedKeys(c, replaced);
      return [];
    }
    return [
      'Set CODE_HASH_SECRET to the key of the site this backup comes from before npm start: a backup never holds it. On that site it is in its environment, or if it ran without one, npm run secrets prints it there. Without it the restored booking codes, review PINs and two-factor secrets do not work, and the app refuses to start. SESSION_SECRET may be new (sessions are not restored: everyone signs in again).',
    ];
  });
}

const ident = (name: string) => '"' + name.replace(/"/g, '""') + '"';
const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);

/** The schema of exactly the backup's migrations (a newer app migrates further at its next start). */
async function migrateTo(url: string, manifest: BackupManifest): Promise<void> {
  const known = migrationsList.map((m) => m.name);
  const unknown = manifest.migrations.filter((name) => !known.includes(name));
  if (unknown.length)
    throw new Error(
      `the backup was made by a newer version of the app (migrations ${unknown.join(', ')}): install that version, then restore`,
    );
  const orm = await MikroORM.init(ormConfig(url, { logger: () => {} }));
  try {
    const last = manifest.migrations.at(-1);
    if (last) await orm.migrator.up({ to: last });
  } finally {
    await orm.close();
  }
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Other sessions on the database: an app instance still running on it. */
async function otherSessions(url: string): Promise<number> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows[0].n;
  });
}

const tableCount = (url: string) =>
  withClient(url, async (c) => {
    const { rows } = await c.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname = 'public'`,
    );
    return rows[0].n;
  });

/**
 * Embedded PostgreSQL (no DATABASE_URL): the rows go into a new database on the server under DATA_DIR
 * (started here; refused while an app runs on DATA_DIR), which then takes the app database's name; a
 * database it replaces is kept under another name. DATABASE_URL: that database must have no table yet
 * (a new, empty one), and no one connected to it. Then the images go to the store (the S3 bucket, or
 * DATA_DIR/uploads, whose previous content is kept aside). Nothing is changed until the backup is read
 * and checked whole.
 */
export async function restoreBackup(file: string, config: Config, logger: Logger): Promise<RestoreReport> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const work = await mkdtemp(path.join(path.dirname(path.resolve(file)), '.restore-'));
  const keptAside: string[] = [];
  let secretsToSet: string[];
  try {
    let archive = file;
    if (await isEncrypted(file)) {
      if (!config.backup.encryptionKey)
        throw new Error(
          `${file} is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was encrypted with, then restore`,
        );
      archive = path.join(work, 'backup.tar.gz');
      await decryptFile(config.backup.encryptionKey, file, archive);
    }
    const manifest = await unpackBackup(archive, path.join(work, 'unpacked'));
    const unpacked = path.join(work, 'unpacked');
    let database: string;
    if (config.databaseUrl) {
      const url = config.databaseUrl;
      if ((await otherSessions(url)) > 0)
        throw new Error(
          'something is connected to the database of DATABASE_URL (an app instance?): stop every instance first',
        );
      if ((await tableCount(url)) > 0)
        throw new Error(
          'the database of DATABASE_URL already has tables: restore into a new, empty database (createdb), then point DATABASE_URL at it',
        );
      try {
        await migrateTo(url, manifest);
        await loadRows(url, unpacked, manifest);
        secretsToSet = await settleSecrets(url, config, new Map());
      } catch (error) {
        // It was empty: put it back that way, so the restore can simply be run again.
        await withClient(url, (c) => c.query('drop schema public cascade; create schema public')).catch(
          () => undefined,
        );
        throw error;
      }
      database = new URL(url).pathname.slice(1);
    } else {
      // Refuses (StartError) while an app holds DATA_DIR.
      const db = await startEmbeddedPostgres(config.dataDir, logger);
      try {
        const server = withDatabase(db.url, 'postgres');
        const staging = `${APP_DATABASE}_restoring`;
        await withClient(server, async (c) => {
          await c.query(`drop database if exists ${ident(staging)} with (force)`);
          await c.query(`create database ${ident(staging)}`);
        });
        await migrateTo(withDatabase(db.url, staging), manifest);
        await loadRows(withDatabase(db.url, staging), unpacked, manifest);
        const { rows: existing } = await withClient(server, (c) =>
          c.query('select 1 from pg_database where datname = $1', [APP_DATABASE]),
        );
        // The same machine: the keys of the database being replaced are the restored data's when they match.
        const replaced = existing.length
          ? await generatedSecrets(withDatabase(db.url, APP_DATABASE))
          : new Map<string, string>();
        secretsToSet = await settleSecrets(withDatabase(db.url, staging), config, replaced);
        await withClient(server, async (c) => {
          const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [APP_DATABASE]);
          // A database without a table (a data directory just made) is not worth keeping.
          if (rowCount && (await tableCount(withDatabase(db.url, APP_DATABASE))) === 0) {
            await c.query(`drop database ${ident(APP_DATABASE)} with (force)`);
          } else if (rowCount) {
            const aside = `${APP_DATABASE}_before_restore_${stamp()}`;
            await c.query(`alter database ${ident(APP_DATABASE)} rename to ${ident(aside)}`);
            keptAside.push(`database ${aside} (drop it with DROP DATABASE once the restore is checked)`);
          }
          await c.query(`alter database ${ident(staging)} rename to ${ident(APP_DATABASE)}`);
        });
      } finally {
        await db.stop();
      }
      database = `${APP_DATABASE} (embedded, ${path.join(config.dataDir, 'postgres')})`;
    }

    const storage = createMediaStorage(config);
    const uploadsDir = (storage.uploads as { dir?: string }).dir;
    const from = path.join(unpacked, 'uploads');
    if (uploadsDir) {
      if (existsSync(uploadsDir) && (await readdir(uploadsDir)).length) {
        const aside = `${uploadsDir}.before-restore-${stamp()}`;
        await rename(uploadsDir, aside);
        keptAside.push(`images ${aside}`);
      }
      await cp(from, uploadsDir, { recursive: true });
    } else {
      for (const image of manifest.uploads)
        await storage.uploads.put(image.name, await readFile(path.join(from, image.name)));
    }
    logger.info({ file, database }, 'backup restored');
    return {
      createdAt: manifest.createdAt,
      database,
      tables: restoredTables(manifest).map(({ name, rows }) => ({ name, rows })),
      images: manifest.uploads.length,
      keptAside,
      secretsToSet,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
