// What staff see of online payments and holds (issue 37 points 5-6): a booking's PortOne attempts with
// what is still refundable and the record a refund names, the list's "paid online" mark in a constant
// number of statements, and the dashboard's holds ending soon and online payments of the day. Real
// database, payments made through the real SDK against the PortOne stand-in.
import { seoulToday } from '../../../../../domain/calendar.js';
import { makeBooking } from '../../../testing/fixtures.js';
import { Payment } from '../payment.entity.js';
import { recheckOnlinePayments } from './online-payment-completion.service.js';
import {
  app,
  bookTwo as bookTwoOn,
  NANTA_SHOW,
  portone,
  setUpPortOneApp,
  staff,
  item as ticket,
} from './online-payment.testing.js';

setUpPortOneApp({ ...NANTA_SHOW, maxGuests: 40 }, { username: 'desk', password: 'a long desk password' });

/** An instant booking of two guests (50,000 KRW) awaiting its payment. */
const bookTwo = () => bookTwoOn((n) => 6 + n);

/** An instant booking paid by Alipay at PortOne and completed: confirmed, with its payment record. */
async function paidBooking() {
  const booking = await bookTwo();
  const { paymentId } = booking.payment;
  portone.setPayment({ id: paymentId, amount: 50000, currency: 'KRW', status: 'PAID', method: 'alipay' });
  expect((await app.client().rest('POST', '/api/payments/portone/complete', { paymentId })).status).toBe(200);
  const record = await app.em().findOneOrFail(Payment, { booking: booking.id, kind: 'payment' });
  return { id: booking.id, paymentId, recordId: record.id };
}

const ATTEMPTS = `query ($id: Int!) { booking(id: $id) {
  id paidOnline
  onlinePayments {
    provider paymentId state method amount currency refundedAmount refundRequestedAt refundable recordId createdAt
  }
} }`;

