import { addDays, seoulToday } from '../../../../domain/calendar.js';
import type { BookingStatusEnum } from '../../common/enums.js';
import { hashSecret } from '../../common/secrets.js';
import { makeAdmin, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { Experience } from '../experience/experience.entity.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { freePort, Inbox } from '../../platform/mail/mail.testing.js';
import { BookingLog } from './booking-log.entity.js';
import { GuestBooking } from './guest-booking.entity.js';

let app: TestApp;
let inbox: Inbox;
let admin: TestClient;
let codeHash: string;
let hanok: Experience;
let kimchi: Experience;
const inDays = (n: number) => addDays(seoulToday(), n);
const d1 = inDays(5);
const d2 = inDays(6);
let minute = 0;

interface Row {
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
async function insert(rows: Row[]): Promise<number[]> {
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

const LIST = `query($page: PageInput, $sort: BookingSort, $direction: SortDirection, $filter: AdminBookingFilter) {
  adminBookings(page: $page, sort: $sort, direction: $direction, filter: $filter) {
    totalCount page pageSize counts { pending confirmed cancelled all }
    items { id guestName guestPhone numberOfGuests status itemTitle itemLanguage bookingDate timeSlot }
  }
}`;
const TALLY = `tally { pendingBookings pendingGuests confirmedBookings confirmedGuests cancelledBookings cancelledGuests totalBookings totalGuests }`;
const ITEMS = `query($page: PageInput, $sort: ItemSummarySort, $direction: SortDirection, $filter: AdminBookingFilter) {
  bookingItemSummaries(page: $page, sort: $sort, direction: $direction, filter: $filter) {
    totalCount items { itemId title language maxGuests ${TALLY} }
  }
}`;
const SLOTS = `query($itemId: Int!, $sort: SlotSort, $direction: SortDirection, $slotFilter: SlotFilter) {
  bookingSlotSummaries(itemId: $itemId, sort: $sort, direction: $direction, slotFilter: $slotFilter) {
    totalCount item { itemId title } items { bookingDate timeSlot seatsLeft overCapacity maxGuests ${TALLY} }
  }
}`;

const tally = (...n: number[]) => ({
  pendingBookings: n[0],
  pendingGuests: n[1],
  confirmedBookings: n[2],
  confirmedGuests: n[3],
  cancelledBookings: n[4],
  cancelledGuests: n[5],
  totalBookings: n[6],
  totalGuests: n[7],
});

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

const fixture = { dateFrom: d1, dateTo: d2 };

describe('flat list', () => {
  it('answers a page with status counts under the same filter, newest first', async () => {
    const res = await admin.gql(LIST, { filter: { ...fixture, status: 'pending' } });
    expect(res.errors).toBeUndefined();
    expect(res.data.adminBookings).toMatchObject({
      totalCount: 3,
      page: 1,
      pageSize: 20,
      counts: { pending: 3, confirmed: 3, cancelled: 1, all: 7 },
    });
    expect(res.data.adminBookings.items.map((b: { guestName: string }) => b.guestName)).toEqual([
      '陳 大文',
      'Jung Hoon',
      '김민지',
    ]);
    expect(res.data.adminBookings.items[0]).toMatchObject({
      itemTitle: 'Kimchi class',
      itemLanguage: 'JPN',
      bookingDate: d1,
      timeSlot: '10:00',
      numberOfGuests: 3,
    });
  });

  it.each([['+82 10-1234-5678'], ['01012345678'], ['1012345678'], ['010-1234-5678']])(
    'finds the phone +82 1012345678 by its digits: %s',
    async (search) => {
      const res = await admin.gql(LIST, { filter: { ...fixture, search } });
      expect(res.data.adminBookings.items.map((b: { guestName: string }) => b.guestName)).toEqual(['김민지']);
      expect(res.data.adminBookings.counts).toEqual({ pending: 1, confirmed: 0, cancelled: 0, all: 1 });
    },
  );

  it('searches name, e-mail, booking id and item title', async () => {
    const names = async (search: string) =>
      (await admin.gql(LIST, { filter: { ...fixture, search } })).data.adminBookings.items
        .map((b: { guestName: string }) => b.guestName)
        .sort();
    expect(await names('park')).toEqual(['Park Jun']);
    expect(await names('한옥')).toEqual(['Choi Yuna', 'Jung Hoon', 'Lee Sora', 'Park Jun', '김민지']);
    const [first] = (await admin.gql(LIST, { filter: { ...fixture, search: '佐藤' } })).data.adminBookings
      .items;
    expect(await names(String(first.id))).toContain('佐藤 花子');
    expect(await names('100%')).toEqual([]);
  });

  it('filters by item, item language and date, sorts by any column and pages', async () => {
    const res = await admin.gql(LIST, {
      filter: { ...fixture, language: 'KOR' },
      sort: 'numberOfGuests',
      direction: 'DESC',
    });
    expect(res.data.adminBookings.items.map((b: { numberOfGuests: number }) => b.numberOfGuests)).toEqual([
      3, 2, 2, 1, 1,
    ]);
    const byItem = await admin.gql(LIST, {
      filter: { itemId: kimchi.id },
      sort: 'guestName',
      direction: 'ASC',
    });
    expect(byItem.data.adminBookings.items.map((b: { guestName: string }) => b.guestName)).toEqual([
      '佐藤 花子',
      '陳 大文',
    ]);
    const day2 = await admin.gql(LIST, { filter: { dateFrom: d2, dateTo: d2 } });
    expect(day2.data.adminBookings.totalCount).toBe(1);

    const paging = await makeExperience(app.em(), { title: 'Paging', language: ['ENG'] });
    await insert(
      Array.from({ length: 12 }, (_, i) => ({
        item: paging,
        date: inDays(20),
        slot: '09:00',
        name: `Page ${String(i + 1).padStart(2, '0')}`,
        phone: '+1 2025550100',
        guests: 1,
        status: 'pending' as const,
      })),
    );
    const page2 = await admin.gql(LIST, {
      filter: { itemId: paging.id },
      sort: 'guestName',
      direction: 'ASC',
      page: { page: 2, pageSize: 10 },
    });
    expect(page2.data.adminBookings).toMatchObject({ totalCount: 12, page: 2, pageSize: 10 });
    expect(page2.data.adminBookings.items.map((b: { guestName: string }) => b.guestName)).toEqual([
      'Page 11',
      'Page 12',
    ]);
  });

  it('refuses a bad page size, date and language as BAD_USER_INPUT', async () => {
    for (const variables of [
      { page: { page: 1, pageSize: 7 } },
      { filter: { dateFrom: '2026-02-30' } },
      { page: { page: 0, pageSize: 10 } },
    ]) {
      const res = await admin.gql(LIST, variables);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('costs the same number of SQL statements whatever the page size and filter', async () => {
    const count = async (variables: Record<string, unknown>) => {
      app.queries.length = 0;
      const res = await admin.gql(LIST, variables);
      expect(res.errors).toBeUndefined();
      return app.queries.filter((q) => !/^(begin|commit|rollback)/i.test(q)).length;
    };
    const small = await count({ page: { page: 1, pageSize: 10 } });
    const large = await count({ page: { page: 1, pageSize: 100 }, sort: 'itemTitle' });
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(5);
    // A search finds its matches once, for the page and the counts: one statement fewer.
    const search = (pageSize: number) =>
      count({ page: { page: 1, pageSize }, sort: 'itemTitle', filter: { search: 'a', status: 'pending' } });
    expect(await search(10)).toBe(small - 1);
    expect(await search(100)).toBe(small - 1);
  });
});

describe('by item', () => {
  it('counts bookings and guests per status for each item (hand-computed)', async () => {
    const res = await admin.gql(ITEMS, { filter: fixture, sort: 'title', direction: 'ASC' });
    expect(res.errors).toBeUndefined();
    expect(res.data.bookingItemSummaries).toEqual({
      totalCount: 2,
      items: [
        {
          itemId: kimchi.id,
          title: 'Kimchi class',
          language: 'JPN',
          maxGuests: 10,
          tally: tally(1, 3, 1, 1, 0, 0, 2, 4),
        },
        {
          itemId: hanok.id,
          title: '한옥 다도 체험',
          language: 'KOR',
          maxGuests: 4,
          tally: tally(2, 3, 2, 5, 1, 1, 5, 9),
        },
      ],
    });
    const byTotal = await admin.gql(ITEMS, { filter: fixture, sort: 'total', direction: 'DESC' });
    expect(byTotal.data.bookingItemSummaries.items.map((i: { itemId: number }) => i.itemId)).toEqual([
      hanok.id,
      kimchi.id,
    ]);
  });

  it('counts each slot of an item, with seats left and the slot filters', async () => {
    const res = await admin.gql(SLOTS, { itemId: hanok.id });
    expect(res.errors).toBeUndefined();
    expect(res.data.bookingSlotSummaries).toEqual({
      totalCount: 2,
      item: { itemId: hanok.id, title: '한옥 다도 체험' },
      items: [
        {
          bookingDate: d1,
          timeSlot: '10:00',
          seatsLeft: 0,
          overCapacity: true,
          maxGuests: 4,
          tally: tally(1, 2, 2, 5, 1, 1, 4, 8),
        },
        {
          bookingDate: d2,
          timeSlot: '14:00',
          seatsLeft: 4,
          overCapacity: false,
          maxGuests: 4,
          tally: tally(1, 1, 0, 0, 0, 0, 1, 1),
        },
      ],
    });
    const dates = async (slotFilter: string) =>
      (await admin.gql(SLOTS, { itemId: hanok.id, slotFilter })).data.bookingSlotSummaries.items.map(
        (s: { bookingDate: string }) => s.bookingDate,
      );
    expect(await dates('overCapacity')).toEqual([d1]);
    expect(await dates('withConfirmed')).toEqual([d1]);
    expect(await dates('withPending')).toEqual([d1, d2]);
    const bySeats = await admin.gql(SLOTS, { itemId: hanok.id, sort: 'seatsLeft', direction: 'DESC' });
    expect(
      bySeats.data.bookingSlotSummaries.items.map((s: { bookingDate: string }) => s.bookingDate),
    ).toEqual([d2, d1]);
  });

  it('lists the applications of one slot with a status filter', async () => {
    const res = await admin.gql(LIST, {
      filter: { itemId: hanok.id, dateFrom: d1, dateTo: d1, timeSlot: '10:00', status: 'confirmed' },
      sort: 'guestName',
      direction: 'ASC',
    });
    expect(res.data.adminBookings.items.map((b: { guestName: string }) => b.guestName)).toEqual([
      'Lee Sora',
      'Park Jun',
    ]);
    expect(res.data.adminBookings.counts).toEqual({ pending: 1, confirmed: 2, cancelled: 1, all: 4 });
  });

  it('shows the day view: confirmed and pending guests against capacity', async () => {
    const res = await admin.gql(
      `query($from: String) { bookingDayView(from: $from, days: 2) { itemId bookingDate timeSlot maxGuests confirmedGuests pendingGuests } }`,
      { from: d1 },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.bookingDayView).toEqual([
      {
        itemId: kimchi.id,
        bookingDate: d1,
        timeSlot: '10:00',
        maxGuests: 10,
        confirmedGuests: 1,
        pendingGuests: 3,
      },
      {
        itemId: hanok.id,
        bookingDate: d1,
        timeSlot: '10:00',
        maxGuests: 4,
        confirmedGuests: 5,
        pendingGuests: 2,
      },
      {
        itemId: hanok.id,
        bookingDate: d2,
        timeSlot: '14:00',
        maxGuests: 4,
        confirmedGuests: 0,
        pendingGuests: 1,
      },
    ]);
  });
});

describe("item titles in the admin's language", () => {
  it('names an item by its translated title in the language asked for, else by its own, in one query for the lot', async () => {
    await app
      .em()
      .getConnection()
      .execute(`update experience set translations = ?::jsonb where id = ?`, [
        JSON.stringify({ KOR: { title: ' 김치 교실 ' }, JPN: { title: '  ' }, CHN: { location: '首爾' } }),
        kimchi.id,
      ]);
    try {
      const ask = async (language: string | null) => {
        app.queries.length = 0;
        const res = await admin.gql(
          `query($filter: AdminBookingFilter, $itemId: Int!, $from: String, $language: Language) {
            adminBookings(filter: $filter, sort: id, direction: ASC) { items { itemTitle(language: $language) } }
            bookingItemSummaries(filter: $filter, sort: title, direction: ASC) { items { title(language: $language) } }
            bookingSlotSummaries(itemId: $itemId) { item { title(language: $language) } }
            bookingDayView(from: $from, days: 1) { title(language: $language) }
          }`,
          { filter: fixture, itemId: kimchi.id, from: d1, language },
        );
        expect(res.errors).toBeUndefined();
        const lookups = app.queries.filter((q) => q.includes('jsonb_each(e.translations)')).length;
        const d = res.data;
        return {
          list: d.adminBookings.items.map((b: { itemTitle: string }) => b.itemTitle),
          items: d.bookingItemSummaries.items.map((i: { title: string }) => i.title),
          slotItem: d.bookingSlotSummaries.item.title,
          day: d.bookingDayView.map((s: { title: string }) => s.title),
          // Batched: at most one look-up per root list (each arrives in its own tick, and DataLoader
          // batches per tick), never one per row; counted as 1 when batched.
          lookups: lookups <= 4 ? Math.min(lookups, 1) : lookups,
        };
      };
      const hanokTitle = '한옥 다도 체험';
      expect(await ask('KOR')).toEqual({
        list: [...Array(5).fill(hanokTitle), '김치 교실', '김치 교실'],
        items: ['김치 교실', hanokTitle],
        slotItem: '김치 교실',
        day: ['김치 교실', hanokTitle],
        lookups: 1,
      });
      // A blank translated title, no title in a translation, or no language: the item's own.
      for (const language of ['JPN', 'CHN', 'ENG', null]) {
        expect(await ask(language)).toEqual({
          list: [...Array(5).fill(hanokTitle), 'Kimchi class', 'Kimchi class'],
          items: ['Kimchi class', hanokTitle],
          slotItem: 'Kimchi class',
          day: ['Kimchi class', hanokTitle],
          lookups: language ? 1 : 0,
        });
      }
    } finally {
      await app
        .em()
        .getConnection()
        .execute(`update experience set translations = '{}' where id = ?`, [kimchi.id]);
    }
  });
});

describe('bulk actions', () => {
  it('approves 20 one-guest applications onto a 3-seat slot: 3 confirmed, 17 refused', async () => {
    const slot = await makeExperience(app.em(), { title: 'Small room', maxGuests: 3, language: ['ENG'] });
    const ids = await insert(
      Array.from({ length: 20 }, (_, i) => ({
        item: slot,
        date: inDays(9),
        slot: '16:00',
        name: `Bulk ${i}`,
        phone: '+1 2025550100',
        guests: 1,
        status: 'pending' as const,
      })),
    );
    const preview = await admin.gql(
      `query($ids: [Int!]!) { bulkBookingPreview(ids: $ids, action: approve) { selected applicable mailsGuests } }`,
      { ids },
    );
    expect(preview.data.bulkBookingPreview).toEqual({ selected: 20, applicable: 20, mailsGuests: true });

    const BULK = `mutation($ids: [Int!]!) { bulkBookingAction(ids: $ids, action: approve) { id outcome booking { status } } }`;
    const res = await admin.gql(BULK, { ids });
    expect(res.errors).toBeUndefined();
    const outcomes = res.data.bulkBookingAction.map((r: { outcome: string }) => r.outcome);
    expect(outcomes.filter((o: string) => o === 'approved')).toHaveLength(3);
    expect(outcomes.filter((o: string) => o === 'refused_over_capacity')).toHaveLength(17);
    // Oldest applications first.
    expect(res.data.bulkBookingAction.slice(0, 3).map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 3));
    expect(await app.em().count(GuestBooking, { experience: slot.id, status: 'confirmed' })).toBe(3);
    expect(await app.em().count(MailOutbox, { bookingId: { $in: ids }, kind: 'booking_approved' })).toBe(3);

    const again = await admin.gql(
      `query($ids: [Int!]!) { bulkBookingPreview(ids: $ids, action: approve) { selected applicable } }`,
      { ids },
    );
    expect(again.data.bulkBookingPreview).toEqual({ selected: 20, applicable: 17 });
    const second = await admin.gql(BULK, { ids: ids.slice(0, 4) });
    expect(second.data.bulkBookingAction.map((r: { outcome: string }) => r.outcome)).toEqual([
      'already',
      'already',
      'already',
      'refused_over_capacity',
    ]);
  });

  it('cancels in bulk with the reason mailed, and refuses an empty selection', async () => {
    const ids = await insert([
      {
        item: kimchi,
        date: inDays(12),
        slot: '11:00',
        name: 'Cancel A',
        phone: '+81 9000000001',
        guests: 1,
        status: 'pending',
      },
      {
        item: kimchi,
        date: inDays(12),
        slot: '11:00',
        name: 'Cancel B',
        phone: '+81 9000000002',
        guests: 1,
        status: 'cancelled',
      },
    ]);
    const res = await admin.gql(
      `mutation($ids: [Int!]!) { bulkBookingAction(ids: $ids, action: cancel, reason: "Typhoon") { id outcome } }`,
      { ids: [...ids, 999999] },
    );
    expect(res.data.bulkBookingAction).toEqual([
      { id: ids[0], outcome: 'cancelled' },
      { id: ids[1], outcome: 'already' },
      { id: 999999, outcome: 'not_found' },
    ]);
    await app.mail.deliverDue();
    const [mail] = await app.em().find(MailOutbox, { bookingId: ids[0], kind: 'booking_cancelled' });
    expect(mail.text).toContain('Typhoon');
    const empty = await admin.gql(`mutation { bulkBookingAction(ids: [], action: cancel) { id } }`);
    expect(empty.errors?.[0]).toMatchObject({
      message: 'Select between 1 and 500 bookings.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('resend and CSV', () => {
  it("sends the booking's last mail to the guest again and logs email_sent", async () => {
    const booked = await app.client().rest('POST', '/api/guest-bookings', {
      itemId: kimchi.id,
      bookingDate: inDays(4),
      timeSlot: '10:00',
      guestName: '山田 太郎',
      guestEmail: 'taro@example.jp',
      guestPhone: '+81 9012345678',
      verificationCode: '135790',
      numberOfGuests: 2,
      language: 'JPN',
    });
    expect(booked.status).toBe(201);
    const id = booked.body.id as number;
    expect((await admin.rest('POST', `/api/guest-bookings/${id}/approve`)).status).toBe(200);
    await app.mail.deliverDue();
    inbox.received = [];
    const sentBefore = await app.em().count(BookingLog, { booking: id, logType: 'email_sent' });

    const res = await admin.gql(
      `mutation($id: Int!) { resendBookingMail(id: $id) { bookingId recipient subject } }`,
      {
        id,
      },
    );
    expect(res.errors).toBeUndefined();
    // The mail first sent (the resend is queued beside it, rendered only when it goes out).
    const approved = await app
      .em()
      .findOneOrFail(MailOutbox, { bookingId: id, kind: 'booking_approved' }, { orderBy: { id: 'asc' } });
    expect(res.data.resendBookingMail).toEqual({
      bookingId: id,
      recipient: 'taro@example.jp',
      subject: approved.subject,
    });
    expect(await app.mail.deliverDue()).toBe(1);
    expect(inbox.received).toHaveLength(1);
    expect(inbox.received[0]).toMatch(/^To: taro@example.jp/m);
    const logs = await app
      .em()
      .find(BookingLog, { booking: id, logType: 'email_sent' }, { orderBy: { id: 'asc' } });
    expect(logs).toHaveLength(sentBefore + 1);
    expect(logs.at(-1)).toMatchObject({
      createdBy: 'system',
      newValue: 'taro@example.jp',
      details: approved.subject,
    });

    const missing = await admin.gql(`mutation { resendBookingMail(id: 999999) { subject } }`);
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('exports the filtered list as CSV: UTF-8 with a BOM, Korean and Japanese names intact', async () => {
    const res = await admin.fetch(
      `/api/admin/bookings.csv?dateFrom=${d1}&dateTo=${d1}&sort=guestName&direction=ASC`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true })
      .decode(bytes)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'id,itemLanguage,itemTitle,bookingDate,timeSlot,numberOfGuests,option,totalPrice,guestName,guestPhone,guestEmail,status,createdAt,adminMemo,specialRequests,amountDue,amountPaid,paymentStatus,paymentDueDate',
    );
    expect(lines.slice(1).map((l) => l.split(',')[8])).toEqual([
      'Choi Yuna',
      'Lee Sora',
      'Park Jun',
      '佐藤 花子',
      '陳 大文',
      '김민지',
    ]);
    expect(lines.find((l) => l.includes('김민지'))).toMatch(
      // A cell starting with + is written as text (escape_formulas), the phone number included.
      new RegExp(`^\\d+,KOR,한옥 다도 체험,${d1},10:00,2,,\\d+,김민지,'\\+82 1012345678,`),
    );
    const pendingJpn = await admin.fetch(
      `/api/admin/bookings.csv?status=pending&language=JPN&dateFrom=${d1}&dateTo=${d1}`,
    );
    const text = await pendingJpn.text();
    expect(text.trim().split('\n')).toHaveLength(2);
    expect(text).toContain('陳 大文');
    const bad = await admin.rest('GET', '/api/admin/bookings.csv?status=maybe');
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'Status must be pending, confirmed or cancelled.' },
    });
    for (const sort of ['nope', 'constructor', '__proto__']) {
      const badSort = await admin.rest('GET', `/api/admin/bookings.csv?sort=${sort}`);
      expect(badSort).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/^sort must be one of /) },
      });
    }
  });
});

describe('admin only', () => {
  const anonymousCalls = [
    `{ adminBookings { totalCount } }`,
    `{ bookingItemSummaries { totalCount } }`,
    `{ bookingSlotSummaries(itemId: 1) { totalCount } }`,
    `{ bookingDayView { key } }`,
    `{ bulkBookingPreview(ids: [1], action: approve) { selected } }`,
    `mutation { bulkBookingAction(ids: [1], action: approve) { id } }`,
    `mutation { resendBookingMail(id: 1) { subject } }`,
  ];
  it.each(anonymousCalls)('answers UNAUTHENTICATED to an anonymous %s', async (query) => {
    const before = await app.em().count(MailOutbox, {});
    const res = await app.client().gql(query);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await app.em().count(MailOutbox, {})).toBe(before);
  });

  it('answers 401 to an anonymous CSV export', async () => {
    const res = await app.client().rest('GET', '/api/admin/bookings.csv');
    expect(res).toMatchObject({ status: 401, body: { message: 'Authentication required.' } });
  });
});

describe('kept counts (booking_tally)', () => {
  // Without a date filter the tabs and item summaries read the counts a trigger keeps; with one they
  // count the bookings: over every date both must agree, whatever happened to the bookings.
  const everyDate = { dateFrom: '2000-01-01', dateTo: '2100-12-31' };
  async function expectSameCounts() {
    const [kept, counted] = await Promise.all([
      admin.gql(ITEMS, { sort: 'title', direction: 'ASC' }),
      admin.gql(ITEMS, { filter: everyDate, sort: 'title', direction: 'ASC' }),
    ]);
    expect(kept.errors).toBeUndefined();
    expect(kept.data).toEqual(counted.data);
    const [tabs, countedTabs] = await Promise.all([
      admin.gql(LIST, { filter: { itemId: hanok.id } }),
      admin.gql(LIST, { filter: { itemId: hanok.id, ...everyDate } }),
    ]);
    expect(tabs.data.adminBookings.counts).toEqual(countedTabs.data.adminBookings.counts);
    return kept.data.bookingItemSummaries;
  }

  it('agree with counting the bookings through inserts, changes of status, guests and item, and deletions', async () => {
    const before = await expectSameCounts();
    const ids = await insert(
      [1, 2, 3, 4, 5].map((guests) => ({
        item: hanok,
        date: d2,
        slot: '14:00',
        name: `Tally ${guests}`,
        phone: '+82 1012345678',
        guests,
        status: 'pending' as BookingStatusEnum,
      })),
    );
    await expectSameCounts();
    const sql = (text: string, params: unknown[]) => app.pool.query(text, params);
    await sql(`update guest_booking set status = 'confirmed' where id = any($1)`, [ids.slice(0, 2)]);
    await sql(`update guest_booking set number_of_guests = 7, admin_memo = 'x' where id = $1`, [ids[2]]);
    await sql(`update guest_booking set experience_id = $1 where id = $2`, [kimchi.id, ids[3]]);
    await sql(`update guest_booking set admin_memo = 'only the memo' where id = $1`, [ids[4]]);
    const changed = await expectSameCounts();
    expect(changed).not.toEqual(before);
    await sql(`delete from guest_booking where id = any($1)`, [ids]);
    expect(await expectSameCounts()).toEqual(before);
  });
});

describe('orders at scale (issue 25): the indexed walks answer as full sorts do', () => {
  // Planner settings for every pooled connection of the app: the index walks the migration
  // 20261127205500 made for 1,000,000 bookings, or full scans and sorts (what a small table gets anyway).
  const WALK =
    'set enable_seqscan = off; set enable_sort = off; set enable_hashjoin = off; set enable_hashagg = off';
  const SORT =
    'set enable_indexscan = off; set enable_indexonlyscan = off; set enable_bitmapscan = off; set enable_incremental_sort = off';
  async function planned<T>(settings: string, run: () => Promise<T>): Promise<T> {
    const each = async (sql: string) => {
      const clients = await Promise.all(Array.from({ length: 5 }, () => app.pool.connect()));
      try {
        await Promise.all(clients.map((c) => c.query(sql)));
      } finally {
        clients.forEach((c) => c.release());
      }
    };
    await each(settings);
    try {
      return await run();
    } finally {
      await each('reset all');
    }
  }
  const day = inDays(30);
  let ids: number[] = [];

  beforeAll(async () => {
    const em = app.em();
    const twinA = await makeExperience(em, { title: 'Same title', maxGuests: 6 });
    const twinB = await makeExperience(em, { title: 'Same title', maxGuests: 6 });
    const untitled = await makeExperience(em, { title: 'x', maxGuests: 6 });
    await app.pool.query(`update experience set title = '' where id = $1`, [untitled.id]);
    const items = [twinB, twinA, untitled, hanok, twinA, kimchi, twinB, untitled];
    ids = await insert(
      items.map((item, i) => ({
        item,
        date: addDays(day, i % 2),
        slot: ['09:00', '10:00', '14:00'][i % 3],
        name: `Order ${i}`,
        phone: '+82 1040404040',
        guests: 1 + (i % 3),
        status: (['pending', 'confirmed', 'cancelled', 'pending'] as BookingStatusEnum[])[i % 4],
      })),
    );
  });
  afterAll(async () => {
    await app.pool.query(`delete from guest_booking where id = any($1)`, [ids]);
  });

  const everyPage = async (variables: Record<string, unknown>) => {
    const pages: unknown[] = [];
    for (let page = 1; ; page++) {
      const res = await admin.gql(LIST, { ...variables, page: { page, pageSize: 10 } });
      expect(res.errors).toBeUndefined();
      pages.push(res.data.adminBookings);
      if (page * 10 >= res.data.adminBookings.totalCount) return pages;
    }
  };
  const lists = () =>
    Promise.all([
      everyPage({ sort: 'itemTitle', direction: 'ASC' }),
      everyPage({ sort: 'itemTitle', direction: 'DESC', filter: { status: 'pending' } }),
      everyPage({ filter: { status: 'pending' } }),
      everyPage({ filter: { search: 'same TITLE' } }),
      everyPage({ sort: 'itemTitle', filter: { search: 'order ', status: 'pending' } }),
      admin
        .gql(
          `query($from: String) { bookingDayView(from: $from, days: 2) { key title confirmedGuests pendingGuests } }`,
          { from: day },
        )
        .then((res) => res.data),
    ]);

  it('pages sorted by item title, a status tab, a search by title and the day view agree under both plans', async () => {
    const walked = await planned(WALK, lists);
    const sorted = await planned(SORT, lists);
    expect(walked).toEqual(sorted);
    // The title order itself: empty titles read 'Unknown'; equal titles interleave by booking id.
    const first = (walked[0] as { items: { id: number; itemTitle: string }[] }[]).flatMap((p) => p.items);
    const mine = first.filter((b) => ids.includes(b.id)).map((b) => b.id);
    expect(mine).toEqual([ids[5], ids[0], ids[1], ids[4], ids[6], ids[2], ids[7], ids[3]]);
    const search = (walked[3] as { totalCount: number }[])[0].totalCount;
    expect(search).toBe(4);
    // A search counts its matches per status as it pages them (one statement for both).
    const [pending] = walked[4] as { totalCount: number; counts: unknown; items: { id: number }[] }[];
    expect(pending.counts).toEqual({ pending: 4, confirmed: 2, cancelled: 2, all: 8 });
    expect(pending.totalCount).toBe(4);
    expect(pending.items.map((b) => b.id)).toEqual([ids[3], ids[7], ids[4], ids[0]]); // DESC: the default
  });

  it("caps each day of the day view at its first slots by time, then item id, in the whole view's order", async () => {
    const view = async (slotsPerDay?: number) => {
      const res = await admin.gql(
        `query($from: String, $n: Int) { bookingDayView(from: $from, days: 2, slotsPerDay: $n) { key itemId bookingDate timeSlot title } }`,
        { from: day, n: slotsPerDay },
      );
      expect(res.errors).toBeUndefined();
      return res.data.bookingDayView as {
        key: string;
        itemId: number;
        bookingDate: string;
        timeSlot: string;
      }[];
    };
    const all = await view();
    expect(all.length).toBeGreaterThan(2);
    for (const n of [1, 2, 3, 100]) {
      const kept = new Set(
        [day, addDays(day, 1)].flatMap((date) =>
          all
            .filter((s) => s.bookingDate === date)
            .sort((a, b) => a.timeSlot.localeCompare(b.timeSlot) || a.itemId - b.itemId)
            .slice(0, n)
            .map((s) => s.key),
        ),
      );
      expect(await view(n)).toEqual(all.filter((s) => kept.has(s.key)));
    }
    const refused = await admin.gql(`{ bookingDayView(slotsPerDay: 0) { key } }`);
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
