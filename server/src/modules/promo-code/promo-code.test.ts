// Promo codes (issue 41 point 3) through the API on a real database: staff's codes, the guest's check,
// the application's snapshot, the uses counted under the code's lock and given back.
import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { PROMO_REFUSAL_MESSAGES } from '../../../../domain/promo.js';
import { createLogger } from '../../common/logger.js';
import { makeExperience } from '../../testing/fixtures.js';
import { logLines } from '../../testing/log-lines.js';
import { createTestApp } from '../../testing/test-app.js';
import type { Experience } from '../experience/experience.entity.js';
import { expireHolds } from '../booking/booking-holds.service.js';
import { admin, app, application, inDays, post, setUpBookings } from '../booking/booking.testing.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';

setUpBookings();

const REFUSED_EN = 'This code cannot be used for this booking.';
const GENERATED = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{12}$/;

let item: Experience;
let other: Experience;
beforeAll(async () => {
  // ₩45,500 a guest (no item discount), option ₩5,000: 10% of 2 guests' ₩91,000 is ₩9,100.
  item = await makeExperience(app.em(), {
    title: 'Hanok tea',
    maxGuests: 40,
    price: 45_505,
    language: ['ENG', 'JPN'],
    timeSlots: ['10:00', '14:00', '16:00'],
    optionText: 'Hanbok',
    optionPrice: 5_000,
  });
  other = await makeExperience(app.em(), { maxGuests: 40, price: 30_000, language: ['ENG'] });
});

const createCode = async (body: Record<string, unknown>) => {
  const res = await admin.rest('POST', '/api/admin/promo-codes', body);
  expect(res.status).toBe(201);
  return res.body as {
    id: number;
    code: string;
    usage: { uses: number; bookings: number; discountTotal: number };
  };
};
const check = (body: Record<string, unknown>) =>
  app.client().rest('POST', '/api/promo-codes/check', {
    itemId: item.id,
    bookingDate: inDays(3),
    numberOfGuests: 2,
    ...body,
  });
const apply = (code: string | null, data: Record<string, unknown> = {}) =>
  post(application({ itemId: item.id, language: 'ENG', promoCode: code, numberOfGuests: 2, ...data }));

