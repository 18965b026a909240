// A waitlist for a full slot (issue 41 point 2), through the API, the expiry job and the close job, on a
// real database: offers made in the transaction that freed the seats, passed on when they end.
import { seoulWallTime } from '../../../../domain/calendar.js';
import { createLogger } from '../../common/logger.js';
import { makeBooking, makeExperience } from '../../testing/fixtures.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { mailSecretBox, openSecrets, putBackSecrets } from '../../platform/mail/mail.secrets.js';
import type { Experience } from '../experience/experience.entity.js';
import { expireHolds } from '../booking/booking-holds.service.js';
import { NO_PENDING_LIMIT, storeApplication } from '../booking/booking.store.js';
import {
  admin,
  app,
  application,
  applicationRow,
  inDays,
  post,
  setUpBookings,
} from '../booking/booking.testing.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import { WaitlistEntry } from './waitlist-entry.entity.js';
import { closeEndedQueues } from './waitlist.jobs.js';
import { offerTokenFor } from './waitlist.testing.js';

setUpBookings();

const silent = createLogger({ logLevel: 'silent' });
const expire = (now: Date) =>
  expireHolds({ em: app.em(), config: app.config, mail: app.mail, hasher: app.hasher }, silent, now);

let seq = 0;
/** A join for a new guest (e-mail) unless given. */
function joining(item: Experience, data: Record<string, unknown> = {}) {
  seq += 1;
  return {
    itemId: item.id,
    bookingDate: inDays(5),
    timeSlot: item.timeSlots[0],
    guestName: 'Wen Li',
    guestEmail: `waiter${seq}@example.tw`,
    guestPhone: '+886 912345678',
    numberOfGuests: 1,
    language: 'CHN',
    ...data,
  };
}
const OFFER_OVER = 'This offer is no longer open: it was answered, it expired or the time slot has closed.';
const join = (body: unknown) => app.client().rest('POST', '/api/waitlist', body);

/** Books `n` seats of the slot as a confirmed booking (an instant item without online payment). */
async function bookSeats(item: Experience, date: string, n: number, email?: string) {
  const res = await post(
    application({
      itemId: item.id,
      bookingDate: date,
      timeSlot: item.timeSlots[0],
      numberOfGuests: n,
      language: item.language[0],
      ...(email ? { guestEmail: email } : {}),
    }),
  );
  expect(res.status).toBe(201);
  return res.body as { id: number; verificationCode: string; status: string };
}

const entryOf = (email: string) => app.em().findOneOrFail(WaitlistEntry, { guestEmail: email });

const offerToken = (email: string) => offerTokenFor(app, email);

/** Cancels a booking as staff. */
const cancel = (id: number) => admin.rest('POST', `/api/guest-bookings/${id}/cancel`, {});

/** Seats the public sees left in the slot. */
async function seatsLeft(item: Experience, date: string): Promise<number> {
  const res = await app.client().gql<{
    experience: { availability: { slots: { time: string; available: number }[] }[] };
  }>(`query ($id: Int!, $date: String!) { experience(id: $id) { availability(from: $date, to: $date) { slots { time available } } } }`, { id: item.id, date });
  expect(res.errors).toBeUndefined();
  return res.data!.experience.availability[0].slots.find((s) => s.time === item.timeSlots[0])!.available;
}

let item: Experience;
beforeAll(async () => {
  item = await makeExperience(app.em(), {
    title: 'Tea ceremony',
    maxGuests: 3,
    language: ['ENG', 'CHN'],
    timeSlots: ['10:00'],
    confirmationMode: 'instant',
    price: 20000,
  });
});

