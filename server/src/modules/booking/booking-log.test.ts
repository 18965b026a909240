import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { readBookingLog } from '../../../../domain/bookingLog.js';
import { makeAdmin, makeBooking, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { BookingLog } from './booking-log.entity.js';

// The back office says a booking's activity log in the admin's language (issue 34 point 10) by
// reading the lines the server writes (domain/bookingLog.ts). Every writer's line must read back:
// a writer that changes its wording fails here, not silently in English on a Korean screen.
let app: TestApp;
let staff: TestClient;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_HOUR: '100' });
  const { username, password } = await makeAdmin(app.em(), 'desk');
  staff = app.client();
  expect((await staff.login(username, password)).status).toBe(200);
});
afterAll(() => app.close());

const logsOf = async (bookingId: number) => {
  await app.mail.deliverDue();
  return app.em().find(BookingLog, { booking: bookingId }, { orderBy: { id: 'asc' } });
};

it('reads back every line the server writes: application, memo, override, payment, void, cancellation', async () => {
  const date = addDays(seoulToday(), 20);
  const item = await makeExperience(app.em(), {
    title: 'Small tea room',
    maxGuests: 2,
    timeSlots: ['10:00'],
    salesAvailableUntil: addDays(seoulToday(), 60),
    price: 20_000,
  });

  const applied = await app.client().rest('POST', '/api/guest-bookings', {
    itemId: item.id,
    bookingDate: date,
    timeSlot: '10:00',
    guestName: 'Mina Park',
    guestEmail: 'mina@example.com',
    guestPhone: '+82 10-1234-5678',
    verificationCode: '135790',
    numberOfGuests: 2,
    language: 'ENG',
  });
  expect(applied.body).toMatchObject({ id: expect.any(Number) });
  const id = applied.body.id as number;

  // The slot fills up before staff approve: the approval overrides the capacity.
  await makeBooking(app.em(), item, {
    bookingDate: date,
    timeSlot: '10:00',
    numberOfGuests: 2,
    status: 'confirmed',
  } as never);
  expect((await staff.rest('PATCH', `/api/guest-bookings/${id}`, { adminMemo: 'Vegetarian' })).status).toBe(
    200,
  );
  expect(
    (await staff.rest('POST', `/api/guest-bookings/${id}/approve`, { overrideCapacity: true })).status,
  ).toBe(200);
  const paid = await staff.rest('POST', `/api/guest-bookings/${id}/payments`, {
    amount: 10_000,
    method: 'bank_transfer',
    paidAt: [2026, 11, 27],
    reference: 'MINA #' + id,
  });
  expect(paid.status).toBe(201);
  expect(
    (
      await staff.rest('POST', `/api/guest-bookings/${id}/payments/${paid.body.id}/void`, {
        reason: 'Wrong booking',
      })
    ).status,
  ).toBe(200);
  expect(
    (await staff.rest('POST', `/api/guest-bookings/${id}/cancel`, { reason: 'The tea master is ill.' }))
      .status,
  ).toBe(200);

  const logs = await logsOf(id);
  const types = logs.map((l) => l.logType);
  for (const type of [
    'booking_created',
    'memo_update',
    'status_change',
    'payment_recorded',
    'payment_voided',
  ])
    expect(types).toContain(type);
  // A mail's line is its subject, as sent: the one kind that is not read.
  const unread = logs
    .filter((l) => l.logType !== 'email_sent')
    .filter((l) => readBookingLog(l.logType, l.details) === null)
    .map((l) => `${l.logType}: ${l.details}`);
  expect(unread).toEqual([]);

  const read = (type: string) =>
    logs.filter((l) => l.logType === type).map((l) => readBookingLog(l.logType, l.details));
  expect(read('booking_created')).toEqual([{ kind: 'applied', guests: 2, date, time: '10:00' }]);
  expect(read('status_change')).toEqual([
    { kind: 'status', override: { guests: 4, max: 2 } },
    { kind: 'status', reason: 'The tea master is ill.' },
  ]);
  expect(read('payment_recorded')).toEqual([
    {
      kind: 'payment',
      refund: false,
      amount: 10_000,
      method: 'bank_transfer',
      paidAt: '2026-11-27',
      by: 'desk',
      reference: `MINA #${id}`,
    },
  ]);
  expect(read('payment_voided')).toEqual([
    { kind: 'void', amount: 10_000, paidAt: '2026-11-27', by: 'desk', reason: 'Wrong booking' },
  ]);
});
