import type pg from 'pg';
import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { AdminRole } from '../auth/admin-user.entity.js';
import { createLogger } from '../../common/logger.js';
import { makeAdmin, makeBooking, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { GuestClient } from '../../testing/uploads.js';
import { BookingLog } from '../booking/booking-log.entity.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import type { Experience } from '../experience/experience.entity.js';
import { Payment } from '../payment/payment.entity.js';
import { markNoShowsAfterSlots } from './no-show.service.js';
import { ticketCodeFor } from '../booking/booking.ticket.js';
import { readBookingLog } from '../../../../domain/bookingLog.js';
import { arrivalText } from '../../../../domain/checkIn.js';

// The day of the experience (issue 39 points 2-6): manifest, check-in, partial arrival, second scan,
// another slot, money collected, undo, two phones at once, unknown tickets, no-shows, the live event.
let app: TestApp;
let owner: TestClient;
let minji: TestClient;
let item: Experience;
let listener: pg.PoolClient;
const events: { id: number; kind: string }[] = [];
const today = seoulToday();

beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: '1' });
  const em = app.em();
  const boss = await makeAdmin(em, 'boss');
  const staff = await makeAdmin(em, 'minji', 'another long password', AdminRole.staff);
  owner = app.client();
  minji = app.client();
  expect((await owner.login(boss.username, boss.password)).status).toBe(200);
  expect((await minji.login(staff.username, staff.password)).status).toBe(200);
  item = await makeExperience(em, {
    title: 'Hanbok walk',
    price: 40_000,
    maxGuests: 50,
    timeSlots: ['10:00', '14:00'],
    duration: '2h',
    optionText: 'Hair styling',
    optionPrice: 10_000,
  });
  listener = await app.pool.connect();
  listener.on('notification', (n) => events.push(JSON.parse(n.payload!) as { id: number; kind: string }));
  await listener.query('listen admin_event');
});
afterAll(async () => {
  listener?.release(true);
  await app.close();
});

/** A confirmed (approved) booking of `date` `time`; it owes guests x 40,000 on site. */
async function confirmed(data: Partial<GuestBooking> = {}, experience = item) {
  const b = await makeBooking(app.em(), experience, { bookingDate: today, timeSlot: '10:00', ...data });
  expect((await owner.rest('POST', `/api/guest-bookings/${b.id}/approve`, {})).status).toBe(200);
  return b.id;
}

const checkIn = (client: TestClient, body: Record<string, unknown>) =>
  client.rest('POST', '/api/admin/check-ins', body);

async function until(condition: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return condition();
}

describe('the manifest', () => {
  it("lists a slot's bookings, confirmed first, with payment, option and arrival; the day's slots count them", async () => {
    const date = addDays(today, 30);
    const paid = await confirmed({
      bookingDate: date,
      guestName: 'Aiko',
      numberOfGuests: 2,
      withOption: true,
    });
    await owner.rest('POST', `/api/guest-bookings/${paid}/payments`, {
      amount: 50_000,
      method: 'bank_transfer',
      paidAt: today,
    });
    const waiting = await makeBooking(app.em(), item, {
      bookingDate: date,
      guestName: 'Bo',
      timeSlot: '10:00',
    });
    await makeBooking(app.em(), item, { bookingDate: date, guestName: 'Gone', status: 'cancelled' });
    await makeBooking(app.em(), item, { bookingDate: date, timeSlot: '14:00', guestName: 'Later' });

    app.queries.length = 0;
    const res = await minji.rest('GET', `/api/admin/manifest?date=${date}&time=10:00`);
    expect(res.status).toBe(200);
    expect(app.queries.filter((q) => /guest_booking/.test(q))).toHaveLength(1);
    expect(res.body).toEqual([
      expect.objectContaining({
        bookingId: paid,
        bookingNumber: `#${paid}`,
        itemId: item.id,
        itemName: 'Hanbok walk',
        date,
        time: '10:00',
        name: 'Aiko',
        guests: 2,
        arrived: false,
        checkedInAt: null,
        checkedInBy: null,
        noShow: false,
        paymentStatus: 'partially_paid',
        amountDue: 50_000,
        currency: 'KRW',
        option: 'Hair styling',
        language: 'ENG',
        phone: '+819012345678',
        status: 'confirmed',
      }),
      expect.objectContaining({
        bookingId: waiting.id,
        status: 'pending',
        paymentStatus: null,
        amountDue: 0,
      }),
    ]);
    const slots = await minji.gql(
      `query($d: String!) { manifestSlots(date: $d) { time itemName bookings guests pending } }`,
      {
        d: date,
      },
    );
    expect(slots.data!.manifestSlots).toEqual([
      { time: '10:00', itemName: 'Hanbok walk', bookings: 1, guests: 2, pending: 1 },
      { time: '14:00', itemName: 'Hanbok walk', bookings: 0, guests: 0, pending: 1 },
    ]);
  });

  it('refuses a date or time that is none', async () => {
    expect((await minji.rest('GET', '/api/admin/manifest?date=2026-02-30&time=10:00')).status).toBe(400);
    expect((await minji.rest('GET', `/api/admin/manifest?date=${today}&time=25:00`)).status).toBe(400);
    expect((await app.client().rest('GET', `/api/admin/manifest?date=${today}&time=10:00`)).status).toBe(401);
  });
});

