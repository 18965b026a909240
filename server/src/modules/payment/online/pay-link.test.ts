// The "Pay now" link (issue 37 points 3 and 7): a request item, approved by staff with online payment on,
// is paid from the approval mail's link (/pay/<token>, POST /api/guest-bookings/pay) and the look-up page;
// through the real SDK against a local stand-in of PortOne's API, on a real database.
import { addDays, seoulToday } from '../../../../../domain/calendar.js';
import { makeAdmin, makeExperience } from '../../../testing/fixtures.js';
import { createTestApp } from '../../../testing/test-app.js';
import { GuestBooking } from '../../booking/guest-booking.entity.js';
import { MailOutbox } from '../../../platform/mail/mail-outbox.entity.js';
import { Payment } from '../payment.entity.js';
import { OnlinePayment } from './online-payment.entity.js';
import { app, portone, setUpPortOneApp, staff, item as tour } from './online-payment.testing.js';
import { BookingMailSchedule } from '../../booking-mail/booking-mail.schedule.js';
import { createLogger } from '../../../common/logger.js';

const silent = createLogger({ logLevel: 'silent' });

let seq = 0;

setUpPortOneApp(
  {
    title: 'Palace night walk',
    language: ['ENG'],
    maxGuests: 10,
    price: 30000,
    timeSlots: ['19:00'],
  },
  { username: 'approver', password: 'a long approver password' },
);

const GUEST = { phone: '+1 2025550123', verificationCode: '246810' };

/** A request booking of two guests (60,000 KRW), approved by staff: the approval mail's pay link. */
async function approvedBooking() {
  seq += 1;
  const email = `sam${seq}@example.com`;
  const applied = await app.client().rest('POST', '/api/guest-bookings', {
    itemId: tour.id,
    bookingDate: addDays(seoulToday(), 10 + seq),
    timeSlot: '19:00',
    guestName: 'Sam Lee',
    guestEmail: email,
    guestPhone: GUEST.phone,
    verificationCode: GUEST.verificationCode,
    numberOfGuests: 2,
    language: 'ENG',
  });
  expect(applied.body).toMatchObject({ status: 'pending', payment: null });
  const id = (applied.body as { id: number }).id;
  expect((await staff.rest('POST', `/api/guest-bookings/${id}/approve`, {})).status).toBe(200);
  const mail = await app.em().findOneOrFail(MailOutbox, { bookingId: id, kind: 'booking_approved' });
  const links = (mail.props as { links: { pay?: string } }).links;
  return { id, email, payLink: links.pay };
}

