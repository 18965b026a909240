import pg from 'pg';
import { makeExperience } from '../../testing/fixtures.js';
import type { Experience } from '../experience/experience.entity.js';
import {
  isUniqueViolation,
  literal,
  NO_PENDING_LIMIT,
  storeApplication,
  type ApplicationRow,
} from './booking.store.js';
import { BookingLog } from './booking-log.entity.js';
import { GuestBooking } from './guest-booking.entity.js';
import { app, application, applicationRow as row, inDays, post, setUpBookings } from './booking.testing.js';

// Applications handed in together are checked and stored together (group commit: common/group-commit.ts,
// booking.store.ts): one round trip and one transaction a batch. Each must still answer for itself, and
// every rule must hold across the applications of a batch as it does one after another.

setUpBookings();

/** A small item of its own: `seats` a slot. */
const smallItem = (seats: number) =>
  makeExperience(app.em(), {
    title: `Small ${seats}`,
    language: ['ENG'],
    maxGuests: seats,
  } as Partial<Experience>);

const nextId = async () =>
  (await app.pool.query<{ id: number }>(`select nextval('guest_booking_id_seq')::int as id`)).rows[0].id;

/** Stores the rows at once (handed in in one go, as parallel requests hand them), each with its new id. */
async function storeAll(rows: ApplicationRow[], pendingLimit = NO_PENDING_LIMIT) {
  const ids = await Promise.all(rows.map(() => nextId()));
  return Promise.all(
    rows.map((r, i) =>
      storeApplication(app.pool, r, pendingLimit, ids[i], {
        logDetails: 'test',
        mails: [],
        webhooks: [],
      }).catch((error: unknown) => ({ error })),
    ),
  );
}

/** Every query any pg client of this process sends while `work` runs (not a mock: each goes on). */
async function queriesDuring(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { name?: string; text: string };
    sent.push(typeof q === 'string' ? q : (q.name ?? q.text));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

const executes = (text: string, name: string) => text.split(`execute ${name}`).length - 1;

describe('applications stored together', () => {
  it('stores parallel applications for the last seats in batches, never more than the slot has', async () => {
    const item = await smallItem(5);
    const rows = Array.from({ length: 12 }, () => row(item));
    let results: Awaited<ReturnType<typeof storeAll>> = [];
    const sent = await queriesDuring(async () => (results = await storeAll(rows)));
    // At least one transaction stored several: the batch is what this test is about.
    expect(Math.max(...sent.map((text) => executes(text, 'booking_store_application')))).toBeGreaterThan(1);

    const stored = results.filter((r): r is { id: number; mailed: boolean } => 'id' in r);
    expect(stored).toHaveLength(5);
    expect(results.filter((r) => 'refused' in r && r.refused === 'no_seats')).toHaveLength(7);
    // Each answer is its own application's: the stored row under its id is the one it handed in.
    const bookings = await app.em().find(GuestBooking, { experience: item.id }, { orderBy: { id: 'asc' } });
    expect(bookings.map((b) => b.id)).toEqual(stored.map((s) => s.id).sort((a, b) => a - b));
    for (const booking of bookings) {
      const handedIn = rows[results.findIndex((r) => 'id' in r && r.id === booking.id)];
      expect(booking.guestEmail).toBe(handedIn.guestEmail);
    }
    expect(await app.em().count(BookingLog, { booking: { $in: bookings.map((b) => b.id) } })).toBe(5);
  });

  it('keeps the per-address cap across the applications of one batch', async () => {
    const item = await smallItem(50);
    const rows = Array.from({ length: 7 }, () => row(item, { guestEmail: 'same@example.jp' }));
    const results = await storeAll(rows, 3);
    expect(results.filter((r) => 'id' in r)).toHaveLength(3);
    expect(results.filter((r) => 'refused' in r && r.refused === 'too_many_pending')).toHaveLength(4);
  });

  it('stores a batch that failed (two under one idempotency key) one by one: each answers for itself', async () => {
    const item = await smallItem(50);
    const key = `batch-key-${Date.now()}`;
    const rows = [
      row(item),
      row(item),
      row(item, { idempotencyKey: key, idempotencyFingerprint: 'a' }),
      row(item, { idempotencyKey: key, idempotencyFingerprint: 'a' }),
      row(item),
    ];
    const results = await storeAll(rows);
    // The key's second application meets the unique index, alone; everything else is stored once.
    const failed = results.filter((r) => 'error' in r);
    expect(failed).toHaveLength(1);
    expect(isUniqueViolation((failed[0] as { error: unknown }).error)).toBe(true);
    expect(results.filter((r) => 'id' in r)).toHaveLength(4);
    expect(await app.em().count(GuestBooking, { experience: item.id })).toBe(4);
    expect(await app.em().count(GuestBooking, { idempotencyKey: key })).toBe(1);
  });

  it('answers parallel guests for the last seats over HTTP: the seats taken once, the rest 409', async () => {
    const item = await smallItem(4);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(application({ itemId: item.id, bookingDate: inDays(5), language: 'ENG' })),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(4);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(6);
  });
});

describe('the literals of a batch’s EXECUTEs', () => {
  const texts = [
    '',
    'plain',
    "O'Brien",
    "''",
    'C:\\path\\to',
    "it's a \\ and a '",
    '{"props":{"title":"Temple \\"stay\\"","note":"it\'s\\nfine"}}',
    '한국 文化 ツアー 🎎',
    '\\',
    "'",
  ];

  it('are written as pg escapes them', () => {
    for (const text of texts) expect(literal(text)).toBe(pg.escapeLiteral(text));
  });

  it('are read back by PostgreSQL as the value written', async () => {
    const sql = texts.map((text, i) => `${literal(text)}::text as v${i}`).join(', ');
    const { rows } = await app.pool.query<Record<string, string>>(`select ${sql}`);
    expect(texts.map((_, i) => rows[0][`v${i}`])).toEqual(texts);
    expect(literal(null)).toBe('null');
    expect(literal(new Date('2026-11-30T01:02:03.000Z'))).toBe("'2026-11-30T01:02:03.000Z'");
    expect(() => literal(Number.NaN)).toThrow('Not a number');
  });
});
