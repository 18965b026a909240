import pg from 'pg';
import { createLogger } from '../common/logger.js';
import { createTestDatabase, type TestDatabase } from '../testing/database.js';
import { guardPool, isDatabaseUnavailable } from './availability.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('a database that goes away', () => {
  it('tells an unreachable or lost database from a failing query', async () => {
    const refused = await new pg.Client({ connectionString: 'postgresql://x:y@127.0.0.1:1/none' })
      .connect()
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(
      isDatabaseUnavailable({
        code: '57P01',
        message: 'terminating connection due to administrator command',
      }),
    ).toBe(true);
    expect(isDatabaseUnavailable({ code: '57P03', message: 'the database system is starting up' })).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(new Error('wrapped', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true);
    const pool = new pg.Pool({ connectionString: db.url });
    const failed = await pool.query('select * from no_such_table').catch((error: unknown) => error);
    await pool.end();
    expect(isDatabaseUnavailable(failed)).toBe(false);
    expect(isDatabaseUnavailable(new Error('duplicate key value'))).toBe(false);
  });

  it('a checked-out connection the server ends does not take the process down once the pool is guarded', async () => {
    const pool = guardPool(
      new pg.Pool({ connectionString: db.url, max: 2 }),
      createLogger({ logLevel: 'silent' }),
    );
    const held = await pool.connect();
    const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
    // From another connection, as a restarting server would: the held client gets an 'error' event.
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
    await admin.end();
    await new Promise((r) => setTimeout(r, 300));
    // Still here (an unhandled 'error' event would have failed the test), and the pool works on.
    await expect(held.query('select 1')).rejects.toThrow();
    held.release(true);
    expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await pool.end();
  });
});
