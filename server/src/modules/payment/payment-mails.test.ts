import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { createLogger } from '../../common/logger.js';
import { makeAdmin, makeBooking, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { BookingMailSchedule } from '../booking/booking.schedule.js';
import type { Experience } from '../experience/experience.entity.js';
import { MailOutbox } from '../mail/mail-outbox.entity.js';
import { seoulInstant } from '../mail/templates/i18n.js';

// The guest's side of payments (issue 22 point 5): the approval mail says what to pay, by when and
// with which reference; a reminder two days before the deadline while money is missing; a receipt
// when the booking becomes paid; a reminder not sent yet is withdrawn once paid.
let app: TestApp;
let staff: TestClient;
let experience: Experience;
const silent = createLogger({ logLevel: 'silent' });

beforeAll(async () => {
  app = await createTestApp({ PAYMENT_DUE_DAYS: '3' });
  const admin = await makeAdmin(app.em(), 'desk');
  staff = app.client();
  expect((await staff.login(admin.username, admin.password)).status).toBe(200);
  experience = await makeExperience(app.em(), { title: 'Hanok stay', price: 40_000, maxGuests: 100 });
});
afterAll(() => app.close());

async function approved(language: 'ENG' | 'JPN' = 'ENG') {
  const booking = await makeBooking(app.em(), experience, {
    numberOfGuests: 2,
    bookingDate: addDays(seoulToday(), 20),
    language,
    guestEmail: `payer-${Math.random().toString(36).slice(2)}@example.com`,
  });
  expect((await staff.rest('POST', `/api/guest-bookings/${booking.id}/approve`, {})).status).toBe(200);
  return booking.id;
}

/** The mails of a booking of one kind, rendered as the dispatcher stores them once sent. */
async function sent(bookingId: number, kind: string) {
  await app.mail.deliverDue();
  return app.em().find(MailOutbox, { booking: bookingId, kind }, { orderBy: { id: 'asc' } });
}

const pay = (id: number, amount: number) =>
  staff.rest('POST', `/api/guest-bookings/${id}/payments`, {
    amount,
    method: 'bank_transfer',
    paidAt: [2026, 11, 27],
  });

it('the approval mail says the amount due, the deadline and the reference, in the guest language', async () => {
  const id = await approved('JPN');
  const [mail] = await sent(id, 'booking_approved');
  expect(mail.text).toContain('お支払い金額');
  expect(mail.text).toContain('₩80,000');
  expect(mail.text).toContain(`#${id}`);
  const [y, m, d] = addDays(seoulToday(), 3).split('-').map(Number);
  expect(mail.text).toContain(`${y}年${m}月${d}日`);
});

it('sends the receipt when the booking becomes paid, not on a partial payment', async () => {
  const id = await approved();
  await pay(id, 30_000);
  expect(await sent(id, 'booking_payment_received')).toHaveLength(0);
  await pay(id, 50_000);
  const receipts = await sent(id, 'booking_payment_received');
  expect(receipts).toHaveLength(1);
  expect(receipts[0].subject).toBe('Payment received: Hanok stay');
  expect(receipts[0].text).toContain('Amount paid');
  expect(receipts[0].text).toContain('₩80,000');
  // An overpayment afterwards sends no second receipt.
  await pay(id, 1000);
  expect(await sent(id, 'booking_payment_received')).toHaveLength(1);
});

describe('the payment reminder', () => {
  const dueOf = async (id: number) =>
    (await staff.rest('GET', `/api/guest-bookings/${id}/payments`)).body.dueDate
      .map((n: number) => String(n).padStart(2, '0'))
      .join('-');
  const scheduleAt = (date: string, time: string) =>
    new BookingMailSchedule(app.orm, app.pool, app.config, silent, app.mail, app.hasher, {
      now: () => seoulInstant(date, time),
    });

  it('goes out two days before the deadline at 10:00 Seoul time, once, while money is missing', async () => {
    const unpaid = await approved();
    const partly = await approved();
    const paid = await approved();
    await pay(partly, 10_000);
    await pay(paid, 80_000);
    const due = await dueOf(unpaid);
    const reminderDay = addDays(due, -2);

    await scheduleAt(reminderDay, '09:59').queueDue();
    expect(await sent(unpaid, 'booking_payment_reminder')).toHaveLength(0);
    await scheduleAt(reminderDay, '10:00').queueDue();
    await scheduleAt(reminderDay, '10:01').queueDue();
    const [reminder, ...more] = await sent(unpaid, 'booking_payment_reminder');
    expect(more).toHaveLength(0);
    expect(reminder.subject).toBe('Payment reminder: Hanok stay');
    expect(reminder.text).toContain('₩80,000');
    // What is still missing, not the whole amount.
    expect((await sent(partly, 'booking_payment_reminder'))[0].text).toContain('₩70,000');
    expect(await sent(paid, 'booking_payment_reminder')).toHaveLength(0);
  });

  it('is withdrawn when the booking is paid before it goes out', async () => {
    const id = await approved();
    const due = await dueOf(id);
    await scheduleAt(addDays(due, -2), '10:00').queueDue();
    const [queued] = await app.em().find(MailOutbox, { booking: id, kind: 'booking_payment_reminder' });
    expect(queued.status).toBe('pending');
    await pay(id, 80_000);
    expect((await app.em().findOneOrFail(MailOutbox, queued.id)).status).toBe('failed');
    expect((await app.em().findOneOrFail(MailOutbox, queued.id)).lastError).toBe(
      'Withdrawn: the booking was paid',
    );
  });

  it('is withdrawn when the booking is cancelled before it goes out, and none is queued after', async () => {
    const id = await approved();
    const reminderDay = addDays(await dueOf(id), -2);
    await scheduleAt(reminderDay, '10:00').queueDue();
    const [queued] = await app.em().find(MailOutbox, { booking: id, kind: 'booking_payment_reminder' });
    expect(queued.status).toBe('pending');
    const cancel = await staff.rest('POST', `/api/guest-bookings/${id}/cancel`, { reason: 'Storm' });
    expect(cancel.status).toBe(200);
    expect(await app.em().findOneOrFail(MailOutbox, queued.id)).toMatchObject({
      status: 'failed',
      lastError: 'Withdrawn: the booking was cancelled',
    });
    // Its key freed by the withdrawal, the schedule still leaves the cancelled booking alone.
    await scheduleAt(reminderDay, '11:00').queueDue();
    expect(await sent(id, 'booking_payment_reminder')).toMatchObject([{ status: 'failed' }]);
  });
});
