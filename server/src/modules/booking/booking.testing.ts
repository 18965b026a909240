import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { makeAdmin, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import type { Experience } from '../experience/experience.entity.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import type { ApplicationRow } from './booking.store.js';

// The scene of the guest's booking tests (booking-application.test.ts, booking-status.test.ts): one
// bookable experience, an admin signed in, and helpers that apply as a guest. The bindings are live:
// a test file calls setUpBookings() and reads app, admin and experience once its beforeAll has run.

export const NOT_FOUND = 'Booking not found. Please check your information and try again.';

export let app: TestApp;
export let admin: TestClient;
export let experience: Experience;
let seq = 0;
export const inDays = (n: number) => addDays(seoulToday(), n);

/** A valid application; each call a new guest (e-mail) unless given. */
export function application(data: Record<string, unknown> = {}) {
  seq += 1;
  return {
    itemId: experience.id,
    bookingDate: inDays(3),
    timeSlot: '10:00',
    guestName: 'Aiko Tanaka',
    guestEmail: `guest${seq}@example.jp`,
    guestPhone: '+81 9012345678',
    verificationCode: '246810',
    numberOfGuests: 1,
    language: 'JPN',
    ...data,
  };
}

/**
 * An application's row as STORE takes it (booking.store.ts storeApplication), for a pending request of
 * one guest in `item`'s 10:00 slot in four days; the code hash is a stand-in (nothing looks it up).
 */
export function applicationRow(item: Experience, changes: Partial<ApplicationRow> = {}): ApplicationRow {
  seq += 1;
  return {
    experienceId: item.id,
    bookingDate: inDays(4),
    timeSlot: '10:00',
    guestName: `Guest ${seq}`,
    guestEmail: `row${seq}@example.jp`,
    guestPhone: '+819012345678',
    verificationCodeHash: `stand-in-${seq}`,
    numberOfGuests: 1,
    language: 'ENG' as never,
    specialRequests: '',
    withOption: false,
    totalPrice: 0,
    idempotencyKey: null,
    idempotencyFingerprint: null,
    status: 'pending' as never,
    holdExpiresAt: new Date(Date.now() + 3_600_000),
    maxGuests: item.maxGuests,
    ...changes,
  };
}

export const post = (body: unknown, headers: Record<string, string> = {}) =>
  app.client().rest('POST', '/api/guest-bookings', body, headers);

export async function book(data: Record<string, unknown> = {}) {
  const res = await post(application(data));
  expect(res.status).toBe(201);
  return res.body as { id: number; verificationCode: string };
}

/** The booking's mails as sent: the dispatcher renders what was queued by its template, then sends it. */
export async function mails(bookingId: number) {
  await app.mail.deliverDue();
  return app.em().find(MailOutbox, { bookingId: bookingId }, { orderBy: { id: 'asc' } });
}

/** Starts the app with a bookable experience and a signed-in admin for the test file that calls it. */
export function setUpBookings(): void {
  beforeAll(async () => {
    app = await createTestApp({
      RATE_LIMIT_BOOKINGS_PER_HOUR: '100000',
      RATE_LIMIT_LOOKUP_PER_IP: '100000',
      RATE_LIMIT_LOOKUP_PER_EMAIL: '3',
      STAFF_EMAIL: 'staff@example.kr',
      PAYMENT_INSTRUCTIONS: 'Pay at the door in cash.',
      PAYMENT_INSTRUCTIONS_JA: '当日、受付で現金でお支払いください。',
    });
    const em = app.em();
    experience = await makeExperience(em, {
      title: 'Makgeolli brewing',
      language: ['ENG', 'JPN', 'CHN', 'KOR'],
      // Every application holds its seats (domain/holds.ts) and a file makes dozens on one slot: the
      // capacity tests make small items of their own.
      maxGuests: 90,
      price: 50000,
      promotionType: ['%OFF'],
      promotionDiscount: 10,
      duration: '2 hours 30 min',
      translations: { JPN: { title: 'マッコリ造り' } },
    });
    const { username, password } = await makeAdmin(em);
    admin = app.client();
    expect((await admin.login(username, password)).status).toBe(200);
  });
  afterAll(() => app.close());
}