describe('check-in', () => {
  it('checks a booking in by id (staff), logs it with the device, announces it; a second scan answers when and by whom', async () => {
    const id = await confirmed({ numberOfGuests: 2 });
    const first = await checkIn(minji, { bookingId: id, deviceId: 'phone-a' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      arrived: true,
      alreadyCheckedInAt: null,
      wrongSlot: null,
      amountDue: 80_000,
      booking: { bookingId: id, arrived: true, guestsArrived: 2, checkedInBy: 'minji' },
    });
    expect(await until(() => events.some((e) => e.id === id))).toBe(true);
    const log = await app.em().findOneOrFail(BookingLog, { booking: id, logType: 'checked_in' });
    expect(log).toMatchObject({
      details: 'Checked in 2 of 2 guest(s) by minji [device phone-a]',
      createdBy: 'admin',
      createdByName: 'minji',
    });

    const second = await checkIn(owner, { bookingId: id, deviceId: 'phone-b' });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ arrived: false, alreadyCheckedInBy: 'minji' });
    expect(second.body.alreadyCheckedInAt).toBe(first.body.booking.checkedInAt);
    const booking = await app.em().findOneOrFail(GuestBooking, id);
    expect(booking.status).toBe('confirmed');
    expect(booking.checkInDevice).toBe('phone-a');
  });

  it('records a partial arrival (3 of 4) and then the fourth guest', async () => {
    const id = await confirmed({ numberOfGuests: 4 });
    const partial = await checkIn(minji, { bookingId: id, guestsArrived: 3 });
    expect(partial.body.booking).toMatchObject({ arrived: true, guestsArrived: 3, guests: 4 });
    const all = await checkIn(minji, { bookingId: id, guestsArrived: 4 });
    expect(all.body).toMatchObject({
      arrived: false,
      alreadyCheckedInBy: 'minji',
      booking: { guestsArrived: 4 },
    });
    expect((await checkIn(minji, { bookingId: id, guestsArrived: 5 })).status).toBe(400);
    const logs = await app
      .em()
      .find(BookingLog, { booking: id, logType: 'checked_in' }, { orderBy: { id: 'asc' } });
    expect(logs.map((l) => l.details)).toEqual([
      'Checked in 3 of 4 guest(s) by minji',
      'Arrival changed to 4 of 4 guest(s) by minji',
    ]);
  });

  it('answers the slot of a ticket for another slot, and checks it in only with override', async () => {
    const id = await confirmed({ bookingDate: addDays(today, 1) });
    const slot = { date: today, time: '10:00' };
    const refused = await checkIn(minji, { bookingId: id, slot });
    expect(refused.body).toMatchObject({
      arrived: false,
      wrongSlot: { date: addDays(today, 1), time: '10:00', itemId: item.id, itemName: 'Hanbok walk' },
      booking: { arrived: false },
    });
    const otherTime = await confirmed({ timeSlot: '14:00' });
    expect((await checkIn(minji, { bookingId: otherTime, slot })).body.wrongSlot).toMatchObject({
      time: '14:00',
    });
    // Without the phone's slot, only another day counts as another slot.
    expect((await checkIn(minji, { bookingId: otherTime })).body.arrived).toBe(true);
    const forced = await checkIn(minji, { bookingId: id, slot, override: true });
    expect(forced.body).toMatchObject({ arrived: true, wrongSlot: null });
  });

  it('refuses cancelled, expired and unapproved bookings with 409', async () => {
    for (const status of ['cancelled', 'expired', 'pending', 'awaiting_payment'] as const) {
      const b = await makeBooking(app.em(), item, { bookingDate: today, status });
      const res = await checkIn(minji, { bookingId: b.id });
      expect([status, res.status]).toEqual([status, 409]);
    }
    const gql = await minji.gql(`mutation($i: CheckInInput!) { checkIn(input: $i) { arrived } }`, {
      i: { bookingId: (await makeBooking(app.em(), item, { status: 'cancelled' })).id },
    });
    expect(gql.errors![0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'cancelled' });
    expect((await checkIn(minji, { bookingId: 999_999 })).status).toBe(404);
    expect((await checkIn(minji, {})).status).toBe(400);
    expect((await checkIn(minji, { bookingId: 1, ticketCode: 'X' })).status).toBe(400);
  });

  it('collects an unpaid booking in cash in the same step, as a payment of the booking', async () => {
    const id = await confirmed({ numberOfGuests: 2 });
    const res = await checkIn(minji, { bookingId: id, collect: { amount: 80_000, method: 'cash_on_site' } });
    expect(res.body).toMatchObject({
      arrived: true,
      amountDue: 0,
      collected: { amount: 80_000, method: 'cash_on_site' },
      booking: { paymentStatus: 'paid', amountDue: 0 },
    });
    const payments = await app.em().find(Payment, { booking: id });
    expect(payments.map((p) => [p.amount, p.method, p.createdBy])).toEqual([
      [80_000, 'cash_on_site', 'minji'],
    ]);
    // Sent again (a retried request): nothing is owed, nothing is recorded twice.
    const again = await checkIn(minji, {
      bookingId: id,
      collect: { amount: 80_000, method: 'cash_on_site' },
    });
    expect(again.body.collected).toBeNull();
    expect(await app.em().count(Payment, { booking: id })).toBe(1);
    expect((await checkIn(minji, { bookingId: id, collect: { amount: 1, method: 'online' } })).status).toBe(
      400,
    );
  });

  it('undoes a check-in within a minute, not after', async () => {
    const id = await confirmed();
    await checkIn(minji, { bookingId: id });
    const undone = await owner.rest('DELETE', `/api/admin/check-ins/${id}`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ arrived: false, checkedInAt: null, guestsArrived: null });
    expect((await owner.rest('DELETE', `/api/admin/check-ins/${id}`)).status).toBe(409);
    await checkIn(minji, { bookingId: id });
    await app.pool.query(
      `update guest_booking set checked_in_at = now() - interval '61 seconds' where id = $1`,
      [id],
    );
    expect((await owner.rest('DELETE', `/api/admin/check-ins/${id}`)).status).toBe(409);
    const kinds = (await app.em().find(BookingLog, { booking: id }, { orderBy: { id: 'asc' } })).map(
      (l) => l.logType,
    );
    expect(kinds.filter((k) => k !== 'status_change' && k !== 'email_sent')).toEqual([
      'checked_in',
      'check_in_undone',
      'checked_in',
    ]);
  });

  it('two phones checking one booking in at once: exactly one wins, the other is told', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await confirmed();
      const answers = await Promise.all([
        checkIn(minji, { bookingId: id, deviceId: 'phone-a' }),
        checkIn(owner, { bookingId: id, deviceId: 'phone-b' }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers.filter((a) => a.body.arrived)).toHaveLength(1);
      const loser = answers.find((a) => !a.body.arrived)!;
      const winner = answers.find((a) => a.body.arrived)!;
      expect(loser.body.alreadyCheckedInBy).toBe(winner.body.booking.checkedInBy);
      expect(await app.em().count(BookingLog, { booking: id, logType: 'checked_in' })).toBe(1);
    }
  });

  it('offline sync: the scan time is kept; a later queued scan of another phone changes nothing', async () => {
    const id = await confirmed({ numberOfGuests: 3 });
    const scannedAt = new Date(Date.now() - 5 * 60_000);
    const sameDay = seoulToday(scannedAt) === today;
    const first = await checkIn(minji, {
      bookingId: id,
      deviceId: 'phone-a',
      scannedAt: scannedAt.toISOString(),
      guestsArrived: 2,
    });
    expect(first.body.arrived).toBe(true);
    // The check-in's own time is the server's; the phone's scan time is kept beside it.
    expect(Date.now() - new Date(first.body.booking.checkedInAt).getTime()).toBeLessThan(30_000);
    expect(first.body.booking.scannedAt).toBe(sameDay ? scannedAt.toISOString() : null);
    const queued = await checkIn(owner, {
      bookingId: id,
      deviceId: 'phone-b',
      scannedAt: new Date(Date.now() - 60_000).toISOString(),
      guestsArrived: 3,
    });
    expect(queued.body).toMatchObject({
      arrived: false,
      alreadyCheckedInBy: 'minji',
      keptGuestsArrived: 2,
      booking: { guestsArrived: 2 },
    });
    // A scan time in the future is not believed.
    const future = await confirmed();
    const res = await checkIn(minji, {
      bookingId: future,
      scannedAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(new Date(res.body.booking.checkedInAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(res.body.booking.scannedAt).toBeNull();
  });

  it('a count changed offline on the phone that checked in online is not applied, and the answer says what was kept', async () => {
    const id = await confirmed({ numberOfGuests: 4 });
    const online = await checkIn(minji, { bookingId: id, deviceId: 'phone-a' });
    expect(online.body).toMatchObject({
      arrived: true,
      keptGuestsArrived: null,
      booking: { guestsArrived: 4 },
    });
    // The connection dropped; the guide made it 3 of 4, queued, sent a while later.
    const queued = await checkIn(minji, {
      bookingId: id,
      deviceId: 'phone-a',
      guestsArrived: 3,
      scannedAt: new Date().toISOString(),
    });
    expect(queued.body).toMatchObject({
      arrived: false,
      alreadyCheckedInAt: online.body.booking.checkedInAt,
      alreadyCheckedInBy: 'minji',
      keptGuestsArrived: 4,
      booking: { guestsArrived: 4 },
    });
    // A queued scan without a count, or with the count kept, has nothing to say about the count.
    const plain = await checkIn(minji, { bookingId: id, scannedAt: new Date().toISOString() });
    expect(plain.body.keptGuestsArrived).toBeNull();
    const same = await checkIn(minji, {
      bookingId: id,
      guestsArrived: 4,
      scannedAt: new Date().toISOString(),
    });
    expect(same.body.keptGuestsArrived).toBeNull();
    // Sent online (no scan time), the same change is applied.
    const change = await checkIn(minji, { bookingId: id, guestsArrived: 3 });
    expect(change.body).toMatchObject({ keptGuestsArrived: null, booking: { guestsArrived: 3 } });
  });

  it("an offline scan sent later can be undone for a minute from the server's check-in, not from the scan", async () => {
    const id = await confirmed();
    const scannedAt = new Date(Date.now() - 5 * 60_000);
    // Five minutes after the scan (queued on a phone without a connection), the check-in reaches the server.
    await checkIn(minji, { bookingId: id, deviceId: 'phone-a', scannedAt: scannedAt.toISOString() });
    const undone = await minji.rest('DELETE', `/api/admin/check-ins/${id}?deviceId=phone-a`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ arrived: false, checkedInAt: null, scannedAt: null });
    // And a minute after the server's time, not before, it is too late.
    await checkIn(minji, { bookingId: id, scannedAt: new Date().toISOString() });
    await app.pool.query(
      `update guest_booking set checked_in_at = now() - interval '61 seconds' where id = $1`,
      [id],
    );
    expect((await minji.rest('DELETE', `/api/admin/check-ins/${id}`)).status).toBe(409);
  });

  it('checks a booking in by its ticket code (as scanned, or typed in lower case without dashes)', async () => {
    const id = await confirmed();
    const { ticketNonce } = await app.em().findOneOrFail(GuestBooking, id);
    const code = ticketCodeFor(app.hasher, { id, ticketNonce });
    const res = await checkIn(minji, { ticketCode: code, deviceId: 'phone-a' });
    expect(res.body).toMatchObject({ arrived: true, booking: { bookingId: id } });
    const again = await checkIn(owner, { ticketCode: code.replace(/-/g, '').toLowerCase() });
    expect(again.body).toMatchObject({ arrived: false, alreadyCheckedInBy: 'minji' });
    // A cancelled booking's ticket is refused at the scan.
    const cancelled = await confirmed();
    await owner.rest('POST', `/api/guest-bookings/${cancelled}/cancel`, {});
    const nonce = (await app.em().findOneOrFail(GuestBooking, cancelled)).ticketNonce;
    const refused = await checkIn(minji, {
      ticketCode: ticketCodeFor(app.hasher, { id: cancelled, ticketNonce: nonce }),
    });
    expect(refused.status).toBe(409);
    // A forged code naming a real booking (its locator right, its MAC wrong) is unknown.
    const forged = code.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await checkIn(minji, { ticketCode: forged })).status).toBe(404);
  });

  it("unknown ticket codes spend the scanner's own limit (30 per 10 minutes, held at once), known ones do not", async () => {
    const staffScanner = async (name: string, ip: string) => {
      const client = new GuestClient(app.url, ip);
      const { username, password } = await makeAdmin(
        app.em(),
        name,
        `${name} long password`,
        AdminRole.staff,
      );
      expect((await client.login(username, password)).status).toBe(200);
      return client;
    };
    const scanner = await staffScanner('scanner', '198.51.100.7');
    const scan = (client: TestClient, ticketCode: string) =>
      client.rest('POST', '/api/admin/check-ins', { ticketCode, slot: { date: today, time: '10:00' } });
    const unknown = (client: TestClient, from: number, count: number) =>
      Promise.all(Array.from({ length: count }, (_, i) => scan(client, `FAKE-CODE-${from + i}`)));
    const id = await confirmed();
    const { ticketNonce } = await app.em().findOneOrFail(GuestBooking, id);
    const code = ticketCodeFor(app.hasher, { id, ticketNonce });

    // A busy gate: 25 misreads at once are each told the code is unknown (the guest look-up's limit is 5).
    expect((await unknown(scanner, 0, 25)).map((a) => a.status)).toEqual(Array(25).fill(404));
    // Known codes spend nothing for good: eight more scans (more than the five left) all pass; the first
    // checks in, the others are told so. (Each spends a point while its code is checked, so a known code
    // scanned at the very moment the limit runs out may be refused with it: no right code is told apart.)
    const known = [];
    for (let i = 0; i < 8; i++) known.push(await scan(scanner, code));
    expect(known.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(known.filter((a) => a.body.arrived)).toHaveLength(1);
    // Six unknown codes at once: five fit (30 in all), the sixth is refused with a time to wait.
    const last = await unknown(scanner, 100, 6);
    expect(last.map((a) => a.status).sort()).toEqual([404, 404, 404, 404, 404, 429]);
    expect(Number(last.find((a) => a.status === 429)!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Past the limit a known code is refused as well (no telling a right code from a wrong one), a
    // booking number typed is not a guess, and another staff member at the same gate scans on.
    expect((await scan(scanner, code)).status).toBe(429);
    expect((await checkIn(scanner, { bookingId: id })).status).toBe(200);
    const colleague = await staffScanner('scanner2', '198.51.100.7');
    expect((await scan(colleague, 'FAKE-CODE-X')).status).toBe(404);
    expect((await scan(colleague, code)).status).toBe(200);
  });
});

describe('no-shows', () => {
  it('are refused before the slot starts, marked after, and taken back', async () => {
    const ahead = await confirmed({ bookingDate: addDays(today, 2) });
    const early = await minji.rest('POST', `/api/guest-bookings/${ahead}/no-show`);
    expect(early.status).toBe(409);
    const past = await confirmed({ bookingDate: addDays(today, -1) });
    const marked = await minji.rest('POST', `/api/guest-bookings/${past}/no-show`);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ noShow: true, arrived: false });
    expect(await until(() => events.filter((e) => e.id === past).length >= 1)).toBe(true);
    const back = await minji.rest('DELETE', `/api/guest-bookings/${past}/no-show`);
    expect(back.body).toMatchObject({ noShow: false });
    const kinds = (await app.em().find(BookingLog, { booking: past }, { orderBy: { id: 'asc' } })).map(
      (l) => l.logType,
    );
    expect(kinds.slice(-2)).toEqual(['no_show', 'no_show_undone']);
    // Late guests: checking a no-show in takes the mark away.
    await minji.rest('POST', `/api/guest-bookings/${past}/no-show`);
    const late = await checkIn(minji, { bookingId: past, override: true });
    expect(late.body.booking).toMatchObject({ arrived: true, noShow: false });
    expect((await minji.rest('POST', `/api/guest-bookings/${past}/no-show`)).status).toBe(409);
  });

  it("the job marks a slot's unmarked bookings N hours after its end, only once an owner turned it on", async () => {
    const date = addDays(today, -2);
    const unmarked = await confirmed({ bookingDate: date });
    const came = await confirmed({ bookingDate: date });
    await checkIn(minji, { bookingId: came, override: true });
    const run = (now?: Date) =>
      markNoShowsAfterSlots({ em: app.em() }, createLogger({ logLevel: 'silent' }), now);
    expect(await run()).toEqual([]);
    const hours = `mutation($h: Int) { setNoShowAutoHours(hours: $h) }`;
    expect((await minji.gql(hours, { h: 3 })).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await owner.gql(hours, { h: 0 })).errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect((await owner.gql(hours, { h: 3 })).data).toEqual({ setNoShowAutoHours: 3 });
    expect((await minji.gql(`{ noShowAutoHours }`)).data).toEqual({ noShowAutoHours: 3 });
    // 10:00 + 2h + 3h = 15:00 in Seoul that day: not before.
    expect(await run(new Date(`${date}T14:59:00+09:00`))).not.toContain(unmarked);
    const marked = await run(new Date(`${date}T15:00:00+09:00`));
    expect(marked).toContain(unmarked);
    expect(marked).not.toContain(came);
    const booking = await app.em().findOneOrFail(GuestBooking, unmarked);
    expect([booking.status, booking.noShowBy]).toEqual(['confirmed', 'system']);
    const log = await app.em().findOneOrFail(BookingLog, { booking: unmarked, logType: 'no_show' });
    expect([log.createdBy, log.details]).toEqual([
      'system',
      'Marked as a no-show automatically, 3 hour(s) after the slot',
    ]);
    expect(await run(new Date(`${date}T16:00:00+09:00`))).not.toContain(unmarked);
    await owner.gql(hours, { h: null });
  });
});

