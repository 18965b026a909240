/**
 * `npm run backup [-- FILE]`: one backup of the database and the uploaded images, taken while the site
 * runs, written to FILE or to BACKUP_DIR (default DATA_DIR/backups); prints its path and size. Uses
 * DATABASE_URL, or the embedded PostgreSQL of DATA_DIR: the running app's when it runs, else started here.
 */
import 'reflect-metadata';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { runCommand } from './cli-run.js';
import { createLogger } from '../common/logger.js';
import { guardPool } from '../db/availability.js';
import { commandDatabase } from './cli-database.js';
import { createMediaStorage } from '../platform/storage/storage.js';
import { runBackup } from '../modules/backup/backup.service.js';
import { formatBytes } from '../modules/backup/backup.format.js';

async function run(): Promise<number> {
  const config = loadConfig();
  const logger = createLogger({ logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
  const target = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const db = await commandDatabase(config, logger);
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

runCommand(run, 'Backup failed');
