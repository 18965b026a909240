import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { cancellationDeadline } from '../../../../domain/cancellation.js';
import { makeBooking, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { Experience } from '../experience/experience.entity.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { BookingLog } from './booking-log.entity.js';
import { GuestBooking } from './guest-booking.entity.js';
import { BookingStatusEnum, LogAuthorEnum } from '../../common/enums.js';
import { seoulInstant } from '../mail/templates/i18n.js';
import { changeStatus } from './booking-status.service.js';

// The cancellation policy (issue 29 point 4): inside the item's window the guest cancels a pending
// or confirmed booking from the look-up page; after it, or without free cancellation, 409 saying
// why and whom to contact.
let app: TestApp;
let flexible: Experience;
let strict: Experience;
let noPolicy: Experience;
let seq = 0;
const inDays = (n: number) => addDays(seoulToday(), n);

/** The dispatcher's clock: the moment a mail is rendered and sent (real time unless a test sets it). */
let mailClock: Date | undefined;
afterEach(() => (mailClock = undefined));

beforeAll(async () => {
  app = await createTestApp(
    { RATE_LIMIT_LOOKUP_PER_EMAIL: '1000', STAFF_EMAIL: 'staff@example.kr' },
    { now: () => mailClock ?? new Date() },
  );
  const em = app.em();
  flexible = await makeExperience(em, { title: 'Tea ceremony', maxGuests: 4, price: 30000 });
  // 30 days' notice: a booking 5 days ahead is already past its deadline.
  strict = await makeExperience(em, { title: 'DMZ tour', freeCancellationHours: 720, price: 80000 });
  noPolicy = await makeExperience(em, { title: 'Nanta show', freeCancellationHours: null, price: 50000 });
});
afterAll(() => app.close());

/** A stored booking and what the guest types to find it. */
async function booked(experience: Experience, data: Partial<GuestBooking> = {}) {
  seq += 1;
  const guestEmail = `cancel${seq}@example.com`;
  const booking = await makeBooking(app.em(), experience, {
    guestEmail,
    bookingDate: inDays(5),
    timeSlot: '10:00',
    ...data,
  });
  return { booking, input: { email: guestEmail, phone: '+81 90-1234-5678', verificationCode: '246810' } };
}

const cancelRest = (input: object) => app.client().rest('POST', '/api/guest-bookings/cancel', input);
const CANCEL_GQL = `mutation($input: FindBookingInput!) { cancelMyBooking(input: $input) { id status canCancel } }`;

describe('the guest cancels within the free-cancellation window', () => {
  it('the look-up states the deadline (Seoul) and that the booking can be cancelled', async () => {
    const { booking, input } = await booked(flexible, { status: 'confirmed' as never });
    const res = await app.client().rest('POST', '/api/guest-bookings/verify', input);
    const deadline = cancellationDeadline(booking.bookingDate, '10:00', 24)!;
    expect(res.body).toMatchObject({
      canCancel: true,
      cancelRefusal: null,
      cancellationDeadline: deadline.toISOString(),
      experience: { freeCancellationHours: 24 },
    });
    const gql = await app.client().gql(
      `query($input: FindBookingInput!) { findBooking(input: $input) {
        canCancel cancelRefusal cancellationDeadline experience { freeCancellationHours } } }`,
      { input },
    );
    expect(gql.data.findBooking).toEqual({
      canCancel: true,
      cancelRefusal: null,
      cancellationDeadline: deadline.toISOString(),
      experience: { freeCancellationHours: 24 },
    });
  });

  it('cancels a confirmed booking (REST): logged as customer, both sides mailed, the seats freed', async () => {
    const { booking, input } = await booked(flexible, {
      status: 'confirmed' as never,
      numberOfGuests: 4,
      bookingDate: inDays(6),
    });
    const seats = async () => {
      const res = await app
        .client()
        .gql(
          `query($id: Int!, $d: String!) { experience(id: $id) { availability(from: $d, to: $d) { slots { time available } } } }`,
          { id: flexible.id, d: booking.bookingDate },
        );
      return res.data.experience.availability[0].slots.find((s: { time: string }) => s.time === '10:00')
        .available;
    };
    expect(await seats()).toBe(0);

    const res = await cancelRest(input);
    expect(res).toMatchObject({
      status: 200,
      body: { id: booking.id, status: 'cancelled', canCancel: false },
    });
    const log = await app.em().findOneOrFail(BookingLog, { booking: booking.id, logType: 'status_change' });
    expect(log).toMatchObject({ createdBy: 'customer', oldValue: 'confirmed', newValue: 'cancelled' });
    await app.mail.deliverDue();
    const sent = await app.em().find(MailOutbox, { bookingId: booking.id }, { orderBy: { id: 'asc' } });
    expect(sent.map((m) => [m.kind, m.recipient])).toEqual([
      ['booking_cancelled', input.email],
      ['booking_staff_guest_cancelled', 'staff@example.kr'],
    ]);
    expect(await seats()).toBe(4);
  });

  it('cancels a pending booking through GraphQL', async () => {
    const { booking, input } = await booked(flexible);
    const res = await app.client().gql(CANCEL_GQL, { input });
    expect(res.data.cancelMyBooking).toEqual({ id: booking.id, status: 'cancelled', canCancel: false });
  });
});

describe('after the deadline, or without free cancellation', () => {
  it('answers 409 with why and whom to contact, changes nothing and mails nobody', async () => {
    const { booking, input } = await booked(strict, { status: 'confirmed' as never });
    const found = await app.client().rest('POST', '/api/guest-bookings/verify', input);
    expect(found.body).toMatchObject({ canCancel: false, cancelRefusal: 'window_closed' });

    const res = await cancelRest(input);
    expect(res).toMatchObject({
      status: 409,
      body: {
        message:
          'The free cancellation period of this booking has ended, so it cannot be cancelled online. Please contact us at help@kculture.example.com.',
      },
    });
    const gql = await app.client().gql(CANCEL_GQL, { input });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'window_closed' });
    expect((await app.em().fork().findOneOrFail(GuestBooking, { id: booking.id })).status).toBe('confirmed');
    expect(await app.em().count(MailOutbox, { bookingId: booking.id })).toBe(0);
  });

  it('says so when the item has no free cancellation', async () => {
    const { input } = await booked(noPolicy);
    const found = await app.client().rest('POST', '/api/guest-bookings/verify', input);
    expect(found.body).toMatchObject({
      canCancel: false,
      cancelRefusal: 'no_free_cancellation',
      cancellationDeadline: null,
    });
    const res = await cancelRest(input);
    expect(res).toMatchObject({
      status: 409,
      body: {
        message:
          'This experience has no free cancellation, so the booking cannot be cancelled online. Please contact us at help@kculture.example.com.',
      },
    });
  });
});