describe('joining', () => {
  it('joins a full slot only, one open entry per e-mail and slot, with nothing personal in the answer', async () => {
    const date = inDays(9);
    // Room for the party: book it instead.
    const early = await join(joining(item, { bookingDate: date }));
    expect(early).toMatchObject({
      status: 409,
      body: { message: 'This time slot still has room for your party: please book it directly.' },
    });
    await bookSeats(item, date, 3);
    const body = joining(item, { bookingDate: date, numberOfGuests: 2, guestEmail: 'Twice@Example.tw' });
    const first = await join(body);
    expect(first).toMatchObject({ status: 201, body: { status: 'waiting', position: 1 } });
    expect(Object.keys(first.body as object).sort()).toEqual(['position', 'status']);
    const again = await join({ ...body, guestEmail: 'twice@example.tw', numberOfGuests: 1 });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'You are already on the waitlist for this time slot.' },
    });
    expect(await join(joining(item, { bookingDate: date }))).toMatchObject({
      status: 201,
      body: { position: 2 },
    });
    // The guest is mailed their place and a link to leave (withheld from the stored outbox).
    const joined = await app
      .em()
      .findOneOrFail(MailOutbox, { kind: 'waitlist_joined', recipient: 'twice@example.tw' });
    expect(joined).toMatchObject({ language: 'CHN', template: 'waitlist:joined' });
    expect(joined.secrets).toBeTruthy();
  });

  it('refuses what a booking refuses: a bad slot, a party over the maximum, an unknown item', async () => {
    expect(await join(joining(item, { timeSlot: '07:00' }))).toMatchObject({ status: 400 });
    expect(await join(joining(item, { numberOfGuests: 4 }))).toMatchObject({ status: 400 });
    expect(await join(joining(item, { itemId: 999_999 }))).toMatchObject({ status: 404 });
    expect(await join(joining(item, { guestEmail: 'not-an-address' }))).toMatchObject({ status: 400 });
  });
});

