/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` (or the daily job) back: the database
 * (embedded under DATA_DIR, or the empty one of DATABASE_URL) and the uploaded images. Refuses while the
 * app runs on that data; keeps what it replaces aside. Prints what it restored.
 */
import 'reflect-metadata';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { runCommand } from './cli-run.js';
import { createLogger } from '../common/logger.js';
import { restoreBackup } from '../modules/backup/backup.restore.js';

async function run(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error(
      'Usage: npm run restore -- FILE (a .tar.gz written by npm run backup or the daily backup, or its encrypted .tar.gz.enc copy with BACKUP_ENCRYPTION_KEY set)',
    );
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger({ logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
  const report = await restoreBackup(path.resolve(file), config, logger);
  const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    [
      `Restored the backup of ${report.createdAt} into ${report.database}:`,
      ...report.tables.map((t) => `  ${t.name}: ${t.rows} rows`),
      `  ${rows} rows in ${report.tables.length} tables, ${report.images} images`,
      ...report.keptAside.map((what) => `Kept aside: ${what}`),
      ...report.secretsToSet.map((what) => `Before starting: ${what}`),
      'Start the app (npm start): it applies any newer migrations.',
    ].join('\n'),
  );
  return 0;
}

runCommand(run, 'Restore failed');
