import { SecretHasher } from '../../common/secrets.js';
import { Migration20261205090000_ticket_nonce } from '../../db/migrations/Migration20261205090000_ticket_nonce.js';
import { makeBooking, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { Experience } from '../experience/experience.entity.js';
import {
  confirmedTicketCode,
  findBookingIdByTicketCode,
  parseTicketCode,
  ticketCodeFor,
  type SqlRunner,
} from './booking.ticket.js';
import { GuestBooking } from './guest-booking.entity.js';

// Issue 39 point 1: a ticket per booking whose code nobody can make without the server key (not from
// the booking's id or number, not from its 6-digit look-up code, not from a copy of the database).
let app: TestApp;
let experience: Experience;
const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){6}-[1-9A-HJKMNP-TV-Z][0-9A-HJKMNP-TV-Z]*$/;

beforeAll(async () => {
  app = await createTestApp();
  experience = await makeExperience(app.em(), { title: 'Hanbok walk' });
});
afterAll(() => app.close());

const stored = async (data: Partial<GuestBooking> & { code?: string } = {}) => {
  const made = await makeBooking(app.em(), experience, { status: 'confirmed', ...data });
  return app.em().findOneOrFail(GuestBooking, made.id);
};

/** The booking's row as the database holds it, every column as text. */
const rowText = async (id: number) =>
  JSON.stringify(
    await app.em().execute('select to_jsonb(b) as row from guest_booking b where id = ?', [id]),
  ).toUpperCase();

describe('the ticket code', () => {
  it('is 136 random-looking bits and a locator, unrelated between two bookings made one after the other', async () => {
    const a = await stored({ guestEmail: 'a@example.com' });
    const b = await stored({ guestEmail: 'b@example.com' });
    const codeA = ticketCodeFor(app.hasher, a);
    const codeB = ticketCodeFor(app.hasher, b);
    expect(codeA).toMatch(CODE);
    expect(codeB).toMatch(CODE);
    // Consecutive bookings share no part of their secret halves (28 characters, 136 bits each).
    const macA = codeA.replace(/-/g, '').slice(0, 28);
    const macB = codeB.replace(/-/g, '').slice(0, 28);
    // (Each position agrees by chance one time in 32: ten or more of 28 would happen once in ~10^9 runs.)
    expect([...macA].filter((c, i) => macB[i] === c).length).toBeLessThan(10);
    expect(a.ticketNonce).not.toBe(b.ticketNonce);
    // The same booking always shows the same code (mail, look-up page and OCTO agree).
    expect(ticketCodeFor(app.hasher, await app.em().findOneOrFail(GuestBooking, a.id))).toBe(codeA);
  });

  it('is not made from the booking id, its number or its look-up code: another nonce or another server key gives another code', async () => {
    const booking = await stored({ guestEmail: 'c@example.com', code: '123456' });
    const code = ticketCodeFor(app.hasher, booking);
    const mac = code.replace(/-/g, '').slice(0, 28);
    expect(mac).not.toContain('123456');
    // Same id, another nonce: another code.
    expect(ticketCodeFor(app.hasher, { id: booking.id, ticketNonce: crypto.randomUUID() })).not.toBe(code);
    // Same row, another CODE_HASH_SECRET: another code (the key is what makes it).
    const otherKey = new SecretHasher(Buffer.from('another-code-hash-secret-that-is-long-enough', 'utf8'));
    expect(ticketCodeFor(otherKey, booking)).not.toBe(code);
    expect(await findBookingIdByTicketCode(app.em(), otherKey, code)).toBeNull();
  });

  it("is in none of the booking's columns: a dump of the database gives no code", async () => {
    const booking = await stored({ guestEmail: 'd@example.com' });
    const code = ticketCodeFor(app.hasher, booking);
    const row = await rowText(booking.id);
    expect(row).toContain(booking.ticketNonce.toUpperCase());
    expect(row).not.toContain(code);
    expect(row).not.toContain(code.replace(/-/g, '').slice(0, 28));
    for (const group of code.split('-').slice(0, 4)) expect(row).not.toContain(`"${group}`);
  });

  it('is shown for a confirmed booking only', async () => {
    for (const status of ['pending', 'awaiting_payment', 'cancelled', 'expired'] as const) {
      const booking = await stored({ guestEmail: `${status}@example.com`, status });
      expect(confirmedTicketCode(app.hasher, booking)).toBeNull();
    }
    const confirmed = await stored({ guestEmail: 'e@example.com' });
    expect(confirmedTicketCode(app.hasher, confirmed)).toBe(ticketCodeFor(app.hasher, confirmed));
  });
});

