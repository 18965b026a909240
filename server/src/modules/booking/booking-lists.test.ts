import { addDays } from '../../../../domain/calendar.js';
import type { BookingStatusEnum } from '../../common/enums.js';
import { makeExperience } from '../../testing/fixtures.js';
import {
  admin,
  app,
  d1,
  d2,
  fixture,
  hanok,
  inDays,
  insert,
  ITEMS,
  kimchi,
  LIST,
  setUpBookingDesk,
} from './booking-admin.testing.js';

setUpBookingDesk();

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