it('every log line these wrote reads back for the admin screens (domain/bookingLog.ts)', async () => {
  const logs = await app
    .em()
    .find(BookingLog, { logType: { $in: ['checked_in', 'check_in_undone', 'no_show', 'no_show_undone'] } });
  expect(new Set(logs.map((l) => l.logType)).size).toBe(4);
  expect(logs.filter((l) => readBookingLog(l.logType, l.details) === null).map((l) => l.details)).toEqual([]);
});

it("the CSV export's arrival column: arrived N of M, no-show, or empty", async () => {
  const date = addDays(today, -3);
  const partial = await confirmed({ bookingDate: date, numberOfGuests: 4 });
  await checkIn(minji, { bookingId: partial, guestsArrived: 3, override: true });
  const absent = await confirmed({ bookingDate: date });
  await minji.rest('POST', `/api/guest-bookings/${absent}/no-show`);
  await confirmed({ bookingDate: date });
  const csv = await (
    await minji.fetch(`/api/admin/bookings.csv?dateFrom=${date}&dateTo=${date}&sort=id&direction=ASC`)
  ).text();
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  const column = header.split(',').indexOf('arrival');
  expect(column).toBeGreaterThan(0);
  expect(lines.map((l) => l.split(',')[column])).toEqual(['arrived 3 of 4', 'no-show', '']);
  // The same words as the domain's rule.
  const rows = await app.em().find(GuestBooking, { bookingDate: date }, { orderBy: { id: 'asc' } });
  expect(rows.map(arrivalText)).toEqual(['arrived 3 of 4', 'no-show', '']);
});

