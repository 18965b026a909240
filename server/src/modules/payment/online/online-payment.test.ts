// Paid online, confirmed at once (issue 37 points 3, 4 and 7): an instant booking awaiting its payment,
// completed by the guest's return and by PortOne's webhook in any order, through the real SDK against a
// local stand-in of PortOne's API, on a real database.
import { makeAdmin } from '../../../testing/fixtures.js';
import { BookingLog } from '../../booking/booking-log.entity.js';
import { GuestBooking } from '../../booking/guest-booking.entity.js';
import { MailOutbox } from '../../../platform/mail/mail-outbox.entity.js';
import { Payment } from '../payment.entity.js';
import { createLogger } from '../../../common/logger.js';
import { expireHolds } from '../../booking/booking-holds.service.js';
import { OnlinePayment } from './online-payment.entity.js';
import { recheckOnlinePayments } from './online-payment-completion.service.js';
import { app, bookTwo as bookTwoOn, NANTA_SHOW, portone, setUpPortOneApp } from './online-payment.testing.js';

setUpPortOneApp(NANTA_SHOW);

/** An instant booking of two guests (50,000 KRW): it awaits its payment. */
const bookTwo = (data: Record<string, unknown> = {}) => bookTwoOn((n) => 6 + (n % 20), data);

const complete = (paymentId: string) =>
  app.client().rest('POST', '/api/payments/portone/complete', { paymentId });

