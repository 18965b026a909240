import pg from 'pg';
// The OCTO supplier API (issue 38 points 1, 2, 7) on a real database: every answer is parsed with
// @octocloud/types' zod schemas; one calendar with the storefront (the same holds, lock and count).
import {
  zAvailability,
  zAvailabilityCalendar,
  zBooking,
  zCapability,
  zErrorBadRequest,
  zErrorInvalidAvailabilityId,
  zErrorInvalidBookingUuid,
  zErrorInvalidOptionId,
  zErrorInvalidProductId,
  zErrorInvalidUnitId,
  zErrorUnauthorized,
  zErrorUnprocessableEntity,
  zProduct,
  zSupplier,
  zTicket,
} from '@octocloud/types';
import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { addDays, seoulToday } from '../../../../domain/calendar.js';
import type { AppContext } from '../../context.js';
import { makeAdmin, makeExperience } from '../../testing/fixtures.js';
import { seoulDateTime } from '../../../../domain/calendar.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import type { Experience } from '../experience/experience.entity.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import { findBookingIdByTicketCode, ticketCodeFor } from '../booking/booking.ticket.js';
import { createReseller, revokeApiKey } from '../reseller/reseller.service.js';
import { expireHolds } from '../booking/booking-holds.service.js';
import { bookingEvents } from '../booking/booking.events.js';
import { createLogger } from '../../common/logger.js';
import { OCTO_ERRORS } from './octo.errors.js';
import { OCTO_COMPRESS_FROM } from './octo.rest.js';

let app: TestApp;
const silent = createLogger({ logLevel: 'silent' });
let item: Experience;
let other: Experience;
let key: string;
let key2: string;
let limitedKey: string;
const ctxOf = () => ({ em: app.em(), hasher: app.hasher }) as unknown as AppContext;
const inDays = (n: number) => addDays(seoulToday(), n);
const slotId = (date: string, time: string) => `${date}T${time}:00+09:00`;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_HOUR: '100000', STAFF_EMAIL: 'staff@example.kr' });
  item = await makeExperience(app.em(), {
    title: 'Makgeolli class',
    translations: { JPN: { title: 'マッコリ教室' } },
    price: 50000,
    promotionType: ['%OFF'] as never,
    promotionDiscount: 10,
    optionText: 'Souvenir bottle',
    optionPrice: 5000,
    maxGuests: 4,
    timeSlots: ['10:00', '14:00'],
    bookingCutoffHours: 2,
    freeCancellationHours: 24,
    confirmationMode: 'instant' as never,
  });
  other = await makeExperience(app.em(), { title: 'Not for resellers', maxGuests: 4 });
  key = (await createReseller(ctxOf(), { name: 'Klook', email: 'p@klook.example' })).apiKey;
  key2 = (await createReseller(ctxOf(), { name: 'KKday', email: 'p@kkday.example' })).apiKey;
  limitedKey = (
    await createReseller(ctxOf(), { name: 'Agency', email: 'a@agency.example', experienceIds: [item.id] })
  ).apiKey;
});
afterAll(() => app.close());

const octo = (
  method: string,
  path: string,
  body?: unknown,
  apiKey = key,
  headers: Record<string, string> = {},
) =>
  app.client().rest(method, `/octo${path}`, body, {
    authorization: `Bearer ${apiKey}`,
    'octo-capabilities': 'octo/pricing, octo/content',
    ...headers,
  });

const reserveBody = (date: string, time: string, persons: number, extra: Record<string, unknown> = {}) => ({
  productId: String(item.id),
  optionId: 'DEFAULT',
  availabilityId: slotId(date, time),
  unitItems: Array.from({ length: persons }, () => ({ unitId: 'ADULT' })),
  ...extra,
});

