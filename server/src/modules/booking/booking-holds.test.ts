// Seat holds, instant confirmation and the booking cut-off (issue 37 points 1 and 2), through the API
// and the expiry job, on a real database.
import { paymentPlan } from '../../../../domain/payment.js';
import { seoulDateTime } from '../../../../domain/calendar.js';
import { createLogger } from '../../common/logger.js';
import { makeExperience } from '../../testing/fixtures.js';
import type { Experience } from '../experience/experience.entity.js';
import { expireHolds } from './booking-holds.service.js';
import pg from 'pg';
import { checkConfirmCapacity, SLOT_LOCK_SQL, takenSeats } from './booking.capacity.js';
import { BookingLog } from './booking-log.entity.js';
import { admin, app, application, inDays, mails, post, setUpBookings } from './booking.testing.js';
import { GuestBooking } from './guest-booking.entity.js';

setUpBookings();

const silent = createLogger({ logLevel: 'silent' });
const expire = (now?: Date) =>
  expireHolds({ em: app.em(), config: app.config, mail: app.mail }, silent, now ?? new Date());

let room: Experience;
let instant: Experience;
beforeAll(async () => {
  room = await makeExperience(app.em(), { maxGuests: 3, language: ['ENG'], timeSlots: ['10:00', '16:00'] });
  instant = await makeExperience(app.em(), {
    maxGuests: 4,
    language: ['ENG'],
    timeSlots: ['11:00'],
    price: 30000,
    confirmationMode: 'instant',
  });
});

const apply = (item: Experience, data: Record<string, unknown> = {}) =>
  post(application({ itemId: item.id, language: 'ENG', timeSlot: item.timeSlots[0], ...data }));

