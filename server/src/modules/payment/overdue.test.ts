import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { createLogger } from '../../common/logger.js';
import { makeAdmin, makeBooking, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { BookingLog } from '../booking/booking-log.entity.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import type { Experience } from '../experience/experience.entity.js';
import { cancelOverdue } from './overdue.service.js';

// Overdue bookings (issue 22 point 6): off by default; once staff set N days, the dashboard shows
// what would be cancelled, and the job cancels those as the system.
let app: TestApp;
let staff: TestClient;
let experience: Experience;

beforeAll(async () => {
  app = await createTestApp();
  const admin = await makeAdmin(app.em(), 'owner1');
  staff = app.client();
  expect((await staff.login(admin.username, admin.password)).status).toBe(200);
  experience = await makeExperience(app.em(), { title: 'Night market', price: 30_000, maxGuests: 100 });
});
afterAll(() => app.close());

/** An approved booking whose payment deadline was `daysAgo` days ago. */
async function overdueBy(daysAgo: number, paid = 0) {
  const booking = await makeBooking(app.em(), experience, { bookingDate: addDays(seoulToday(), 20) });
  expect((await staff.rest('POST', `/api/guest-bookings/${booking.id}/approve`, {})).status).toBe(200);
  await app.pool.query('update guest_booking set payment_due_date = $1 where id = $2', [
    addDays(seoulToday(), -daysAgo),
    booking.id,
  ]);
  if (paid) {
    await staff.rest('POST', `/api/guest-bookings/${booking.id}/payments`, {
      amount: paid,
      method: 'bank_transfer',
      paidAt: [2026, 11, 20],
    });
  }
  return booking.id;
}

const preview = async () => {
  const res = await staff.gql(
    `{ paymentAutoCancel { days wouldCancel { id dueDate amountDue amountPaid } } }`,
  );
  expect(res.errors).toBeUndefined();
  return res.data.paymentAutoCancel as { days: number | null; wouldCancel: { id: number }[] };
};
const setDays = (days: number | null) =>
  staff.gql(`mutation($d: Int) { setPaymentAutoCancelDays(days: $d) }`, { d: days });
const run = () =>
  cancelOverdue({ em: app.em(), config: app.config, mail: app.mail }, createLogger({ logLevel: 'silent' }));

it('is off by default: nothing is proposed, nothing cancelled', async () => {
  const id = await overdueBy(10);
  expect(await preview()).toEqual({ days: null, wouldCancel: [] });
  expect(await run()).toEqual([]);
  expect((await app.em().findOneOrFail(GuestBooking, id)).status).toBe('confirmed');
});

it('once set, shows what it would cancel, then cancels those as the system, mailing the guest', async () => {
  const late = await overdueBy(4);
  const partly = await overdueBy(5, 10_000);
  const recent = await overdueBy(1);
  const paidUp = await overdueBy(6, 30_000);
  expect((await setDays(3)).data.setPaymentAutoCancelDays).toBe(3);

  const proposed = (await preview()).wouldCancel.map((b) => b.id);
  expect(proposed).toEqual(expect.arrayContaining([late, partly]));
  expect(proposed).not.toContain(recent);
  expect(proposed).not.toContain(paidUp);

  const cancelled = await run();
  expect(cancelled).toEqual(expect.arrayContaining([late, partly]));
  for (const id of [late, partly]) {
    expect((await app.em().findOneOrFail(GuestBooking, id)).status).toBe('cancelled');
    const [log] = await app
      .em()
      .find(BookingLog, { booking: id, logType: 'status_change', newValue: 'cancelled' });
    expect(log).toMatchObject({ createdBy: 'system' });
    expect(log.details).toMatch(/Not paid by the deadline \(\d{4}-\d{2}-\d{2}\)\./);
    expect(await app.em().count(MailOutbox, { bookingId: id, kind: 'booking_cancelled' })).toBe(1);
  }
  for (const id of [recent, paidUp])
    expect((await app.em().findOneOrFail(GuestBooking, id)).status).toBe('confirmed');
  expect((await preview()).wouldCancel.map((b) => b.id)).not.toContain(late);
});

it('takes 1 to 60 days or null, admin only', async () => {
  expect((await setDays(0)).errors?.[0]).toMatchObject({
    message: 'Automatic cancellation takes a number of days from 1 to 60, or nothing to turn it off.',
    extensions: { code: 'BAD_USER_INPUT' },
  });
  expect((await setDays(61)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  expect((await setDays(null)).data.setPaymentAutoCancelDays).toBeNull();
  expect((await preview()).days).toBeNull();
  const guest = app.client();
  expect(
    (await guest.gql(`mutation { setPaymentAutoCancelDays(days: 2) }`)).errors?.[0].extensions?.code,
  ).toBe('UNAUTHENTICATED');
  expect((await preview()).days).toBeNull();
});