describe('offers', () => {
  it('holds the seats a cancellation frees for the first entry that fits, in the same transaction', async () => {
    const date = inDays(6);
    const big = await bookSeats(item, date, 2);
    const small = await bookSeats(item, date, 1);
    await join(joining(item, { bookingDate: date, numberOfGuests: 3, guestEmail: 'party-of-3@example.tw' }));
    await join(joining(item, { bookingDate: date, numberOfGuests: 2, guestEmail: 'party-of-2@example.tw' }));
    expect(await seatsLeft(item, date)).toBe(0);

    // Another session watches the slot while the cancellation runs: it waits on the slot's lock, then
    // sees the seats taken by the offer, never free.
    expect((await cancel(big.id)).status).toBe(200);
    expect(await seatsLeft(item, date)).toBe(0);
    const [three, two] = [await entryOf('party-of-3@example.tw'), await entryOf('party-of-2@example.tw')];
    // 2 seats came back: the party of 3 does not fit and waits, the party of 2 behind it is offered them.
    expect(three.status).toBe('waiting');
    expect(two).toMatchObject({ status: 'offered', offeredBy: null });
    const offer = await app.em().findOneOrFail(GuestBooking, { id: two.offerBookingId! });
    expect(offer).toMatchObject({ status: 'offered', numberOfGuests: 2 });
    // Held until the earlier of 12 hours and the slot's cut-off.
    expect(offer.holdExpiresAt!.getTime()).toBe(two.offerExpiresAt!.getTime());
    expect(
      Math.abs(offer.holdExpiresAt!.getTime() - (two.offeredAt!.getTime() + 12 * 3_600_000)),
    ).toBeLessThan(1000);
    // The offer and the cancellation are one transaction: the offer row was written by it.
    const { rows } = await app.pool.query<{ same: boolean }>(
      `select (select xmin from guest_booking where id = $1) = (select xmin from guest_booking where id = $2) as same`,
      [offer.id, big.id],
    );
    expect(rows[0].same).toBe(true);
    // One more seat back (1 free): the party of 3 still waits, the seat is on sale.
    expect((await cancel(small.id)).status).toBe(200);
    expect((await entryOf('party-of-3@example.tw')).status).toBe('waiting');
    expect(await seatsLeft(item, date)).toBe(1);
  });

  it('accepts: the offer becomes a booking of the item (instant: confirmed), its seats never free', async () => {
    const date = inDays(7);
    const held = await bookSeats(item, date, 3);
    await join(joining(item, { bookingDate: date, numberOfGuests: 2, guestEmail: 'accepts@example.tw' }));
    await cancel(held.id);
    const token = await offerToken('accepts@example.tw');

    const view = await app.client().rest('GET', `/api/waitlist/offers/${token}`);
    expect(view).toMatchObject({
      status: 200,
      body: { status: 'offered', itemId: item.id, bookingDate: date, numberOfGuests: 2 },
    });
    expect(JSON.stringify(view.body)).not.toContain('accepts@example.tw');

    const res = await app
      .client()
      .rest('POST', `/api/waitlist/offers/${token}/accept`, { verificationCode: '135790' });
    expect(res).toMatchObject({ status: 201, body: { status: 'confirmed', verificationCode: '135790' } });
    const booking = await app.em().findOneOrFail(GuestBooking, { id: (res.body as { id: number }).id });
    expect(booking).toMatchObject({ guestEmail: 'accepts@example.tw', numberOfGuests: 2, language: 'CHN' });
    const entry = await entryOf('accepts@example.tw');
    expect(entry).toMatchObject({ status: 'accepted', bookingId: booking.id });
    // The offer's row went with its seats; the slot holds the booking's 2 of 3.
    expect(await app.em().count(GuestBooking, { status: 'offered', bookingDate: date })).toBe(0);
    expect(await seatsLeft(item, date)).toBe(1);
    // A second accept of the same link books nothing.
    const twice = await app.client().rest('POST', `/api/waitlist/offers/${token}/accept`, {});
    expect(twice).toMatchObject({ status: 409, body: { message: OFFER_OVER } });
    // The guest can look it up with their code.
    const lookup = await app.client().rest('POST', '/api/guest-bookings/verify', {
      email: 'accepts@example.tw',
      phone: '+886 912345678',
      verificationCode: '135790',
    });
    expect(lookup).toMatchObject({ status: 200, body: { id: booking.id, status: 'confirmed' } });
  });

  it('declined: the seats pass to the next entry at once', async () => {
    const date = inDays(8);
    const held = await bookSeats(item, date, 3);
    await join(joining(item, { bookingDate: date, numberOfGuests: 3, guestEmail: 'declines@example.tw' }));
    await join(joining(item, { bookingDate: date, numberOfGuests: 3, guestEmail: 'next@example.tw' }));
    await cancel(held.id);
    const token = await offerToken('declines@example.tw');
    const res = await app.client().rest('POST', `/api/waitlist/offers/${token}/decline`);
    expect(res).toMatchObject({ status: 200, body: { status: 'declined' } });
    expect((await entryOf('next@example.tw')).status).toBe('offered');
    expect(await seatsLeft(item, date)).toBe(0);
    // The declined offer is over: it can no longer be accepted.
    const late = await app.client().rest('POST', `/api/waitlist/offers/${token}/accept`, {});
    expect(late).toMatchObject({ status: 409, body: { message: OFFER_OVER } });
  });

  it('an offer that runs out passes to the next entry (the expiry job), and mails no "booking expired"', async () => {
    const date = inDays(10);
    const held = await bookSeats(item, date, 3);
    await join(joining(item, { bookingDate: date, numberOfGuests: 1, guestEmail: 'sleepy@example.tw' }));
    await join(joining(item, { bookingDate: date, numberOfGuests: 1, guestEmail: 'awake@example.tw' }));
    await cancel(held.id);
    // 3 seats came back for two parties of 1: both are offered, each their own seat.
    expect((await entryOf('sleepy@example.tw')).status).toBe('offered');
    expect((await entryOf('awake@example.tw')).status).toBe('offered');

    const date2 = inDays(11);
    const full = await bookSeats(item, date2, 3);
    await join(joining(item, { bookingDate: date2, numberOfGuests: 3, guestEmail: 'first@example.tw' }));
    await join(joining(item, { bookingDate: date2, numberOfGuests: 3, guestEmail: 'second@example.tw' }));
    await cancel(full.id);
    const first = await entryOf('first@example.tw');
    expect(first.status).toBe('offered');
    expect((await entryOf('second@example.tw')).status).toBe('waiting');

    expect(await expire(first.offerExpiresAt!)).toContain(first.offerBookingId);
    expect((await entryOf('first@example.tw')).status).toBe('expired');
    const second = await entryOf('second@example.tw');
    expect(second.status).toBe('offered');
    // The guest whose offer ran out is not told their "booking application expired".
    expect(await app.em().count(MailOutbox, { kind: 'booking_expired', recipient: 'first@example.tw' })).toBe(
      0,
    );
  });

  it('never offers the slot again to a guest who booked it and cancelled (pretix #1163)', async () => {
    const date = inDays(12);
    const mine = await bookSeats(item, date, 1, 'changed-mind@example.tw');
    const others = await bookSeats(item, date, 2);
    // They cancel, and someone else takes the seat back at once.
    const guest = await app.client().rest('POST', '/api/guest-bookings/cancel', {
      email: 'changed-mind@example.tw',
      phone: '+81 9012345678',
      verificationCode: mine.verificationCode,
    });
    expect(guest.status).toBe(200);
    await bookSeats(item, date, 1);
    await join(joining(item, { bookingDate: date, guestEmail: 'changed-mind@example.tw' }));
    await join(joining(item, { bookingDate: date, guestEmail: 'patient@example.tw' }));
    await cancel(others.id);
    expect((await entryOf('changed-mind@example.tw')).status).toBe('waiting');
    expect((await entryOf('patient@example.tw')).status).toBe('offered');
  });

  it('no offer after the cut-off: the offer ends at it, the seats go back on sale, the queue is told', async () => {
    // A slot six days ahead (130 to 154 hours away, whatever the hour) whose sales close about 6 hours
    // from now: an item's cut-off is at most 168 hours.
    const date = inDays(6);
    const start = seoulWallTime(date, '10:00').getTime();
    const cutoffHours = Math.floor((start - Date.now()) / 3_600_000) - 6;
    const soon = await makeExperience(app.em(), {
      maxGuests: 2,
      language: ['CHN'],
      timeSlots: ['10:00'],
      confirmationMode: 'instant',
      bookingCutoffHours: cutoffHours,
    });
    const held = await bookSeats(soon, date, 2);
    await join(joining(soon, { bookingDate: date, guestEmail: 'too-late@example.tw' }));
    await join(joining(soon, { bookingDate: date, numberOfGuests: 2, guestEmail: 'behind@example.tw' }));
    await cancel(held.id);
    // Offered before the cut-off, until the cut-off rather than 12 hours later.
    const offered = await entryOf('too-late@example.tw');
    expect(offered.status).toBe('offered');
    const cutoff = start - cutoffHours * 3_600_000;
    expect(offered.offerExpiresAt!.getTime()).toBe(cutoff);
    expect((await entryOf('behind@example.tw')).status).toBe('waiting');

    // It runs out at the cut-off: no one else is offered its seat, and the rest of the queue is closed.
    expect(await expire(new Date(cutoff))).toContain(offered.offerBookingId);
    expect((await entryOf('too-late@example.tw')).status).toBe('expired');
    expect((await entryOf('behind@example.tw')).status).toBe('closed');
    expect(
      await app.em().count(MailOutbox, { kind: 'waitlist_closed', recipient: 'behind@example.tw' }),
    ).toBe(1);
    expect(await app.em().count(GuestBooking, { status: 'offered', experience: soon.id })).toBe(0);
  });

  it('a seat freed after the cut-off is offered to no one: the queue is told the slot has closed', async () => {
    // Sales close a week before the slot: a slot three days ahead is past its cut-off, its seat sold
    // and its queue joined before.
    const closed = await makeExperience(app.em(), {
      maxGuests: 1,
      language: ['CHN'],
      timeSlots: ['10:00'],
      confirmationMode: 'instant',
      bookingCutoffHours: 168,
    });
    const date = inDays(3);
    const sold = await makeBooking(app.em(), closed, {
      bookingDate: date,
      status: 'confirmed',
      guestEmail: 'sold-early@example.tw',
    });
    const em = app.em();
    em.create(WaitlistEntry, {
      experience: closed,
      bookingDate: date,
      timeSlot: '10:00',
      guestName: 'Wen Li',
      guestEmail: 'after-cutoff@example.tw',
      guestPhone: '+886912345678',
      numberOfGuests: 1,
      language: 'CHN',
      leaveTokenHash: 'a'.repeat(64),
    });
    await em.flush();

    expect((await cancel(sold.id)).status).toBe(200);
    expect((await entryOf('after-cutoff@example.tw')).status).toBe('closed');
    expect(await app.em().count(GuestBooking, { experience: closed.id, status: 'offered' })).toBe(0);
    const mailed = (kind: string) =>
      app.em().count(MailOutbox, { kind, recipient: 'after-cutoff@example.tw' });
    expect(await mailed('waitlist_closed')).toBe(1);
    expect(await mailed('waitlist_offer')).toBe(0);
  });

  it('closes a queue where nothing freed up once its sales close (the close job)', async () => {
    const date = inDays(14);
    await bookSeats(item, date, 3);
    await join(joining(item, { bookingDate: date, guestEmail: 'never@example.tw' }));
    // Staff cannot offer by hand what the slot does not have.
    const byHand = await admin.rest(
      'POST',
      `/api/admin/waitlist/${(await entryOf('never@example.tw')).id}/offer`,
    );
    expect(byHand).toMatchObject({
      status: 409,
      body: { message: 'The time slot has no room for this party.' },
    });
    expect(await closeEndedQueues({ em: app.em(), config: app.config, mail: app.mail }, silent)).toBe(0);
    const afterCutoff = new Date(seoulWallTime(date, item.timeSlots[0]).getTime() - 3_600_000);
    expect(
      await closeEndedQueues({ em: app.em(), config: app.config, mail: app.mail }, silent, afterCutoff),
    ).toBeGreaterThanOrEqual(1);
    expect((await entryOf('never@example.tw')).status).toBe('closed');
  });

  it('raising the capacity offers the new seats to the queue', async () => {
    // A complete item (the editor checks the whole item on a change), in one language.
    const roomy = await makeExperience(app.em(), {
      maxGuests: 2,
      language: ['CHN'],
      timeSlots: ['15:00'],
      confirmationMode: 'request',
      kCultureTags: ['K-Food'],
      location: 'Insadong',
      duration: '2hrs',
      salesAvailableFrom: inDays(-1),
      salesAvailableUntil: inDays(60),
    });
    const date = inDays(6);
    await bookSeats(roomy, date, 2);
    await join(joining(roomy, { bookingDate: date, numberOfGuests: 2, guestEmail: 'more-room@example.tw' }));
    const patched = await admin.rest('PATCH', `/api/experiences/${roomy.id}`, { maxGuests: 4 });
    expect(patched.status).toBe(200);
    expect((await entryOf('more-room@example.tw')).status).toBe('offered');
    // A request item: accepting applies, pending staff's approval, as any application.
    const token = await offerToken('more-room@example.tw');
    const res = await app.client().rest('POST', `/api/waitlist/offers/${token}/accept`, {});
    expect(res).toMatchObject({ status: 201, body: { status: 'pending' } });
    expect((res.body as { verificationCode: string }).verificationCode).toMatch(/^\d{6}$/);
  });
});

