/**
 * `npm run seed`: deletes all app content (experiences, bookings, reviews, articles, slides, popups,
 * inquiries, newsletter sign-ups, mail outbox) and loads the demo data again, in one transaction.
 * Admin users and sessions are kept. Uses DATABASE_URL, or the embedded PostgreSQL under DATA_DIR
 * (stop the app first: both cannot run the embedded server at once).
 * With NODE_ENV=production it refuses unless given --force.
 */
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config.js';
import { createLogger } from '../common/logger.js';
import { startDatabase } from '../db/database.js';
import { initOrm, withStartLock } from '../database-start.js';
import { resetAndSeed } from '../seed/seed.js';
import { secretHasher } from '../platform/app-setting/secret-hasher.js';
import pg from 'pg';

async function run(): Promise<number> {
  const config = loadConfig();
  if (config.isProduction && !process.argv.includes('--force')) {
    console.error(
      'Refusing to delete the content of a production database. Run again with --force if you mean it.',
    );
    return 1;
  }
  const logger = createLogger(config);
  let db;
  let code: string;
  try {
    db = await startDatabase(config, logger);
  } catch (error) {
    console.error(
      `Could not start the database: ${(error as Error).message}\n` +
        'If the app is running on the embedded PostgreSQL, stop it first or set DATABASE_URL.',
    );
    return 1;
  }
  try {
    // Not while an app instance is migrating the same database.
    const orm = await withStartLock(db.url, () => initOrm(db.url, logger));
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    try {
      code = await resetAndSeed(orm.em.fork(), logger, config, await secretHasher(config, pool));
    } finally {
      await pool.end();
      await orm.close();
    }
  } finally {
    await db.stop();
  }
  console.log(`Demo data loaded. Review PINs and booking verification codes: ${code}`);
  return 0;
}

run().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    process.exit(1);
  },
);