describe('staff codes', () => {
  it('generates a 12-character code without look-alikes when none is given; stores a chosen one upper-case', async () => {
    const generated = await createCode({ kind: 'percent', value: 10 });
    expect(generated).toMatchObject({
      code: expect.stringMatching(GENERATED),
      kind: 'percent',
      value: 10,
      experienceIds: [],
      maxUses: null,
      active: true,
      usage: { uses: 0, bookings: 0, discountTotal: 0 },
    });
    const chosen = await createCode({ code: ' spring-Tea ', kind: 'fixed', value: 7000 });
    expect(chosen.code).toBe('SPRING-TEA');
    const again = await admin.rest('POST', '/api/admin/promo-codes', {
      code: 'Spring-tea',
      kind: 'fixed',
      value: 1,
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This code exists already. Please choose another.' },
    });
    const bad = await admin.rest('POST', '/api/admin/promo-codes', { kind: 'percent', value: 101 });
    expect(bad).toMatchObject({ status: 400, body: { message: 'A percentage discount is at most 100.' } });
    const window = await admin.rest('POST', '/api/admin/promo-codes', {
      kind: 'fixed',
      value: 1000,
      travelFrom: '2030-02-01',
      travelUntil: '2030-01-01',
    });
    expect(window).toMatchObject({
      status: 400,
      body: { message: 'The start date must be on or before the end date.' },
    });
    expect((await app.client().rest('GET', '/api/admin/promo-codes')).status).toBe(401);
  });

  it('the same through GraphQL: create, list with usage, switch off', async () => {
    const created = await admin.gql(
      `mutation($input: PromoCodeInput!) { createPromoCode(input: $input) { id code kind value usage { uses } } }`,
      { input: { kind: 'fixed', value: 3000, minGuests: 2 } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createPromoCode).toMatchObject({
      code: expect.stringMatching(GENERATED),
      kind: 'fixed',
    });
    const { id } = created.data.createPromoCode;
    const off = await admin.gql(
      `mutation($id: Int!) { updatePromoCode(id: $id, input: { active: false }) { active minGuests } }`,
      { id },
    );
    expect(off.data.updatePromoCode).toEqual({ active: false, minGuests: 2 });
    const list = await admin.gql(
      `{ adminPromoCodes { totalCount items { id code active usage { uses bookings discountTotal } } } }`,
    );
    expect(list.data.adminPromoCodes.items).toContainEqual(
      expect.objectContaining({ id, active: false, usage: { uses: 0, bookings: 0, discountTotal: 0 } }),
    );
    const anonymous = await app.client().gql(`{ adminPromoCodes { totalCount } }`);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("names the code's items for its form and lists its bookings, to staff only (REST and GraphQL)", async () => {
    const promo = await createCode({ kind: 'fixed', value: 1000, experienceIds: [other.id, item.id] });
    expect(promo).toMatchObject({
      experienceIds: [other.id, item.id],
      items: [
        { id: other.id, title: other.title },
        { id: item.id, title: 'Hanok tea' },
      ],
    });
    const booked = await apply(promo.code, { guestName: 'Kim Minji', guestEmail: 'items@example.jp' });
    expect(booked.status).toBe(201);

    const list = await admin.gql(
      `{ adminPromoCodes(page: { page: 1, pageSize: 100 }) { items { id items { id title } } } }`,
    );
    expect(list.data.adminPromoCodes.items).toContainEqual({
      id: promo.id,
      items: [
        { id: other.id, title: other.title },
        { id: item.id, title: 'Hanok tea' },
      ],
    });
    const query = `query($id: Int!) { promoCodeBookings(id: $id) { id guestName bookingDate timeSlot status discount counted } }`;
    const bookings = await admin.gql(query, { id: promo.id });
    expect(bookings.errors).toBeUndefined();
    expect(bookings.data.promoCodeBookings).toEqual([
      {
        id: booked.body.id,
        guestName: 'Kim Minji',
        bookingDate: inDays(3),
        timeSlot: '10:00',
        status: booked.body.status,
        discount: 1000,
        counted: true,
      },
    ]);
    const anonymous = await app.client().gql(query, { id: promo.id });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.client().rest('GET', `/api/admin/promo-codes/${promo.id}/bookings`)).status).toBe(401);
    expect((await admin.rest('GET', '/api/admin/promo-codes/999999/bookings')).status).toBe(404);
  });
});

describe("the guest's check", () => {
  it('answers the discount and the total; a percentage is rounded down to the won; codes are case-insensitive', async () => {
    const { code } = await createCode({ kind: 'percent', value: 10 });
    // 2 × ₩45,505 = ₩91,010; 10% = ₩9,101 exactly. With the option: 2 × ₩50,505 = ₩101,010 → ₩10,101.
    expect((await check({ code: code.toLowerCase() })).body).toEqual({
      valid: true,
      discount: 9101,
      total: 81909,
      message: null,
    });
    expect((await check({ code, withOption: true })).body).toMatchObject({ discount: 10101, total: 90909 });
    // 3 × ₩45,505 = ₩136,515; 10% = ₩13,651.5 → ₩13,651 (never more than the percentage).
    expect((await check({ code, numberOfGuests: 3 })).body).toMatchObject({ discount: 13651, total: 122864 });
    const fixed = await createCode({ kind: 'fixed', value: 200_000 });
    // A fixed amount never takes more than the total.
    expect((await check({ code: fixed.code })).body).toMatchObject({
      valid: true,
      discount: 91010,
      total: 0,
    });
  });

  it('refuses every reason in the same words (in the guest’s language), the reason only in the log', async () => {
    const tomorrow = addDays(seoulToday(), 1);
    const codes = {
      inactive: await createCode({ kind: 'fixed', value: 1000, active: false }),
      otherItem: await createCode({ kind: 'fixed', value: 1000, experienceIds: [other.id] }),
      bookingWindow: await createCode({ kind: 'fixed', value: 1000, bookingFrom: tomorrow }),
      travelWindow: await createCode({ kind: 'fixed', value: 1000, travelUntil: inDays(2) }),
      fewGuests: await createCode({ kind: 'fixed', value: 1000, minGuests: 3 }),
      usedUp: await createCode({ kind: 'fixed', value: 1000, maxUses: 1 }),
    };
    expect((await apply(codes.usedUp.code)).status).toBe(201);
    const answers = [
      await check({ code: 'NO-SUCH-CODE' }),
      ...(await Promise.all(Object.values(codes).map((c) => check({ code: c.code })))),
    ];
    for (const res of answers) {
      expect(res).toMatchObject({
        status: 200,
        body: { valid: false, discount: 0, total: 91010, message: REFUSED_EN },
      });
    }
    // Same shape, same words: nothing tells one reason from another.
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect((await check({ code: 'NOPE', language: 'JPN' })).body.message).toBe(PROMO_REFUSAL_MESSAGES.JPN);
    expect((await check({ code: 'NOPE', language: 'KOR' })).body.message).toBe(
      '이 코드는 이 예약에 사용할 수 없습니다.',
    );
    // An application refuses them alike: 400, the same words, no reason.
    for (const code of ['NO-SUCH-CODE', codes.inactive.code, codes.fewGuests.code, codes.usedUp.code]) {
      const res = await apply(code, { language: 'JPN' });
      expect(res).toMatchObject({ status: 400, body: { message: PROMO_REFUSAL_MESSAGES.JPN } });
      expect(JSON.stringify(res.body)).not.toMatch(/used_up|inactive|too_few|window/);
    }
    // With enough guests and inside the windows the same codes apply.
    expect((await check({ code: codes.fewGuests.code, numberOfGuests: 3 })).body.valid).toBe(true);
    expect((await check({ code: codes.travelWindow.code, bookingDate: inDays(2) })).body.valid).toBe(true);
    expect((await check({ code: codes.otherItem.code, itemId: other.id })).body.valid).toBe(true);
  });

  it('logs the reason of each refusal, never the code typed nor the guest; the answers stay alike', async () => {
    const yesterday = addDays(seoulToday(), -1);
    const codes = {
      inactive: await createCode({ kind: 'fixed', value: 1000, active: false }),
      bookingClosed: await createCode({ kind: 'fixed', value: 1000, bookingUntil: yesterday }),
      travelLater: await createCode({ kind: 'fixed', value: 1000, travelFrom: inDays(30) }),
    };
    const log = logLines();
    const logged = await createTestApp(
      { LOG_LEVEL: 'info' },
      {},
      { database: app.database, logStream: log.stream },
    );
    try {
      const guest = logged.client();
      const checked = async (code: string) => {
        const res = await guest.rest('POST', '/api/promo-codes/check', {
          code,
          itemId: item.id,
          bookingDate: inDays(3),
          numberOfGuests: 2,
        });
        expect(res).toMatchObject({ status: 200, body: { valid: false, message: REFUSED_EN } });
        return log.lines.filter((l) => l.msg === 'promo code refused').at(-1);
      };
      expect(await checked('GUESS-WORD-77')).toMatchObject({
        reason: 'unknown',
        where: 'check',
        promoCodeId: null,
      });
      expect(await checked(codes.inactive.code)).toMatchObject({
        reason: 'inactive',
        where: 'check',
        promoCodeId: codes.inactive.id,
      });
      expect(await checked(codes.bookingClosed.code)).toMatchObject({ reason: 'booking_window' });
      expect(await checked(codes.travelLater.code)).toMatchObject({ reason: 'travel_window' });

      const applied = await guest.rest(
        'POST',
        '/api/guest-bookings',
        application({
          itemId: item.id,
          language: 'ENG',
          promoCode: codes.inactive.code,
          guestEmail: 'logged@example.jp',
        }),
      );
      expect(applied).toMatchObject({ status: 400, body: { message: REFUSED_EN } });
      expect(log.lines.filter((l) => l.msg === 'promo code refused').at(-1)).toMatchObject({
        reason: 'inactive',
        where: 'application',
      });
    } finally {
      await logged.close();
    }
    // Neither a guessed code nor a real one, nor the guest's address, is written to the log.
    const text = JSON.stringify(log.lines);
    for (const secret of [
      'GUESS-WORD-77',
      codes.inactive.code,
      codes.bookingClosed.code,
      'logged@example.jp',
    ])
      expect(text).not.toContain(secret);
  });

  it('is rate-limited per address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PROMO_CHECKS_PER_HOUR: '2' });
    try {
      const guest = limited.client();
      const body = { code: 'ANY-CODE', itemId: 1, bookingDate: inDays(3), numberOfGuests: 1 };
      expect((await guest.rest('POST', '/api/promo-codes/check', body)).status).toBe(200);
      expect((await guest.rest('POST', '/api/promo-codes/check', body)).status).toBe(200);
      expect((await guest.rest('POST', '/api/promo-codes/check', body)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("the booking's snapshot", () => {
  it('keeps the list price, the discount and the code; the amount due, the look-up and the CSV read it', async () => {
    const { code } = await createCode({ code: 'TEA-SNAP', kind: 'percent', value: 10 });
    const res = await apply('tea-snap', { guestEmail: 'snap@example.jp', withOption: true });
    expect(res.status).toBe(201);
    const booking = await app.em().findOneOrFail(GuestBooking, { id: res.body.id });
    expect(booking).toMatchObject({ promoCode: code, discount: 10101, totalPrice: 90909, listPrice: 101010 });

    const lookup = await app.client().rest('POST', '/api/guest-bookings/verify', {
      email: 'snap@example.jp',
      phone: '+81 9012345678',
      verificationCode: '246810',
    });
    expect(lookup.body).toMatchObject({
      totalPrice: 90909,
      listPrice: 101010,
      discount: 10101,
      promoCode: 'TEA-SNAP',
    });

    // Staff approve: what is owed is the list total less the snapshot's discount.
    const approved = await admin.rest('POST', `/api/guest-bookings/${booking.id}/approve`, {
      overrideCapacity: false,
    });
    expect(approved.body).toMatchObject({
      status: 'confirmed',
      promoCode: 'TEA-SNAP',
      discount: 10101,
      listPrice: 101010,
    });
    const payment = await admin.rest('GET', `/api/guest-bookings/${booking.id}/payments`);
    expect(payment.body).toMatchObject({ amountDue: 90909 });

    const csv = await admin.fetch(`/api/admin/bookings.csv?q=${booking.id}`);
    const [header, row] = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    const cells = Object.fromEntries(header.split(',').map((name, i) => [name, row.split(',')[i]]));
    expect(cells).toMatchObject({
      totalPrice: '90909',
      amountDue: '90909',
      listPrice: '101010',
      promoCode: 'TEA-SNAP',
      discount: '10101',
    });

    const bookings = await admin.rest('GET', `/api/admin/promo-codes/${booking.promoCodeId}/bookings`);
    expect(bookings.body).toEqual([
      expect.objectContaining({
        id: booking.id,
        status: 'confirmed',
        listPrice: 101010,
        discount: 10101,
        totalPrice: 90909,
        counted: true,
      }),
    ]);
    const list = await admin.rest('GET', '/api/admin/promo-codes');
    expect(list.body.find((c: { code: string }) => c.code === 'TEA-SNAP').usage).toEqual({
      uses: 1,
      bookings: 1,
      discountTotal: 10101,
    });
  });

  it('a used code cannot be deleted (409) nor renamed, only switched off; an unused one is deleted', async () => {
    const used = await createCode({ kind: 'fixed', value: 1000 });
    expect((await apply(used.code)).status).toBe(201);
    const del = await admin.rest('DELETE', `/api/admin/promo-codes/${used.id}`);
    expect(del).toMatchObject({
      status: 409,
      body: { message: 'This code has been used: it cannot be deleted or renamed. Switch it off instead.' },
    });
    expect((await admin.rest('PATCH', `/api/admin/promo-codes/${used.id}`, { code: 'RENAMED' })).status).toBe(
      409,
    );
    const off = await admin.rest('PATCH', `/api/admin/promo-codes/${used.id}`, { active: false });
    expect(off).toMatchObject({ status: 200, body: { active: false, usage: { uses: 1 } } });
    expect((await apply(used.code)).status).toBe(400);
    const unused = await createCode({ kind: 'fixed', value: 1000 });
    expect(await admin.rest('DELETE', `/api/admin/promo-codes/${unused.id}`)).toMatchObject({
      status: 200,
      body: { success: true },
    });
  });
});

describe('uses', () => {
  it('counts uses per e-mail (any case) and in all', async () => {
    const { code } = await createCode({ kind: 'fixed', value: 1000, maxUses: 3, maxUsesPerEmail: 1 });
    expect((await apply(code, { guestEmail: 'one@example.jp' })).status).toBe(201);
    expect(await apply(code, { guestEmail: 'ONE@example.jp', timeSlot: '14:00' })).toMatchObject({
      status: 400,
      body: { message: REFUSED_EN },
    });
    expect((await apply(code, { guestEmail: 'two@example.jp' })).status).toBe(201);
    expect((await apply(code, { guestEmail: 'three@example.jp' })).status).toBe(201);
    expect((await apply(code, { guestEmail: 'four@example.jp' })).status).toBe(400);
  });

  it('parallel uses of a last-use code on different slots: exactly one wins (Hi.Events #1223)', async () => {
    const { code, id } = await createCode({ kind: 'percent', value: 20, maxUses: 1 });
    const slots = [inDays(4), inDays(5), inDays(6), inDays(7)].flatMap((date) =>
      ['10:00', '14:00', '16:00'].map((timeSlot) => ({ bookingDate: date, timeSlot })),
    );
    // Each has passed the read before STORE (no use yet): only the count under the code's lock decides.
    const answers = await Promise.all(slots.map((slot) => apply(code, slot)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(slots.length - 1).fill(400)]);
    for (const refused of answers.filter((a) => a.status === 400))
      expect(refused.body.message).toBe(REFUSED_EN);
    expect(await app.em().count(GuestBooking, { promoCodeId: id })).toBe(1);
  });

  it('gives a use back when the booking is cancelled by the guest, declined by staff, or expires', async () => {
    const { code } = await createCode({ kind: 'fixed', value: 1000, maxUses: 1 });
    const taken = async () => (await check({ code })).body.valid === false;

    // The guest cancels.
    const first = await apply(code, { guestEmail: 'c1@example.jp' });
    expect(first.status).toBe(201);
    expect(await taken()).toBe(true);
    const cancel = await app.client().rest('POST', '/api/guest-bookings/cancel', {
      email: 'c1@example.jp',
      phone: '+81 9012345678',
      verificationCode: '246810',
    });
    expect(cancel.body.status).toBe('cancelled');
    expect(await taken()).toBe(false);

    // Staff decline (cancel) the pending application.
    const second = await apply(code, { guestEmail: 'c2@example.jp' });
    expect(second.status).toBe(201);
    expect((await apply(code, { guestEmail: 'c3@example.jp' })).status).toBe(400);
    await admin.rest('POST', `/api/guest-bookings/${second.body.id}/cancel`, { reason: 'Closed that day.' });
    expect(await taken()).toBe(false);

    // The hold expires (the job).
    const third = await apply(code, { guestEmail: 'c4@example.jp' });
    expect(third.status).toBe(201);
    expect(await taken()).toBe(true);
    const silent = createLogger({ logLevel: 'silent' });
    await expireHolds(
      { em: app.em(), config: app.config, mail: app.mail },
      silent,
      new Date(third.body.holdExpiresAt),
    );
    expect((await app.em().findOneOrFail(GuestBooking, { id: third.body.id })).status).toBe('expired');
    expect(await taken()).toBe(false);
    expect((await apply(code, { guestEmail: 'c5@example.jp' })).status).toBe(201);
  });
});