async function webhook(body: object | string, headers: Record<string, string>) {
  const res = await fetch(`${app.url}/api/payments/portone/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

const paidAtPortOne = (paymentId: string, amount = 50000, currency = 'KRW') =>
  portone.setPayment({ id: paymentId, amount, currency, status: 'PAID', method: 'card' });

describe('an instant booking paid online', () => {
  it('awaits its payment with the seats held 15 minutes, and answers what to pay: 50,000 KRW as 50000', async () => {
    const booking = await bookTwo();
    expect(booking.status).toBe('awaiting_payment');
    const minutes = (Date.parse(booking.holdExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(booking.payment).toEqual({
      provider: 'portone',
      paymentId: expect.stringMatching(/^kc-\d+-[\w-]{16}$/),
      storeId: portone.storeId,
      channels: portone.channels.map(({ method, channelKey }) => ({ method, channelKey })),
      amount: 50000,
      currency: 'KRW',
      orderName: `#${booking.id} NANTA show`,
      holdExpiresAt: booking.holdExpiresAt,
    });
    // Nothing is recorded before PortOne says it is paid.
    portone.setPayment({ id: booking.payment.paymentId, amount: 50000, status: 'READY' });
    expect(await complete(booking.payment.paymentId)).toMatchObject({
      status: 409,
      body: { message: 'The payment is not complete at PortOne.' },
    });
    expect((await app.em().findOneOrFail(GuestBooking, { id: booking.id })).status).toBe('awaiting_payment');
  });

  it('return, webhook and webhook again: one payment, one confirmation, one receipt', async () => {
    const booking = await bookTwo();
    const { paymentId } = booking.payment;
    paidAtPortOne(paymentId);
    const signed = portone.signWebhook(portone.transactionEvent('Transaction.Paid', paymentId));

    const [returned, hooked] = await Promise.all([complete(paymentId), webhook(signed.body, signed.headers)]);
    expect(returned).toMatchObject({
      status: 200,
      body: {
        id: booking.id,
        status: 'confirmed',
        payment: { status: 'paid', amountPaid: 50000, amountDue: 50000 },
      },
    });
    expect(hooked).toEqual({ status: 200, body: { received: true } });
    const again = portone.signWebhook(portone.transactionEvent('Transaction.Paid', paymentId));
    expect((await webhook(again.body, again.headers)).status).toBe(200);
    expect((await complete(paymentId)).body).toMatchObject({ status: 'confirmed' });

    const em = app.em();
    const records = await em.find(Payment, { booking: booking.id });
    expect(records.map((p) => [p.kind, p.amount, p.method, p.reference])).toEqual([
      ['payment', 50000, 'online', `PortOne ${paymentId}`],
    ]);
    expect(
      await em.count(BookingLog, { booking: booking.id, logType: 'status_change', newValue: 'confirmed' }),
    ).toBe(1);
    await app.mail.deliverDue();
    const mails = await em.find(MailOutbox, { bookingId: booking.id });
    const kinds = mails.map((m) => m.kind).sort();
    expect(kinds.filter((k) => k === 'booking_payment_received')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'booking_approved')).toHaveLength(1);
    expect(kinds).not.toContain('booking_received');
    // The confirmation says it is paid: no transfer to make.
    const approved = mails.find((m) => m.kind === 'booking_approved')!;
    expect(approved.text).toContain('Amount paid\n₩50,000');
    expect(approved.text).not.toContain('Reference on the transfer');
    expect((await em.findOneOrFail(OnlinePayment, { paymentId })).state).toBe('paid');
  });

  it('refuses a short or tampered amount (409) and gives it back; the booking keeps waiting', async () => {
    const booking = await bookTwo();
    const { paymentId } = booking.payment;
    paidAtPortOne(paymentId, 500);
    expect(await complete(paymentId)).toMatchObject({
      status: 409,
      body: {
        message: 'The payment does not match the booking: its amount or currency differs from what is due.',
      },
    });
    expect(await app.em().count(Payment, { booking: booking.id })).toBe(0);
    expect((await app.em().findOneOrFail(GuestBooking, { id: booking.id })).status).toBe('awaiting_payment');
    expect(portone.cancellations(paymentId).map((c) => c.totalAmount)).toEqual([500]);
    // The same in another currency.
    const other = await bookTwo();
    paidAtPortOne(other.payment.paymentId, 50000, 'USD');
    expect((await complete(other.payment.paymentId)).status).toBe(409);
  });

  it('refunds a payment that arrives after its hold ended (410), and never confirms it', async () => {
    const booking = await bookTwo();
    const { paymentId } = booking.payment;
    await app
      .em()
      .execute(`update guest_booking set hold_expires_at = now() - interval '1 minute' where id = ?`, [
        booking.id,
      ]);
    paidAtPortOne(paymentId);
    expect(await complete(paymentId)).toMatchObject({
      status: 410,
      body: {
        message:
          'The seats were no longer held when the payment arrived: the payment is refunded in full automatically.',
      },
    });
    expect(portone.cancellations(paymentId).map((c) => c.totalAmount)).toEqual([50000]);
    expect((await app.em().findOneOrFail(GuestBooking, { id: booking.id })).status).toBe('awaiting_payment');
    const logs = await app.em().find(BookingLog, { booking: booking.id, logType: { $like: 'refund%' } });
    expect(logs.map((l) => [l.logType, l.createdBy])).toEqual([
      ['refund_requested', 'system'],
      ['refund_recorded', 'system'],
    ]);
    // A second word from PortOne changes nothing and refunds nothing more.
    expect((await complete(paymentId)).status).toBe(200);
    expect(portone.cancellations(paymentId)).toHaveLength(1);
  });

  it('refuses a forged webhook (400) and records nothing', async () => {
    const booking = await bookTwo();
    const { paymentId } = booking.payment;
    paidAtPortOne(paymentId);
    const event = portone.transactionEvent('Transaction.Paid', paymentId);
    const forged = portone.signWebhook(event, {
      secret: `whsec_${Buffer.from('not the secret at all').toString('base64')}`,
    });
    expect(await webhook(forged.body, forged.headers)).toEqual({
      status: 400,
      body: { message: 'The webhook signature is not valid.' },
    });
    const signed = portone.signWebhook(event);
    expect(
      (await webhook(signed.body.replace('"Transaction.Paid"', '"Transaction.Paid" '), signed.headers))
        .status,
    ).toBe(400);
    expect((await webhook(event, {})).status).toBe(400);
    expect(await app.em().count(Payment, { booking: booking.id })).toBe(0);
    expect((await app.em().findOneOrFail(GuestBooking, { id: booking.id })).status).toBe('awaiting_payment');
  });

  it('answers 404 for a payment id it never issued', async () => {
    expect(await complete('kc-1-unknown')).toMatchObject({
      status: 404,
      body: { message: 'Payment not found.' },
    });
  });

  it('pays a booking whose guest closed the tab: the job asks PortOne and confirms it, even once expired, when paid in time', async () => {
    const booking = await bookTwo();
    const { paymentId } = booking.payment;
    // Paid at PortOne within the hold; no return, no webhook; the hold ends and the expiry job runs.
    portone.setPayment({
      id: paymentId,
      amount: 50000,
      status: 'PAID',
      method: 'alipay',
      paidAt: new Date(),
    });
    const later = new Date(Date.now() + 31 * 60_000);
    const silent = createLogger({ logLevel: 'silent' });
    expect(await expireHolds({ em: app.em(), config: app.config, mail: app.mail }, silent, later)).toContain(
      booking.id,
    );
    const run = await recheckOnlinePayments({ em: app.em(), config: app.config, mail: app.mail }, later);
    expect(run.completed).toContain(paymentId);
    const stored = await app.em().findOneOrFail(GuestBooking, { id: booking.id });
    expect(stored.status).toBe('confirmed');
    expect(await app.em().count(Payment, { booking: booking.id, kind: 'payment', method: 'online' })).toBe(1);
    expect(portone.cancellations(paymentId)).toHaveLength(0);
  });

  it('refunds in full, by the job, what a guest paid online when they cancel within the free window', async () => {
    const booking = await bookTwo({ guestEmail: 'refund.me@example.cn' });
    const { paymentId } = booking.payment;
    paidAtPortOne(paymentId);
    expect((await complete(paymentId)).body).toMatchObject({ status: 'confirmed' });
    const cancelled = await app.client().rest('POST', '/api/guest-bookings/cancel', {
      email: 'refund.me@example.cn',
      phone: '+86 13812345678',
      verificationCode: '135790',
    });
    expect(cancelled.status).toBe(200);
    expect((await app.em().findOneOrFail(OnlinePayment, { paymentId })).state).toBe('refunding');

    const run = await recheckOnlinePayments({ em: app.em(), config: app.config, mail: app.mail });
    expect(run.refunded).toEqual([paymentId]);
    expect(portone.cancellations(paymentId).map((c) => c.totalAmount)).toEqual([50000]);
    const records = await app.em().find(Payment, { booking: booking.id }, { orderBy: { id: 'asc' } });
    expect(records.map((p) => [p.kind, p.amount, p.method])).toEqual([
      ['payment', 50000, 'online'],
      ['refund', 50000, 'online'],
    ]);
    await app.mail.deliverDue();
    expect(
      await app.em().count(MailOutbox, { bookingId: booking.id, kind: 'booking_payment_refunded' }),
    ).toBe(1);
    // Run again: nothing more goes back.
    expect(
      (await recheckOnlinePayments({ em: app.em(), config: app.config, mail: app.mail })).refunded,
    ).toEqual([]);
    expect(portone.cancellations(paymentId)).toHaveLength(1);
  });
});

