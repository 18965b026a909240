import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../../mikro-orm.config.js';
import { withDatabase } from '../db/database.js';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.KC_TEST_SERVER_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

let templateReady: Promise<void> | undefined;

/** The first test file of the run migrates a template database; the lock makes the others wait for it. */
function ensureTemplate(template: string): Promise<void> {
  templateReady ??= admin(async (c) => {
    await c.query('select pg_advisory_lock(424242)');
    try {
      const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [template]);
      if (rowCount) return;
      await c.query(`create database ${template}`);
      const orm = await MikroORM.init(
        ormConfig(withDatabase(process.env.KC_TEST_SERVER_URL!, template), { logger: () => {} }),
      );
      await orm.migrator.up();
      await orm.close();
    } finally {
      await c.query('select pg_advisory_unlock(424242)');
    }
  });
  return templateReady;
}

async function cloneTemplate(name: string): Promise<void> {
  const template = process.env.KC_TEST_TEMPLATE_DB!;
  await ensureTemplate(template);
  for (let attempt = 0; ; attempt++) {
    try {
      await admin((c) => c.query(`create database ${name} template ${template}`));
      return;
    } catch (error) {
      // Two files cloning the template at the same instant: PostgreSQL refuses one; try again.
      if (attempt > 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

/**
 * A fresh database cloned from the migrated template: one per test file, dropped at the end. `empty`:
 * no table at all, what the first start of the app finds.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  if (!process.env.KC_TEST_SERVER_URL)
    throw new Error('The jest global setup did not run (no KC_TEST_SERVER_URL).');
  const name = `kc_test_${randomBytes(6).toString('hex')}`;
  if (empty) await admin((c) => c.query(`create database ${name}`));
  else await cloneTemplate(name);
  return {
    url: withDatabase(process.env.KC_TEST_SERVER_URL, name),
    drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
