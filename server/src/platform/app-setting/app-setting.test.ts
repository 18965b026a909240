import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/database.js';
import { booleanSetting, generatedKeys, keepGeneratedKeys, sharedSetting } from './app-setting.service.js';

let db: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
});
afterAll(async () => {
  await pool.end();
  await db.drop();
});

describe('the generated keys (what npm run secrets prints and a restore carries over)', () => {
  it('are read by name in name order, other settings left out, and carried into another database', async () => {
    await sharedSetting(pool, 'session_secret', () => 'the-session-key');
    await sharedSetting(pool, 'code_hash_secret', () => 'the-code-key');
    await sharedSetting(pool, 'demo_code', () => '123456');
    expect([...(await generatedKeys(pool))]).toEqual([
      ['code_hash_secret', 'the-code-key'],
      ['session_secret', 'the-session-key'],
    ]);

    const other = await createTestDatabase();
    const client = new pg.Client({ connectionString: other.url });
    await client.connect();
    try {
      await sharedSetting(client, 'session_secret', () => 'a-new-session-key');
      await keepGeneratedKeys(client, await generatedKeys(pool));
      expect([...(await generatedKeys(client))]).toEqual([
        ['code_hash_secret', 'the-code-key'],
        ['session_secret', 'the-session-key'],
      ]);
    } finally {
      await client.end();
      await other.drop();
    }
  });
});

describe('a yes-or-no setting', () => {
  it('reads back what it wrote, and nothing else as a value', () => {
    const key = booleanSetting('some_choice');
    expect(key.parse(key.format(true))).toBe(true);
    expect(key.parse(key.format(false))).toBe(false);
    expect(key.parse('yes')).toBeNull();
  });
});
