import { addDays, seoulToday } from '../../../../domain/calendar.js';
import type { BookingStatusEnum } from '../../common/enums.js';
import { hashSecret } from '../../common/secrets.js';
import { makeAdmin, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { Experience } from '../experience/experience.entity.js';
import { freePort, Inbox } from '../../platform/mail/mail.testing.js';
import { GuestBooking } from './guest-booking.entity.js';

// The scene of the admin desk's tests (booking-lists, booking-summaries, booking-bulk, booking-export
// and booking-admin .test.ts): two items with a hand-computed fixture on the days d1 and d2, an admin
// signed in, and the desk's queries. The bindings are live: a test file calls setUpBookingDesk() and
// reads app, admin, hanok and kimchi once its beforeAll has run.

export let app: TestApp;
export let inbox: Inbox;
export let admin: TestClient;
let codeHash: string;
export let hanok: Experience;
export let kimchi: Experience;
export const inDays = (n: number) => addDays(seoulToday(), n);
export const d1 = inDays(5);
export const d2 = inDays(6);
let minute = 0;

export interface Row {
  item: Experience;
  date: string;
  slot: string;
  name: string;
  phone: string;
  guests: number;
  status: BookingStatusEnum;
  email?: string;
}

/** Writes bookings directly (a distinct, increasing createdAt each), answering their ids. */
export async function insert(rows: Row[]): Promise<number[]> {
  const em = app.em();
  const made = rows.map((r) => {
    minute += 1;
    return em.create(GuestBooking, {
      experience: em.getReference(Experience, r.item.id),
      bookingDate: r.date,
      timeSlot: r.slot,
      guestName: r.name,
      guestEmail: r.email ?? `${r.name.replace(/\W/g, '').toLowerCase() || 'guest'}${minute}@example.com`,
      guestPhone: r.phone,
      verificationCodeHash: codeHash,
      numberOfGuests: r.guests,
      language: r.item.language[0],
      status: r.status,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
    });
  });
  await em.flush();
  return made.map((b) => b.id);
}

export const LIST = `query($page: PageInput, $sort: BookingSort, $direction: SortDirection, $filter: AdminBookingFilter) {
  adminBookings(page: $page, sort: $sort, direction: $direction, filter: $filter) {
    totalCount page pageSize counts { pending confirmed cancelled all }
    items { id guestName guestPhone numberOfGuests status itemTitle itemLanguage bookingDate timeSlot }
  }
}`;
const TALLY = `tally { pendingBookings pendingGuests confirmedBookings confirmedGuests cancelledBookings cancelledGuests totalBookings totalGuests }`;
export const ITEMS = `query($page: PageInput, $sort: ItemSummarySort, $direction: SortDirection, $filter: AdminBookingFilter) {
  bookingItemSummaries(page: $page, sort: $sort, direction: $direction, filter: $filter) {
    totalCount items { itemId title language maxGuests ${TALLY} }
  }
}`;
export const SLOTS = `query($itemId: Int!, $sort: SlotSort, $direction: SortDirection, $slotFilter: SlotFilter) {
  bookingSlotSummaries(itemId: $itemId, sort: $sort, direction: $direction, slotFilter: $slotFilter) {
    totalCount item { itemId title } items { bookingDate timeSlot seatsLeft overCapacity maxGuests ${TALLY} }
  }
}`;

export const tally = (...n: number[]) => ({
  pendingBookings: n[0],
  pendingGuests: n[1],
  confirmedBookings: n[2],
  confirmedGuests: n[3],
  cancelledBookings: n[4],
  cancelledGuests: n[5],
  totalBookings: n[6],
  totalGuests: n[7],
});

/** Starts the app (mails to a local SMTP inbox), writes the hand-computed fixture and signs an admin in. */
export function setUpBookingDesk(): void {
  beforeAll(async () => {
    inbox = new Inbox(await freePort());
    await inbox.start();
    app = await createTestApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
        RATE_LIMIT_BOOKINGS_PER_HOUR: '100000',
        STAFF_EMAIL: 'staff@example.kr',
      },
      { baseDelaySeconds: 1, maxDelaySeconds: 1 },
    );
    codeHash = await hashSecret('246810');
    const em = app.em();
    hanok = await makeExperience(em, { title: '한옥 다도 체험', language: ['KOR'], maxGuests: 4 });
    kimchi = await makeExperience(em, { title: 'Kimchi class', language: ['JPN', 'ENG'], maxGuests: 10 });
    await makeExperience(em, { title: 'No bookings', language: ['ENG'] });
    // The hand-computed fixture (dates d1 and d2 belong to it alone).
    await insert([
      {
        item: hanok,
        date: d1,
        slot: '10:00',
        name: '김민지',
        phone: '+82 1012345678',
        guests: 2,
        status: 'pending',
      },
      {
        item: hanok,
        date: d1,
        slot: '10:00',
        name: 'Lee Sora',
        phone: '+82 1099998888',
        guests: 3,
        status: 'confirmed',
      },
      {
        item: hanok,
        date: d1,
        slot: '10:00',
        name: 'Park Jun',
        phone: '+82 1055554444',
        guests: 2,
        status: 'confirmed',
      },
      {
        item: hanok,
        date: d1,
        slot: '10:00',
        name: 'Choi Yuna',
        phone: '+82 1077776666',
        guests: 1,
        status: 'cancelled',
      },
      {
        item: hanok,
        date: d2,
        slot: '14:00',
        name: 'Jung Hoon',
        phone: '+82 1033332222',
        guests: 1,
        status: 'pending',
      },
      {
        item: kimchi,
        date: d1,
        slot: '10:00',
        name: '佐藤 花子',
        phone: '+81 9011112222',
        guests: 1,
        status: 'confirmed',
      },
      {
        item: kimchi,
        date: d1,
        slot: '10:00',
        name: '陳 大文',
        phone: '+886 912345670',
        guests: 3,
        status: 'pending',
      },
    ]);
    const { username, password } = await makeAdmin(em);
    admin = app.client();
    expect((await admin.login(username, password)).status).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await inbox.stop();
  });
}

export const fixture = { dateFrom: d1, dateTo: d2 };