describe("a booking's online payments (admin)", () => {
  it('lists the attempts with state, method, amounts and the record a refund names; refundable follows refunds', async () => {
    const paid = await paidBooking();
    const read = async () => {
      const res = await staff.gql(ATTEMPTS, { id: paid.id });
      expect(res.errors).toBeUndefined();
      return res.data.booking as { paidOnline: boolean; onlinePayments: Record<string, unknown>[] };
    };
    const before = await read();
    expect(before.paidOnline).toBe(true);
    expect(before.onlinePayments).toEqual([
      {
        provider: 'portone',
        paymentId: paid.paymentId,
        state: 'paid',
        method: 'alipay',
        amount: 50000,
        currency: 'KRW',
        refundedAmount: 0,
        refundRequestedAt: null,
        refundable: 50000,
        recordId: paid.recordId,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);

    const refund = (amount: number) =>
      staff.gql(
        `mutation ($b: Int!, $p: Int!, $a: Int!) {
          refundOnlinePayment(bookingId: $b, paymentId: $p, amount: $a, reason: "One guest could not come") { state }
        }`,
        { b: paid.id, p: before.onlinePayments[0].recordId, a: amount },
      );
    expect((await refund(15000)).data).toEqual({ refundOnlinePayment: { state: 'done' } });
    expect((await read()).onlinePayments[0]).toMatchObject({
      state: 'paid',
      refundedAmount: 15000,
      refundable: 35000,
    });
    // A refund PortOne finishes later: nothing more is refundable until it is done.
    portone.requestNextCancellation();
    expect((await refund(10000)).data).toEqual({ refundOnlinePayment: { state: 'requested' } });
    expect((await read()).onlinePayments[0]).toMatchObject({
      state: 'paid',
      refundedAmount: 15000,
      refundRequestedAt: expect.stringMatching(/^\d{4}-/),
      refundable: 0,
    });
    portone.settleRequested(paid.paymentId);
    await recheckOnlinePayments({ em: app.em(), config: app.config, mail: app.mail });
    expect((await read()).onlinePayments[0]).toMatchObject({
      refundedAmount: 25000,
      refundRequestedAt: null,
      refundable: 25000,
    });
    expect((await refund(25000)).data).toEqual({ refundOnlinePayment: { state: 'done' } });
    expect((await read()).onlinePayments[0]).toMatchObject({
      state: 'refunded',
      refundedAmount: 50000,
      refundable: 0,
    });
  });

  it('shows an attempt not paid yet without a record, nothing refundable, and the booking not paid online', async () => {
    const waiting = await bookTwo();
    const res = await staff.gql(ATTEMPTS, { id: waiting.id });
    expect(res.data.booking).toMatchObject({
      paidOnline: false,
      onlinePayments: [
        {
          paymentId: waiting.payment.paymentId,
          state: 'requested',
          method: null,
          recordId: null,
          refundable: 0,
        },
      ],
    });
    // A booking never sent to PortOne has none.
    const bank = await makeBooking(app.em(), ticket, { status: 'confirmed' });
    expect((await staff.gql(ATTEMPTS, { id: bank.id })).data.booking).toMatchObject({
      paidOnline: false,
      onlinePayments: [],
    });
  });

  it('is for staff only', async () => {
    const paid = await paidBooking();
    const res = await app.client().gql(ATTEMPTS, { id: paid.id });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.data?.booking ?? null).toBeNull();
  });

  it('marks the list with one statement more whatever the page size (no query per row)', async () => {
    await paidBooking();
    await paidBooking();
    for (let i = 0; i < 8; i += 1) await makeBooking(app.em(), ticket, { status: 'confirmed' });
    const list = (
      fields: string,
    ) => `query ($size: Int!) { adminBookings(page: { page: 1, pageSize: $size }) {
      items { id ${fields} }
    } }`;
    const count = async (size: number, fields = '') => {
      app.queries.length = 0;
      const res = await staff.gql(list(fields), { size });
      expect(res.errors).toBeUndefined();
      const items = res.data.adminBookings.items as { paidOnline?: boolean }[];
      return {
        statements: app.queries.filter((q) => !/^(begin|commit|rollback)/i.test(q)).length,
        rows: items.length,
        online: items.filter((i) => i.paidOnline).length,
      };
    };
    const marked = 'paidOnline onlinePayments { paymentId state }';
    const [ten, fifty] = [await count(10, marked), await count(50, marked)];
    expect(ten.rows).toBe(10);
    expect(fifty.rows).toBeGreaterThan(12);
    expect(fifty.online).toBeGreaterThanOrEqual(3);
    expect(ten.statements).toBe((await count(10)).statements + 1);
    expect(fifty.statements).toBe((await count(50)).statements + 1);
  });
});

describe('the dashboard', () => {
  it('counts holds ending within 6 hours, bookings awaiting their online payment, and online payments today', async () => {
    const DASHBOARD = `{ adminDashboard { holdsEndingSoon awaitingOnlinePayment onlinePaymentsToday onlinePaidToday } }`;
    const read = async () => (await staff.gql(DASHBOARD)).data.adminDashboard as Record<string, number>;
    const before = await read();
    const hours = (h: number) => new Date(Date.now() + h * 3_600_000);
    // Pending applications: one ends in 2 hours, one in 5, one in 10 (not soon), one ended already.
    for (const h of [2, 5, 10, -1])
      await makeBooking(app.em(), ticket, { status: 'pending', holdExpiresAt: hours(h) });
    // A booking awaiting its payment whose hold ended counts for nothing; a new one counts.
    await makeBooking(app.em(), ticket, { status: 'awaiting_payment', holdExpiresAt: hours(-0.1) });
    await bookTwo();
    // One more paid online today (50,000), and one voided: left out.
    await paidBooking();
    const voided = await paidBooking();
    await app
      .em()
      .nativeUpdate(
        Payment,
        { id: voided.recordId },
        { voidedAt: new Date(), voidedBy: 'desk', voidReason: 'test' },
      );

    const after = await read();
    expect(after).toEqual({
      holdsEndingSoon: before.holdsEndingSoon + 2,
      awaitingOnlinePayment: before.awaitingOnlinePayment + 1,
      onlinePaymentsToday: before.onlinePaymentsToday + 1,
      onlinePaidToday: before.onlinePaidToday + 50000,
    });
    // Against the records themselves: every online payment of today not voided.
    const today = await app
      .em()
      .find(Payment, { kind: 'payment', method: 'online', paidAt: seoulToday(), voidedAt: null });
    expect(after.onlinePaymentsToday).toBe(today.length);
    expect(after.onlinePaidToday).toBe(today.reduce((sum, p) => sum + p.amount, 0));
  });
});