describe('seat holds', () => {
  it('20 parallel applications for a 3-seat slot: exactly 3 are held, the rest refused 409', async () => {
    const date = inDays(4);
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(room, { bookingDate: date })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(17);
    const [{ held }] = await app.em().execute<{ held: string }[]>(
      `select coalesce(sum(number_of_guests), 0) as held from guest_booking
       where experience_id = ? and booking_date = ? and status = 'pending'`,
      [room.id, date],
    );
    expect(Number(held)).toBe(3);
  });

  it("counts the slot's seats under its lock: an application waits for a change of the slot under way", async () => {
    const date = inDays(8);
    const first = await apply(room, { bookingDate: date, timeSlot: '16:00' });
    // Another transaction holds the slot's lock (as a confirmation does) and grows that booking to 3 seats.
    const other = await app.pool.connect();
    try {
      await other.query('begin');
      await other.query(`select ${SLOT_LOCK_SQL('$1::int', '$2', '$3')}`, [room.id, date, '16:00']);
      await other.query('update guest_booking set number_of_guests = 3 where id = $1', [first.body.id]);
      const late = apply(room, { bookingDate: date, timeSlot: '16:00' });
      let answered = false;
      void late.then(() => (answered = true));
      // The application waits for that lock (it does not answer before it is released)...
      for (let waiting = false; !waiting && !answered;) {
        const { rows } = await app.pool.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and wait_event = 'advisory'`,
        );
        waiting = Number(rows[0].n) > 0;
      }
      expect(answered).toBe(false);
      await other.query('commit');
      // ...then counts the 3 seats taken: none left.
      expect(await late).toMatchObject({ status: 409 });
    } finally {
      other.release();
    }
  });

  it('ends a hold in the job: the booking expires, its guest is mailed and its seat comes back', async () => {
    const date = inDays(5);
    const first = await apply(room, { bookingDate: date, numberOfGuests: 3 });
    expect(first.body).toMatchObject({ status: 'pending' });
    expect((await apply(room, { bookingDate: date })).status).toBe(409);

    // Before its end, the job leaves it alone.
    expect(await expire()).not.toContain(first.body.id);
    const end = new Date(first.body.holdExpiresAt);
    expect(await expire(end)).toContain(first.body.id);

    const booking = await app.em().findOneOrFail(GuestBooking, { id: first.body.id });
    // It keeps when its hold ended: a payment made before it still counts (online payments).
    expect(booking).toMatchObject({ status: 'expired', holdExpiresAt: end });
    const log = await app.em().findOneOrFail(BookingLog, { booking: booking.id, logType: 'status_change' });
    expect(log).toMatchObject({ oldValue: 'pending', newValue: 'expired', createdBy: 'system' });
    const expiredMail = (await mails(booking.id)).find((m) => m.kind === 'booking_expired');
    expect(expiredMail?.subject).toBe(`Your booking application has expired: ${room.title}`);
    // Once is enough: the job finds nothing more to do.
    expect(await expire(end)).not.toContain(first.body.id);
    expect((await apply(room, { bookingDate: date })).status).toBe(201);
  });

  it('never expires a booking staff confirmed meanwhile', async () => {
    const held = await apply(room, { bookingDate: inDays(6) });
    expect((await admin.rest('POST', `/api/guest-bookings/${held.body.id}/approve`)).status).toBe(200);
    expect(await expire(new Date(Date.now() + 72 * 3_600_000))).not.toContain(held.body.id);
    expect((await app.em().findOneOrFail(GuestBooking, { id: held.body.id })).status).toBe('confirmed');
  });

  it('lets staff set pending, confirmed or cancelled, not the system’s own statuses', async () => {
    const held = await apply(room, { bookingDate: inDays(7) });
    for (const status of ['expired', 'awaiting_payment']) {
      const res = await admin.rest('PATCH', `/api/guest-bookings/${held.body.id}`, { status });
      expect(res).toMatchObject({
        status: 400,
        body: { message: 'Status must be pending, confirmed or cancelled.' },
      });
    }
  });
});

describe('counting seats for availability', () => {
  it('sends the count as one named statement: parsed and planned once per connection, not on every read', async () => {
    // The seat claims' union and rules cost PostgreSQL several times more to plan than to run, and every
    // calendar (storefront and OCTO polls) reads them: a plan per read was most of a read's database time.
    const date = inDays(5);
    expect((await apply(room, { bookingDate: date, numberOfGuests: 2 })).status).toBe(201);
    const one = new pg.Pool({ connectionString: app.database.url, max: 1 });
    try {
      for (let read = 0; read < 7; read += 1) {
        const taken = await takenSeats(one, [room.id], date, date);
        expect(taken.get(room.id)?.get(`${date} ${room.timeSlots[0]}`)).toBe(2);
      }
      const { rows } = await one.query<{ name: string; generic_plans: string; custom_plans: string }>(
        `select name, generic_plans, custom_plans from pg_prepared_statements where not from_sql`,
      );
      expect(rows).toEqual([expect.objectContaining({ name: 'taken_seats' })]);
      // Five custom plans, then PostgreSQL's generic one, kept for the connection.
      expect(Number(rows[0].generic_plans)).toBeGreaterThan(0);
    } finally {
      await one.end();
    }
  });
  it("counts a confirmation's slot with a statement prepared once on the transaction's connection", async () => {
    // The ORM sends its values as literals, so a statement of its own would be parsed and planned on
    // every confirmation: the count is PREPAREd on the connection the first time, then EXECUTEd.
    const date = inDays(11);
    expect((await apply(room, { bookingDate: date, numberOfGuests: 2 })).status).toBe(201);
    app.queries.length = 0;
    const other = {
      id: 0,
      itemId: room.id,
      bookingDate: date,
      timeSlot: room.timeSlots[0],
      numberOfGuests: 1,
    };
    await app.em().transactional(async (em) => {
      for (let confirmation = 0; confirmation < 3; confirmation += 1)
        // The live hold's 2 seats, counted as the rule counts them.
        expect(await checkConfirmCapacity(em, other, room)).toEqual({
          confirmed: 2,
          max: 3,
          overridden: false,
        });
      await expect(checkConfirmCapacity(em, { ...other, numberOfGuests: 2 }, room)).rejects.toMatchObject({
        extensions: { code: 'CONFLICT' },
      });
      const [{ prepared }] = await em.execute<{ prepared: number }[]>(
        `select count(*)::int as prepared from pg_prepared_statements where name = 'booking_confirm_taken'`,
      );
      expect(prepared).toBe(1);
    });
    expect(
      app.queries.filter((sql) => /\bprepare booking_confirm_taken as /.test(sql)).length,
    ).toBeLessThanOrEqual(1);
    expect(app.queries.filter((sql) => /\bexecute booking_confirm_taken\(/.test(sql))).toHaveLength(4);
  });
});

describe('instant confirmation', () => {
  it('confirms a booking with free seats at once, fixes what it owes and mails the confirmation, not "received"', async () => {
    const res = await apply(instant, { bookingDate: inDays(9), numberOfGuests: 2 });
    expect(res).toMatchObject({ status: 201, body: { status: 'confirmed', holdExpiresAt: null } });
    const booking = await app.em().findOneOrFail(GuestBooking, { id: res.body.id });
    expect(booking).toMatchObject({ status: 'confirmed', amountDue: 60000, holdExpiresAt: null });
    // What a staff approval fixes (payment.subscribers.ts), written by the three-statement confirmation.
    const plan = paymentPlan(booking.updatedAt, booking.bookingDate, app.config.paymentDueDays);
    expect(booking).toMatchObject({ paymentWay: plan.way, paymentDueDate: plan.dueDate });
    expect(booking.paymentReminderAt?.toISOString()).toBe(plan.remindAt?.toISOString());
    const sent = await mails(booking.id);
    const kinds = sent.map((m) => m.kind);
    expect(kinds).toContain('booking_approved');
    // The ticket goes with the confirmation (an inline QR code; the code itself is never stored).
    const approved = sent.find((m) => m.kind === 'booking_approved')!;
    expect(approved.html).toContain('src="cid:ticket-qr"');
    expect(kinds).not.toContain('booking_received');
    expect(kinds).toContain('booking_staff_new');
    const logs = await app
      .em()
      .find(BookingLog, { booking: booking.id, logType: { $ne: 'email_sent' } }, { orderBy: { id: 'asc' } });
    expect(logs.map((l) => [l.logType, l.newValue, l.createdBy])).toEqual([
      ['booking_created', 'pending', 'customer'],
      ['status_change', 'confirmed', 'system'],
    ]);
  });

  it('refuses what no longer fits: an instant slot never confirms beyond its seats', async () => {
    const date = inDays(10);
    const answers = await Promise.all(Array.from({ length: 8 }, () => apply(instant, { bookingDate: date })));
    expect(answers.filter((a) => a.status === 201 && a.body.status === 'confirmed')).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
  });
});

describe('the booking cut-off', () => {
  it('stops selling a slot within the item’s cut-off hours, and says so', async () => {
    // A slot starting within the next hour or so: today's or tomorrow's, whichever is ahead.
    const soon = new Date(Date.now() + 60 * 60_000);
    const { date, time: now } = seoulDateTime(soon);
    const [hour, minute] = now.split(':');
    const time = `${hour}:${minute < '30' ? '30' : '59'}`;
    const item = await makeExperience(app.em(), {
      maxGuests: 4,
      language: ['ENG'],
      timeSlots: [time],
      bookingCutoffHours: 2,
    });
    const res = await apply(item, { bookingDate: date, timeSlot: time });
    expect(res).toMatchObject({ status: 400, body: { message: 'Bookings for this time slot have closed.' } });

    const q = `query($id: Int!, $d: String!) { experience(id: $id) { availability(from: $d, to: $d) { status slots { isPast isClosed } } } }`;
    const answer = await app.client().gql(q, { id: item.id, d: date });
    // Its only slot closed: the day is over for sale.
    expect(answer.data.experience.availability[0]).toEqual({ status: 'past', slots: [] });
  });
});