describe('the approval mail repeats the policy', () => {
  it('with the Seoul deadline, or says there is no free cancellation', async () => {
    const { booking } = await booked(flexible);
    const { booking: strictBooking } = await booked(noPolicy);
    const admin = app.client();
    const { makeAdmin } = await import('../../testing/fixtures.js');
    const { username, password } = await makeAdmin(app.em());
    await admin.login(username, password);
    for (const id of [booking.id, strictBooking.id]) {
      const res = await admin.rest('POST', `/api/guest-bookings/${id}/approve`, {});
      expect(res.status).toBe(200);
    }
    await app.mail.deliverDue();
    const approved = async (id: number) => {
      const mail = await app
        .em()
        .fork()
        .findOneOrFail(MailOutbox, { bookingId: id, kind: 'booking_approved' });
      return mail.text ?? '';
    };
    const deadline = new Intl.DateTimeFormat('en', {
      dateStyle: 'long',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'Asia/Seoul',
    }).format(cancellationDeadline(booking.bookingDate, '10:00', 24)!);
    expect(await approved(booking.id)).toContain(
      `Free cancellation until 24 hours before the start, that is until ${deadline} (Seoul time).`,
    );
    expect(await approved(strictBooking.id)).toContain('This experience has no free cancellation.');
  });
});

