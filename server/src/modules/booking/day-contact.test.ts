import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { loadConfig } from '../../config.js';
import { makeAdmin, makeBooking, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';

// The on-the-day contact (issue 29 point 8): a setting (DAY_OF_CONTACT) shown on the look-up page and
// in the approval mail; the mail footer no longer says "closed on weekends" to a Saturday guest.
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({
    DAY_OF_CONTACT: 'phone:+82 10-1234-5678, kakaotalk:kculture, whatsapp:+82 10-1234-5678',
  });
});
afterAll(() => app.close());

const CONTACTS = [
  { channel: 'phone', value: '+82 10-1234-5678', href: 'tel:+821012345678' },
  { channel: 'kakaotalk', value: 'kculture', href: null },
  { channel: 'whatsapp', value: '+82 10-1234-5678', href: 'https://wa.me/821012345678' },
];

it('the look-up answers the contacts (REST and GraphQL)', async () => {
  const experience = await makeExperience(app.em(), { title: 'Palace walk', price: 30000 });
  await makeBooking(app.em(), experience, {
    guestEmail: 'day@example.com',
    bookingDate: addDays(seoulToday(), 4),
  });
  const input = { email: 'day@example.com', phone: '+81 9012345678', verificationCode: '246810' };
  const rest = await app.client().rest('POST', '/api/guest-bookings/verify', input);
  expect(rest.body.dayContacts).toEqual(CONTACTS);
  const gql = await app
    .client()
    .gql(
      `query($input: FindBookingInput!) { findBooking(input: $input) { dayContacts { channel value href } } }`,
      {
        input,
      },
    );
  expect(gql.data.findBooking.dayContacts).toEqual(CONTACTS);
});

it('the approval mail names them; its footer keeps office hours without "closed on weekends"', async () => {
  const experience = await makeExperience(app.em(), { title: 'Weekend market tour', price: 30000 });
  const booking = await makeBooking(app.em(), experience, {
    guestEmail: 'sat@example.com',
    bookingDate: addDays(seoulToday(), 6),
  });
  const admin = app.client();
  const { username, password } = await makeAdmin(app.em());
  await admin.login(username, password);
  expect((await admin.rest('POST', `/api/guest-bookings/${booking.id}/approve`, {})).status).toBe(200);
  await app.mail.deliverDue();
  const mail = await app
    .em()
    .fork()
    .findOneOrFail(MailOutbox, { bookingId: booking.id, kind: 'booking_approved' });
  expect(mail.text).toContain(
    'Running late or cannot find the meeting point? Reach us on the day, weekends included: Phone +82 10-1234-5678',
  );
  expect(mail.html).toContain('href="https://wa.me/821012345678"');
  expect(mail.text).toContain('On the day of your experience, weekends included:');
  expect(mail.text).toContain(
    'Office hours for questions and changes: Monday–Friday 09:00–18:00 (Korea time).',
  );
  expect(mail.text).not.toContain('closed on weekends');
});

it('refuses a malformed DAY_OF_CONTACT at start, naming the entry', () => {
  expect(() => loadConfig({ DAY_OF_CONTACT: 'telegram:@kculture' })).toThrow(
    "DAY_OF_CONTACT: 'telegram:@kculture' is not channel:value with a channel of phone, kakaotalk, whatsapp, line",
  );
  expect(loadConfig({}).dayContacts).toEqual([]);
});
