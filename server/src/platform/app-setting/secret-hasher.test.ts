import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/database.js';
import { KEY_MISMATCH, secretHasher } from './secret-hasher.js';

let db: TestDatabase;
let pool: pg.Pool;
const KEY = 'the-key-the-site-always-had-0123456789';
const setting = async (name: string) =>
  (await pool.query<{ value: string }>('select value from app_setting where name = $1', [name])).rows[0]
    ?.value;

beforeEach(async () => {
  db = await createTestDatabase();
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
});
afterEach(async () => {
  await pool.end();
  await db.drop();
});

describe('the key of codes, PINs and TOTP secrets (CODE_HASH_SECRET)', () => {
  it('records a check of the key beside the data, and refuses another key from then on', async () => {
    const hasher = await secretHasher({ codeHashSecret: KEY }, pool);
    expect(await setting('code_hash_check')).toBe(hasher.hash('key-check', 'kculture', ''));
    await expect(secretHasher({ codeHashSecret: KEY }, pool)).resolves.toBeDefined();
    await expect(secretHasher({ codeHashSecret: `${KEY}-new` }, pool)).rejects.toThrow(KEY_MISMATCH);
    // Without the variable (a restore onto a machine that does not have it), no new key is made up.
    await expect(secretHasher({}, pool)).rejects.toThrow(KEY_MISMATCH);
    expect(await setting('code_hash_secret')).toBeUndefined();
  });

  it('a site that ran on a generated key (no check yet) must set that key: npm run secrets prints it', async () => {
    await pool.query(`insert into app_setting (name, value) values ('code_hash_secret', $1)`, [KEY]);
    await expect(
      secretHasher({ codeHashSecret: 'a-brand-new-key-for-production-0123' }, pool),
    ).rejects.toThrow(KEY_MISMATCH);
    expect(await setting('code_hash_check')).toBeUndefined();
    const hasher = await secretHasher({ codeHashSecret: KEY }, pool);
    expect(await setting('code_hash_check')).toBe(hasher.hash('key-check', 'kculture', ''));
    // And the generated one keeps working where it is.
    await expect(secretHasher({}, pool)).resolves.toBeDefined();
  });
});