describe('a hold that ended before the expiry job ran (the gap)', () => {
  /** Ends a hold by time, as the clock would: the expiry job has not run, its status is unchanged. */
  const endHold = (bookingId: number) =>
    app.pool.query(`update guest_booking set hold_expires_at = now() - interval '1 second' where id = $1`, [
      bookingId,
    ]);
  /** A public application for `n` seats of the item's slot. */
  const apply = (of: Experience, date: string, n = 1) =>
    post(
      application({
        itemId: of.id,
        bookingDate: date,
        timeSlot: of.timeSlots[0],
        numberOfGuests: n,
        language: of.language[0],
      }),
    );

  let requested: Experience;
  beforeAll(async () => {
    // Every application of a request item holds its seats, pending, until its hold ends.
    requested = await makeExperience(app.em(), {
      maxGuests: 3,
      language: ['CHN'],
      timeSlots: ['11:00'],
      confirmationMode: 'request',
    });
  });

  it("the seats of an ended hold are the queue's until the job offers them: never sold to the public first", async () => {
    const date = inDays(18);
    const hold = await bookSeats(requested, date, 1);
    expect(hold.status).toBe('pending');
    await bookSeats(requested, date, 2);
    await join(joining(requested, { bookingDate: date, guestEmail: 'owed@example.tw' }));
    await endHold(hold.id);

    // The public sees the slot full and cannot book the seat, though no hold takes it any more.
    expect(await seatsLeft(requested, date)).toBe(0);
    expect(await apply(requested, date)).toMatchObject({
      status: 409,
      body: { message: 'Not enough seats are left in this time slot.' },
    });
    // Nor in the application's transaction, counted again under the slot's lock (a check that passed
    // just before the hold ended).
    const [{ id }] = (
      await app.pool.query<{ id: number }>(`select nextval('guest_booking_id_seq')::int as id`)
    ).rows;
    const stored = await storeApplication(
      app.pool,
      applicationRow(requested, {
        bookingDate: date,
        timeSlot: '11:00',
        guestName: 'Quick Buyer',
        guestEmail: 'quick@example.tw',
        guestPhone: '+886912345678',
        language: 'CHN' as never,
        maxGuests: 3,
      }),
      NO_PENDING_LIMIT,
      id,
      { logDetails: 'test', mails: [], webhooks: [] },
    );
    expect(stored).toEqual({ refused: 'no_seats' });
    // Another guest may still join the queue: for the public the slot is full.
    expect(
      await join(joining(requested, { bookingDate: date, guestEmail: 'later@example.tw' })),
    ).toMatchObject({
      status: 201,
      body: { position: 2 },
    });

    // The job: the hold expires and its seat goes to the first entry, in the same transaction.
    expect(await expire(new Date())).toContain(hold.id);
    const owed = await entryOf('owed@example.tw');
    expect(owed.status).toBe('offered');
    expect(await app.em().findOneOrFail(GuestBooking, { id: owed.offerBookingId! })).toMatchObject({
      status: 'offered',
      numberOfGuests: 1,
    });
    expect((await entryOf('later@example.tw')).status).toBe('waiting');
    expect(await seatsLeft(requested, date)).toBe(0);
  });

  it('without anyone waiting, the seats of an ended hold are on sale at once', async () => {
    const date = inDays(19);
    const hold = await bookSeats(requested, date, 1);
    await bookSeats(requested, date, 2);
    expect(await seatsLeft(requested, date)).toBe(0);
    await endHold(hold.id);
    expect(await seatsLeft(requested, date)).toBe(1);
    expect(await apply(requested, date)).toMatchObject({ status: 201, body: { status: 'pending' } });
  });

  it("an offer left unanswered: its seats stay the queue's until the job passes them on, and it fires booking.expired", async () => {
    const { rows } = await app.pool.query<{ id: number }>(
      `insert into webhook_subscription (url, events, secret) values ('https://hooks.example.com/in', '{booking.expired}', 'x') returning id`,
    );
    const subscription = rows[0].id;
    const date = inDays(20);
    const full = await bookSeats(item, date, 3);
    await join(joining(item, { bookingDate: date, numberOfGuests: 3, guestEmail: 'silent@example.tw' }));
    await join(joining(item, { bookingDate: date, numberOfGuests: 3, guestEmail: 'ready@example.tw' }));
    await cancel(full.id);
    const silent = await entryOf('silent@example.tw');
    expect(silent.status).toBe('offered');
    await endHold(silent.offerBookingId!);

    expect(await seatsLeft(item, date)).toBe(0);
    expect(await apply(item, date, 3)).toMatchObject({ status: 409 });
    expect(await expire(new Date())).toContain(silent.offerBookingId);
    expect((await entryOf('silent@example.tw')).status).toBe('expired');
    expect((await entryOf('ready@example.tw')).status).toBe('offered');

    // The webhook hears of the offer's end as of any other hold's, ids and states only.
    const hooks = await app.pool.query<{ payload: { data: Record<string, unknown> } }>(
      `select payload from webhook_delivery
       where subscription_id = $1 and event_type = 'booking.expired' and payload->'data'->>'date' = $2`,
      [subscription, date],
    );
    expect(hooks.rows.map((r) => r.payload.data)).toEqual([
      expect.objectContaining({
        bookingId: silent.offerBookingId,
        status: 'expired',
        previousStatus: 'offered',
        experienceId: item.id,
        date,
        guests: 3,
      }),
    ]);
    expect(JSON.stringify(hooks.rows)).not.toContain('silent@example.tw');
    await app.pool.query('delete from webhook_subscription where id = $1', [subscription]);
  });
});

