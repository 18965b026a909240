/**
 * `npm run secrets`: prints the keys this site generated for itself and keeps in its database (when it
 * ran without SESSION_SECRET or CODE_HASH_SECRET), as lines to put into the environment: what production
 * must set (the same values, or the data made with them stops working), and what a restore of this
 * site's backups onto another machine needs. A backup never holds them.
 */
import 'reflect-metadata';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { runCommand } from './cli-run.js';
import { createLogger } from '../common/logger.js';
import { generatedKeys, SECRET_SETTINGS } from '../platform/app-setting/app-setting.service.js';
import { commandDatabase } from './cli-database.js';

async function run(): Promise<number> {
  // Only where the database is: production's requirement of the two secrets is what this helps meet.
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  const logger = createLogger({ logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel });
  const db = await commandDatabase(config, logger);
  const client = new pg.Client({ connectionString: db.url });
  try {
    await client.connect();
    const keys = await generatedKeys(
      client,
      Object.keys(SECRET_SETTINGS).filter((name) => SECRET_SETTINGS[name]),
    );
    if (!keys.size) {
      console.log(
        'This database keeps no generated key: the site runs with SESSION_SECRET and CODE_HASH_SECRET from its environment.',
      );
      return 0;
    }
    console.log(
      '# Keys this site generated and keeps in its database (never in a backup). Set them in the environment of every instance, keep them with your other secrets, and never change CODE_HASH_SECRET:',
    );
    // SESSION_SECRET first, then CODE_HASH_SECRET.
    for (const [name, value] of [...keys].reverse()) console.log(`${SECRET_SETTINGS[name]}=${value}`);
    return 0;
  } finally {
    await client.end().catch(() => undefined);
    await db.stop();
  }
}

runCommand(run);
