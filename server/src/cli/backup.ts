/**
 * `npm run backup [-- FILE]`: one backup of the database and the uploaded images, taken while the site
 * runs, written to FILE or to BACKUP_DIR (default DATA_DIR/backups); prints its path and size. Uses
 * DATABASE_URL, or the embedded PostgreSQL of DATA_DIR: the running app's when it runs, else started here.
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ConfigError, loadConfig } from '../config.js';
import { createLogger } from '../common/logger.js';
import { guardPool } from '../db/availability.js';
import { APP_DATABASE, startDatabase } from '../db/database.js';
import { isAlive } from '../boot/processes.js';
import { createMediaStorage } from '../modules/media/storage.js';
import { runBackup } from '../modules/backup/backup.service.js';
import { formatBytes } from '../modules/backup/backup.format.js';

/** The URL of the embedded PostgreSQL a running app started on `dataDir`, if one runs. */
function runningEmbedded(dataDir: string): string | undefined {
  try {
    const lines = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
    if (!isAlive(Number(lines[0]))) return undefined;
    const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
    return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${lines[3]}/${APP_DATABASE}`;
  } catch {
    return undefined;
  }
}

async function run(): Promise<number> {
  const config = loadConfig();
  const logger = createLogger({ logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
  const target = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const running = config.databaseUrl ? undefined : runningEmbedded(config.dataDir);
  const db = running
    ? { url: running, stop: async () => {} }
    : await startDatabase(config, logger).catch((error: unknown) => {
        throw new Error(`Could not reach the database: ${(error as Error).message}`);
      });
  const pool = guardPool(new pg.Pool({ connectionString: db.url, max: 2 }), logger);
  try {
    const storage = createMediaStorage(config);
    const result = await runBackup(
      { config, databaseUrl: db.url, pool, uploads: storage.uploads, logger },
      'manual',
      target,
    );
    console.log(
      `Backup written: ${result.file} (${formatBytes(result.size)}: ${result.rows} rows in ${result.tables} tables, ${result.images} images)`,
    );
    return 0;
  } finally {
    await pool.end();
    await db.stop();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError
        ? `Configuration error: ${error.message}`
        : `Backup failed: ${(error as Error)?.message ?? String(error)}`,
    );
    process.exit(1);
  },
);