describe('leaving and the desk', () => {
  it('the leave link takes the guest out; staff see the queue and offer by hand to one it passes over', async () => {
    const date = inDays(15);
    const mine = await bookSeats(item, date, 1, 'second-chance@example.tw');
    const cancelled = await app.client().rest('POST', '/api/guest-bookings/cancel', {
      email: 'second-chance@example.tw',
      phone: '+81 9012345678',
      verificationCode: mine.verificationCode,
    });
    expect(cancelled.status).toBe(200);
    const full = await bookSeats(item, date, 3);
    await join(joining(item, { bookingDate: date, guestEmail: 'second-chance@example.tw' }));
    await join(joining(item, { bookingDate: date, guestEmail: 'leaver@example.tw' }));
    await cancel(full.id);
    // The queue passes over the guest who cancelled this slot before; the next one is offered a seat.
    expect((await entryOf('second-chance@example.tw')).status).toBe('waiting');
    expect((await entryOf('leaver@example.tw')).status).toBe('offered');

    // The leaver leaves by the link of their join mail: their offer ends with it.
    const mail = await app
      .em()
      .findOneOrFail(MailOutbox, { kind: 'waitlist_joined', recipient: 'leaver@example.tw' });
    const secrets = openSecrets(mailSecretBox(app.hasher), mail.secrets!, mail.recipient)!;
    const leave = (putBackSecrets(mail.props, secrets) as { links: { leave: string } }).links.leave;
    const token = /\/waitlist\/leave\/([\w-]+)/.exec(leave)![1];
    const left = await app.client().rest('POST', `/api/waitlist/leave/${token}`);
    expect(left).toMatchObject({ status: 200, body: { status: 'left' } });
    expect(await app.em().count(GuestBooking, { status: 'offered', bookingDate: date })).toBe(0);
    expect(await seatsLeft(item, date)).toBe(3);

    expect((await app.client().rest('GET', `/api/admin/waitlist?date=${date}`)).status).toBe(401);
    const desk = await admin.rest('GET', `/api/admin/waitlist?date=${date}&itemId=${item.id}&time=10:00`);
    expect(desk.status).toBe(200);
    const entries = desk.body as { id: number; guestEmail: string; status: string }[];
    expect(entries.map((e) => [e.guestEmail, e.status])).toEqual([
      ['second-chance@example.tw', 'waiting'],
      ['leaver@example.tw', 'left'],
    ]);
    // Staff decide otherwise than the queue: an offer by hand, mailed like the queue's.
    const offered = await admin.rest('POST', `/api/admin/waitlist/${entries[0].id}/offer`);
    expect(offered).toMatchObject({
      status: 200,
      body: { status: 'offered', offeredBy: expect.any(String) },
    });
    expect(
      await app.em().count(MailOutbox, { kind: 'waitlist_offer', recipient: 'second-chance@example.tw' }),
    ).toBe(1);
    const again = await admin.rest('POST', `/api/admin/waitlist/${entries[0].id}/offer`);
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'Only a guest still waiting can be offered seats.' },
    });
  });

  it('GraphQL: joins publicly, lists for an admin session only', async () => {
    const date = inDays(16);
    await bookSeats(item, date, 3);
    const joinGql = await app
      .client()
      .gql(`mutation ($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { status position } }`, {
        input: joining(item, { bookingDate: date }),
      });
    expect(joinGql.data).toEqual({ joinWaitlist: { status: 'waiting', position: 1 } });
    const list = `query ($date: String!) { adminWaitlist(date: $date) { guestEmail status itemName } }`;
    const anonymous = await app.client().gql(list, { date });
    expect(anonymous.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    const staff = await admin.gql(list, { date });
    expect(staff.data).toMatchObject({ adminWaitlist: [{ status: 'waiting', itemName: 'Tea ceremony' }] });
  });
});
