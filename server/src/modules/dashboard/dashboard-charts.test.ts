import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { makeAdmin, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';

let app: TestApp;
let admin: TestClient;

const QUERY = `{ dashboardCharts {
  from to
  applicationsPerDay { date applications guests }
  occupancy { date confirmedGuests capacity }
  bookingsByLanguage { language bookings guests }
  topItems { itemId title applications guests }
} }`;

beforeAll(async () => {
  app = await createTestApp();
  const { username, password } = await makeAdmin(app.em(), 'charts-staff');
  admin = app.client();
  await admin.login(username, password);
});
afterAll(() => app.close());

/** A booking row as written at a given Seoul time (created_at), straight into the table. */
async function booking(
  itemId: number,
  createdSeoul: string,
  { guests = 1, status = 'pending', language = 'ENG', date = addDays(seoulToday(), 3), slot = '10:00' } = {},
) {
  await app.pool.query(
    `insert into guest_booking (experience_id, booking_date, time_slot, guest_name, guest_email, guest_phone,
       verification_code_hash, number_of_guests, language, status, created_at)
     values ($1, $2, $3, 'Guest', 'g@example.com', '+82 1012345678', 'x', $4, $5, $6, ($7 || ' Asia/Seoul')::timestamptz)`,
    [itemId, date, slot, guests, language, status, createdSeoul],
  );
}

describe('dashboard charts', () => {
  it('aggregates per Seoul day, language and item, and offers seats by the schedule rules', async () => {
    const today = seoulToday();
    const yesterday = addDays(today, -1);
    const tomorrow = addDays(today, 1);
    // Sales open from tomorrow; three slots of 8 seats; tomorrow + 2 is closed.
    const walk = await makeExperience(app.em(), {
      title: 'Palace walk',
      language: ['ENG', 'JPN'],
      maxGuests: 8,
      timeSlots: ['09:00', '11:00', '13:00'],
      salesAvailableFrom: tomorrow,
      salesAvailableUntil: addDays(today, 40),
      unavailableDates: [addDays(today, 3)],
      blockedWeekdays: [],
    });
    const show = await makeExperience(app.em(), {
      title: 'Nanta show',
      language: ['KOR'],
      maxGuests: 4,
      timeSlots: ['19:00'],
    });
    await makeExperience(app.em(), {
      title: 'Retired tour',
      isActive: false,
      maxGuests: 50,
      timeSlots: ['10:00'],
    });

    await booking(walk.id, `${today} 00:30`, { guests: 2 });
    await booking(walk.id, `${today} 10:00`, { guests: 3, language: 'JPN' });
    await booking(walk.id, `${yesterday} 23:59`, { guests: 1 });
    await booking(show.id, `${today} 09:00`, { guests: 4, language: 'KOR', status: 'cancelled' });
    await booking(show.id, `${addDays(today, -29)} 12:00`, { guests: 2, language: 'KOR' });
    // Older than the period: left out everywhere.
    await booking(show.id, `${addDays(today, -30)} 12:00`, { guests: 9, language: 'KOR' });
    // Confirmed seats in the coming days.
    await booking(walk.id, `${addDays(today, -40)} 12:00`, {
      guests: 5,
      status: 'confirmed',
      date: tomorrow,
      slot: '09:00',
    });

    // Confirmed seats outside the 14 days (yesterday, and the 15th day): in no day of the chart.
    for (const date of [yesterday, addDays(today, 14)])
      await booking(walk.id, `${addDays(today, -40)} 12:00`, {
        guests: 7,
        status: 'confirmed',
        date,
        slot: '09:00',
      });

    const res = await admin.gql(QUERY);
    expect(res.errors).toBeUndefined();
    const charts = res.data.dashboardCharts;
    expect(charts.from).toBe(addDays(today, -29));
    expect(charts.to).toBe(today);
    expect(charts.applicationsPerDay).toHaveLength(30);
    expect(charts.applicationsPerDay.at(-1)).toEqual({ date: today, applications: 3, guests: 9 });
    expect(charts.applicationsPerDay.at(-2)).toEqual({ date: yesterday, applications: 1, guests: 1 });
    expect(charts.applicationsPerDay[0]).toEqual({ date: addDays(today, -29), applications: 1, guests: 2 });
    expect(
      charts.applicationsPerDay.slice(1, -2).every((d: { applications: number }) => d.applications === 0),
    ).toBe(true);

    expect(charts.bookingsByLanguage).toEqual([
      { language: 'ENG', bookings: 2, guests: 3 },
      { language: 'JPN', bookings: 1, guests: 3 },
      { language: 'CHN', bookings: 0, guests: 0 },
      { language: 'CHS', bookings: 0, guests: 0 },
      { language: 'KOR', bookings: 2, guests: 6 },
    ]);
    expect(charts.topItems).toEqual([
      { itemId: walk.id, title: 'Palace walk', applications: 3, guests: 6 },
      { itemId: show.id, title: 'Nanta show', applications: 1, guests: 2 },
    ]);

    expect(charts.occupancy.map((d: { date: string }) => d.date)).toEqual(
      Array.from({ length: 14 }, (_, i) => addDays(today, i)),
    );
    expect(
      charts.occupancy.reduce((n: number, d: { confirmedGuests: number }) => n + d.confirmedGuests, 0),
    ).toBe(5);
    const seatsOn = (date: string) => {
      let seats = 0;
      if (date >= tomorrow && date !== addDays(today, 3)) seats += 3 * 8;
      // The show sells from today for 30 days by default; today's 19:00 may have started already.
      if (date !== today || charts.occupancy[0].capacity >= 4) seats += 4;
      return seats;
    };
    expect(charts.occupancy[1]).toEqual({ date: tomorrow, confirmedGuests: 5, capacity: seatsOn(tomorrow) });
    expect(charts.occupancy[3]).toEqual({ date: addDays(today, 3), confirmedGuests: 0, capacity: 4 });
    expect(charts.occupancy[0].capacity === 0 || charts.occupancy[0].capacity === 4).toBe(true);
  });

  it('is for admins only', async () => {
    expect((await app.client().gql(QUERY)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