describe('findBookingIdByTicketCode (the scan)', () => {
  it('finds the booking by its code, typed in lower case, without hyphens, with O for 0 and I or L for 1', async () => {
    const booking = await stored({ guestEmail: 'f@example.com' });
    const code = ticketCodeFor(app.hasher, booking);
    expect(await findBookingIdByTicketCode(app.em(), app.hasher, code)).toBe(booking.id);
    expect(await findBookingIdByTicketCode(app.em(), app.hasher, code.toLowerCase())).toBe(booking.id);
    expect(await findBookingIdByTicketCode(app.em(), app.hasher, ` ${code.replace(/-/g, ' ')} `)).toBe(
      booking.id,
    );
    const misread = code.replace(/0/g, 'O').replace(/1/g, 'l');
    expect(await findBookingIdByTicketCode(app.em(), app.hasher, misread)).toBe(booking.id);
    // A cancelled booking's code still names it: the check-in refuses it by its status.
    await app.em().nativeUpdate(GuestBooking, { id: booking.id }, { status: 'cancelled' });
    expect(await findBookingIdByTicketCode(app.em(), app.hasher, code)).toBe(booking.id);
  });

  it('answers null for a forged code: one character changed, or one booking’s secret half with another’s number', async () => {
    const a = await stored({ guestEmail: 'g@example.com' });
    const b = await stored({ guestEmail: 'h@example.com' });
    const codeA = ticketCodeFor(app.hasher, a);
    const codeB = ticketCodeFor(app.hasher, b);
    const changed = (codeA[0] === 'A' ? 'B' : 'A') + codeA.slice(1);
    expect(await findBookingIdByTicketCode(app.em(), app.hasher, changed)).toBeNull();
    const swapped = `${codeA.slice(0, 19)}-${codeB.split('-')[4]}`;
    expect(await findBookingIdByTicketCode(app.em(), app.hasher, swapped)).toBeNull();
    // A well-formed code naming no booking.
    expect(await findBookingIdByTicketCode(app.em(), app.hasher, `${codeA.slice(0, 19)}-ZZZZZ`)).toBeNull();
  });

  it('answers null without a query for what cannot be a ticket code', async () => {
    const queries: string[] = [];
    const db: SqlRunner = {
      execute: <T>(sql: string, params?: unknown[]) => {
        queries.push(sql);
        return app.em().execute(sql, params) as Promise<T>;
      },
    };
    for (const bad of [
      '',
      '123456',
      'T7KQ-M2XP-4D9R-8HJW-C5NA-W3E8-KQ2B',
      'T7KQ-M2XP-4D9R-8HJW-C5NA-W3E8-KQ2B-0V',
      'T7KQ-M2XP-4D9R-8HJU-C5NA-W3E8-KQ2B-3V',
      'T7KQ-M2XP-4D9R-8HJW-C5NA-W3E8-KQ2B-ZZZZZZZ',
      "T7KQ-M2XP-4D9R-8HJW-C5NA-W3E8-KQ2B-3V'; drop table guest_booking; --",
      // The 80-bit codes of the first version of this scheme no longer parse.
      'T7KQ-M2XP-4D9R-8HJW-3V',
      null,
      42,
      'x'.repeat(10_000),
    ]) {
      expect(await findBookingIdByTicketCode(db, app.hasher, bad)).toBeNull();
    }
    expect(queries).toEqual([]);
    expect(parseTicketCode('t7kq-m2xp-4d9r-8hjw-c5na-w3e8-kq2b-3v')).toEqual({
      mac: 'T7KQM2XP4D9R8HJWC5NAW3E8KQ2B',
      id: 3 * 32 + 27,
    });
  });
});

describe('the migration', () => {
  it('gives every booking stored before it a nonce of its own', async () => {
    const a = await stored({ guestEmail: 'i@example.com' });
    const b = await stored({ guestEmail: 'j@example.com' });
    const connection = app.orm.em.getConnection();
    await connection.execute('alter table guest_booking drop column ticket_nonce');
    const migration = new Migration20261205090000_ticket_nonce(app.orm.em.getDriver(), app.orm.config);
    await migration.up();
    for (const sql of migration.getQueries()) await connection.execute(sql as string);
    const rows = await connection.execute<{ id: number; ticket_nonce: string }[]>(
      'select id, ticket_nonce from guest_booking where id in (?, ?)',
      [a.id, b.id],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]!.ticket_nonce).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[0]!.ticket_nonce).not.toBe(rows[1]!.ticket_nonce);
  });
});

describe("the guest's look-up (issue 39 point 6)", () => {
  const facts = (guestEmail: string) => ({
    email: guestEmail,
    phone: '+819012345678',
    verificationCode: '246810',
  });
  const FIND = `query ($input: FindBookingInput!) { findBooking(input: $input) { id status ticketCode } }`;

  it('POST /api/guest-bookings/verify and findBooking give a confirmed booking its ticket code', async () => {
    const booking = await stored({ guestEmail: 'verify-confirmed@example.com' });
    const code = ticketCodeFor(app.hasher, booking);
    const rest = await app.client().rest('POST', '/api/guest-bookings/verify', facts(booking.guestEmail));
    expect(rest).toMatchObject({
      status: 200,
      body: { id: booking.id, status: 'confirmed', ticketCode: code },
    });
    const gql = await app.client().gql(FIND, { input: facts(booking.guestEmail) });
    expect(gql.data).toEqual({ findBooking: { id: booking.id, status: 'confirmed', ticketCode: code } });
  });

  it('gives no ticket code for a pending, cancelled or expired booking', async () => {
    for (const status of ['pending', 'cancelled', 'expired'] as const) {
      const booking = await stored({ guestEmail: `verify-${status}@example.com`, status });
      const rest = await app.client().rest('POST', '/api/guest-bookings/verify', facts(booking.guestEmail));
      expect(rest).toMatchObject({ status: 200, body: { id: booking.id, status, ticketCode: null } });
      const gql = await app.client().gql(FIND, { input: facts(booking.guestEmail) });
      expect(gql.data).toEqual({ findBooking: { id: booking.id, status, ticketCode: null } });
    }
  });
});
