import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { makeAdmin, makeBooking, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { BookingLog } from '../booking/booking-log.entity.js';
import type { GuestBooking } from '../booking/guest-booking.entity.js';
import type { Experience } from '../experience/experience.entity.js';
import { BACKFILL_PAYMENT_PLAN } from '../../db/migrations/Migration20261128150000_payment_plan.js';
import { fixAmountDue } from './payment.service.js';

// Payments (issue 22 points 1, 2, 7): the amount due fixed at approval, records and voids, the status
// derived from them, every change in the booking's activity log, admin only.
let app: TestApp;
let staff: TestClient;
let experience: Experience;
let admin: { username: string; password: string };

beforeAll(async () => {
  app = await createTestApp({ PAYMENT_DUE_DAYS: '3' });
  admin = await makeAdmin(app.em(), 'cashier');
  staff = app.client();
  expect((await staff.login(admin.username, admin.password)).status).toBe(200);
  experience = await makeExperience(app.em(), {
    title: 'Temple stay',
    price: 50_000,
    promotionType: ['%OFF'],
    promotionDiscount: 10,
    maxGuests: 500,
  });
});
afterAll(() => app.close());

/** A booking for `inDays` days from today (Seoul), approved by staff. */
async function approved(numberOfGuests = 2, inDays = 20) {
  const booking = await makeBooking(app.em(), experience, {
    numberOfGuests,
    bookingDate: addDays(seoulToday(), inDays),
  });
  const res = await staff.rest('POST', `/api/guest-bookings/${booking.id}/approve`, {});
  expect(res.status).toBe(200);
  return booking.id;
}

const payments = (id: number) => staff.rest('GET', `/api/guest-bookings/${id}/payments`);
const pay = (id: number, body: Record<string, unknown>) =>
  staff.rest('POST', `/api/guest-bookings/${id}/payments`, body);
const parts = (date: string) => date.split('-').map(Number);

describe('the amount due and the deadline, fixed at approval', () => {
  it('owes guests × the discounted price, due PAYMENT_DUE_DAYS after approval (Seoul dates)', async () => {
    const id = await approved(3);
    expect((await payments(id)).body).toEqual({
      amountDue: 135_000,
      amountPaid: 0,
      amountRefunded: 0,
      status: 'unpaid',
      dueDate: parts(addDays(seoulToday(), 3)),
      overdue: false,
      reference: `#${id}`,
      way: 'bank_transfer',
      payments: [],
    });
  });

  it('is due on the eve of the visit at the latest', async () => {
    const id = await approved(1, 2);
    expect((await payments(id)).body.dueDate).toEqual(parts(addDays(seoulToday(), 1)));
  });

  it('adds the option per guest where chosen, and keeps the amount when the price changes later', async () => {
    const withOption = await makeExperience(app.em(), {
      title: 'Tea ceremony',
      price: 30_000,
      optionText: 'Hanbok rental',
      optionPrice: 15_000,
      maxGuests: 50,
    });
    const booking = await makeBooking(app.em(), withOption, {
      numberOfGuests: 2,
      withOption: true,
      bookingDate: addDays(seoulToday(), 20),
    });
    expect((await staff.rest('POST', `/api/guest-bookings/${booking.id}/approve`, {})).status).toBe(200);
    expect((await payments(booking.id)).body.amountDue).toBe(90_000);
    await app.pool.query('update experience set price = 99000, option_price = 1 where id = $1', [
      withOption.id,
    ]);
    expect((await payments(booking.id)).body.amountDue).toBe(90_000);
  });

  it('counts the days from the Seoul date of the approval, not the server clock', () => {
    const due = (now: string) => {
      const booking = { numberOfGuests: 1, withOption: false, bookingDate: '2026-12-20' } as GuestBooking;
      fixAmountDue(booking, experience, { paymentDueDays: 3 }, new Date(now));
      return booking.paymentDueDate;
    };
    // 23:59 on 27 November in Seoul (14:59 UTC), then 00:30 on the 28th (15:30 UTC on the 27th).
    expect(due('2026-11-27T14:59:00Z')).toBe('2026-11-30');
    expect(due('2026-11-27T15:30:00Z')).toBe('2026-12-01');
  });

  it('fixes how it is paid at approval, decided at the Seoul midnight: a whole day to pay, else on site', () => {
    const plan = (now: string) => {
      const booking = { numberOfGuests: 1, withOption: false, bookingDate: '2026-11-29' } as GuestBooking;
      fixAmountDue(booking, experience, { paymentDueDays: 3 }, new Date(now));
      return [booking.paymentWay, booking.paymentDueDate, booking.paymentReminderAt?.toISOString() ?? null];
    };
    // 00:00 on 28 November in Seoul (15:00 UTC on the 27th): the 28th, the eve, is a whole day ahead
    // (no reminder: a day after the approval, the deadline has passed). A minute later: paid on site.
    expect(plan('2026-11-27T15:00:00Z')).toEqual(['bank_transfer', '2026-11-28', null]);
    expect(plan('2026-11-27T15:01:00Z')).toEqual(['on_site', null, null]);
    // 23:59 on the 26th in Seoul (14:59 UTC): due the 28th, reminded at 10:00 on the 28th (01:00 UTC).
    expect(plan('2026-11-26T14:59:00Z')).toEqual(['bank_transfer', '2026-11-28', '2026-11-28T01:00:00.000Z']);
    // Issue 34: approved on Saturday 28 November at 21:50 in Seoul for Sunday.
    expect(plan('2026-11-28T12:50:00Z')).toEqual(['on_site', null, null]);
  });

  it('gives bookings approved before the payment plan existed a transfer and a reminder by the rule', async () => {
    const legacy = async (approvedAt: string, due: string) => {
      const booking = await makeBooking(app.em(), experience, {
        bookingDate: '2027-07-20',
        status: 'confirmed' as never,
        amountDue: 45_000,
        paymentDueDate: due,
      });
      await app.pool.query(
        `insert into booking_log (booking_id, log_type, old_value, new_value, details, created_by, created_at)
         values ($1, 'status_change', 'pending', 'confirmed', 'approved', 'admin', $2)`,
        [booking.id, approvedAt],
      );
      return booking.id;
    };
    const early = await legacy('2027-07-01T08:00:00+09:00', '2027-07-10');
    const lateMorning = await legacy('2027-07-05T11:00:00+09:00', '2027-07-07');
    const evening = await legacy('2027-07-06T22:00:00+09:00', '2027-07-07');
    await app.pool.query(BACKFILL_PAYMENT_PLAN);
    const { rows } = await app.pool.query(
      `select id, payment_way, payment_reminder_at from guest_booking where id = any($1) order by id`,
      [[early, lateMorning, evening]],
    );
    expect(rows.map((r) => [r.payment_way, r.payment_reminder_at?.toISOString() ?? null])).toEqual([
      ['bank_transfer', '2027-07-08T01:00:00.000Z'],
      ['bank_transfer', '2027-07-07T01:00:00.000Z'],
      ['bank_transfer', null],
    ]);
  });

  it('owes nothing before approval: a payment on an application is refused (409)', async () => {
    const booking = await makeBooking(app.em(), experience, { bookingDate: addDays(seoulToday(), 9) });
    expect((await payments(booking.id)).body).toMatchObject({
      amountDue: 0,
      status: 'unpaid',
      dueDate: null,
    });
    const res = await pay(booking.id, { amount: 1000, method: 'bank_transfer', paidAt: [2026, 11, 27] });
    expect(res).toMatchObject({
      status: 409,
      body: { message: 'A payment can be recorded for a confirmed booking only (approve it first).' },
    });
  });
});

describe('payment records', () => {
  it('derive the status: partially paid, paid, overpaid, refunded; voids leave the history', async () => {
    const id = await approved(2); // 90,000 due
    const first = await pay(id, {
      amount: 40_000,
      method: 'bank_transfer',
      paidAt: [2026, 11, 27],
      reference: 'KIM MINA #' + id,
    });
    expect(first).toMatchObject({
      status: 201,
      body: {
        amount: 40_000,
        method: 'bank_transfer',
        paidAt: [2026, 11, 27],
        createdBy: 'cashier',
        voidedAt: null,
      },
    });
    expect((await payments(id)).body).toMatchObject({ amountPaid: 40_000, status: 'partially_paid' });

    await pay(id, { amount: 50_000, method: 'cash_on_site', paidAt: '2026-11-28', note: 'at the desk' });
    expect((await payments(id)).body).toMatchObject({ amountPaid: 90_000, status: 'paid' });

    const extra = await pay(id, { amount: 10_000, method: 'card_on_site', paidAt: [2026, 11, 28] });
    expect((await payments(id)).body).toMatchObject({ amountPaid: 100_000, status: 'overpaid' });

    const voided = await staff.rest('POST', `/api/guest-bookings/${id}/payments/${extra.body.id}/void`, {
      reason: 'Typed twice',
    });
    expect(voided).toMatchObject({
      status: 200,
      body: { id: extra.body.id, voidedBy: 'cashier', voidReason: 'Typed twice' },
    });
    const after = (await payments(id)).body;
    expect(after).toMatchObject({ amountPaid: 90_000, status: 'paid' });
    expect(after.payments).toHaveLength(3);

    // Issue 34: a refund is its own kind of record (it was a payment of -90,000 before).
    const refund = await staff.rest('POST', `/api/guest-bookings/${id}/refunds`, {
      amount: 90_000,
      method: 'bank_transfer',
      refundedAt: [2026, 11, 29],
      note: 'Refund',
    });
    expect(refund).toMatchObject({ status: 201, body: { kind: 'refund', amount: 90_000 } });
    expect((await payments(id)).body).toMatchObject({
      amountPaid: 0,
      amountRefunded: 90_000,
      status: 'refunded',
    });

    const again = await staff.rest('POST', `/api/guest-bookings/${id}/payments/${extra.body.id}/void`, {
      reason: 'Twice',
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'This payment is already voided.' } });

    const logs = await app.em().find(BookingLog, { booking: id }, { orderBy: { id: 'asc' } });
    const paymentLogs = logs.filter((l) => /^(payment|refund)_/.test(l.logType));
    expect(paymentLogs.map((l) => [l.logType, l.createdBy])).toEqual([
      ['payment_recorded', 'admin'],
      ['payment_recorded', 'admin'],
      ['payment_recorded', 'admin'],
      ['payment_voided', 'admin'],
      ['refund_recorded', 'admin'],
    ]);
    expect(paymentLogs[0].details).toBe(
      `Payment of ₩40,000 (bank_transfer, 2026-11-27) recorded by cashier: KIM MINA #${id}`,
    );
    expect(paymentLogs[3].details).toContain('voided by cashier: Typed twice');
  });

  // Issue 34 changes the wording: an amount is more than 0 (a refund is its own record).
  const AMOUNT = 'The amount must be a whole number of won, more than 0 and at most 100,000,000';
  it.each([
    [{ amount: 0 }, AMOUNT],
    [{ amount: -5 }, AMOUNT],
    [{ amount: 1000.5 }, AMOUNT],
    [{ amount: 'lots' }, AMOUNT],
    [{ amount: 200_000_000 }, AMOUNT],
    [{ method: 'bitcoin' }, 'The method must be one of bank_transfer, cash_on_site, card_on_site, other.'],
    [{ paidAt: [2026, 2, 30] }, 'The payment date must be a real date'],
    [{ paidAt: 'yesterday' }, 'The payment date must be a real date'],
    [{ paidAt: undefined }, 'The payment date must be a real date'],
  ])('refuses %j with a 400 naming the problem, and records nothing', async (change, message) => {
    const id = await approved(1);
    const res = await pay(id, { amount: 1000, method: 'other', paidAt: [2026, 11, 27], ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect((await payments(id)).body.payments).toEqual([]);
  });

  it('needs a reason to void, and the payment of that booking', async () => {
    const id = await approved(1);
    const other = await approved(1);
    const { body } = await pay(id, { amount: 1000, method: 'other', paidAt: [2026, 11, 27] });
    const noReason = await staff.rest('POST', `/api/guest-bookings/${id}/payments/${body.id}/void`, {});
    expect(noReason).toMatchObject({
      status: 400,
      body: { message: 'Please give the reason for voiding this payment.' },
    });
    const wrong = await staff.rest('POST', `/api/guest-bookings/${other}/payments/${body.id}/void`, {
      reason: 'x',
    });
    expect(wrong).toMatchObject({ status: 404, body: { message: 'Payment not found.' } });
  });

  it('is admin only: 401 for a guest on every call (REST and GraphQL), nothing recorded', async () => {
    const id = await approved(1);
    const guest = app.client();
    expect((await guest.rest('GET', `/api/guest-bookings/${id}/payments`)).status).toBe(401);
    expect(
      (
        await guest.rest('POST', `/api/guest-bookings/${id}/payments`, {
          amount: 1,
          method: 'other',
          paidAt: [2026, 1, 1],
        })
      ).status,
    ).toBe(401);
    expect(
      (await guest.rest('POST', `/api/guest-bookings/${id}/payments/1/void`, { reason: 'x' })).status,
    ).toBe(401);
    const gql = await guest.gql(`{ bookingPayments(bookingId: ${id}) { status } }`);
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await payments(id)).body.payments).toEqual([]);
  });

  it('the same in GraphQL: record, read, void', async () => {
    const id = await approved(2);
    const recorded = await staff.gql(
      `mutation($id: Int!, $input: PaymentInput!) { recordPayment(bookingId: $id, input: $input) { id amount method paidAt } }`,
      { id, input: { amount: 90_000, method: 'bank_transfer', paidAt: '2026-11-27', reference: 'MINA' } },
    );
    expect(recorded.errors).toBeUndefined();
    expect(recorded.data.recordPayment).toMatchObject({
      amount: 90_000,
      method: 'bank_transfer',
      paidAt: '2026-11-27',
    });
    const read = await staff.gql(
      `query($id: Int!) { bookingPayments(bookingId: $id) { amountDue amountPaid status dueDate overdue reference payments { amount reference } } }`,
      { id },
    );
    expect(read.data.bookingPayments).toEqual({
      amountDue: 90_000,
      amountPaid: 90_000,
      status: 'paid',
      dueDate: addDays(seoulToday(), 3),
      overdue: false,
      reference: `#${id}`,
      payments: [{ amount: 90_000, reference: 'MINA' }],
    });
    const voided = await staff.gql(
      `mutation($id: Int!, $p: Int!) { voidPayment(bookingId: $id, paymentId: $p, reason: "Wrong booking") { voidReason } }`,
      { id, p: recorded.data.recordPayment.id },
    );
    expect(voided.data.voidPayment).toEqual({ voidReason: 'Wrong booking' });
    const bad = await staff.gql(
      `mutation($id: Int!, $input: PaymentInput!) { recordPayment(bookingId: $id, input: $input) { id } }`,
      { id, input: { amount: 0, method: 'other', paidAt: '2026-11-27' } },
    );
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

// Issue 34 point 4: a refund is its own kind of record, never more than what was kept; a payment is
// never negative; a cancelled booking that kept money owes it back.
describe('refunds', () => {
  const refund = (id: number, body: Record<string, unknown>) =>
    staff.rest('POST', `/api/guest-bookings/${id}/refunds`, body);
  const cancel = (id: number) =>
    staff.rest('POST', `/api/guest-bookings/${id}/cancel`, { reason: 'The guide is ill.' });

  it('refuses a payment of -5 (REST 400, GraphQL BAD_USER_INPUT): a 40,000 transfer then reads paid', async () => {
    const item = await makeExperience(app.em(), { title: 'Kimchi class', price: 40_000, maxGuests: 50 });
    const booking = await makeBooking(app.em(), item, { bookingDate: addDays(seoulToday(), 20) });
    expect((await staff.rest('POST', `/api/guest-bookings/${booking.id}/approve`, {})).status).toBe(200);
    const rest = await pay(booking.id, { amount: -5, method: 'bank_transfer', paidAt: [2026, 11, 27] });
    expect(rest).toMatchObject({
      status: 400,
      body: {
        message:
          'The amount must be a whole number of won, more than 0 and at most 100,000,000 (a refund is recorded as a refund, not as a negative payment).',
      },
    });
    const gql = await staff.gql(
      `mutation($id: Int!, $input: PaymentInput!) { recordPayment(bookingId: $id, input: $input) { id } }`,
      { id: booking.id, input: { amount: -5, method: 'bank_transfer', paidAt: '2026-11-27' } },
    );
    expect(gql.errors?.[0]).toMatchObject({
      message: rest.body.message,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await pay(booking.id, { amount: 40_000, method: 'bank_transfer', paidAt: [2026, 11, 28] });
    expect((await payments(booking.id)).body).toMatchObject({ amountPaid: 40_000, status: 'paid' });
  });

  it('a paid booking cancelled owes a refund; staff record it (its own kind), never more than was kept', async () => {
    const id = await approved(2); // 90,000 due
    await pay(id, { amount: 90_000, method: 'bank_transfer', paidAt: [2026, 11, 27] });
    expect((await cancel(id)).status).toBe(200);
    expect((await payments(id)).body).toMatchObject({
      amountDue: 90_000,
      amountPaid: 90_000,
      amountRefunded: 0,
      status: 'refund_due',
      overdue: false,
    });

    const tooMuch = await refund(id, { amount: 90_001, method: 'bank_transfer', refundedAt: [2026, 11, 29] });
    expect(tooMuch).toMatchObject({
      status: 409,
      body: { message: 'A refund can be at most what the booking kept: ₩90,000 (payments less refunds).' },
    });
    for (const amount of [0, -5]) {
      const bad = await refund(id, { amount, method: 'bank_transfer', refundedAt: [2026, 11, 29] });
      expect(bad).toMatchObject({
        status: 400,
        body: { message: 'The refund must be a whole number of won, more than 0 and at most 100,000,000.' },
      });
    }

    const part = await refund(id, {
      amount: 30_000,
      method: 'bank_transfer',
      refundedAt: [2026, 11, 29],
      reference: 'KB 123-45',
    });
    expect(part).toMatchObject({
      status: 201,
      body: {
        kind: 'refund',
        amount: 30_000,
        method: 'bank_transfer',
        paidAt: [2026, 11, 29],
        reference: 'KB 123-45',
        createdBy: 'cashier',
      },
    });
    expect((await payments(id)).body).toMatchObject({
      amountPaid: 60_000,
      amountRefunded: 30_000,
      status: 'partially_refunded',
    });
    const rest = await refund(id, { amount: 60_000, method: 'other', refundedAt: '2026-11-30' });
    expect(rest.status).toBe(201);
    expect((await payments(id)).body).toMatchObject({
      amountPaid: 0,
      amountRefunded: 90_000,
      status: 'refunded',
    });
    const nothing = await refund(id, { amount: 1, method: 'other', refundedAt: '2026-11-30' });
    expect(nothing).toMatchObject({
      status: 409,
      body: { message: 'Nothing was paid for this booking (after refunds): there is nothing to refund.' },
    });

    const logs = await app.em().find(BookingLog, { booking: id }, { orderBy: { id: 'asc' } });
    const refunds = logs.filter((l) => l.logType === 'refund_recorded');
    expect(refunds.map((l) => [l.details, l.createdBy, l.createdByName])).toEqual([
      ['Refund of ₩30,000 (bank_transfer, 2026-11-29) recorded by cashier: KB 123-45', 'admin', 'cashier'],
      ['Refund of ₩60,000 (other, 2026-11-30) recorded by cashier', 'admin', 'cashier'],
    ]);
    // Stored as what it is: positive amounts, the kind saying which way.
    const { rows } = await app.pool.query(
      'select kind, amount from payment where booking_id = $1 order by id',
      [id],
    );
    expect(rows).toEqual([
      { kind: 'payment', amount: 90_000 },
      { kind: 'refund', amount: 30_000 },
      { kind: 'refund', amount: 60_000 },
    ]);
  });

  it('refuses to void a payment a refund depends on, until the refund is voided (logged as refund_voided)', async () => {
    const id = await approved(1); // 45,000 due
    const paid = await pay(id, { amount: 45_000, method: 'cash_on_site', paidAt: [2026, 11, 27] });
    const back = await refund(id, { amount: 45_000, method: 'cash_on_site', refundedAt: [2026, 11, 28] });
    const voidOf = (paymentId: number) =>
      staff.rest('POST', `/api/guest-bookings/${id}/payments/${paymentId}/void`, { reason: 'Mistake' });
    expect(await voidOf(paid.body.id)).toMatchObject({
      status: 409,
      body: {
        message: 'Voiding this payment would leave more refunded than paid (₩0 kept): void the refund first.',
      },
    });
    expect((await voidOf(back.body.id)).status).toBe(200);
    expect((await payments(id)).body).toMatchObject({ amountPaid: 45_000, status: 'paid' });
    expect((await voidOf(paid.body.id)).status).toBe(200);
    const types = (await app.em().find(BookingLog, { booking: id }, { orderBy: { id: 'asc' } })).map(
      (l) => l.logType,
    );
    expect(types.filter((t) => /^(payment|refund)_/.test(t))).toEqual([
      'payment_recorded',
      'refund_recorded',
      'refund_voided',
      'payment_voided',
    ]);
  });

  it('the same in GraphQL; an application has nothing to refund (409); admin only', async () => {
    const id = await approved(1);
    await pay(id, { amount: 50_000, method: 'bank_transfer', paidAt: [2026, 11, 27] });
    expect((await payments(id)).body.status).toBe('overpaid');
    const REFUND = `mutation($id: Int!, $input: RefundInput!) { recordRefund(bookingId: $id, input: $input) { kind amount paidAt } }`;
    const input = { amount: 5_000, method: 'bank_transfer', refundedAt: '2026-11-28' };
    const done = await staff.gql(REFUND, { id, input });
    expect(done.errors).toBeUndefined();
    expect(done.data.recordRefund).toEqual({ kind: 'refund', amount: 5_000, paidAt: '2026-11-28' });
    expect((await payments(id)).body).toMatchObject({ amountPaid: 45_000, status: 'paid' });

    const application = await makeBooking(app.em(), experience, { bookingDate: addDays(seoulToday(), 9) });
    const early = await staff.gql(REFUND, { id: application.id, input });
    expect(early.errors?.[0]).toMatchObject({
      message: 'A refund can be recorded for an approved booking only.',
      extensions: { code: 'CONFLICT' },
    });
    const guest = app.client();
    expect((await guest.gql(REFUND, { id, input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await guest.rest('POST', `/api/guest-bookings/${id}/refunds`, input)).status).toBe(401);
  });

  it("keeps a cancelled paid booking's payment on the guest's look-up: refund due; none when nothing came", async () => {
    const email = 'refund-me@example.com';
    const lookup = (address: string) =>
      app.client().rest('POST', '/api/guest-bookings/verify', {
        email: address,
        phone: '+81 90-1234-5678',
        verificationCode: '246810',
      });
    const paid = await makeBooking(app.em(), experience, {
      guestEmail: email,
      numberOfGuests: 1,
      bookingDate: addDays(seoulToday(), 12),
    });
    await staff.rest('POST', `/api/guest-bookings/${paid.id}/approve`, {});
    await pay(paid.id, { amount: 45_000, method: 'bank_transfer', paidAt: [2026, 11, 27] });
    await cancel(paid.id);
    expect((await lookup(email)).body.payment).toMatchObject({
      amountPaid: 45_000,
      amountRefunded: 0,
      status: 'refund_due',
      overdue: false,
    });

    const unpaid = await makeBooking(app.em(), experience, {
      guestEmail: 'never-paid@example.com',
      bookingDate: addDays(seoulToday(), 12),
    });
    await staff.rest('POST', `/api/guest-bookings/${unpaid.id}/approve`, {});
    await cancel(unpaid.id);
    expect((await lookup('never-paid@example.com')).body.payment).toBeNull();
  });
});

describe("the guest's look-up", () => {
  it('answers what is owed, paid, by when and with which reference; nothing before approval', async () => {
    const email = 'payer@example.com';
    const booking = await makeBooking(app.em(), experience, {
      guestEmail: email,
      numberOfGuests: 2,
      bookingDate: addDays(seoulToday(), 12),
    });
    const guest = app.client();
    const lookup = () =>
      guest.rest('POST', '/api/guest-bookings/verify', {
        email,
        phone: '+81 90-1234-5678',
        verificationCode: '246810',
      });
    expect((await lookup()).body).toMatchObject({ id: booking.id, payment: null });

    await staff.rest('POST', `/api/guest-bookings/${booking.id}/approve`, {});
    await pay(booking.id, { amount: 30_000, method: 'bank_transfer', paidAt: [2026, 11, 27] });
    expect((await lookup()).body.payment).toEqual({
      amountDue: 90_000,
      amountPaid: 30_000,
      amountRefunded: 0,
      status: 'partially_paid',
      dueDate: parts(addDays(seoulToday(), 3)),
      overdue: false,
      reference: `#${booking.id}`,
      way: 'bank_transfer',
      // The bank transfer provider's instructions, in the booking's language (English here).
      instructions: app.config.paymentInstructions.ENG,
    });
    const gql = await guest.gql(
      `query($input: FindBookingInput!) { findBooking(input: $input) { payment { amountDue amountPaid status dueDate reference } } }`,
      { input: { email, phone: '+819012345678', verificationCode: '246810' } },
    );
    expect(gql.data.findBooking.payment).toEqual({
      amountDue: 90_000,
      amountPaid: 30_000,
      status: 'partially_paid',
      dueDate: addDays(seoulToday(), 3),
      reference: `#${booking.id}`,
    });
  });
});

describe('the dashboard', () => {
  it('counts the confirmed bookings awaiting payment and those past their deadline', async () => {
    const counts = async () => {
      const res = await staff.gql(`{ adminDashboard { awaitingPayment overduePayments } }`);
      expect(res.errors).toBeUndefined();
      return res.data.adminDashboard as { awaitingPayment: number; overduePayments: number };
    };
    const before = await counts();
    const waiting = await approved(1);
    const late = await approved(1);
    const paidUp = await approved(1);
    await app.orm.em
      .getConnection()
      .execute(`update guest_booking set payment_due_date = ? where id = ?`, [
        addDays(seoulToday(), -1),
        late,
      ]);
    await pay(paidUp, { amount: 45_000, method: 'bank_transfer', paidAt: [2026, 11, 27] });
    expect(await counts()).toEqual({
      awaitingPayment: before.awaitingPayment + 2,
      overduePayments: before.overduePayments + 1,
    });
    expect((await payments(late)).body).toMatchObject({ status: 'unpaid', overdue: true });
    expect((await payments(waiting)).body).toMatchObject({ status: 'unpaid', overdue: false });
  });
});

describe('the dashboard, issue 34', () => {
  it('counts the overpaid bookings and the cancelled ones owing a refund', async () => {
    const counts = async () => {
      const res = await staff.gql(`{ adminDashboard { overpaidPayments refundsDue } }`);
      expect(res.errors).toBeUndefined();
      return res.data.adminDashboard as { overpaidPayments: number; refundsDue: number };
    };
    const before = await counts();
    const over = await approved(1); // 45,000 due
    await pay(over, { amount: 45_000, method: 'bank_transfer', paidAt: [2026, 11, 27] });
    await pay(over, { amount: 45_000, method: 'bank_transfer', paidAt: [2026, 11, 27] });
    const owed = await approved(1);
    await pay(owed, { amount: 45_000, method: 'bank_transfer', paidAt: [2026, 11, 27] });
    await staff.rest('POST', `/api/guest-bookings/${owed}/cancel`, {});
    const unpaidCancelled = await approved(1);
    await staff.rest('POST', `/api/guest-bookings/${unpaidCancelled}/cancel`, {});
    expect(await counts()).toEqual({
      overpaidPayments: before.overpaidPayments + 1,
      refundsDue: before.refundsDue + 1,
    });
    // Once the refund is recorded it no longer waits.
    await staff.rest('POST', `/api/guest-bookings/${owed}/refunds`, {
      amount: 45_000,
      method: 'bank_transfer',
      refundedAt: [2026, 11, 29],
    });
    expect((await counts()).refundsDue).toBe(before.refundsDue);
  });
});
