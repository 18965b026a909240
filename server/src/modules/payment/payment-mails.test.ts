import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { createLogger } from '../../common/logger.js';
import { makeAdmin, makeBooking, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { BookingStatusEnum, LogAuthorEnum } from '../../common/enums.js';
import { BookingMailSchedule } from '../booking-mail/booking-mail.schedule.js';
import { changeStatus } from '../booking/booking-status.service.js';
import type { Experience } from '../experience/experience.entity.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { mailI18n, seoulInstant } from '../mail/templates/i18n.js';
import { ON_SITE_INSTRUCTIONS } from '../mail/templates/payment-copy.js';

// The guest's side of payments (issue 22 point 5): the approval mail says what to pay, by when and
// with which reference; a reminder two days before the deadline while money is missing; a receipt
// when the booking becomes paid; a reminder not sent yet is withdrawn once paid.
let app: TestApp;
let staff: TestClient;
let experience: Experience;
const silent = createLogger({ logLevel: 'silent' });

/** The dispatcher's clock: the moment a mail is rendered and sent (real time unless a test sets it). */
let mailClock: Date | undefined;
afterEach(() => (mailClock = undefined));

beforeAll(async () => {
  app = await createTestApp({ PAYMENT_DUE_DAYS: '3' }, { now: () => mailClock ?? new Date() });
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
  // Approved this morning at 09:00 in Seoul: the reminder rule (never within a day of the approval)
  // then leaves the one two days before the deadline as it is, whatever the time the tests run.
  await approveAt(booking.id, seoulInstant(seoulToday(), '09:00'));
  return booking.id;
}

/** Staff approve a booking at a moment of the test's choosing (it fixes the payment plan and its mail). */
const approveAt = (id: number, now: Date) =>
  changeStatus({ em: app.em(), config: app.config, mail: app.mail }, id, BookingStatusEnum.confirmed, {
    author: LogAuthorEnum.admin,
    now,
  });

/** The mails of a booking of one kind, rendered as the dispatcher stores them once sent. */
async function sent(bookingId: number, kind: string) {
  await app.mail.deliverDue();
  return app.em().find(MailOutbox, { bookingId: bookingId, kind }, { orderBy: { id: 'asc' } });
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
    const [queued] = await app.em().find(MailOutbox, { bookingId: id, kind: 'booking_payment_reminder' });
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
    const [queued] = await app.em().find(MailOutbox, { bookingId: id, kind: 'booking_payment_reminder' });
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

// Issue 34 point 3: the launch-day booking (applied on Saturday 21:50 in Seoul for Sunday 14:00) was
// approved at once; its mail said "Pay by" that same evening and a payment reminder came a minute later.
describe('short notice', () => {
  const scheduleAt = (date: string, time: string) =>
    new BookingMailSchedule(app.orm, app.pool, app.config, silent, app.mail, app.hasher, {
      now: () => seoulInstant(date, time),
    });
  let seq = 0;
  const book = async (bookingDate: string, language: 'ENG' | 'JPN' = 'ENG') => {
    seq += 1;
    const guestEmail = `short${seq}@example.com`;
    const booking = await makeBooking(app.em(), experience, {
      numberOfGuests: 2,
      bookingDate,
      timeSlot: '14:00',
      language,
      guestEmail,
    });
    return {
      id: booking.id,
      input: { email: guestEmail, phone: '+819012345678', verificationCode: '246810' },
    };
  };
  const reminders = (id: number) =>
    app
      .em()
      .find(MailOutbox, { bookingId: id, kind: 'booking_payment_reminder' }, { orderBy: { id: 'asc' } });

  it('too close for a transfer: paid on site, as the approval mail and the look-up say, and no reminder', async () => {
    const { id, input } = await book('2027-03-14', 'JPN'); // a Sunday
    await approveAt(id, seoulInstant('2027-03-13', '21:50'));
    mailClock = seoulInstant('2027-03-13', '21:51');
    const [mail] = await sent(id, 'booking_approved');
    const ja = mailI18n('JPN');
    const onSite = ja._(ON_SITE_INSTRUCTIONS);
    expect(onSite).not.toBe(ON_SITE_INSTRUCTIONS.message);
    expect(mail.text).toContain(
      `${ja._({ id: 'mail.payment.how' })}\n${ja._({ id: 'mail.payment.howOnSite' })}`,
    );
    expect(mail.text).toContain(onSite);
    expect(mail.text).toContain('₩80,000');
    // No deadline, no reference, no bank account.
    for (const id of ['mail.payment.deadline', 'mail.payment.reference']) {
      expect(mail.text).not.toContain(ja._({ id }));
    }
    expect(mail.text).not.toContain(app.config.paymentInstructions.JPN);

    const lookup = await app.client().rest('POST', '/api/guest-bookings/verify', input);
    expect(lookup.body.payment).toEqual({
      amountDue: 80_000,
      amountPaid: 0,
      amountRefunded: 0,
      status: 'unpaid',
      dueDate: null,
      overdue: false,
      reference: `#${id}`,
      way: 'on_site',
      instructions: onSite,
    });
    const gql = await app
      .client()
      .gql(`query($input: FindBookingInput!) { findBooking(input: $input) { payment { way dueDate } } }`, {
        input,
      });
    expect(gql.data.findBooking.payment).toEqual({ way: 'on_site', dueDate: null });

    for (const [date, time] of [
      ['2027-03-13', '21:51'],
      ['2027-03-14', '10:00'],
      ['2027-03-14', '13:00'],
    ]) {
      await scheduleAt(date, time).queueDue();
    }
    expect(await reminders(id)).toEqual([]);
  });

  it('a transfer is due a whole day after the approval at the earliest, never that evening', async () => {
    // Approved on Friday 21:50 for Sunday: due Saturday (the eve), not Friday.
    const { id } = await book('2027-03-14');
    await approveAt(id, seoulInstant('2027-03-12', '21:50'));
    mailClock = seoulInstant('2027-03-12', '21:51');
    const [mail] = await sent(id, 'booking_approved');
    expect(mail.text).toContain('Pay by\nSaturday, March 13, 2027');
    expect(mail.text).toContain(app.config.paymentInstructions.ENG);
  });

  it('a reminder never comes within a day of the approval', async () => {
    // Approved on Monday 5 April at 11:00 for Thursday 8 April: due Wednesday 7 April (the eve). The
    // reminder "two days before" would be Monday 10:00, an hour before the approval; it comes on the
    // morning of the deadline day instead.
    const { id } = await book('2027-04-08');
    await approveAt(id, seoulInstant('2027-04-05', '11:00'));
    for (const [date, time] of [
      ['2027-04-05', '11:01'],
      ['2027-04-06', '10:00'],
      ['2027-04-06', '11:00'],
      ['2027-04-07', '09:59'],
    ]) {
      await scheduleAt(date, time).queueDue();
      expect(await reminders(id)).toEqual([]);
    }
    await scheduleAt('2027-04-07', '10:00').queueDue();
    expect(await reminders(id)).toMatchObject([{ status: 'pending' }]);
  });

  it('a reminder is not queued once the deadline has passed (the instances were down)', async () => {
    // Approved on Monday 3 May 09:00, due Thursday 6 May, reminded on Tuesday 4 May at 10:00.
    const { id } = await book('2027-05-20');
    await approveAt(id, seoulInstant('2027-05-03', '09:00'));
    await scheduleAt('2027-05-07', '00:00').queueDue();
    expect(await reminders(id)).toEqual([]);
    await scheduleAt('2027-05-06', '23:59').queueDue();
    expect(await reminders(id)).toMatchObject([{ status: 'pending' }]);
  });

  it('a reminder queued in time but not delivered by the deadline is withdrawn, not sent', async () => {
    // Approved on Tuesday 1 June 09:00, due Friday 4 June, reminded on Wednesday 2 June at 10:00.
    const deliveredAt = async (time: [string, string]) => {
      const { id } = await book('2027-06-20');
      await approveAt(id, seoulInstant('2027-06-01', '09:00'));
      await scheduleAt('2027-06-02', '10:00').queueDue();
      expect(await reminders(id)).toMatchObject([{ status: 'pending' }]);
      // The mail server was away until then.
      mailClock = seoulInstant(...time);
      await app.mail.deliverDue();
      return reminders(id);
    };
    expect(await deliveredAt(['2027-06-04', '23:59'])).toMatchObject([{ status: 'sent' }]);
    expect(await deliveredAt(['2027-06-05', '00:00'])).toMatchObject([
      { status: 'failed', lastError: 'Withdrawn: not sent after its deadline', sentAt: null },
    ]);
  });
});

// Issue 34 point 4: the cancellation mails (the guest's, and the team's when the guest cancels) say
// what was paid and what happens to it; a refund recorded is mailed to the guest.
describe('the money of a cancelled booking', () => {
  const refund = (id: number, amount: number) =>
    staff.rest('POST', `/api/guest-bookings/${id}/refunds`, {
      amount,
      method: 'bank_transfer',
      refundedAt: [2026, 11, 30],
    });

  it("staff cancel a paid booking: the guest's mail states the amount paid and the refund due", async () => {
    const id = await approved();
    await pay(id, 80_000);
    expect((await staff.rest('POST', `/api/guest-bookings/${id}/cancel`, { reason: 'Storm' })).status).toBe(
      200,
    );
    const [mail] = await sent(id, 'booking_cancelled');
    expect(mail.text).toContain('Your payment');
    expect(mail.text).toContain('Amount paid\n₩80,000');
    expect(mail.text).toContain('To be refunded\n₩80,000');
    expect(mail.text).toContain('We will refund ₩80,000 to you and write to you once it has been sent.');

    // The refund, recorded by staff, is mailed: what went back, when, and nothing left to refund.
    expect((await refund(id, 80_000)).status).toBe(201);
    const [notice] = await sent(id, 'booking_payment_refunded');
    expect(notice.subject).toBe('Refund sent: Hanok stay');
    expect(notice.text).toContain('Refund sent\n₩80,000');
    expect(notice.text).toContain('Refund date\nMonday, November 30, 2026');
    expect(notice.text).toContain('Refunded\n₩80,000');
    expect(notice.text).not.toContain('To be refunded');
  });

  it("a guest cancels a paid booking in Japanese: both mails say so, the team's in Korean", async () => {
    const email = `cancels-${Math.random().toString(36).slice(2)}@example.com`;
    const booking = await makeBooking(app.em(), experience, {
      numberOfGuests: 2,
      bookingDate: addDays(seoulToday(), 20),
      language: 'JPN',
      guestEmail: email,
    });
    expect((await staff.rest('POST', `/api/guest-bookings/${booking.id}/approve`, {})).status).toBe(200);
    await pay(booking.id, 30_000);
    const cancel = await app.client().rest('POST', '/api/guest-bookings/cancel', {
      email,
      phone: '+81 90-1234-5678',
      verificationCode: '246810',
    });
    expect(cancel.status).toBe(200);
    const [guest] = await sent(booking.id, 'booking_cancelled');
    expect(guest.text).toContain('お支払い済み金額\n₩30,000');
    expect(guest.text).toContain('返金予定額\n₩30,000');
    const [team] = await sent(booking.id, 'booking_staff_guest_cancelled');
    expect(team.text).toContain('결제된 금액\n₩30,000');
    expect(team.text).toContain('환불 예정 금액\n₩30,000');
    expect(team.text).toContain('고객에게 ₩30,000을 환불해야 합니다.');
  });

  it('a booking cancelled before any money came says nothing of payments', async () => {
    const id = await approved();
    await staff.rest('POST', `/api/guest-bookings/${id}/cancel`, {});
    const [mail] = await sent(id, 'booking_cancelled');
    expect(mail.text).not.toContain('Amount paid');
    expect(mail.text).not.toContain('refund');
  });
});
