import { createLogger } from '../../common/logger.js';
import { makeAdmin, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import type { Experience } from '../experience/experience.entity.js';
import { MailDispatcher } from '../mail/mail.dispatcher.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { freePort, Inbox, sentText } from '../../platform/mail/mail.testing.js';
import { mailSecretBox } from '../../platform/mail/mail.secrets.js';
import { createTransport } from '../../platform/mail/mail.transport.js';
import { seoulInstant } from '../mail/templates/i18n.js';
import { ReviewInvitation } from '../review/review-invitation.entity.js';
import { reviewInvitationHash } from '../review/review-invitation.service.js';
import { BookingLog } from '../booking/booking-log.entity.js';
import { BookingMailSchedule } from './booking-mail.schedule.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';

let app: TestApp;
let inbox: Inbox;
let admin: TestClient;
let walk: Experience;
const silent = createLogger({ logLevel: 'silent' });

/** A schedule whose clock reads a fixed Seoul date and time (as another app instance would run it). */
function scheduleAt(date: string, time: string) {
  return new BookingMailSchedule(app.orm, app.pool, app.config, silent, app.mail, app.hasher, {
    now: () => seoulInstant(date, time),
  });
}
const queueAt = (date: string, time: string) => scheduleAt(date, time).queueDue();

/** A booking confirmed by the team at `confirmedAt` (a Seoul date and time), as the app logs it. */
async function confirmedBooking(
  date: string,
  slot: string,
  confirmedAt: [string, string],
  language: GuestBooking['language'] = 'ENG',
): Promise<number> {
  const em = app.em();
  const booking = em.create(GuestBooking, {
    experience: walk,
    bookingDate: date,
    timeSlot: slot,
    guestName: 'Sam Lee',
    guestEmail: `sam.${date}.${slot.replace(':', '')}@example.com`,
    guestPhone: '+1 2025550123',
    verificationCodeHash: 'not-used-here',
    numberOfGuests: 2,
    language,
    status: 'confirmed',
    createdAt: seoulInstant('2027-01-01', '09:00'),
  });
  await em.flush();
  em.create(BookingLog, {
    booking,
    logType: 'status_change',
    oldValue: 'pending',
    newValue: 'confirmed',
    createdBy: 'admin',
    createdAt: seoulInstant(...confirmedAt),
  });
  await em.flush();
  return booking.id;
}

const outbox = (bookingId: number, kind: string) =>
  app.em().find(MailOutbox, { bookingId: bookingId, kind }, { orderBy: { id: 'asc' } });

beforeAll(async () => {
  inbox = new Inbox(await freePort());
  await inbox.start();
  app = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, STAFF_EMAIL: 'staff@example.kr' },
    { baseDelaySeconds: 1, maxDelaySeconds: 1 },
  );
  walk = await makeExperience(app.em(), {
    title: 'Hanbok walk',
    language: ['ENG', 'JPN'],
    location: 'Gyeongbokgung Gwanghwamun Gate',
    latitude: 37.5759,
    longitude: 126.9768,
    goodToKnow: ['Bring an umbrella if it rains', 'Wear flat shoes'],
    translations: { JPN: { title: '韓服で歩く景福宮' } },
  });
  const { username, password } = await makeAdmin(app.em());
  admin = app.client();
  await admin.login(username, password);
});
afterAll(async () => {
  await app.close();
  await inbox.stop();
});
beforeEach(() => {
  inbox.received = [];
});

