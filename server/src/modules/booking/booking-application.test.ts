import pg from 'pg';
import { addDays, seoulToday, weekday } from '../../../../domain/calendar.js';
import { makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestClient } from '../../testing/test-app.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { BookingLog } from './booking-log.entity.js';
import { Experience } from '../experience/experience.entity.js';
import { bookingCodeHash } from './booking-application.service.js';
import { experienceColumns, experienceOfRow } from './booking.experience-row.js';
import { applicationChecks } from './booking.store.js';
import { GuestBooking } from './guest-booking.entity.js';
import {
  admin,
  app,
  application,
  book,
  experience,
  inDays,
  mails,
  NOT_FOUND,
  post,
  setUpBookings,
} from './booking.testing.js';

setUpBookings();

describe('POST /api/guest-bookings', () => {
  it('answers {id, verificationCode}, stores the code hashed, logs booking_created and queues two mails', async () => {
    const res = await post(application({ guestEmail: 'Aiko@Example.JP', specialRequests: 'Vegetarian' }));
    expect(res.status).toBe(201);
    // Pending, holding its seats until staff decide (REQUEST_EXPIRY_HOURS: 48 by default).
    expect(res.body).toEqual({
      id: expect.any(Number),
      verificationCode: '246810',
      status: 'pending',
      holdExpiresAt: expect.any(String),
      payment: null,
    });
    const holdHours = (Date.parse(res.body.holdExpiresAt) - Date.now()) / 3_600_000;
    expect(holdHours).toBeGreaterThan(47.9);
    expect(holdHours).toBeLessThanOrEqual(48);

    const booking = await app.em().findOneOrFail(GuestBooking, { id: res.body.id });
    expect(booking).toMatchObject({
      status: 'pending',
      guestEmail: 'aiko@example.jp',
      guestPhone: '+819012345678',
      language: 'JPN',
      specialRequests: 'Vegetarian',
    });
    // A keyed hash (HMAC-SHA-256 under the server's key), not the code and not argon2.
    expect(booking.verificationCodeHash).not.toContain('246810');
    expect(booking.verificationCodeHash).toMatch(/^k1\$\$[\w-]{43}$/);
    expect(booking.verificationCodeHash).toBe(bookingCodeHash(app.hasher, 'aiko@example.jp', '246810'));

    const logs = await app.em().find(BookingLog, { booking: booking.id });
    expect(logs).toEqual([expect.objectContaining({ logType: 'booking_created', createdBy: 'customer' })]);

    // Queued by their templates, unrendered: React runs in the dispatcher, not in the request.
    const unrendered = await app.em().find(MailOutbox, { bookingId: booking.id }, { orderBy: { id: 'asc' } });
    expect(unrendered.map((m) => [m.template, m.html])).toEqual([
      ['booking:received', null],
      ['booking:staff_new', null],
    ]);
    const queued = await mails(booking.id);
    expect(queued.map((m) => [m.kind, m.recipient])).toEqual([
      ['booking_received', 'aiko@example.jp'],
      ['booking_staff_new', 'staff@example.kr'],
    ]);
    const received = queued[0];
    expect(received.subject).toBe('ご予約のお申し込みを受け付けました：マッコリ造り');
    expect(received.text).toContain('₩45,000');
    // The date written out in Japanese, in Seoul (e.g. 2026年11月26日木曜日), and the Seoul time.
    const [y, m, d] = booking.bookingDate.split('-').map(Number);
    expect(received.text).toMatch(new RegExp(`^${y}年${m}月${d}日[月火水木金土日]曜日$`, 'm'));
    expect(received.text).toContain('10:00（ソウル時間）');
    expect(received.text).toContain('予約を確認する http://localhost:4000/booking-verification?lang=ja');
    expect(received.html).toContain('Vegetarian');
  });

  it("keeps the experience's row while it has not changed and reads it again once it has", async () => {
    const item = await makeExperience(app.em(), {
      title: 'Before',
      language: ['ENG'],
    } as Partial<Experience>);
    const slot = { experienceId: item.id, bookingDate: inDays(3), timeSlot: '10:00', idempotencyKey: null };
    const read = () => applicationChecks(app.pool, experienceColumns(app.em()), slot);
    const first = await read();
    expect(first.experience!.title).toBe('Before');
    // Kept: the same row, shared by every application, so nobody may change it.
    expect((await read()).experience).toBe(first.experience);
    expect(Object.isFrozen(first.experience)).toBe(true);
    expect(Object.isFrozen(first.experience!.language)).toBe(true);
    // Changed by any writer (here plain SQL, as another instance would): read again.
    await app.pool.query(`update experience set title = 'After', max_guests = 3 where id = $1`, [item.id]);
    const after = await read();
    expect(after.experience).not.toBe(first.experience);
    expect(after.experience).toMatchObject({ title: 'After', max_guests: 3 });
    // None of that id: none.
    expect(
      (await applicationChecks(app.pool, experienceColumns(app.em()), { ...slot, experienceId: 987654 }))
        .experience,
    ).toBeNull();
  });

  it("reads the experience's row with the values findOne gives it, every property, from either pool (no entity made)", async () => {
    const item = await makeExperience(app.em(), {
      language: ['ENG', 'JPN'],
      salesAvailableFrom: inDays(1),
      salesAvailableUntil: inDays(40),
      unavailableDates: [inDays(9)],
      optionText: 'Hanbok',
      optionPrice: 12000,
      latitude: 37.5665,
      longitude: 126.978,
      promotionDiscount: 10,
      translations: { JPN: { title: 'マッコリ造り', location: 'ソウル' } },
    } as Partial<Experience>);
    const em = app.em();
    const checks = await applicationChecks(app.pool, experienceColumns(em), {
      experienceId: item.id,
      bookingDate: inDays(3),
      timeSlot: '10:00',
      idempotencyKey: null,
    });
    const plain = experienceOfRow(em, checks.experience!) as unknown as Record<string, unknown>;
    // The same row read on the ORM's connection (its parsers: dates and timestamps as text), as OCTO's
    // lockedBooking reads it with the booking.
    const [ormRow] = await em.execute<Record<string, unknown>[]>(
      `select ${experienceColumns(em)
        .map((column) => `"${column}"`)
        .join(', ')} from experience where id = ?`,
      [item.id],
    );
    const viaOrm = experienceOfRow(em, ormRow) as unknown as Record<string, unknown>;
    const found = (await app.em().findOneOrFail(Experience, item.id)) as unknown as Record<string, unknown>;
    const props = em.getMetadata(Experience).props.filter((prop) => prop.persist !== false && !prop.formula);
    expect(props.length).toBeGreaterThan(30);
    for (const { name } of props) {
      expect([name, plain[name]]).toEqual([name, found[name]]);
      expect([name, viaOrm[name]]).toEqual([name, found[name]]);
    }
    expect(plain.salesAvailableFrom).toBe(inDays(1));
    expect(viaOrm.createdAt).toBeInstanceOf(Date);
  });

  it("goes to the database twice: the checks (with the address's point), then begin to commit in one query", async () => {
    // Every statement any pg client of this process sends while one application is answered (not a
    // mock: each goes on to the database). Apart: the admin events' batch (sent after commits,
    // platform/pubsub) and STORE's PREPARE (once per connection).
    const sent: string[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const q = args[0] as string | { name?: string; text: string };
      const text = typeof q === 'string' ? q : (q.name ?? q.text);
      if (!/^(announce-after-commit|prepare booking_store_application)/.test(text)) sent.push(text);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      expect((await post(application())).status).toBe(201);
    } finally {
      pg.Client.prototype.query = query;
    }
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe('booking-application-checks:rate_limit_volume');
    expect(sent[1]).toMatch(
      /^begin;[^]*pg_advisory_xact_lock[^]*;\s+execute booking_store_application_\d+\([^]*\); commit$/,
    );
  });

  it('escapes what the guest typed in the HTML mail', async () => {
    const { id } = await book({ guestName: '<img src=x onerror=alert(1)>' });
    const [received] = await mails(id);
    expect(received.html).not.toContain('<img');
    expect(received.html).toContain('&lt;img');
  });

  it.each([
    ['+82-10-1234-5678', '+821012345678'],
    ['+44 7400 123456', '+447400123456'],
    ['+81 09012345678', '+819012345678'],
    ['+886 912 345 678', '+886912345678'],
  ])('stores %s as E.164 (%s)', async (guestPhone, e164) => {
    const { id } = await book({ guestPhone, language: 'KOR' });
    const booking = await app.em().findOneOrFail(GuestBooking, { id });
    expect(booking.guestPhone).toBe(e164);
  });

  it('refuses a number that cannot be one with a 400 naming the field (REST and GraphQL)', async () => {
    const rest = await post(application({ guestPhone: '+82 12' }));
    expect(rest).toMatchObject({ status: 400, body: { message: 'Please enter a valid phone number.' } });
    const gql = await app
      .client()
      .gql(`mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }`, {
        input: application({ guestPhone: '+44 12' }),
      });
    expect(gql.errors?.[0]).toMatchObject({
      message: 'Please enter a valid phone number.',
      extensions: { code: 'BAD_USER_INPUT', field: 'guestPhone' },
    });
  });

  // Issue 34: twelve digits after Korea's code were stored (201): their length is "possible" there.
  it.each(['+82 447700900123', '+82447700900123', '+44 7700 900123'])(
    'refuses %s, no real number of its country, with a 400 naming the field (REST and GraphQL)',
    async (guestPhone) => {
      const before = await app.em().count(GuestBooking);
      const rest = await post(application({ guestPhone }));
      expect(rest).toMatchObject({ status: 400, body: { message: 'Please enter a valid phone number.' } });
      const gql = await app
        .client()
        .gql(`mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }`, {
          input: application({ guestPhone }),
        });
      expect(gql.errors?.[0]).toMatchObject({
        message: 'Please enter a valid phone number.',
        extensions: { code: 'BAD_USER_INPUT', field: 'guestPhone' },
      });
      expect(await app.em().count(GuestBooking)).toBe(before);
    },
  );

  it.each([
    ['a missing name', { guestName: '  ' }, 400, 'Please complete all required fields.'],
    ['a missing e-mail', { guestEmail: undefined }, 400, 'Please complete all required fields.'],
    ['a bad e-mail', { guestEmail: 'not-an-email' }, 400, 'Please enter a valid e-mail address.'],
    ['a missing phone', { guestPhone: '' }, 400, 'Please complete all required fields.'],
    ['a phone without dial code', { guestPhone: '09012345678' }, 400, 'Please enter a valid phone number.'],
    ['letters in the phone', { guestPhone: '+81 90abc' }, 400, 'Please enter a valid phone number.'],
    ['a 5-digit code', { verificationCode: '12345' }, 400, 'Verification number must be exactly 6 digits.'],
    [
      'a code with letters',
      { verificationCode: '12a456' },
      400,
      'Verification number must be exactly 6 digits.',
    ],
    ['a missing code', { verificationCode: undefined }, 400, 'Please complete all required fields.'],
    ['zero guests', { numberOfGuests: 0 }, 400, 'Please choose the number of guests.'],
    ['fractional guests', { numberOfGuests: 1.5 }, 400, 'Please choose the number of guests.'],
    ['a non-date', { bookingDate: '2026-02-30' }, 400, 'Please choose a valid date.'],
    ['a non-time', { timeSlot: '25:00' }, 400, 'Please choose one of the offered time slots.'],
    ['a slot not offered', { timeSlot: '10:30' }, 400, 'Please choose one of the offered time slots.'],
    ['yesterday', { bookingDate: addDays(seoulToday(), -1) }, 400, 'Date cannot be earlier than today.'],
    [
      'beyond the 30-day window',
      { bookingDate: addDays(seoulToday(), 31) },
      400,
      'This date is outside the sales period.',
    ],
    [
      'more guests than maxGuests',
      { numberOfGuests: 91 },
      400,
      'The number of guests is above the maximum for this experience.',
    ],
    ['an unknown language', { language: 'FRA' }, 400, 'Unknown language.'],
    [
      'a missing experience',
      { itemId: 999999 },
      404,
      "The experience you're looking for doesn't exist or has been removed.",
    ],
    [
      'an over-long request',
      { specialRequests: 'x'.repeat(1001) },
      400,
      'Special requests must be at most 1000 characters.',
    ],
  ])('refuses %s', async (_label, change, status, message) => {
    const before = await app.em().count(GuestBooking);
    const res = await post(application(change));
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message });
    expect(await app.em().count(GuestBooking)).toBe(before);
  });

  it('refuses unavailable dates, blocked weekdays, past slots, minimum guests, inactive items and other languages', async () => {
    const em = app.em();
    const date = inDays(4);
    const strict = await makeExperience(em, {
      language: ['ENG'],
      minGuests: 2,
      unavailableDates: [date],
      blockedWeekdays: [weekday(inDays(5))],
      timeSlots: ['00:00', '15:00'],
    });
    const inactive = await makeExperience(em, { isActive: false, language: ['JPN'] });
    const base = { itemId: strict.id, language: 'ENG', numberOfGuests: 2, timeSlot: '15:00' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ bookingDate: date }, 400, 'This date is not available.'],
      [{ bookingDate: inDays(5) }, 400, 'This experience does not run on this day of the week.'],
      [{ bookingDate: seoulToday(), timeSlot: '00:00' }, 400, 'This time slot has already started.'],
      [
        { bookingDate: inDays(6), numberOfGuests: 1 },
        400,
        'The number of guests is below the minimum for this experience.',
      ],
      [{ bookingDate: inDays(6), language: 'JPN' }, 400, 'This experience is not offered in this language.'],
      [
        { itemId: inactive.id, bookingDate: inDays(6) },
        404,
        "The experience you're looking for doesn't exist or has been removed.",
      ],
    ];
    for (const [change, status, message] of cases) {
      const res = await post(application({ ...base, ...change }));
      expect({ change, status: res.status, body: res.body }).toEqual({ change, status, body: { message } });
    }
    expect((await post(application({ ...base, bookingDate: inDays(6) }))).status).toBe(201);
  });

  it('answers 409 when confirmed guests and live holds leave too few seats; an ended hold counts for nothing', async () => {
    const small = await makeExperience(app.em(), { maxGuests: 6, language: ['JPN'], timeSlots: ['10:00'] });
    const date = inDays(7);
    const apply = (numberOfGuests: number) =>
      post(application({ itemId: small.id, bookingDate: date, numberOfGuests }));
    const pending = await apply(5);
    expect(pending.status).toBe(201);
    // The pending application holds its 5 seats: 5 more do not fit, even before staff decide.
    const full = { status: 409, body: { message: 'Not enough seats are left in this time slot.' } };
    expect(await apply(5)).toMatchObject(full);
    expect((await admin.rest('POST', `/api/guest-bookings/${pending.body.id}/approve`)).status).toBe(200);
    expect(await apply(2)).toMatchObject(full);
    const last = await apply(1);
    expect(last.status).toBe(201);
    expect(await apply(1)).toMatchObject(full);
    // Its hold ends (REQUEST_EXPIRY_HOURS): the seat is free at once, before any job marks it expired.
    await app.em().execute(`update guest_booking set hold_expires_at = now() where id = ?`, [last.body.id]);
    expect((await apply(1)).status).toBe(201);
  });

  it('refuses a party above the item’s per-booking maximum (400) with seats to spare, and takes one at it', async () => {
    const show = await makeExperience(app.em(), {
      maxGuests: 300,
      maxGuestsPerBooking: 4,
      language: ['JPN'],
      timeSlots: ['19:00'],
    });
    const apply = (numberOfGuests: number) =>
      post(application({ itemId: show.id, bookingDate: inDays(8), timeSlot: '19:00', numberOfGuests }));
    expect(await apply(5)).toMatchObject({
      status: 400,
      body: { message: 'The number of guests is above the maximum for this experience.' },
    });
    expect((await apply(4)).status).toBe(201);
  });
});

