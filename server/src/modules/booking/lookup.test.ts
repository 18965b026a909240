import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { secretChecks } from '../../common/secrets.js';
import { Migration20261127090000_phone_e164 } from '../../db/migrations/Migration20261127090000_phone_e164.js';
import { makeBooking, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { GuestClient } from '../../testing/uploads.js';
import type { Experience } from '../experience/experience.entity.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { legacyCodes } from './booking-application.service.js';
import { GuestBooking } from './guest-booking.entity.js';

// The booking look-up (issue 28 point 5, issue 20 point 3, issue 25 point 1): found in SQL by e-mail
// and the code's keyed hash with no cut-off; nobody can bury a guest's booking or inbox; the answer
// takes the same work whether or not the e-mail has booked.
let app: TestApp;
let experience: Experience;
let addressSeq = 0;
const fresh = () => new GuestClient(app.url, `203.0.113.${++addressSeq}`);
const NOT_FOUND = 'Booking not found. Please check your information and try again.';

beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: '1' });
  experience = await makeExperience(app.em(), {
    title: 'Palace night walk',
    language: ['ENG', 'JPN'],
    // Applications hold their seats, and this file makes dozens on one slot.
    maxGuests: 200,
    price: 30000,
  });
});
afterAll(() => app.close());

const application = (data: Record<string, unknown>) => ({
  itemId: experience.id,
  bookingDate: addDays(seoulToday(), 5),
  timeSlot: '10:00',
  guestName: 'Aiko Tanaka',
  guestEmail: 'aiko@example.jp',
  guestPhone: '+81 9012345678',
  verificationCode: '246810',
  numberOfGuests: 1,
  language: 'JPN',
  ...data,
});

const lookup = (body: Record<string, string>) => fresh().rest('POST', '/api/guest-bookings/verify', body);

describe("nobody can hide a guest's booking or fill their inbox", () => {
  it('50 applications from 50 addresses under the guest e-mail: the guest still finds theirs, gets at most 6 mails', async () => {
    const victim = 'victim@example.jp';
    const own = await fresh().rest('POST', '/api/guest-bookings', application({ guestEmail: victim }));
    expect(own.status).toBe(201);

    const answers = [];
    for (let i = 0; i < 50; i += 1) {
      answers.push(
        await fresh().rest(
          'POST',
          '/api/guest-bookings',
          application({
            guestEmail: victim,
            guestPhone: '+44 7400123456',
            guestName: `Mallory ${i}`,
            verificationCode: String(100000 + i),
          }),
        ),
      );
    }
    // Ten may wait for approval under one address at a time (the guest's own included).
    expect(answers.filter((a) => a.status === 201)).toHaveLength(9);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(41);
    expect(refused[0].body).toEqual({
      message:
        'This e-mail address already has 10 booking requests awaiting approval. Please wait until we answer them, or contact us.',
    });
    expect(await app.em().count(GuestBooking, { guestEmail: victim })).toBe(10);

    const found = await lookup({ email: victim, phone: '+81 9012345678', verificationCode: '246810' });
    expect(found).toMatchObject({ status: 200, body: { id: own.body.id, guestName: 'Aiko Tanaka' } });

    const toVictim = await app.em().count(MailOutbox, { recipient: victim });
    expect(toVictim).toBeLessThanOrEqual(6);
    expect(toVictim).toBe(3); // RATE_LIMIT_RECEIVED_MAILS_PER_HOUR
  });

  it('an application refused for the pending cap spends none of the "received" mails of the e-mail', async () => {
    const small = await createTestApp({
      TRUST_PROXY: '1',
      BOOKING_PENDING_PER_EMAIL: '1',
      RATE_LIMIT_RECEIVED_MAILS_PER_HOUR: '2',
    });
    try {
      const item = await makeExperience(small.em(), { language: ['ENG', 'JPN'], maxGuests: 6 });
      const guest = 'twice@example.jp';
      const apply = (code: string) =>
        new GuestClient(small.url, `198.51.100.${++addressSeq}`).rest(
          'POST',
          '/api/guest-bookings',
          application({ itemId: item.id, guestEmail: guest, verificationCode: code }),
        );
      const first = await apply('111111');
      expect(first.status).toBe(201);
      expect((await apply('222222')).status).toBe(429);
      // Staff decline the first; the guest applies again within the hour and is mailed again.
      await small.em().nativeUpdate(GuestBooking, { id: first.body.id }, { status: 'cancelled' as never });
      expect((await apply('333333')).status).toBe(201);
      expect(await small.em().count(MailOutbox, { recipient: guest })).toBe(2);
    } finally {
      await small.close();
    }
  });

  it('finds the booking with no cut-off, however many bookings the e-mail has', async () => {
    const email = 'frequent@example.com';
    const first = await makeBooking(app.em(), experience, { guestEmail: email, code: '111111' });
    for (let i = 0; i < 60; i += 1) {
      await makeBooking(app.em(), experience, {
        guestEmail: email,
        code: '222222',
        status: 'cancelled' as never,
      });
    }
    const res = await lookup({ email, phone: '+81 9012345678', verificationCode: '111111' });
    expect(res).toMatchObject({ status: 200, body: { id: first.id } });
  });
});