describe('reads', () => {
  it('capabilities, supplier, products and one product in the spec’s shapes; content in the caller’s language', async () => {
    const caps = await octo('GET', '/capabilities');
    expect(caps.status).toBe(200);
    expect(caps.headers.get('content-type')).toMatch(/^application\/json/);
    caps.body.forEach((c: unknown) => zCapability.parse(c));
    zSupplier.parse((await octo('GET', '/supplier')).body);

    const products = await octo('GET', '/products', undefined, limitedKey);
    expect(products.body.map((p: unknown) => zProduct.parse(p).id)).toEqual([String(item.id)]);
    const all = await octo('GET', '/products');
    expect(all.body.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining([String(item.id), String(other.id)]),
    );

    const one = zProduct.parse(
      (await octo('GET', `/products/${item.id}`, undefined, key, { 'accept-language': 'ja-JP' })).body,
    );
    expect(one).toMatchObject({
      title: 'マッコリ教室',
      availabilityType: 'START_TIME',
      defaultCurrency: 'KRW',
    });
    expect(one.options.map((o) => o.id)).toEqual(['DEFAULT', 'ADDON']);
    expect(one.options[0].availabilityLocalStartTimes).toEqual(['10:00', '14:00']);
    expect(one.options[0].units.map((u) => u.id)).toEqual(['ADULT']);
    // The discounted price as the storefront computes it; the add-on per person on top.
    expect(one.options[0].units[0].pricingFrom?.[0]).toMatchObject({
      original: 50000,
      retail: 45000,
      currencyPrecision: 0,
    });
    expect(one.options[1].pricingFrom?.[0]).toMatchObject({ retail: 50000 });
  });

  it('availability and the calendar count the same seats as the storefront', async () => {
    const date = inDays(5);
    await app.client().rest('POST', '/api/guest-bookings', {
      itemId: item.id,
      bookingDate: date,
      timeSlot: '10:00',
      guestName: 'Aiko',
      guestEmail: 'aiko@example.jp',
      guestPhone: '+81 9012345678',
      numberOfGuests: 3,
      verificationCode: '246810',
    });
    const res = await octo('POST', '/availability', {
      productId: String(item.id),
      optionId: 'DEFAULT',
      localDateStart: date,
      localDateEnd: date,
    });
    expect(res.status).toBe(200);
    const slots = res.body.map((a: unknown) => zAvailability.parse(a));
    expect(
      slots.map((a: { id: string; vacancies: number | null; status: string }) => [
        a.id,
        a.vacancies,
        a.status,
      ]),
    ).toEqual([
      [slotId(date, '10:00'), 1, 'LIMITED'],
      [slotId(date, '14:00'), 4, 'AVAILABLE'],
    ]);
    expect(slots[0].utcCutoffAt).toBe(`${addDays(date, -1)}T23:00:00Z`);

    const calendar = await octo('POST', '/availability/calendar', {
      productId: String(item.id),
      optionId: 'DEFAULT',
      localDateStart: inDays(1),
      localDateEnd: inDays(90),
    });
    expect(calendar.status).toBe(200);
    expect(calendar.body).toHaveLength(90);
    const day = calendar.body
      .map((d: unknown) => zAvailabilityCalendar.parse(d))
      .find((d: { localDate: string }) => d.localDate === date);
    expect(day).toMatchObject({ vacancies: 5, capacity: 8, status: 'AVAILABLE' });
  });
  it('a polled calendar never shows a seat taken since, nor an item as it was before a change (octo.cache.ts)', async () => {
    const date = inDays(11);
    const calendar = async () =>
      (
        await octo('POST', '/availability/calendar', {
          productId: String(other.id),
          optionId: 'DEFAULT',
          localDateStart: inDays(10),
          localDateEnd: inDays(12),
        })
      ).body.map((d: unknown) => zAvailabilityCalendar.parse(d));
    const dayOf = (days: { localDate: string; vacancies: number | null; capacity: number | null }[]) =>
      days.find((d) => d.localDate === date)!;
    const first = dayOf(await calendar());
    expect(dayOf(await calendar())).toEqual(first);
    const slots = (
      await octo('POST', '/availability', {
        productId: String(other.id),
        optionId: 'DEFAULT',
        localDateStart: date,
        localDateEnd: date,
      })
    ).body.map((a: unknown) => zAvailability.parse(a));
    const held = await octo('POST', '/bookings', {
      productId: String(other.id),
      optionId: 'DEFAULT',
      availabilityId: slots[0].id,
      unitItems: [{ unitId: 'ADULT' }, { unitId: 'ADULT' }],
    });
    expect(held.status).toBe(200);
    // The same request again: the two seats just held are gone from it.
    expect(dayOf(await calendar()).vacancies).toBe(first.vacancies! - 2);
    // Another writer changes the item: the next read after its version arrived shows the change.
    await app.pool.query('update experience set max_guests = 6 where id = $1', [other.id]);
    await app.settle();
    expect(dayOf(await calendar()).capacity).toBe((first.capacity! / 4) * 6);
  });

  it('a kept calendar is sent as its kept bytes (gzip when the client takes it), not serialised again', async () => {
    const body = {
      productId: String(item.id),
      optionId: 'DEFAULT',
      localDateStart: inDays(20),
      localDateEnd: inDays(109),
    };
    const first = await octo('POST', '/availability/calendar', body);
    expect(first.status).toBe(200);
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      const again = await octo('POST', '/availability/calendar', body, key, { 'accept-encoding': 'gzip' });
      const plain = await octo('POST', '/availability/calendar', body, key, {
        'accept-encoding': 'identity',
      });
      // The 90 days were not serialised again for either answer.
      expect(stringify.mock.calls.filter(([value]) => Array.isArray(value) && value.length === 90)).toEqual(
        [],
      );
      expect(again.headers.get('content-encoding')).toBe('gzip');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(again.body).toEqual(first.body);
      expect(plain.body).toEqual(first.body);
      expect(again.headers.get('cache-control')).toBe('no-store');
      expect(again.headers.get('etag')).toBeNull();
    } finally {
      stringify.mockRestore();
    }
  });
  it('compresses a list made now, not a booking of a few KB (each one a gzip stream set up for little)', async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    const date = inDays(16);
    for (const time of ['10:00', '14:00']) {
      for (let hold = 0; hold < 3; hold += 1) {
        const held = await octo('POST', '/bookings', reserveBody(date, time, 1), key, gzip);
        expect(held.status).toBe(200);
        const bytes = Number(held.headers.get('content-length'));
        expect(bytes).toBeGreaterThan(1024);
        expect(bytes).toBeLessThan(OCTO_COMPRESS_FROM);
        expect(held.headers.get('content-encoding')).toBeNull();
        expect(zBooking.parse(held.body).status).toBe('ON_HOLD');
      }
    }
    // The day's six bookings: above the minimum, so compressed.
    const list = await octo('GET', `/bookings?localDate=${date}`, undefined, key, gzip);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(6);
    expect(list.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('errors', () => {
  it('each unknown id answers its INVALID_* code with the id; bad input BAD_REQUEST; never a 500', async () => {
    const date = inDays(4);
    let res = await octo('GET', '/products/99999');
    expect(res.status).toBe(400);
    expect(zErrorInvalidProductId.parse(res.body)).toMatchObject({
      error: 'INVALID_PRODUCT_ID',
      productId: '99999',
    });
    res = await octo('GET', `/products/${other.id}`, undefined, limitedKey);
    expect(zErrorInvalidProductId.parse(res.body).error).toBe('INVALID_PRODUCT_ID');
    res = await octo('POST', '/bookings', reserveBody(date, '10:00', 1, { optionId: 'VIP' }));
    expect(zErrorInvalidOptionId.parse(res.body)).toMatchObject({
      error: 'INVALID_OPTION_ID',
      optionId: 'VIP',
    });
    res = await octo(
      'POST',
      '/bookings',
      reserveBody(date, '10:00', 1, { unitItems: [{ unitId: 'CHILD' }] }),
    );
    expect(zErrorInvalidUnitId.parse(res.body)).toMatchObject({ error: 'INVALID_UNIT_ID', unitId: 'CHILD' });
    res = await octo('POST', '/bookings', reserveBody(date, '11:00', 1));
    expect(zErrorInvalidAvailabilityId.parse(res.body)).toMatchObject({
      error: 'INVALID_AVAILABILITY_ID',
      availabilityId: slotId(date, '11:00'),
    });
    // A date that does not exist is an unknown availability, never a database error.
    res = await octo('POST', '/bookings', {
      ...reserveBody(date, '10:00', 1),
      availabilityId: '2026-13-45T10:00:00+09:00',
    });
    expect(zErrorInvalidAvailabilityId.parse(res.body).error).toBe('INVALID_AVAILABILITY_ID');
    res = await octo('POST', '/availability', {
      productId: String(item.id),
      optionId: 'DEFAULT',
      availabilityIds: ['2026-02-30T10:00:00+09:00'],
    });
    expect(zErrorInvalidAvailabilityId.parse(res.body).error).toBe('INVALID_AVAILABILITY_ID');
    // A range and ids at once: which slots are asked for is unclear (the OCTO validator's BAD_REQUEST case).
    res = await octo('POST', '/availability', {
      productId: String(item.id),
      optionId: 'DEFAULT',
      localDateStart: date,
      localDateEnd: inDays(30),
      availabilityIds: [slotId(date, '10:00')],
    });
    expect(res.status).toBe(400);
    expect(zErrorBadRequest.parse(res.body).error).toBe('BAD_REQUEST');
    // No unit items, left out or empty: a booking that cannot be made.
    const { unitItems: _units, ...noUnits } = reserveBody(date, '10:00', 1);
    for (const body of [noUnits, { ...noUnits, unitItems: [] }]) {
      res = await octo('POST', '/bookings', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'UNPROCESSABLE_ENTITY', errorMessage: OCTO_ERRORS.noUnits });
    }
    for (const uuid of [randomUUID(), 'not-a-uuid']) {
      res = await octo('GET', `/bookings/${uuid}`);
      expect(res.status).toBe(400);
      expect(zErrorInvalidBookingUuid.parse(res.body)).toMatchObject({ error: 'INVALID_BOOKING_UUID', uuid });
    }
    for (const body of [{ productId: 1 }, { optionId: 'DEFAULT' }]) {
      res = await octo('POST', '/bookings', body);
      expect(res.status).toBe(400);
      expect(zErrorBadRequest.parse(res.body).error).toBe('BAD_REQUEST');
    }
    const raw = await app.client().fetch('/octo/bookings', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(raw.status).toBe(400);
    expect(zErrorBadRequest.parse(await raw.json()).error).toBe('BAD_REQUEST');
  });

  it('an unknown key, and a key revoked a moment ago, are refused with UNAUTHORIZED', async () => {
    const res = await octo('GET', '/products', undefined, 'octo_unknown');
    expect(res.status).toBe(401);
    expect(zErrorUnauthorized.parse(res.body).error).toBe('UNAUTHORIZED');
    const {
      reseller,
      key: row,
      apiKey,
    } = await createReseller(ctxOf(), { name: 'Gone', email: 'g@gone.example' });
    expect((await octo('GET', '/products', undefined, apiKey)).status).toBe(200);
    await revokeApiKey(ctxOf(), reseller.id, row.id);
    const revoked = await octo('GET', '/products', undefined, apiKey);
    expect(revoked.status).toBe(401);
    expect(zErrorUnauthorized.parse(revoked.body).error).toBe('UNAUTHORIZED');
  });

  it('a sold-out slot answers 400 UNPROCESSABLE_ENTITY', async () => {
    const date = inDays(6);
    expect((await octo('POST', '/bookings', reserveBody(date, '14:00', 4))).status).toBe(200);
    const res = await octo('POST', '/bookings', reserveBody(date, '14:00', 1), key2);
    expect(res.status).toBe(400);
    expect(zErrorUnprocessableEntity.parse(res.body).error).toBe('UNPROCESSABLE_ENTITY');
  });

  it('a party maximum below the seats is the option’s maxUnits; a reserve above it is refused, one at it held', async () => {
    const show = await makeExperience(app.em(), {
      title: 'NANTA show',
      maxGuests: 300,
      maxGuestsPerBooking: 10,
      timeSlots: ['17:00'],
    });
    const product = await octo('GET', `/products/${show.id}`);
    expect(zProduct.parse(product.body).options[0].restrictions).toEqual({ minUnits: 1, maxUnits: 10 });
    const body = (persons: number) => ({
      ...reserveBody(inDays(7), '17:00', persons),
      productId: String(show.id),
    });
    const above = await octo('POST', '/bookings', body(11));
    expect(above.status).toBe(400);
    expect(zErrorUnprocessableEntity.parse(above.body).errorMessage).toMatch(/maxUnits/);
    const at = await octo('POST', '/bookings', body(10));
    expect(at.status).toBe(200);
    expect(zBooking.parse(at.body).unitItems).toHaveLength(10);
  });
});

describe('bookings', () => {
  it('a reserve reads its item once, counts its slot only under the lock and reads nothing back for its answer', async () => {
    app.queries.length = 0;
    const res = await octo('POST', '/bookings', reserveBody(inDays(13), '10:00', 1));
    const held = zBooking.parse(res.body);
    expect(held.status).toBe('ON_HOLD');
    expect(app.queries.filter((sql) => /from "?experience"?\b/.test(sql))).toHaveLength(1);
    // The item and the new id in one statement.
    const nextIds = app.queries.filter((sql) => /nextval/.test(sql));
    expect(nextIds).toHaveLength(1);
    expect(nextIds[0]).toMatch(/from experience/);
    // The seats are counted once, by STORE under the slot's lock (on a connection of its own, which these
    // statements do not show), and STORE answers the stored row: nothing else counts or reads the booking.
    expect(app.queries.filter((sql) => /sum\((\w+\.)?number_of_guests\)/.test(sql))).toHaveLength(0);
    expect(app.queries.filter((sql) => /from "?guest_booking"?\b/.test(sql))).toHaveLength(0);
    expect(app.queries).toHaveLength(2);
    // The answer as a read answers it: the stored booking, the seats left with it.
    const read = zBooking.parse((await octo('GET', `/bookings/${held.uuid}`)).body);
    expect(held).toEqual(read);
    expect(held.availability?.vacancies).toBe(read.availability?.vacancies);
  });

  it('a confirm goes to the database three times: the booking under its lock, the slot counted under its lock, the writes with the commit', async () => {
    const held = zBooking.parse((await octo('POST', '/bookings', reserveBody(inDays(13), '14:00', 2))).body);
    // Every statement any pg client of this process sends while the confirmation is answered (not a
    // mock: each goes on to the database). Apart: the admin events' batch (sent after commits,
    // platform/pubsub) and the PREPAREs (once per connection).
    const sent: string[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const q = args[0] as string | { name?: string; text: string };
      const text = typeof q === 'string' ? q : (q.name ?? q.text);
      if (!/^(announce-after-commit|prepare )/.test(text)) sent.push(text);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    let res: Awaited<ReturnType<typeof octo>>;
    try {
      res = await octo('POST', `/bookings/${held.uuid}/confirm`, { contact: { fullName: 'Kim' } });
    } finally {
      pg.Client.prototype.query = query;
    }
    const confirmed = zBooking.parse(res.body);
    expect(confirmed.status).toBe('CONFIRMED');
    // The reseller's key (the gate), then the confirmation's three round trips.
    expect(sent).toHaveLength(4);
    expect(sent[1]).toMatch(/^begin;[^]*; execute octo_locked_booking\('[0-9a-f-]{36}', '\d+'\)$/);
    expect(sent[2]).toMatch(/^select pg_advisory_xact_lock\([^]*\);\s+execute booking_confirm_taken\(/);
    expect(sent[3]).toMatch(/^execute booking_confirm_hold\([^]*\); commit$/);
    // The answer as a read answers it: the seats left, when it was confirmed (as the log has it).
    const read = zBooking.parse((await octo('GET', `/bookings/${held.uuid}`)).body);
    expect(confirmed).toEqual(read);
    expect(confirmed.availability?.vacancies).toBe(2);
    // What it wrote, as a staff approval writes it: the status and its log line, the team's mail, no hold left.
    const row = await app.pool.query(
      `select g.status, g.hold_expires_at, g.guest_name, l.details, l.old_value, l.new_value, l.created_by
       from guest_booking g join booking_log l on l.booking_id = g.id and l.log_type = 'status_change'
       where g.octo_uuid = $1`,
      [held.uuid],
    );
    expect(row.rows).toEqual([
      {
        status: 'confirmed',
        hold_expires_at: null,
        guest_name: 'Kim',
        details: 'Status changed from pending to confirmed',
        old_value: 'pending',
        new_value: 'confirmed',
        created_by: 'system',
      },
    ]);
  });

  it('a confirm whose subscriber changed what it does not write is refused and leaves the hold as it was', async () => {
    const held = zBooking.parse((await octo('POST', '/bookings', reserveBody(inDays(15), '10:00', 1))).body);
    const unsubscribe = bookingEvents.within('confirmed', ({ booking }) => {
      booking.adminMemo = 'written by a subscriber';
    });
    try {
      const res = await octo('POST', `/bookings/${held.uuid}/confirm`, { contact: { fullName: 'Kim' } });
      expect(res.status).toBe(500);
    } finally {
      unsubscribe();
    }
    const row = await app.pool.query(
      `select status, admin_memo, (select count(*)::int from booking_log l where l.booking_id = g.id
         and l.log_type = 'status_change') as logged from guest_booking g where octo_uuid = $1`,
      [held.uuid],
    );
    expect(row.rows).toEqual([{ status: 'pending', admin_memo: '', logged: 0 }]);
    // Nothing was left half-done: the hold confirms as usual.
    const again = await octo('POST', `/bookings/${held.uuid}/confirm`, { contact: { fullName: 'Kim' } });
    expect(zBooking.parse(again.body).status).toBe('CONFIRMED');
  });

  it('reserve → extend → confirm → cancel; the staff are mailed, the guest only when asked; nothing owed', async () => {
    const date = inDays(7);
    const held = zBooking.parse(
      (
        await octo(
          'POST',
          '/bookings',
          reserveBody(date, '10:00', 2, { resellerReference: 'KL-1', expirationMinutes: 10 }),
        )
      ).body,
    );
    expect(held).toMatchObject({
      status: 'ON_HOLD',
      resellerReference: 'KL-1',
      supplierReference: held.id,
      optionId: 'DEFAULT',
    });
    const minutes = (Date.parse(held.utcExpiresAt!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    // The hold takes seats like a guest's.
    const avail = await octo('POST', '/availability', {
      productId: String(item.id),
      optionId: 'DEFAULT',
      availabilityIds: [slotId(date, '10:00')],
    });
    expect(zAvailability.parse(avail.body[0]).vacancies).toBe(2);
    // No mail for a hold.
    expect(await app.em().count(MailOutbox, { bookingId: Number(held.id) })).toBe(0);

    const extended = zBooking.parse(
      (await octo('POST', `/bookings/${held.uuid}/extend`, { expirationMinutes: 90 })).body,
    );
    const extendedMinutes = (Date.parse(extended.utcExpiresAt!) - Date.now()) / 60_000;
    expect(extendedMinutes).toBeGreaterThan(59);
    expect(extendedMinutes).toBeLessThanOrEqual(60);

    const confirmed = zBooking.parse(
      (
        await octo('POST', `/bookings/${held.uuid}/confirm`, {
          contact: { fullName: 'Lee Min', emailAddress: 'lee@example.kr', locales: ['ko'] },
          unitItems: [{ unitId: 'ADULT' }, { unitId: 'ADULT' }, { unitId: 'ADULT' }],
        })
      ).body,
    );
    expect(confirmed).toMatchObject({
      status: 'CONFIRMED',
      utcExpiresAt: null,
      contact: { fullName: 'Lee Min' },
    });
    expect(confirmed.unitItems).toHaveLength(3);
    expect(confirmed.pricing).toMatchObject({ retail: 135000, currency: 'KRW' });
    expect(confirmed.utcConfirmedAt).not.toBeNull();
    const stored = await app.em().findOneOrFail(GuestBooking, { id: Number(held.id) });
    expect(stored).toMatchObject({
      status: 'confirmed',
      numberOfGuests: 3,
      amountDue: null,
      paymentReminderAt: null,
      language: 'KOR',
    });
    const queued = await app.em().find(MailOutbox, { bookingId: stored.id });
    expect(queued.map((m) => m.template)).toEqual(['booking:staff_new']);

    const cancelled = zBooking.parse(
      (await octo('POST', `/bookings/${held.uuid}/cancel`, { reason: 'Guest ill' })).body,
    );
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancellation: { reason: 'Guest ill' } });
    const after = await app.em().find(MailOutbox, { bookingId: stored.id }, { orderBy: { id: 'asc' } });
    expect(after.map((m) => m.template)).toEqual(['booking:staff_new', 'booking:staff_guest_cancelled']);
    // Found by its references.
    const byRef = await octo('GET', '/bookings?resellerReference=KL-1');
    expect(byRef.body.map((b: unknown) => zBooking.parse(b).uuid)).toEqual([held.uuid]);
    const bySupplier = await octo('GET', `/bookings?supplierReference=${held.id}`, undefined, key2);
    expect(bySupplier.body).toEqual([]);
  });

  it('the contact is answered as the reseller sent it: first and last names, postal code and country too', async () => {
    const sent = {
      fullName: 'John Doe',
      firstName: 'John',
      lastName: 'Doe',
      emailAddress: 'john@example.com',
      postalCode: 'SW1A 1AA',
      country: 'GB',
    };
    const held = zBooking.parse(
      (await octo('POST', '/bookings', reserveBody(inDays(17), '10:00', 2, { contact: sent }))).body,
    );
    expect(held.contact).toMatchObject(sent);
    // A change of one field keeps the others.
    const patched = zBooking.parse(
      (await octo('PATCH', `/bookings/${held.uuid}`, { contact: { lastName: 'Smith' } })).body,
    );
    expect(patched.contact).toMatchObject({
      firstName: 'John',
      lastName: 'Smith',
      country: 'GB',
      postalCode: 'SW1A 1AA',
    });
    const confirmed = zBooking.parse(
      (await octo('POST', `/bookings/${held.uuid}/confirm`, { contact: { ...sent, firstName: 'Jon' } })).body,
    );
    expect(confirmed.contact).toMatchObject({ ...sent, firstName: 'Jon' });
    expect(zBooking.parse((await octo('GET', `/bookings/${held.uuid}`)).body).contact).toEqual(
      confirmed.contact,
    );
    // The contact's notes and the booking's are each answered as sent.
    const noted = zBooking.parse(
      (
        await octo('PATCH', `/bookings/${held.uuid}`, {
          contact: { notes: 'Vegetarian' },
          notes: 'Pick-up at the hotel',
        })
      ).body,
    );
    expect(noted).toMatchObject({
      notes: 'Pick-up at the hotel',
      contact: { notes: 'Vegetarian', firstName: 'Jon' },
    });
  });

  it('unit items are answered as the reseller sent them; a confirm or PATCH with unit items replaces them', async () => {
    const date = inDays(8);
    const [u1, u2, u3] = [randomUUID(), randomUUID(), randomUUID()];
    const held = zBooking.parse(
      (
        await octo(
          'POST',
          '/bookings',
          reserveBody(date, '14:00', 2, {
            unitItems: [
              { uuid: u1, unitId: 'ADULT', resellerReference: 'T-1', contact: { fullName: 'Kim Ara' } },
              { uuid: u2, unitId: 'ADULT' },
            ],
          }),
        )
      ).body,
    );
    expect(held.utcConfirmedAt).toBeNull();
    expect(held.cancellable).toBe(true);
    expect(held.freesale).toBe(false);
    expect(held.unitItems.map((u) => [u.uuid, u.resellerReference, u.status])).toEqual([
      [u1, 'T-1', 'ON_HOLD'],
      [u2, null, 'ON_HOLD'],
    ]);
    expect(held.unitItems[0].contact).toMatchObject({ fullName: 'Kim Ara', emailAddress: null });
    // A unit the product lacks: INVALID_UNIT_ID, and nothing changes.
    const badUnit = await octo('PATCH', `/bookings/${held.uuid}`, { unitItems: [{ unitId: 'CHILD' }] });
    expect(badUnit.status).toBe(400);
    zErrorInvalidUnitId.parse(badUnit.body);
    const patched = zBooking.parse(
      (
        await octo('PATCH', `/bookings/${held.uuid}`, {
          unitItems: [{ uuid: u3, unitId: 'ADULT', resellerReference: 'T-3' }],
        })
      ).body,
    );
    expect(patched.unitItems.map((u) => [u.uuid, u.resellerReference])).toEqual([[u3, 'T-3']]);
    const confirmed = zBooking.parse(
      (
        await octo('POST', `/bookings/${held.uuid}/confirm`, {
          contact: { fullName: 'Kim Ara' },
          unitItems: [
            { uuid: u1, unitId: 'ADULT', resellerReference: 'T-1' },
            { uuid: u2, unitId: 'ADULT', resellerReference: 'T-2' },
          ],
        })
      ).body,
    );
    expect(confirmed.unitItems.map((u) => [u.uuid, u.resellerReference, u.status])).toEqual([
      [u1, 'T-1', 'CONFIRMED'],
      [u2, 'T-2', 'CONFIRMED'],
    ]);
    const read = zBooking.parse((await octo('GET', `/bookings/${held.uuid}`)).body);
    expect(read.unitItems.map((u) => u.uuid)).toEqual([u1, u2]);
    // The same uuid twice in one request is malformed.
    const twice = await octo(
      'POST',
      '/bookings',
      reserveBody(date, '14:00', 2, {
        unitItems: [
          { uuid: u3, unitId: 'ADULT' },
          { uuid: u3, unitId: 'ADULT' },
        ],
      }),
    );
    expect(twice.status).toBe(400);
    zErrorBadRequest.parse(twice.body);
    // A cancelled booking keeps when it was confirmed, and can no longer be cancelled.
    const cancelled = zBooking.parse((await octo('POST', `/bookings/${held.uuid}/cancel`, {})).body);
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      utcConfirmedAt: confirmed.utcConfirmedAt,
      cancellable: false,
    });
    expect(cancelled.unitItems.map((u) => u.status)).toEqual(['CANCELLED', 'CANCELLED']);
  });

  it('staff cannot approve a reseller’s unconfirmed hold (409 naming the reseller and the hold’s end), but may cancel it', async () => {
    const { username, password } = await makeAdmin(app.em());
    const staff = app.client();
    expect((await staff.login(username, password)).status).toBe(200);
    const held = zBooking.parse((await octo('POST', '/bookings', reserveBody(inDays(13), '10:00', 1))).body);
    const until = seoulDateTime(new Date(held.utcExpiresAt!)).time;
    const message = `Held by Klook until ${until}; the reseller confirms it.`;
    const approve = await staff.rest('POST', `/api/guest-bookings/${held.id}/approve`);
    expect(approve).toMatchObject({ status: 409, body: { message } });
    const patch = await staff.rest('PATCH', `/api/guest-bookings/${held.id}`, { status: 'confirmed' });
    expect(patch).toMatchObject({ status: 409, body: { message } });
    const gql = await staff.gql(
      `mutation($id: Int!) { approveBooking(id: $id, overrideCapacity: true) { status } }`,
      { id: Number(held.id) },
    );
    expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
    expect((await app.em().findOneOrFail(GuestBooking, { id: Number(held.id) })).status).toBe('pending');
    // The reseller still confirms it; and staff may cancel a hold.
    const other = zBooking.parse((await octo('POST', '/bookings', reserveBody(inDays(13), '10:00', 1))).body);
    const cancelled = await staff.rest('POST', `/api/guest-bookings/${other.id}/cancel`, {
      reason: 'Closed',
    });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    const confirmed = await octo('POST', `/bookings/${held.uuid}/confirm`, { contact: { fullName: 'Jo' } });
    expect(zBooking.parse(confirmed.body).status).toBe('CONFIRMED');
  });

  it('emailReceipt: true mails the guest the confirmation', async () => {
    const held = zBooking.parse((await octo('POST', '/bookings', reserveBody(inDays(8), '10:00', 1))).body);
    await octo('POST', `/bookings/${held.uuid}/confirm`, {
      emailReceipt: true,
      contact: { fullName: 'Kim', emailAddress: 'kim@example.kr' },
    });
    const queued = await app
      .em()
      .find(MailOutbox, { bookingId: Number(held.id) }, { orderBy: { id: 'asc' } });
    expect(queued.map((m) => m.template).sort()).toEqual(['booking:approved', 'booking:staff_new']);
  });

  it('a confirmed booking outside the free-cancellation window cannot be cancelled', async () => {
    // A 30-day window: a booking 5 days ahead is past it, whatever the time of day.
    const strict = await makeExperience(app.em(), {
      title: 'Strict',
      freeCancellationHours: 720,
      timeSlots: ['14:00'],
    });
    const held = zBooking.parse(
      (
        await octo('POST', '/bookings', {
          ...reserveBody(inDays(5), '14:00', 1),
          productId: String(strict.id),
        })
      ).body,
    );
    await octo('POST', `/bookings/${held.uuid}/confirm`, { contact: {} });
    const res = await octo('POST', `/bookings/${held.uuid}/cancel`, {});
    expect(res.status).toBe(400);
    expect(zErrorUnprocessableEntity.parse(res.body).error).toBe('UNPROCESSABLE_ENTITY');
  });

  it('confirming a hold that expired is refused, and its seats are free again', async () => {
    const date = inDays(9);
    const held = zBooking.parse((await octo('POST', '/bookings', reserveBody(date, '10:00', 4))).body);
    await app.pool.query(
      `update guest_booking set hold_expires_at = now() - interval '1 second' where octo_uuid = $1`,
      [held.uuid],
    );
    const res = await octo('POST', `/bookings/${held.uuid}/confirm`, { contact: {} });
    expect(res.status).toBe(400);
    expect(zErrorInvalidBookingUuid.parse(res.body)).toMatchObject({
      error: 'INVALID_BOOKING_UUID',
      uuid: held.uuid,
    });
    expect(zBooking.parse((await octo('GET', `/bookings/${held.uuid}`)).body).status).toBe('EXPIRED');
    expect((await octo('POST', '/bookings', reserveBody(date, '10:00', 4), key2)).status).toBe(200);
    // The expiry job marks it expired without mailing anyone (the reseller has utcExpiresAt).
    const expired = await expireHolds({ em: app.em(), config: app.config, mail: app.mail }, silent);
    expect(expired).toContain(Number(held.id));
    expect(await app.em().count(MailOutbox, { bookingId: Number(held.id) })).toBe(0);
  });

  it('the same uuid twice (even at once) makes one booking', async () => {
    const uuid = randomUUID();
    const body = reserveBody(inDays(10), '10:00', 1, { uuid });
    const answers = await Promise.all([octo('POST', '/bookings', body), octo('POST', '/bookings', body)]);
    const again = await octo('POST', '/bookings', body);
    const ids = [...answers, again].map((res) => zBooking.parse(res.body).id);
    expect(new Set(ids).size).toBe(1);
    expect(await app.em().count(GuestBooking, { octoUuid: uuid })).toBe(1);
  });

  it('PATCH moves a hold to another slot within its seats, and refuses one without them', async () => {
    const date = inDays(11);
    await octo('POST', '/bookings', reserveBody(date, '14:00', 3), key2);
    const held = zBooking.parse((await octo('POST', '/bookings', reserveBody(date, '10:00', 2))).body);
    const refused = await octo('PATCH', `/bookings/${held.uuid}`, { availabilityId: slotId(date, '14:00') });
    expect(zErrorUnprocessableEntity.parse(refused.body).error).toBe('UNPROCESSABLE_ENTITY');
    const moved = zBooking.parse(
      (
        await octo('PATCH', `/bookings/${held.uuid}`, {
          availabilityId: slotId(date, '14:00'),
          unitItems: [{ unitId: 'ADULT' }],
          notes: 'Window seat',
        })
      ).body,
    );
    expect(moved).toMatchObject({ availabilityId: slotId(date, '14:00'), notes: 'Window seat' });
    expect(moved.unitItems).toHaveLength(1);
  });

  it('PATCH moves a hold to another product the reseller may sell, on one of its slots, and frees the first', async () => {
    const date = inDays(18);
    const second = await makeExperience(app.em(), {
      title: 'Soju tasting',
      maxGuests: 6,
      timeSlots: ['11:00'],
    });
    const held = zBooking.parse((await octo('POST', '/bookings', reserveBody(date, '10:00', 2))).body);
    // Another product needs one of its own slots.
    let res = await octo('PATCH', `/bookings/${held.uuid}`, { productId: String(second.id) });
    expect(res.status).toBe(400);
    expect(zErrorBadRequest.parse(res.body).error).toBe('BAD_REQUEST');
    const otherSlot = slotId(date, second.timeSlots[0]);
    // Never to a product this reseller may not sell.
    const limited = zBooking.parse(
      (await octo('POST', '/bookings', reserveBody(date, '14:00', 1), limitedKey)).body,
    );
    res = await octo(
      'PATCH',
      `/bookings/${limited.uuid}`,
      { productId: String(second.id), availabilityId: otherSlot },
      limitedKey,
    );
    expect(zErrorInvalidProductId.parse(res.body).error).toBe('INVALID_PRODUCT_ID');

    const moved = zBooking.parse(
      (
        await octo('PATCH', `/bookings/${held.uuid}`, {
          productId: String(second.id),
          availabilityId: otherSlot,
        })
      ).body,
    );
    expect(moved).toMatchObject({
      productId: String(second.id),
      optionId: 'DEFAULT',
      availabilityId: otherSlot,
    });
    expect(moved.unitItems).toHaveLength(2);
    const vacancies = async (productId: number, id: string) =>
      zAvailability.parse(
        (
          await octo('POST', '/availability', {
            productId: String(productId),
            optionId: 'DEFAULT',
            availabilityIds: [id],
          })
        ).body[0],
      ).vacancies;
    expect(await vacancies(item.id, slotId(date, '10:00'))).toBe(4);
    expect(await vacancies(second.id, otherSlot)).toBe(4);
  });

  it('the last seats: the storefront and two resellers in parallel never hold more than capacity', async () => {
    const date = inDays(12);
    const guest = (n: number) =>
      app.client().rest('POST', '/api/guest-bookings', {
        itemId: item.id,
        bookingDate: date,
        timeSlot: '10:00',
        guestName: 'Race',
        guestEmail: `race${n}@example.jp`,
        guestPhone: '+81 9012345678',
        numberOfGuests: 2,
        verificationCode: '135790',
      });
    const results = await Promise.all([
      guest(1),
      guest(2),
      octo('POST', '/bookings', reserveBody(date, '10:00', 2)),
      octo('POST', '/bookings', reserveBody(date, '10:00', 2), key2),
      octo('POST', '/bookings', reserveBody(date, '10:00', 2), key2),
    ]);
    const won = results.filter((r) => r.status === 200 || r.status === 201).length;
    expect(won).toBe(2);
    for (const r of results.filter((r) => r.status !== 200 && r.status !== 201))
      expect([400, 409]).toContain(r.status);
    const { rows } = await app.pool.query(
      `select coalesce(sum(number_of_guests), 0)::int as held from guest_booking
       where experience_id = $1 and booking_date = $2 and time_slot = '10:00'
         and (status = 'confirmed' or (status in ('pending', 'awaiting_payment') and hold_expires_at > now()))`,
      [item.id, date],
    );
    expect(rows[0].held).toBe(4);
  });
});

describe('tickets (issue 39)', () => {
  it('products deliver a QR code; a confirmed booking carries its ticket code as the voucher and on every unit item, none while held or once cancelled', async () => {
    const product = zProduct.parse((await octo('GET', `/products/${item.id}`)).body);
    expect(product.deliveryFormats).toEqual(['QRCODE']);
    expect(product.deliveryMethods).toEqual(['VOUCHER', 'TICKET']);

    const held = zBooking.parse((await octo('POST', '/bookings', reserveBody(inDays(9), '14:00', 2))).body);
    // The product delivers a voucher and tickets, so they are there (the OCTO validator checks them in
    // every status), with no code to deliver until the booking is confirmed.
    const noCode = { redemptionMethod: 'DIGITAL', utcRedeemedAt: null, deliveryOptions: [] };
    expect(held.voucher).toEqual(noCode);
    expect(held.unitItems.map((u) => u.ticket)).toEqual([noCode, noCode]);

    const confirmed = zBooking.parse(
      (await octo('POST', `/bookings/${held.uuid}/confirm`, { contact: { fullName: 'Park Ji' } })).body,
    );
    const booking = await app.em().findOneOrFail(GuestBooking, { id: Number(held.id) });
    const code = ticketCodeFor(app.hasher, booking);
    const ticket = {
      redemptionMethod: 'DIGITAL',
      utcRedeemedAt: null,
      deliveryOptions: [{ deliveryFormat: 'QRCODE', deliveryValue: code }],
    };
    expect(confirmed.deliveryMethods).toEqual(['VOUCHER', 'TICKET']);
    expect(zTicket.parse(confirmed.voucher)).toEqual(ticket);
    // One code per booking: the unit items share it.
    expect(confirmed.unitItems.map((u) => zTicket.parse(u.ticket))).toEqual([ticket, ticket]);
    // The same answer when the reseller reads it back, and the scan finds the booking by it.
    const read = zBooking.parse((await octo('GET', `/bookings/${held.uuid}`)).body);
    expect(read.voucher).toEqual(ticket);
    expect(await findBookingIdByTicketCode(app.em(), app.hasher, code)).toBe(booking.id);

    const cancelled = zBooking.parse((await octo('POST', `/bookings/${held.uuid}/cancel`, {})).body);
    expect(cancelled.voucher).toEqual(noCode);
    expect(cancelled.unitItems.map((u) => u.ticket)).toEqual([noCode, noCode]);
    // Instants as OCTO writes them: UTC to the second.
    for (const at of [
      held.utcCreatedAt,
      held.utcExpiresAt,
      confirmed.utcConfirmedAt,
      cancelled.cancellation?.utcCancelledAt,
    ])
      expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });
});