describe('idempotency', () => {
  it('returns the first answer for a retry under the same key (header or field) and makes one booking', async () => {
    const body = application();
    const first = await post(body, { 'Idempotency-Key': 'submit-0001-abcdef' });
    const retry = await post(body, { 'Idempotency-Key': 'submit-0001-abcdef' });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await app.em().count(GuestBooking, { guestEmail: body.guestEmail })).toBe(1);

    const gql = `mutation($input: CreateBookingInput!) { createBooking(input: $input) { id verificationCode } }`;
    const input = { ...application(), idempotencyKey: 'gql-submit-0002' };
    const a = await app.client().gql(gql, { input });
    const b = await app.client().gql(gql, { input });
    expect(a.errors).toBeUndefined();
    expect(b.data).toEqual(a.data);
    expect(await app.em().count(GuestBooking, { guestEmail: input.guestEmail })).toBe(1);
  });

  it('answers 422 for a different payload under a used key, and changes nothing', async () => {
    const body = application();
    await post(body, { 'Idempotency-Key': 'submit-0003-abcdef' });
    const other = await post({ ...body, numberOfGuests: 2 }, { 'Idempotency-Key': 'submit-0003-abcdef' });
    expect(other).toMatchObject({
      status: 422,
      body: { message: 'This idempotency key was already used for a different booking.' },
    });
    expect(await app.em().count(GuestBooking, { guestEmail: body.guestEmail })).toBe(1);
  });

  it('makes one booking when a double click sends the same key twice at once', async () => {
    const body = application();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(body, { 'Idempotency-Key': 'double-click-0004' })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await app.em().count(GuestBooking, { guestEmail: body.guestEmail })).toBe(1);
  });

  it('refuses a malformed key', async () => {
    const res = await post(application(), { 'Idempotency-Key': 'bad key!' });
    expect(res.status).toBe(400);
  });
});