// Issue 34 point 2: booked on Saturday 21:50 in Seoul for Sunday 14:00, the approval mail promised free
// cancellation "until Saturday at 14:00" and "You can cancel on the booking look-up page"; the look-up
// then refused. A mail promises only what still holds when it is sent.
describe('no mail promises a free cancellation that has ended when it is sent', () => {
  const PROMISE = 'Free cancellation until 24 hours before the start';
  const CAN_CANCEL = 'You can cancel on the booking look-up page.';
  const ENDED =
    'The free cancellation period of this booking ended on March 13, 2027 at 14:00 (Seoul time), so it can no longer be cancelled online.';
  const approveAt = (id: number, now: Date) =>
    changeStatus({ em: app.em(), config: app.config, mail: app.mail }, id, BookingStatusEnum.confirmed, {
      author: LogAuthorEnum.admin,
      now,
    });
  const approvalMails = (id: number) =>
    app.em().find(MailOutbox, { bookingId: id, kind: 'booking_approved' }, { orderBy: { id: 'asc' } });
  const sendAt = async (date: string, time: string) => {
    mailClock = seoulInstant(date, time);
    await app.mail.deliverDue();
  };

  it('approved after the deadline, the mail says the free cancellation has ended', async () => {
    const { booking } = await booked(flexible, { bookingDate: '2027-03-14', timeSlot: '14:00' });
    await approveAt(booking.id, seoulInstant('2027-03-13', '21:50'));
    await sendAt('2027-03-13', '21:51');
    const [mail] = await approvalMails(booking.id);
    expect(mail.status).toBe('sent');
    expect(mail.text).not.toContain(PROMISE);
    expect(mail.text).not.toContain(CAN_CANCEL);
    expect(mail.text).toContain(ENDED);
  });

  it('queued before the deadline, it is judged when it is sent', async () => {
    const inTime = await booked(flexible, { bookingDate: '2027-03-14', timeSlot: '14:00' });
    await approveAt(inTime.booking.id, seoulInstant('2027-03-13', '13:50'));
    await sendAt('2027-03-13', '13:55');
    expect((await approvalMails(inTime.booking.id))[0].text).toContain(PROMISE);

    // The mail server was away from 13:50 to 14:10.
    const late = await booked(flexible, { bookingDate: '2027-03-14', timeSlot: '14:00' });
    await approveAt(late.booking.id, seoulInstant('2027-03-13', '13:50'));
    await sendAt('2027-03-13', '14:10');
    const [mail] = await approvalMails(late.booking.id);
    expect(mail.status).toBe('sent');
    expect(mail.text).not.toContain(PROMISE);
    expect(mail.text).toContain(ENDED);
  });

  it('a mail sent again by staff after the deadline no longer promises it', async () => {
    const { booking } = await booked(flexible, { bookingDate: '2027-03-14', timeSlot: '14:00' });
    await approveAt(booking.id, seoulInstant('2027-03-12', '10:00'));
    await sendAt('2027-03-12', '10:01');
    const admin = app.client();
    const { makeAdmin } = await import('../../testing/fixtures.js');
    const { username, password } = await makeAdmin(app.em(), 'resender');
    await admin.login(username, password);
    const res = await admin.gql(`mutation($id: Int!) { resendBookingMail(id: $id) { subject } }`, {
      id: booking.id,
    });
    expect(res.errors).toBeUndefined();
    await sendAt('2027-03-13', '15:00');
    const [first, again] = await approvalMails(booking.id);
    expect(first.text).toContain(PROMISE);
    expect(again.status).toBe('sent');
    expect(again.subject).toBe(first.subject);
    expect(again.text).not.toContain(PROMISE);
    expect(again.text).toContain(ENDED);
  });
});
