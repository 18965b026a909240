import { jest } from '@jest/globals';
import { addDays, seoulToday } from '../../../../domain/calendar.js';
import type { BookingStatusEnum } from '../../common/enums.js';
import { hashSecret } from '../../common/secrets.js';
import { makeAdmin, makeExperience, makeReview } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { Experience } from '../experience/experience.entity.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';

/**
 * The clock is set (Date only; timers stay real) to 15:30 UTC, which is 00:30 the next day in Seoul:
 * the UTC date and the Seoul date differ, and "today" must be Seoul's.
 */
const real = new Date();
const fakeNow = new Date(Date.UTC(real.getUTCFullYear(), real.getUTCMonth(), real.getUTCDate() + 1, 15, 30));
const utcDate = fakeNow.toISOString().slice(0, 10);
const today = addDays(utcDate, 1);
const tomorrow = addDays(today, 1);

jest.setTimeout(60_000);

let app: TestApp;
let codeHash: string;
let admin: TestClient;
let hanok: Experience;
let kimchi: Experience;

const QUERY = `{ adminDashboard {
  pendingApplications reviewsAwaitingModeration today tomorrow
  todaySlots { key itemId title bookingDate timeSlot confirmedGuests pendingGuests maxGuests }
  tomorrowSlots { key itemId title bookingDate timeSlot confirmedGuests pendingGuests maxGuests }
} }`;

async function insert(
  item: Experience,
  date: string,
  slot: string,
  guests: number,
  status: BookingStatusEnum,
) {
  const em = app.em();
  em.create(GuestBooking, {
    experience: em.getReference(Experience, item.id),
    bookingDate: date,
    timeSlot: slot,
    guestName: 'Guest',
    guestEmail: 'guest@example.com',
    guestPhone: '+82 1012345678',
    verificationCodeHash: codeHash,
    numberOfGuests: guests,
    language: item.language[0],
    status,
  });
  await em.flush();
}

beforeAll(async () => {
  jest.useFakeTimers({
    now: fakeNow,
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  expect(seoulToday()).toBe(today);
  app = await createTestApp();
  codeHash = await hashSecret('246810');
  const em = app.em();
  hanok = await makeExperience(em, { title: '한옥 다도 체험', language: ['KOR'], maxGuests: 4 });
  kimchi = await makeExperience(em, { title: 'Kimchi class', language: ['JPN'], maxGuests: 10 });
  // Today in Seoul: hanok 10:00 (2 confirmed, 1 pending; the cancelled 3 count nowhere) and 23:30
  // (23:30 Seoul is 14:30 UTC of the same date).
  await insert(hanok, today, '10:00', 2, 'confirmed');
  await insert(hanok, today, '10:00', 1, 'pending');
  await insert(hanok, today, '10:00', 3, 'cancelled');
  await insert(hanok, today, '23:30', 3, 'confirmed');
  // The UTC date (yesterday in Seoul), 23:30: not today's.
  await insert(hanok, utcDate, '23:30', 1, 'confirmed');
  await insert(hanok, utcDate, '23:30', 4, 'pending');
  // Tomorrow: kimchi 09:00 (2 pending); a slot with only a cancellation is not shown.
  await insert(kimchi, tomorrow, '09:00', 2, 'pending');
  await insert(kimchi, tomorrow, '15:00', 2, 'cancelled');
  // The day after tomorrow: pending, counted but not a slot of the dashboard.
  await insert(kimchi, addDays(today, 2), '10:00', 1, 'pending');
  await makeReview(em, hanok, { isApproved: null });
  await makeReview(em, hanok, { isApproved: null });
  await makeReview(em, kimchi, { isApproved: null });
  await makeReview(em, kimchi, { isApproved: true });
  await makeReview(em, kimchi, { isApproved: false });
  const { username, password } = await makeAdmin(em);
  admin = app.client();
  expect((await admin.login(username, password)).status).toBe(200);
});
afterAll(async () => {
  await app?.close();
  jest.useRealTimers();
});

const slot = (item: Experience, date: string, time: string, confirmed: number, pending: number) => ({
  key: `${item.id}:${date}:${time}`,
  itemId: item.id,
  title: item.title,
  bookingDate: date,
  timeSlot: time,
  confirmedGuests: confirmed,
  pendingGuests: pending,
  maxGuests: item.maxGuests,
});

describe('adminDashboard', () => {
  it("answers the counts and today's and tomorrow's slots in Seoul, in two statements", async () => {
    app.queries.length = 0;
    const res = await admin.gql(QUERY);
    expect(res.errors).toBeUndefined();
    expect(res.data.adminDashboard).toEqual({
      pendingApplications: 4,
      reviewsAwaitingModeration: 3,
      today,
      tomorrow,
      todaySlots: [slot(hanok, today, '10:00', 2, 1), slot(hanok, today, '23:30', 3, 0)],
      tomorrowSlots: [slot(kimchi, tomorrow, '09:00', 0, 2)],
    });
    const reads = app.queries.filter((q) => /guest_booking|review/.test(q));
    expect(reads).toHaveLength(2);
  });

  it('follows a decision: a confirmed application leaves the pending count and joins the confirmed guests', async () => {
    const em = app.em();
    const pending = await em.findOneOrFail(GuestBooking, { bookingDate: tomorrow, timeSlot: '09:00' });
    pending.status = 'confirmed';
    await em.flush();
    const res = await admin.gql(QUERY);
    expect(res.data.adminDashboard.pendingApplications).toBe(3);
    expect(res.data.adminDashboard.tomorrowSlots).toEqual([slot(kimchi, tomorrow, '09:00', 2, 0)]);
  });

  it('answers UNAUTHENTICATED to an anonymous call', async () => {
    const res = await app.client().gql(QUERY);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
