// Accepting a waitlist offer runs the normal booking, payment as the item asks (issue 41 point 2): of an
// instant item paid online, the accepted offer awaits its online payment with its seats held, and is
// confirmed once PortOne (its local stand-in, through the real SDK) says it is paid.
import { addDays, seoulToday } from '../../../../domain/calendar.js';
import {
  app,
  bookTwo,
  item,
  NANTA_SHOW,
  portone,
  setUpPortOneApp,
  staff,
} from '../payment/online/online-payment.testing.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import { WaitlistEntry } from './waitlist-entry.entity.js';
import { offerTokenFor } from './waitlist.testing.js';

setUpPortOneApp(NANTA_SHOW, { username: 'queue-cashier', password: 'queue-cashier-password-1' });

it('an accepted offer of an item paid online awaits its payment, then is confirmed', async () => {
  // The 20:00 slot 9 days ahead, full (4 seats): two bookings of two, awaiting their payments.
  const first = await bookTwo(() => 9);
  await bookTwo(() => 9);
  const date = addDays(seoulToday(), 9);
  const email = 'queue.pay@example.cn';
  const joined = await app.client().rest('POST', '/api/waitlist', {
    itemId: item.id,
    bookingDate: date,
    timeSlot: '20:00',
    guestName: 'Zhang Min',
    guestEmail: email,
    guestPhone: '+86 13912345678',
    numberOfGuests: 2,
    language: 'ENG',
  });
  expect(joined.status).toBe(201);

  // Staff cancel one: its two seats are offered to the queue at once.
  expect((await staff.rest('POST', `/api/guest-bookings/${first.id}/cancel`, {})).status).toBe(200);
  const token = await offerTokenFor(app, email);
  const accepted = await app
    .client()
    .rest('POST', `/api/waitlist/offers/${token}/accept`, { verificationCode: '246802' });
  expect(accepted).toMatchObject({ status: 201, body: { status: 'awaiting_payment' } });
  const { id } = accepted.body as { id: number };
  expect(await app.em().findOneOrFail(WaitlistEntry, { guestEmail: email })).toMatchObject({
    status: 'accepted',
    bookingId: id,
  });
  // The offer page sends the guest to the look-up, whose "Pay now" link opens the payment: the party's
  // ₩50,000, seats held meanwhile.
  const found = await app.client().rest('POST', '/api/guest-bookings/verify', {
    email,
    phone: '+86 13912345678',
    verificationCode: '246802',
  });
  expect(found).toMatchObject({ status: 200, body: { status: 'awaiting_payment' } });
  const { payToken, holdExpiresAt } = found.body as { payToken: string; holdExpiresAt: string };
  expect(new Date(holdExpiresAt).getTime()).toBeGreaterThan(Date.now());
  const opened = await app.client().rest('POST', '/api/guest-bookings/pay', { token: payToken });
  expect(opened).toMatchObject({ status: 200, body: { amount: 50000, refusal: null } });
  const { payment } = opened.body as { payment: { paymentId: string } };

  portone.setPayment({
    id: payment.paymentId,
    amount: 50000,
    currency: 'KRW',
    status: 'PAID',
    method: 'card',
  });
  const completed = await app
    .client()
    .rest('POST', '/api/payments/portone/complete', { paymentId: payment.paymentId });
  expect(completed).toMatchObject({ status: 200, body: { status: 'confirmed' } });
  expect(await app.em().findOneOrFail(GuestBooking, { id })).toMatchObject({
    status: 'confirmed',
    guestEmail: email,
    numberOfGuests: 2,
  });
});