describe('codes stored before keyed hashes (argon2)', () => {
  it('are still found, and stored keyed after their first right look-up', async () => {
    const old = await makeBooking(app.em(), experience, { guestEmail: 'old@example.com', legacyHash: true });
    const body = { email: 'old@example.com', phone: '+81 9012345678', verificationCode: '246810' };
    expect((await lookup({ ...body, verificationCode: '000000' })).status).toBe(404);
    expect((await app.em().findOneOrFail(GuestBooking, old.id)).verificationCodeHash).toMatch(
      /^\$argon2id\$/,
    );
    expect(await lookup(body)).toMatchObject({ status: 200, body: { id: old.id } });
    expect((await app.em().findOneOrFail(GuestBooking, old.id)).verificationCodeHash).toMatch(/^k1\$\$/);
    expect(await lookup(body)).toMatchObject({ status: 200, body: { id: old.id } });
  });
});

describe('the same work whether or not the e-mail has booked', () => {
  const attempts = [
    { email: 'nobody@example.com', phone: '+81 9012345678', verificationCode: '246810' },
    { email: 'timing@example.com', phone: '+81 9012345678', verificationCode: '999999' },
    { email: 'timing@example.com', phone: '+1 2025550100', verificationCode: '246810' },
  ];

  /** How many argon2 checks each attempt made. */
  async function argon2ChecksOf() {
    const checks = [];
    for (const body of attempts) {
      const before = secretChecks.argon2;
      expect(await lookup(body)).toMatchObject({ status: 404, body: { message: NOT_FOUND } });
      checks.push(secretChecks.argon2 - before);
    }
    return checks;
  }

  it('while old (argon2) codes remain, every miss makes exactly one slow check; once none remain, none does', async () => {
    await makeBooking(app.em(), experience, { guestEmail: 'timing@example.com', legacyHash: true });
    Object.assign(legacyCodes, { remain: true, checkedAt: 0 });
    expect(await argon2ChecksOf()).toEqual([1, 1, 1]);

    await app.pool.query(`delete from guest_booking where verification_code_hash like '$argon2%'`);
    await makeBooking(app.em(), experience, { guestEmail: 'timing@example.com' });
    Object.assign(legacyCodes, { remain: true, checkedAt: 0 });
    expect(await argon2ChecksOf()).toEqual([0, 0, 0]);
  });
});

describe('phone numbers from every country (issue 29)', () => {
  it('finds the booking whatever format the guest types the number in (REST and GraphQL)', async () => {
    const booked = await fresh().rest(
      'POST',
      '/api/guest-bookings',
      application({ guestEmail: 'formats@example.jp', guestPhone: '+81 090-1234-5678' }),
    );
    expect(booked.status).toBe(201);
    for (const phone of ['+81 90-1234-5678', '+81 09012345678', '+819012345678', '0081 90 1234 5678']) {
      const res = await lookup({ email: 'formats@example.jp', phone, verificationCode: '246810' });
      expect(res).toMatchObject({ status: 200, body: { id: booked.body.id, guestPhone: '+819012345678' } });
    }
    const gql = await fresh().gql(`query($input: FindBookingInput!) { findBooking(input: $input) { id } }`, {
      input: { email: 'formats@example.jp', phone: '+81 (90) 1234-5678', verificationCode: '246810' },
    });
    expect(gql.data?.findBooking).toEqual({ id: booked.body.id });
    // Another country's number with the same digits is another phone.
    const other = await lookup({
      email: 'formats@example.jp',
      phone: '+82 9012345678',
      verificationCode: '246810',
    });
    expect(other).toMatchObject({ status: 404, body: { message: NOT_FOUND } });
  });

  it('a booking stored the old way (dial code, space, digits with a trunk 0) is rewritten as E.164 by the migration', async () => {
    const old = await makeBooking(app.em(), experience, { guestEmail: 'legacy-phone@example.jp' });
    const connection = app.orm.em.getConnection();
    await connection.execute(`update guest_booking set guest_phone = '+81 09012345678' where id = ?`, [
      old.id,
    ]);
    const unreadable = await makeBooking(app.em(), experience, { guestEmail: 'odd@example.jp' });
    await connection.execute(`update guest_booking set guest_phone = 'ask at the desk' where id = ?`, [
      unreadable.id,
    ]);
    const lookUp = () =>
      lookup({ email: 'legacy-phone@example.jp', phone: '+819012345678', verificationCode: '246810' });
    // The look-up matches the stored E.164 in SQL: an old row is found once migrated (at start).
    expect((await lookUp()).status).toBe(404);

    const migration = new Migration20261127090000_phone_e164(app.orm.em.getDriver(), app.orm.config);
    await migration.up();
    expect((await app.em().findOneOrFail(GuestBooking, old.id)).guestPhone).toBe('+819012345678');
    expect((await lookUp()).status).toBe(200);
    expect((await app.em().findOneOrFail(GuestBooking, unreadable.id)).guestPhone).toBe('ask at the desk');
  });
});