describe('capacity reads', () => {
  it('anonymous GET /api/guest-bookings answers the records that take seats (confirmed, live holds), nothing personal', async () => {
    const expiredHold = await book({ bookingDate: inDays(12) });
    await app.em().execute(`update guest_booking set hold_expires_at = now() where id = ?`, [expiredHold.id]);
    const res = await app.client().rest('GET', '/api/guest-bookings');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const record of res.body) {
      expect(Object.keys(record).sort()).toEqual([
        'bookingDate',
        'itemId',
        'numberOfGuests',
        'status',
        'timeSlot',
      ]);
      expect(['confirmed', 'pending', 'awaiting_payment']).toContain(record.status);
    }
    expect(res.body.some((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect(res.body.some((r: { bookingDate: string }) => r.bookingDate === inDays(12))).toBe(false);
    expect(res.text).not.toMatch(/@example|guestName|Aiko/);
  });

  it('with an admin session answers the full records', async () => {
    const res = await admin.rest('GET', '/api/guest-bookings');
    expect(res.status).toBe(200);
    expect(res.body.some((b: { status: string }) => b.status === 'pending')).toBe(true);
    expect(res.body[0]).toHaveProperty('guestEmail');
    expect(res.text).not.toContain('verificationCodeHash');
  });

  it('GraphQL availability shows seats per slot net of confirmed bookings and live holds, batched across experiences', async () => {
    const date = inDays(8);
    const small = await makeExperience(app.em(), {
      maxGuests: 3,
      timeSlots: ['11:00', '13:00'],
      language: ['ENG'],
    });
    const a = await book({
      itemId: small.id,
      bookingDate: date,
      timeSlot: '11:00',
      numberOfGuests: 2,
      language: 'ENG',
    });
    const held = await book({
      itemId: small.id,
      bookingDate: date,
      timeSlot: '13:00',
      numberOfGuests: 1,
      language: 'ENG',
    });
    await admin.rest('POST', `/api/guest-bookings/${a.id}/approve`);
    // A hold that ended counts for nothing, marked expired or not.
    const ended = await book({ itemId: small.id, bookingDate: date, timeSlot: '13:00', language: 'ENG' });
    await app.em().execute(`update guest_booking set hold_expires_at = now() where id = ?`, [ended.id]);
    expect(held.id).not.toBe(ended.id);

    const query = `query($from: String!, $to: String!) {
      experiences { id availability(from: $from, to: $to) { date status slots { time total available isPast isClosed } } }
    }`;
    app.queries.length = 0;
    const res = await app.client().gql(query, { from: date, to: date });
    expect(res.errors).toBeUndefined();
    const bookingQueries = app.queries.filter((q) => q.includes('from guest_booking'));
    expect(bookingQueries).toHaveLength(1);
    const day = res.data.experiences.find((e: { id: number }) => e.id === small.id).availability[0];
    expect(day).toEqual({
      date,
      status: 'available',
      slots: [
        { time: '11:00', total: 3, available: 1, isPast: false, isClosed: false },
        { time: '13:00', total: 3, available: 2, isPast: false, isClosed: false },
      ],
    });
  });

  it('refuses a reversed, unreal or too long range', async () => {
    const q = `query($id: Int!, $from: String!, $to: String!) { experience(id: $id) { availability(from: $from, to: $to) { date } } }`;
    for (const [from, to] of [
      [inDays(2), inDays(1)],
      ['2026-13-01', inDays(1)],
      [inDays(0), inDays(62)],
    ]) {
      const res = await app.client().gql(q, { id: experience.id, from, to });
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('look-up', () => {
  const lookup = (client: TestClient, body: unknown) =>
    client.rest('POST', '/api/guest-bookings/verify', body);

  it('finds the booking by e-mail, phone (any separators) and code', async () => {
    const { id } = await book({ guestEmail: 'found@example.com', guestPhone: '+81 9011112222' });
    const res = await lookup(app.client(), {
      email: 'FOUND@example.com',
      phone: '+81-090-1111-2222',
      verificationCode: '246810',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      itemId: experience.id,
      guestEmail: 'found@example.com',
      status: 'pending',
      canCancel: true,
      experience: { id: experience.id, title: 'Makgeolli brewing', category: 'Experience' },
    });
    expect(res.text).not.toContain('verificationCodeHash');
  });

  it('answers the same 404 for a wrong code, a wrong phone and an unknown e-mail', async () => {
    await book({ guestEmail: 'same@example.com', guestPhone: '+81 9033334444' });
    const client = app.client();
    const answers = await Promise.all([
      lookup(client, { email: 'same@example.com', phone: '+81 9033334444', verificationCode: '000000' }),
      lookup(client, { email: 'same@example.com', phone: '+81 9099999999', verificationCode: '246810' }),
      lookup(client, { email: 'nobody@example.com', phone: '+81 9033334444', verificationCode: '246810' }),
    ]);
    for (const res of answers) expect(res).toMatchObject({ status: 404, body: { message: NOT_FOUND } });
  });

  it('asks for every field', async () => {
    const res = await lookup(app.client(), { email: 'a@example.com', phone: '', verificationCode: '123456' });
    expect(res).toMatchObject({ status: 400, body: { message: 'Please complete all required fields.' } });
  });

  it('limits failures per e-mail (429), even for the right code afterwards', async () => {
    await book({ guestEmail: 'limited@example.com', guestPhone: '+81 9055556666' });
    const client = app.client();
    for (let i = 0; i < 3; i += 1) {
      const res = await lookup(client, {
        email: 'limited@example.com',
        phone: '+81 9055556666',
        verificationCode: '111111',
      });
      expect(res.status).toBe(404);
    }
    const res = await lookup(client, {
      email: 'limited@example.com',
      phone: '+81 9055556666',
      verificationCode: '246810',
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it('works through GraphQL, where a guest can cancel a pending booking (logged, staff mailed)', async () => {
    const { id } = await book({
      guestEmail: 'cancel@example.com',
      guestPhone: '+82 1077778888',
      language: 'KOR',
    });
    const input = { email: 'cancel@example.com', phone: '+82 1077778888', verificationCode: '246810' };
    const found = await app
      .client()
      .gql(
        `query($input: FindBookingInput!) { findBooking(input: $input) { id status canCancel experience { title } } }`,
        { input },
      );
    expect(found.data.findBooking).toEqual({
      id,
      status: 'pending',
      canCancel: true,
      experience: { title: 'Makgeolli brewing' },
    });

    const cancel = `mutation($input: FindBookingInput!) { cancelMyBooking(input: $input) { id status canCancel } }`;
    const cancelled = await app.client().gql(cancel, { input });
    expect(cancelled.data.cancelMyBooking).toEqual({ id, status: 'cancelled', canCancel: false });
    const log = await app.em().findOneOrFail(BookingLog, { booking: id, logType: 'status_change' });
    expect(log).toMatchObject({ createdBy: 'customer', oldValue: 'pending', newValue: 'cancelled' });
    expect((await mails(id)).map((m) => m.kind)).toEqual([
      'booking_received',
      'booking_staff_new',
      'booking_cancelled',
      'booking_staff_guest_cancelled',
    ]);
    const again = await app.client().gql(cancel, { input });
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
  });
});

describe('delivery', () => {
  it('logs email_sent (author system) for each delivered booking mail', async () => {
    const { id } = await book();
    await app.mail.deliverDue();
    const sent = await app.em().find(BookingLog, { booking: id, logType: 'email_sent' });
    expect(sent).toHaveLength(2);
    for (const log of sent) expect(log.createdBy).toBe('system');
  });
});

describe('rate limit', () => {
  it('limits applications per IP (429), but an idempotent retry does not count', async () => {
    const limited = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_HOUR: '2' });
    try {
      const item = await makeExperience(limited.em(), { language: ['ENG'] });
      const body = (n: number) => ({
        ...application({ itemId: item.id, language: 'ENG' }),
        guestEmail: `r${n}@example.com`,
      });
      const c = limited.client();
      expect(
        (await c.rest('POST', '/api/guest-bookings', body(1), { 'Idempotency-Key': 'limit-key-0001' }))
          .status,
      ).toBe(201);
      expect((await c.rest('POST', '/api/guest-bookings', body(2))).status).toBe(201);
      const third = await c.rest('POST', '/api/guest-bookings', body(3));
      expect(third.status).toBe(429);
      // The first submit retried (same key, same payload) still gets its answer.
      const retry = await c.rest('POST', '/api/guest-bookings', body(1), {
        'Idempotency-Key': 'limit-key-0001',
      });
      expect(retry.status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('holds the per-address limit and the "received"-mail limit under parallel applications (counters kept unlogged)', async () => {
    const limited = await createTestApp({
      RATE_LIMIT_BOOKINGS_PER_HOUR: '3',
      RATE_LIMIT_RECEIVED_MAILS_PER_HOUR: '2',
      TRUST_PROXY: '1',
    });
    try {
      const item = await makeExperience(limited.em(), { language: ['ENG'], maxGuests: 50 });
      const body = (n: number) => ({
        ...application({ itemId: item.id, language: 'ENG' }),
        guestEmail: n < 100 ? `parallel${n}@example.com` : 'one-inbox@example.com',
      });
      // Eight at once from one address: three are accepted, five refused with 429, none beside the count.
      const byAddress = await Promise.all(
        Array.from({ length: 8 }, (_, n) => limited.client().rest('POST', '/api/guest-bookings', body(n))),
      );
      expect(byAddress.filter((r) => r.status === 201)).toHaveLength(3);
      expect(byAddress.filter((r) => r.status === 429)).toHaveLength(5);
      // Five at once under one e-mail (from other addresses): every one stored, two "received" mails.
      const inbox = await Promise.all(
        Array.from({ length: 5 }, (_, n) =>
          limited
            .client()
            .rest('POST', '/api/guest-bookings', body(100 + n), { 'X-Forwarded-For': `203.0.113.${n + 1}` }),
        ),
      );
      expect(inbox.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      const received = await limited
        .em()
        .count(MailOutbox, { recipient: 'one-inbox@example.com', kind: 'booking_received' });
      expect(received).toBe(2);
      // Hourly counters: their upserts write no WAL, so their commits wait for no WAL flush; the guess
      // counters stay logged (a crash never hands a guesser fresh tries).
      const persistence = await limited
        .em()
        .execute(
          `select relname, relpersistence from pg_class where relname in ('rate_limit', 'rate_limit_volume') order by relname`,
        );
      expect(persistence).toEqual([
        { relname: 'rate_limit', relpersistence: 'p' },
        { relname: 'rate_limit_volume', relpersistence: 'u' },
      ]);
    } finally {
      await limited.close();
    }
  });
});