describe('staff refunds of an online payment', () => {
  async function paidBooking() {
    const booking = await bookTwo();
    paidAtPortOne(booking.payment.paymentId);
    expect((await complete(booking.payment.paymentId)).status).toBe(200);
    const record = await app.em().findOneOrFail(Payment, { booking: booking.id, kind: 'payment' });
    return { ...booking, recordId: record.id, paymentId: booking.payment.paymentId };
  }

  it('refunds part, then the rest, with the guard; a double click refunds once; never more than paid', async () => {
    const em = app.em();
    const { username, password } = await makeAdmin(em, 'refunder', 'a long refund password');
    const staff = app.client();
    expect((await staff.login(username, password)).status).toBe(200);
    const booking = await paidBooking();
    const refund = (amount: number, reason = 'One guest could not come') =>
      staff.rest('POST', `/api/guest-bookings/${booking.id}/payments/${booking.recordId}/refund`, {
        amount,
        reason,
      });

    const [first, again] = await Promise.all([refund(20000), refund(20000)]);
    expect(first).toMatchObject({
      status: 200,
      body: { state: 'done', refund: { kind: 'refund', amount: 20000, method: 'online' } },
    });
    expect(again.body).toEqual(first.body);
    expect(portone.cancellations(booking.paymentId).map((c) => c.totalAmount)).toEqual([20000]);
    // The request PortOne got carried the guard: what was refundable before it.
    const cancel = portone.requests.filter((r) => r.method === 'POST' && r.path.includes(booking.paymentId));
    expect(cancel.at(-1)?.body).toMatchObject({ amount: 20000, currentCancellableAmount: 50000 });

    expect(await refund(40000)).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('₩30,000') },
    });
    expect((await refund(30000, 'The show was cancelled')).body).toMatchObject({ state: 'done' });
    expect((await app.em().findOneOrFail(OnlinePayment, { paymentId: booking.paymentId })).state).toBe(
      'refunded',
    );
    const lookup = await app.client().rest('GET', `/api/guest-bookings/${booking.id}/payments`);
    expect(lookup.status).toBe(401);
    const payments = await staff.rest('GET', `/api/guest-bookings/${booking.id}/payments`);
    expect(payments.body).toMatchObject({ amountPaid: 0, amountRefunded: 50000 });
    const logs = await em.find(BookingLog, { booking: booking.id, logType: 'refund_recorded' });
    expect(logs.map((l) => [l.createdBy, l.createdByName])).toEqual([
      ['admin', username],
      ['admin', username],
    ]);
  });

  it('shows a refund PortOne refuses to staff (409) and logs it; refunds nothing anonymously', async () => {
    const em = app.em();
    const { username, password } = await makeAdmin(em, 'refunder2', 'another long refund password');
    const staff = app.client();
    expect((await staff.login(username, password)).status).toBe(200);
    const booking = await paidBooking();
    const url = `/api/guest-bookings/${booking.id}/payments/${booking.recordId}/refund`;
    expect((await app.client().rest('POST', url, { amount: 1000, reason: 'x' })).status).toBe(401);
    portone.failNext({
      status: 400,
      body: { type: 'PG_PROVIDER', message: 'The card company refused', pgCode: 'E1', pgMessage: 'refused' },
    });
    expect(await staff.rest('POST', url, { amount: 1000, reason: 'Goodwill' })).toMatchObject({
      status: 409,
      body: {
        message:
          'PortOne refused the refund: nothing was refunded. The reason is in the booking’s activity log.',
      },
    });
    expect(await em.count(BookingLog, { booking: booking.id, logType: 'refund_failed' })).toBe(1);
    expect(await em.count(Payment, { booking: booking.id, kind: 'refund' })).toBe(0);
  });

  it('a refund PortOne answers "requested" is recorded once, when its webhook (or the job) sees it done', async () => {
    const em = app.em();
    const { username, password } = await makeAdmin(em, 'refunder3', 'a third long refund password');
    const staff = app.client();
    expect((await staff.login(username, password)).status).toBe(200);
    const booking = await paidBooking();
    const url = `/api/guest-bookings/${booking.id}/payments/${booking.recordId}/refund`;
    portone.requestNextCancellation();
    expect(await staff.rest('POST', url, { amount: 15000, reason: 'One guest fell ill' })).toMatchObject({
      status: 200,
      body: { state: 'requested', refund: null },
    });
    // Meanwhile: nothing recorded, a second refund waits for the first, the job finds nothing yet.
    expect(await em.count(Payment, { booking: booking.id, kind: 'refund' })).toBe(0);
    expect((await staff.rest('POST', url, { amount: 1000, reason: 'Again' })).status).toBe(409);
    const job = () => recheckOnlinePayments({ em: app.em(), config: app.config, mail: app.mail });
    expect((await job()).refunded).toEqual([]);

    portone.settleRequested(booking.paymentId);
    const event = portone.signWebhook(
      portone.transactionEvent('Transaction.PartialCancelled', booking.paymentId),
    );
    const [first, second] = await Promise.all([
      webhook(event.body, event.headers),
      webhook(event.body, event.headers),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await job()).refunded).toEqual([]);
    const refunds = await app.em().find(Payment, { booking: booking.id, kind: 'refund' });
    expect(refunds.map((p) => [p.amount, p.method, p.createdBy])).toEqual([[15000, 'online', 'system']]);
    const attempt = await app.em().findOneOrFail(OnlinePayment, { paymentId: booking.paymentId });
    expect([attempt.state, attempt.refundedAmount, attempt.refundRequestedAt]).toEqual(['paid', 15000, null]);
    await app.mail.deliverDue();
    expect(
      await app.em().count(MailOutbox, { bookingId: booking.id, kind: 'booking_payment_refunded' }),
    ).toBe(1);
  });

  it('tells staff when a requested refund has not come after a day', async () => {
    const em = app.em();
    const { username, password } = await makeAdmin(em, 'refunder4', 'a fourth long refund password');
    const staff = app.client();
    expect((await staff.login(username, password)).status).toBe(200);
    const booking = await paidBooking();
    portone.requestNextCancellation();
    const url = `/api/guest-bookings/${booking.id}/payments/${booking.recordId}/refund`;
    expect((await staff.rest('POST', url, { amount: 5000, reason: 'Late' })).body).toMatchObject({
      state: 'requested',
    });
    const tomorrow = new Date(Date.now() + 25 * 3600_000);
    await recheckOnlinePayments({ em: app.em(), config: app.config, mail: app.mail }, tomorrow);
    const failed = await app.em().find(BookingLog, { booking: booking.id, logType: 'refund_failed' });
    expect(failed.map((l) => l.details)).toEqual([
      `The refund requested at PortOne for ${booking.paymentId} has not been made after a day: check it at PortOne`,
    ]);
    expect(
      (await app.em().findOneOrFail(OnlinePayment, { paymentId: booking.paymentId })).refundRequestedAt,
    ).toBeNull();
  });
});
