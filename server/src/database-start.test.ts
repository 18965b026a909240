import pg from 'pg';
import { createLogger } from './common/logger.js';
import { verifySecret } from './common/secrets.js';
import { createTestDatabase, type TestDatabase } from './testing/database.js';
import { migrationsList } from './db/migrations/index.js';
import { prepareDatabase } from './database-start.js';
import { POOL_IDLE_TIMEOUT_MS } from '../../mikro-orm.config.js';

const logger = createLogger({ logLevel: 'silent' });
const databases: TestDatabase[] = [];
afterAll(async () => {
  await Promise.all(databases.map((db) => db.drop()));
});

async function rows<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Two instances' start-up database steps at the same moment on a fresh, empty database. */
async function startTogether(admin: { username?: string; password?: string }, empty = true) {
  const db = await createTestDatabase({ empty });
  databases.push(db);
  const results = await Promise.allSettled([
    prepareDatabase(db.url, logger, admin),
    prepareDatabase(db.url, logger, admin),
  ]);
  await Promise.all(results.map((r) => (r.status === 'fulfilled' ? r.value.orm.close() : undefined)));
  return {
    created: results.flatMap((r) =>
      r.status === 'fulfilled' && r.value.createdAdmin ? [r.value.createdAdmin] : [],
    ),
    failures: results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : [])),
    admins: await rows<{ username: string; password_hash: string }>(
      db.url,
      'select username, password_hash from admin_user',
    ),
    migrations: (
      await rows<{ name: string }>(db.url, 'select name from mikro_orm_migrations order by id')
    ).map((m) => m.name),
  };
}

// One try may miss the race: each case starts the pair several times, each on a new database.
const ROUNDS = 3;

describe('two instances starting at once on an empty database', () => {
  it('both start; the migrations ran once; the configured admin exists once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const result = await startTogether({ username: 'Owner', password: 'choose-a-strong-one' });
      expect(result.failures).toEqual([]);
      expect(result.migrations).toEqual(migrationsList.map((m) => m.name));
      expect(result.admins.map((a) => a.username)).toEqual(['owner']);
      expect(await verifySecret(result.admins[0].password_hash, 'choose-a-strong-one')).toBe(true);
    }
  }, 120_000);

  it('on a migrated database, a new ADMIN_USERNAME given to both: that admin is made once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const result = await startTogether({ username: 'second', password: 'another-strong-one' }, false);
      expect(result.failures).toEqual([]);
      expect(result.admins.map((a) => a.username)).toEqual(['second']);
    }
  }, 120_000);

  it('without admin settings: one `admin` is made, its password answered to one instance only', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const result = await startTogether({});
      expect(result.failures).toEqual([]);
      expect(result.migrations).toEqual(migrationsList.map((m) => m.name));
      expect(result.admins.map((a) => a.username)).toEqual(['admin']);
      expect(result.created).toHaveLength(1);
      expect(result.created[0].username).toBe('admin');
      expect(await verifySecret(result.admins[0].password_hash, result.created[0].password)).toBe(true);
    }
  }, 120_000);
});

describe('the ORM pool', () => {
  it('keeps an idle connection for five minutes, not pg’s ten seconds (a new backend prepares and plans the hot statements again)', async () => {
    const db = await createTestDatabase();
    databases.push(db);
    const { orm } = await prepareDatabase(db.url, logger, {});
    try {
      const pool = await orm.em.getConnection().getNativeClient();
      expect(pool.options.idleTimeoutMillis).toBe(POOL_IDLE_TIMEOUT_MS);
      expect(POOL_IDLE_TIMEOUT_MS).toBe(300_000);
    } finally {
      await orm.close();
    }
  });
});
