import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { admin, app, d1, fixture, kimchi, setUpBookingDesk } from './booking-admin.testing.js';

setUpBookingDesk();

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
