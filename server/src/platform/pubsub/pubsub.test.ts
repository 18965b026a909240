/**
 * Notifications sent after their writer committed (announceAfterCommit): in the order handed, several
 * to a statement, and never from a transaction.
 */
import { jest } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/database.js';
import { announceAfterCommit, announcementsSent } from './pubsub.js';

let db: TestDatabase;
let pool: pg.Pool;
let listener: pg.Client;
const received: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase({ empty: true });
  pool = new pg.Pool({ connectionString: db.url, max: 4 });
  // The database is dropped WITH (FORCE) at the end: a connection still closing is not an error.
  pool.on('error', () => undefined);
  listener = new pg.Client({ connectionString: db.url });
  listener.on('error', () => undefined);
  await listener.connect();
  listener.on('notification', (message) => received.push(message.payload ?? ''));
  await listener.query('listen announce_test');
});
afterAll(async () => {
  await listener.end();
  await pool.end();
  await db.drop();
});

/** Waits until `count` notifications arrived (at most 5 s). */
async function arrived(count: number) {
  const deadline = Date.now() + 5000;
  while (received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return received;
}

const logger = { error: jest.fn() };

it('sends what it is handed within its window in order, in one statement', async () => {
  received.length = 0;
  const statements: string[] = [];
  const query = pool.query.bind(pool);
  const counting = jest.spyOn(pool, 'query').mockImplementation(((
    config: { text: string },
    ...rest: unknown[]
  ) => {
    statements.push(config.text);
    return (query as (...args: unknown[]) => unknown)(config, ...rest);
  }) as never);
  try {
    const payloads = Array.from({ length: 50 }, (_, n) => `note ${n}`);
    for (const payload of payloads) announceAfterCommit(pool, { channel: 'announce_test', payload }, logger);
    expect(await arrived(50)).toEqual(payloads);
    expect(statements).toHaveLength(1);
    expect(statements.every((text) => text.includes('pg_notify'))).toBe(true);
  } finally {
    counting.mockRestore();
  }
  expect(logger.error).not.toHaveBeenCalled();
});

it('logs a payload too large to send and sends the rest', async () => {
  received.length = 0;
  announceAfterCommit(pool, { channel: 'announce_test', payload: 'x'.repeat(8000) }, logger);
  announceAfterCommit(pool, { channel: 'announce_test', payload: 'after' }, logger);
  expect(await arrived(1)).toEqual(['after']);
  expect(logger.error).toHaveBeenCalledTimes(1);
});

it('lets a stop wait until what was handed has been sent, and no longer than its time', async () => {
  received.length = 0;
  announceAfterCommit(pool, { channel: 'announce_test', payload: 'last before the stop' }, logger);
  // Still in its window: nothing sent yet.
  expect(received).toEqual([]);
  await announcementsSent(pool);
  // Sent: the listener's connection may take a moment to hand it over.
  expect(await arrived(1)).toEqual(['last before the stop']);
  // A database that never answers (a stop during its restart) holds the stop up for `ms` at most.
  const silent = { query: () => new Promise(() => undefined) } as unknown as pg.Pool;
  announceAfterCommit(silent, { channel: 'announce_test', payload: 'never answered' }, logger);
  const started = Date.now();
  await announcementsSent(silent, 300);
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(received).not.toContain('never answered');
});