const tokenOf = (link: string) => new URL(link).pathname.replace(/^\/pay\//, '');
const openLink = (token: unknown) => app.client().rest('POST', '/api/guest-bookings/pay', { token });
const lookUp = (email: string) =>
  app.client().rest('POST', '/api/guest-bookings/verify', { email, ...GUEST });

describe('paying an approved booking from its "Pay now" link', () => {
  it('the approval mail links to /pay/<token>; the link pays what is owed, once', async () => {
    const { id, email, payLink } = await approvedBooking();
    expect(payLink).toMatch(new RegExp(`^${app.config.publicUrl}/pay/${id}\\.[\\w-]{43}$`));
    const token = tokenOf(payLink!);
    await app.mail.deliverDue();
    const sent = await app.em().findOneOrFail(MailOutbox, { bookingId: id, kind: 'booking_approved' });
    expect(sent.text).toContain('You can pay online now, no bank transfer needed:');
    expect(sent.html).toContain(`href="${payLink}"`);

    const opened = await openLink(token);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      bookingId: id,
      status: 'confirmed',
      itemTitle: 'Palace night walk',
      numberOfGuests: 2,
      amount: 60000,
      currency: 'KRW',
      refusal: null,
      payment: { provider: 'portone', amount: 60000, currency: 'KRW', storeId: portone.storeId },
    });
    // Nothing personal on a page a link opens.
    expect(JSON.stringify(opened.body)).not.toContain(email);
    // Opened again before paying: the same attempt, not a second one.
    const paymentId = (opened.body as { payment: { paymentId: string } }).payment.paymentId;
    expect((await openLink(token)).body).toMatchObject({ payment: { paymentId } });
    // The look-up page carries the same link meanwhile.
    expect((await lookUp(email)).body).toMatchObject({ payToken: token, onlinePayments: [] });

    portone.setPayment({ id: paymentId, amount: 60000, currency: 'KRW', status: 'PAID', method: 'card' });
    const done = await app.client().rest('POST', '/api/payments/portone/complete', { paymentId });
    expect(done.body).toMatchObject({
      id,
      status: 'confirmed',
      payment: { status: 'paid', amountPaid: 60000 },
    });
    const records = await app.em().find(Payment, { booking: id });
    expect(records.map((p) => [p.kind, p.amount, p.method])).toEqual([['payment', 60000, 'online']]);

    // Paid: the link now says so, and the look-up no longer offers it but lists the payment.
    expect((await openLink(token)).body).toMatchObject({ refusal: 'paid', payment: null, amount: 0 });
    expect((await lookUp(email)).body).toMatchObject({
      payToken: null,
      onlinePayments: [{ provider: 'portone', amount: 60000, refundedAmount: 0, state: 'paid' }],
    });
  });

  it('pays only what is still missing after part came by transfer', async () => {
    const { id, payLink } = await approvedBooking();
    const recorded = await staff.rest('POST', `/api/guest-bookings/${id}/payments`, {
      amount: 20000,
      method: 'bank_transfer',
      paidAt: seoulToday(),
    });
    expect(recorded.status).toBe(201);
    expect((await openLink(tokenOf(payLink!))).body).toMatchObject({
      amount: 40000,
      payment: { amount: 40000 },
    });
  });

  it('gives back a payment that would pay the booking twice (a transfer came in meanwhile)', async () => {
    const { id, payLink } = await approvedBooking();
    const opened = await openLink(tokenOf(payLink!));
    const paymentId = (opened.body as { payment: { paymentId: string } }).payment.paymentId;
    expect(
      (
        await staff.rest('POST', `/api/guest-bookings/${id}/payments`, {
          amount: 60000,
          method: 'bank_transfer',
          paidAt: seoulToday(),
        })
      ).status,
    ).toBe(201);
    portone.setPayment({ id: paymentId, amount: 60000, currency: 'KRW', status: 'PAID', method: 'card' });
    const done = await app.client().rest('POST', '/api/payments/portone/complete', { paymentId });
    expect(done.status).toBe(410);
    expect(portone.cancellations(paymentId).map((c) => c.totalAmount)).toEqual([60000]);
    expect(await app.em().count(Payment, { booking: id, method: 'online' })).toBe(0);
    expect((await app.em().findOneOrFail(OnlinePayment, { paymentId })).state).toBe('refunded');
  });

  it('refuses a token it did not sign (404), and says why a cancelled booking cannot be paid', async () => {
    const { id, payLink } = await approvedBooking();
    const token = tokenOf(payLink!);
    for (const forged of [`${id + 1}.${token.split('.')[1]}`, `${id}.${'A'.repeat(43)}`, 'x', 42, null]) {
      const res = await openLink(forged);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: expect.stringContaining('payment link is not valid') });
    }
    expect(
      (await staff.rest('POST', `/api/guest-bookings/${id}/cancel`, { reason: 'Guest asked' })).status,
    ).toBe(200);
    expect((await openLink(token)).body).toMatchObject({ refusal: 'cancelled', payment: null });
  });

  it('the payment reminder carries the same link', async () => {
    const { id, payLink } = await approvedBooking();
    const booking = await app.em().findOneOrFail(GuestBooking, { id });
    expect(booking.paymentReminderAt).toBeInstanceOf(Date);
    const at = new Date(booking.paymentReminderAt!.getTime() + 60_000);
    const schedule = new BookingMailSchedule(app.orm, app.pool, app.config, silent, app.mail, app.hasher, {
      now: () => at,
    });
    await schedule.queueDue();
    const reminder = await app
      .em()
      .findOneOrFail(MailOutbox, { bookingId: id, kind: 'booking_payment_reminder' });
    expect(reminder.html).toContain(`href="${payLink}"`);
  });

  it('GraphQL: startBookingPayment and the look-up fields', async () => {
    const { email, payLink } = await approvedBooking();
    const token = tokenOf(payLink!);
    const res = await app.client().gql<{
      startBookingPayment: { amount: number; refusal: string | null; payment: { amount: number } };
    }>(`mutation ($token: String!) { startBookingPayment(token: $token) { amount refusal payment { amount currency } } }`, { token });
    expect(res.data?.startBookingPayment).toEqual({
      amount: 60000,
      refusal: null,
      payment: { amount: 60000, currency: 'KRW' },
    });
    const found = await app
      .client()
      .gql<{ findBooking: { payToken: string; holdExpiresAt: null } }>(
        `query ($input: FindBookingInput!) { findBooking(input: $input) { payToken holdExpiresAt onlinePayments { amount } } }`,
        { input: { email, ...GUEST } },
      );
    expect(found.data?.findBooking).toEqual({ payToken: token, holdExpiresAt: null, onlinePayments: [] });
  });
});

describe('without online payment', () => {
  it('the approval mail has no pay link and the look-up no token', async () => {
    const plain = await createTestApp();
    try {
      const item = await makeExperience(plain.em(), {
        title: 'Tea class',
        language: ['ENG'],
        timeSlots: ['10:00'],
      });
      const { username, password } = await makeAdmin(plain.em(), 'plainstaff', 'a long plain password');
      const admin = plain.client();
      await admin.login(username, password);
      const applied = await plain.client().rest('POST', '/api/guest-bookings', {
        itemId: item.id,
        bookingDate: addDays(seoulToday(), 9),
        timeSlot: '10:00',
        guestName: 'Ana Ruiz',
        guestEmail: 'ana@example.es',
        guestPhone: GUEST.phone,
        verificationCode: GUEST.verificationCode,
        numberOfGuests: 1,
        language: 'ENG',
      });
      const id = (applied.body as { id: number }).id;
      expect((await admin.rest('POST', `/api/guest-bookings/${id}/approve`, {})).status).toBe(200);
      const mail = await plain.em().findOneOrFail(MailOutbox, { bookingId: id, kind: 'booking_approved' });
      expect((mail.props as { links: { pay?: string } }).links.pay).toBeUndefined();
      const found = await plain
        .client()
        .rest('POST', '/api/guest-bookings/verify', { email: 'ana@example.es', ...GUEST });
      expect(found.body).toMatchObject({ payToken: null, onlinePayments: [] });
      expect((await plain.em().findOneOrFail(GuestBooking, { id })).status).toBe('confirmed');
    } finally {
      await plain.close();
    }
  });
});