describe('reminder 24 hours before the visit', () => {
  it('is queued when the slot is 24 hours away (Seoul time), once, and delivered with the .ics and logged', async () => {
    const id = await confirmedBooking('2027-03-10', '10:00', ['2027-03-01', '12:00']);
    expect(await queueAt('2027-03-09', '09:59')).toBe(0);
    expect(await queueAt('2027-03-09', '10:00')).toBe(1);
    // Later runs, and a restarted instance, find it queued already.
    expect(await queueAt('2027-03-09', '10:01')).toBe(0);
    expect(await queueAt('2027-03-10', '09:30')).toBe(0);

    const [reminder] = await outbox(id, 'booking_reminder');
    expect(reminder).toMatchObject({
      recipient: 'sam.2027-03-10.1000@example.com',
      language: 'ENG',
      subject: 'Reminder: Hanbok walk tomorrow at 10:00',
      dedupeKey: `reminder:${id}`,
      status: 'pending',
    });
    expect(reminder.text).toContain(
      'A reminder of your experience on Wednesday, March 10, 2027 at 10:00 (Seoul time).',
    );
    expect(reminder.text).toContain('Meeting point\n\nGyeongbokgung Gwanghwamun Gate');
    expect(reminder.text).toContain(
      'Google Maps https://www.google.com/maps/search/?api=1&query=37.5759,126.9768',
    );
    expect(reminder.html).toContain('href="https://map.kakao.com/link/map/Hanbok%20walk,37.5759,126.9768"');
    expect(reminder.text).toContain('What to bring and good to know');
    expect(reminder.text).toMatch(/\* Bring an umbrella if it rains\n \* Wear flat shoes/);
    // The .ics, and (issue 39) the ticket's QR code, drawn when sent from its code kept sealed meanwhile.
    expect(reminder.attachments).toHaveLength(2);
    // 10:00 in Seoul time (issue 34: TZID=Asia/Seoul, no longer 01:00 UTC).
    expect(reminder.attachments[0].content).toContain('DTSTART;TZID=Asia/Seoul:20270310T100000');
    expect(reminder.attachments[1]).toMatchObject({ cid: 'ticket-qr', qrText: '[secret-1]' });
    expect(reminder.text).toContain('Your ticket');

    expect(await app.mail.deliverDue()).toBe(1);
    expect(inbox.received).toHaveLength(1);
    expect(inbox.received[0]).toMatch(/^To: sam.2027-03-10.1000@example.com/m);
    const logs = await app.em().find(BookingLog, { booking: id, logType: 'email_sent' });
    expect(logs.map((l) => [l.details, l.newValue, l.createdBy])).toEqual([
      ['Reminder: Hanbok walk tomorrow at 10:00', 'sam.2027-03-10.1000@example.com', 'system'],
    ]);
  });

  it('queued late on the day of the visit (the instances were down), it says today', async () => {
    const id = await confirmedBooking('2027-10-10', '15:00', ['2027-10-01', '10:00']);
    expect(await queueAt('2027-10-10', '08:00')).toBe(1);
    const [reminder] = await outbox(id, 'booking_reminder');
    expect(reminder.subject).toBe('Reminder: Hanbok walk today at 15:00');
    expect(reminder.text).toContain('See you today!');
    expect(await app.mail.deliverDue()).toBe(1);
  });

  it('is not sent when the booking was confirmed less than 24 hours before the start', async () => {
    const late = await confirmedBooking('2027-04-10', '15:00', ['2027-04-09', '18:00']);
    const inTime = await confirmedBooking('2027-04-10', '16:00', ['2027-04-09', '16:00']);
    expect(await queueAt('2027-04-09', '19:00')).toBe(1);
    expect(await queueAt('2027-04-10', '14:00')).toBe(0);
    expect(await outbox(late, 'booking_reminder')).toEqual([]);
    expect(await outbox(inTime, 'booking_reminder')).toHaveLength(1);
    expect(await app.mail.deliverDue()).toBe(1);
  });

  it('is not sent for a booking cancelled since, and a queued one is withdrawn by the cancellation', async () => {
    const cancelledEarly = await confirmedBooking('2027-05-10', '10:00', ['2027-05-01', '10:00']);
    const cancelledLate = await confirmedBooking('2027-05-10', '11:00', ['2027-05-01', '10:00']);
    const cancel = (id: number) =>
      admin.rest('POST', `/api/guest-bookings/${id}/cancel`, { reason: 'Storm' });
    expect((await cancel(cancelledEarly)).status).toBe(200);
    expect(await queueAt('2027-05-09', '10:30')).toBe(0);
    expect(await queueAt('2027-05-09', '11:00')).toBe(1);
    // Cancelled after its reminder was queued, before a dispatcher sent it.
    expect((await cancel(cancelledLate)).status).toBe(200);
    await app.mail.deliverDue();
    expect(await outbox(cancelledEarly, 'booking_reminder')).toEqual([]);
    const [withdrawn] = await outbox(cancelledLate, 'booking_reminder');
    expect(withdrawn).toMatchObject({
      status: 'failed',
      lastError: 'Withdrawn: the booking was cancelled',
      dedupeKey: null,
    });
    // Only the two cancellation mails arrived; no review invitation either, the day after.
    expect(inbox.received.map((raw) => /^Subject: (.*)$/m.exec(raw)?.[1])).toEqual([
      'Your booking was cancelled: Hanbok walk',
      'Your booking was cancelled: Hanbok walk',
    ]);
    expect(await queueAt('2027-05-11', '12:00')).toBe(0);
  });

  it('is not sent when the booking is cancelled while a dispatcher holds it, nor revived by a failed send', async () => {
    const first = await confirmedBooking('2027-09-10', '10:00', ['2027-09-01', '10:00']);
    const second = await confirmedBooking('2027-09-10', '11:00', ['2027-09-01', '10:00']);
    const third = await confirmedBooking('2027-09-10', '12:00', ['2027-09-01', '10:00']);
    expect(await queueAt('2027-09-09', '12:00')).toBe(3);
    const cancel = (id: number) =>
      admin.rest('POST', `/api/guest-bookings/${id}/cancel`, { reason: 'Storm' });
    const sent: string[] = [];
    // One dispatcher claims all three reminders in one batch. While the first is on its way, the
    // second booking is cancelled; the third is cancelled during its own send, which then fails.
    const dispatcher = new MailDispatcher(
      app.pool,
      {
        async send(message) {
          const reminder = message.subject.startsWith('Reminder');
          if (reminder && message.to.includes('1000')) expect((await cancel(second)).status).toBe(200);
          if (reminder && message.to.includes('1200')) {
            expect((await cancel(third)).status).toBe(200);
            throw new Error('SMTP connection lost');
          }
          sent.push(`${message.to}: ${message.subject}`);
        },
        close: () => {},
      },
      silent,
      { baseDelaySeconds: 0, maxDelaySeconds: 0, secrets: mailSecretBox(app.hasher) },
    );
    await dispatcher.deliverDue();
    // Later dispatches find nothing more: the two withdrawn reminders stay withdrawn.
    expect(await dispatcher.deliverDue()).toBe(0);
    expect(await app.mail.deliverDue()).toBe(0);
    expect(sent.sort()).toEqual([
      'sam.2027-09-10.1000@example.com: Reminder: Hanbok walk tomorrow at 10:00',
      'sam.2027-09-10.1100@example.com: Your booking was cancelled: Hanbok walk',
      'sam.2027-09-10.1200@example.com: Your booking was cancelled: Hanbok walk',
    ]);
    expect((await outbox(first, 'booking_reminder'))[0].status).toBe('sent');
    for (const id of [second, third]) {
      const [withdrawn] = await outbox(id, 'booking_reminder');
      expect(withdrawn).toMatchObject({
        status: 'failed',
        lastError: 'Withdrawn: the booking was cancelled',
      });
      expect(await app.em().count(BookingLog, { booking: id, logType: 'email_sent' })).toBe(1);
    }
  });

  it('goes out exactly once with two schedulers and two dispatchers on the same database', async () => {
    const id = await confirmedBooking('2027-06-10', '09:00', ['2027-06-01', '09:00'], 'JPN');
    const results = await Promise.all([
      scheduleAt('2027-06-09', '09:00').queueDue(),
      scheduleAt('2027-06-09', '09:00').queueDue(),
      scheduleAt('2027-06-09', '09:01').queueDue(),
    ]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    const other = new MailDispatcher(app.pool, createTransport(app.config), silent, {
      secrets: mailSecretBox(app.hasher),
    });
    const [a, b] = await Promise.all([app.mail.deliverDue(), other.deliverDue()]);
    expect(a + b).toBe(1);
    expect(inbox.received).toHaveLength(1);
    expect(await app.em().count(BookingLog, { booking: id, logType: 'email_sent' })).toBe(1);
    const [reminder] = await outbox(id, 'booking_reminder');
    expect(reminder.subject).toBe('リマインダー：明日 09:00 から 韓服で歩く景福宮');
    expect(reminder.status).toBe('sent');
  });
});

describe('review invitation the day after the visit', () => {
  it('is queued from 10:00 Seoul time the day after, once, in the booking language, linking to the review writer', async () => {
    const id = await confirmedBooking('2027-07-10', '14:00', ['2027-07-01', '10:00'], 'JPN');
    expect(await queueAt('2027-07-10', '23:59')).toBe(0);
    expect(await queueAt('2027-07-11', '09:59')).toBe(0);
    const both = await Promise.all([queueAt('2027-07-11', '10:00'), queueAt('2027-07-11', '10:00')]);
    expect(both.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await queueAt('2027-07-12', '10:00')).toBe(0);

    const [invitation] = await outbox(id, 'booking_review_invitation');
    expect(invitation).toMatchObject({
      language: 'JPN',
      subject: '韓服で歩く景福宮はいかがでしたか？レビューをお寄せください',
      dedupeKey: `review_invitation:${id}`,
      attachments: [],
    });
    // The link carries a one-time token, stored only as its keyed hash (one row, whoever won the race);
    // the outbox keeps the token sealed and the mail with a placeholder for it (mail.secrets.ts).
    const token = /invitation=([\w-]{43})&/.exec(sentText(app.hasher, invitation))![1];
    const link = `http://localhost:4000/experiences/${walk.id}?review=write&amp;invitation=[secret-1]&amp;lang=ja`;
    expect(invitation.html).toContain(`href="${link}"`);
    expect(invitation.text).toContain(
      `レビューを書く http://localhost:4000/experiences/${walk.id}?review=write&invitation=[secret-1]&lang=ja`,
    );
    expect(JSON.stringify(invitation)).not.toContain(token);
    const stored = await app.em().find(ReviewInvitation, { booking: id });
    expect(stored.map((i) => i.tokenHash)).toEqual([reviewInvitationHash(app.hasher, token)]);
    // Two dispatchers (two app instances): delivered once.
    const other = new MailDispatcher(app.pool, createTransport(app.config), silent, {
      secrets: mailSecretBox(app.hasher),
    });
    const [a, b] = await Promise.all([app.mail.deliverDue(), other.deliverDue()]);
    expect(a + b).toBe(1);
    expect(inbox.received).toHaveLength(1);
    // What arrived has the token (quoted-printable: lines joined, '=' decoded).
    expect(inbox.received[0].replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(`invitation=${token}`);
    const logs = await app.em().find(BookingLog, { booking: id, logType: 'email_sent' });
    expect(logs.map((l) => l.details)).toEqual([invitation.subject]);
    // Its link is not kept: "send the last mail again" does not send a copy without it (409 here, the
    // booking having no other mail).
    const resend = await admin.gql('mutation($id: Int!) { resendBookingMail(id: $id) { subject } }', { id });
    expect(resend.errors?.[0]).toMatchObject({
      message: 'This booking has no mail to the guest to send again.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('is never sent for a cancelled booking, nor more than a week after the visit', async () => {
    const cancelled = await confirmedBooking('2027-08-10', '10:00', ['2027-08-01', '10:00']);
    const old = await confirmedBooking('2027-08-02', '10:00', ['2027-07-20', '10:00']);
    await app.em().nativeUpdate(GuestBooking, { id: cancelled }, { status: 'cancelled' });
    expect(await queueAt('2027-08-11', '10:00')).toBe(0);
    expect(await outbox(cancelled, 'booking_review_invitation')).toEqual([]);
    expect(await outbox(old, 'booking_review_invitation')).toEqual([]);
  });
});
