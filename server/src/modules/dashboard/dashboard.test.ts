import { addDays, seoulToday } from '../../../../domain/calendar.js';
import type { BookingStatusEnum } from '../../common/enums.js';
import { makeAdmin, makeExperience, makeReview } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { Experience } from '../experience/experience.entity.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';

let app: TestApp;
let admin: TestClient;
let hanok: Experience;
let kimchi: Experience;
const today = seoulToday();
const tomorrow = addDays(today, 1);

const QUERY = `{ adminDashboard { today tomorrow pendingBookings pendingReviews
  slots { itemId itemTitle date timeSlot confirmedGuests pendingGuests capacity } } }`;

async function book(item: Experience, date: string, slot: string, guests: number, status: BookingStatusEnum) {
  const em = app.em();
  em.create(GuestBooking, {
    experience: em.getReference(Experience, item.id),
    bookingDate: date,
    timeSlot: slot,
    guestName: 'Guest',
    guestEmail: 'guest@example.com',
    guestPhone: '+82 1012345678',
    verificationCodeHash: 'x',
    numberOfGuests: guests,
    language: item.language[0],
    status,
  });
  await em.flush();
}

beforeAll(async () => {
  app = await createTestApp();
  const em = app.em();
  hanok = await makeExperience(em, { title: '한옥 다도 체험', language: ['KOR'], maxGuests: 4 });
  kimchi = await makeExperience(em, { title: 'Kimchi class', language: ['ENG'], maxGuests: 10 });
  // The hand-computed fixture.
  await book(hanok, today, '10:00', 2, 'pending');
  await book(hanok, today, '10:00', 3, 'confirmed');
  await book(hanok, today, '10:00', 1, 'cancelled');
  await book(kimchi, today, '09:00', 4, 'pending');
  await book(hanok, tomorrow, '14:00', 1, 'confirmed');
  await book(kimchi, addDays(today, 2), '09:00', 1, 'pending'); // counted as pending, not a slot shown
  await book(kimchi, addDays(today, -1), '09:00', 2, 'cancelled');
  await makeReview(em, hanok, { isApproved: null });
  await makeReview(em, kimchi, { isApproved: null });
  await makeReview(em, kimchi, { isApproved: true });
  await makeReview(em, kimchi, { isApproved: false });
  const { username, password } = await makeAdmin(em);
  admin = app.client();
  expect((await admin.login(username, password)).status).toBe(200);
});

afterAll(() => app.close());

describe('adminDashboard', () => {
  it("answers the pending counts and today's and tomorrow's slots with their guests", async () => {
    app.queries.length = 0;
    const res = await admin.gql(QUERY);
    expect(res.errors).toBeUndefined();
    expect(res.data?.adminDashboard).toEqual({
      today,
      tomorrow,
      pendingBookings: 3,
      pendingReviews: 2,
      slots: [
        {
          itemId: kimchi.id,
          itemTitle: 'Kimchi class',
          date: today,
          timeSlot: '09:00',
          confirmedGuests: 0,
          pendingGuests: 4,
          capacity: 10,
        },
        {
          itemId: hanok.id,
          itemTitle: '한옥 다도 체험',
          date: today,
          timeSlot: '10:00',
          confirmedGuests: 3,
          pendingGuests: 2,
          capacity: 4,
        },
        {
          itemId: hanok.id,
          itemTitle: '한옥 다도 체험',
          date: tomorrow,
          timeSlot: '14:00',
          confirmedGuests: 1,
          pendingGuests: 0,
          capacity: 4,
        },
      ],
    });
    // Two SQL statements (the session lookup aside), whatever the data.
    const dashboardSql = app.queries.filter((q) => /guest_booking|review/.test(q));
    expect(dashboardSql).toHaveLength(2);
  });

  it('answers UNAUTHENTICATED (401) to an anonymous caller', async () => {
    const res = await app.client().gql(QUERY);
    expect(res.status).toBe(401);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