it("the dashboard's arrivals per item over 30 days: arrived, no-shows and the rate", async () => {
  const cooking = await makeExperience(app.em(), { title: 'Cooking class', price: 50_000, maxGuests: 20 });
  const yesterday = addDays(today, -1);
  const came = await confirmed({ bookingDate: yesterday, numberOfGuests: 4 }, cooking);
  await checkIn(minji, { bookingId: came, guestsArrived: 3, override: true });
  const absent = await confirmed({ bookingDate: yesterday }, cooking);
  await minji.rest('POST', `/api/guest-bookings/${absent}/no-show`);
  const long = await confirmed({ bookingDate: addDays(today, -40) }, cooking);
  await minji.rest('POST', `/api/guest-bookings/${long}/no-show`);
  await makeBooking(app.em(), cooking, { bookingDate: yesterday, status: 'cancelled' });
  const res = await minji.gql(`{ dashboardCharts { arrivalsPerItem {
    itemId title bookings guests arrivedBookings arrivedGuests noShows unmarked noShowRate } } }`);
  expect(res.errors).toBeUndefined();
  const rows = (res.data as { dashboardCharts: { arrivalsPerItem: { itemId: number }[] } }).dashboardCharts
    .arrivalsPerItem;
  expect(rows.find((r) => r.itemId === cooking.id)).toEqual({
    itemId: cooking.id,
    title: 'Cooking class',
    bookings: 2,
    guests: 5,
    arrivedBookings: 1,
    arrivedGuests: 3,
    noShows: 1,
    unmarked: 0,
    noShowRate: 0.5,
  });
});

it("the desk's day view counts a slot's arrivals: guests checked in and no-shows", async () => {
  const walk = await makeExperience(app.em(), { title: 'Palace walk', price: 30_000, maxGuests: 20 });
  const date = addDays(today, -5);
  const partial = await confirmed({ bookingDate: date, numberOfGuests: 4 }, walk);
  await checkIn(minji, { bookingId: partial, guestsArrived: 3, override: true });
  const absent = await confirmed({ bookingDate: date, numberOfGuests: 2 }, walk);
  await minji.rest('POST', `/api/guest-bookings/${absent}/no-show`);
  await confirmed({ bookingDate: date }, walk);
  const res = await minji.gql(
    `query($from: String) { bookingDayView(from: $from, days: 1) { itemId confirmedGuests arrivedGuests noShows } }`,
    { from: date },
  );
  expect(res.errors).toBeUndefined();
  const slots = (res.data as { bookingDayView: { itemId: number }[] }).bookingDayView;
  expect(slots.find((s) => s.itemId === walk.id)).toEqual({
    itemId: walk.id,
    confirmedGuests: 7,
    arrivedGuests: 3,
    noShows: 1,
  });
});
