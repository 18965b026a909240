// A promo code's snapshot read by the money (issue 41 point 3): an instant booking made with a code is
// charged online the discounted total, owes exactly that (paid in full, not part-paid), the dashboard's
// report of today's online payments counts what was paid, and a cancellation in the free window gives
// back what was paid, through the real PortOne SDK against its local stand-in.
import { GuestBooking } from '../booking/guest-booking.entity.js';
import { Payment } from '../payment/payment.entity.js';
import { recheckOnlinePayments } from '../payment/online/online-payment-completion.service.js';
import {
  app,
  bookTwo,
  NANTA_SHOW,
  portone,
  setUpPortOneApp,
  staff,
} from '../payment/online/online-payment.testing.js';

setUpPortOneApp(NANTA_SHOW, { username: 'promo-cashier', password: 'promo-cashier-password-1' });

const complete = (paymentId: string) =>
  app.client().rest('POST', '/api/payments/portone/complete', { paymentId });

describe('an instant booking with a promo code, paid online', () => {
  it('is charged, owes and refunds the discounted total; the report counts what was paid', async () => {
    const created = await staff.rest('POST', '/api/admin/promo-codes', {
      code: 'NANTA-5000',
      kind: 'fixed',
      value: 5000,
    });
    expect(created.status).toBe(201);
    const dashboard = async () =>
      (await staff.gql(`{ adminDashboard { onlinePaymentsToday onlinePaidToday } }`)).data.adminDashboard;
    const before = await dashboard();

    // Two guests at ₩25,000 less the code's ₩5,000: ₩45,000 to pay, not ₩50,000.
    const booking = await bookTwo((n) => 6 + (n % 20), {
      promoCode: 'nanta-5000',
      guestEmail: 'promo.refund@example.cn',
    });
    expect(booking.status).toBe('awaiting_payment');
    expect(booking.payment.amount).toBe(45000);
    expect(await app.em().findOneOrFail(GuestBooking, { id: booking.id })).toMatchObject({
      promoCode: 'NANTA-5000',
      discount: 5000,
      totalPrice: 45000,
    });

    const { paymentId } = booking.payment;
    portone.setPayment({ id: paymentId, amount: 45000, currency: 'KRW', status: 'PAID', method: 'card' });
    expect(await complete(paymentId)).toMatchObject({
      status: 200,
      body: {
        status: 'confirmed',
        payment: { status: 'paid', amountPaid: 45000, amountDue: 45000 },
      },
    });
    expect(await dashboard()).toEqual({
      onlinePaymentsToday: before.onlinePaymentsToday + 1,
      onlinePaidToday: before.onlinePaidToday + 45000,
    });

    // Cancelled in the free window: what was paid goes back, no more.
    const cancelled = await app.client().rest('POST', '/api/guest-bookings/cancel', {
      email: 'promo.refund@example.cn',
      phone: '+86 13812345678',
      verificationCode: '135790',
    });
    expect(cancelled.status).toBe(200);
    const run = await recheckOnlinePayments({ em: app.em(), config: app.config, mail: app.mail });
    expect(run.refunded).toEqual([paymentId]);
    expect(portone.cancellations(paymentId).map((c) => c.totalAmount)).toEqual([45000]);
    const records = await app.em().find(Payment, { booking: booking.id }, { orderBy: { id: 'asc' } });
    expect(records.map((p) => [p.kind, p.amount])).toEqual([
      ['payment', 45000],
      ['refund', 45000],
    ]);
    // The code's use went back with the booking.
    const codes = await staff.rest('GET', '/api/admin/promo-codes');
    expect(codes.body[0]).toMatchObject({
      code: 'NANTA-5000',
      usage: { uses: 0, bookings: 1, discountTotal: 0 },
    });
  });
});
