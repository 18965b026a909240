import { discountedPrice } from '../../../../domain/pricing.js';
import { addDays, seoulToday, weekday } from '../../../../domain/calendar.js';
import { makeAdmin, makeExperience, makeReview } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { Experience } from './experience.entity.js';

let app: TestApp;
let hanbok: Experience,
  kpop: Experience,
  dmz: Experience,
  nanta: Experience,
  hidden: Experience,
  jp: Experience;

beforeAll(async () => {
  app = await createTestApp();
  const em = app.em();
  hanbok = await makeExperience(em, {
    title: 'Hanbok Palace Walk',
    description: 'Wear hanbok at Gyeongbokgung.',
    category: 'Experience',
    kCultureTags: ['K-Drama'],
    hashtags: ['palace', 'hanbok'],
    location: 'Jongno-gu, Seoul',
    price: 40000,
    promotionType: ['%OFF'],
    promotionDiscount: 50, // 20,000
    latitude: 37.5796,
    longitude: 126.977,
    salesAvailableFrom: '2026-01-01',
    salesAvailableUntil: '2026-12-31',
    unavailableDates: ['2026-06-10'],
    timeSlots: ['09:00', '14:00'],
    translations: { JPN: { title: '韓服で宮殿散策' } },
  });
  kpop = await makeExperience(em, {
    title: 'K-Pop Dance Class',
    category: 'Experience',
    kCultureTags: ['K-Pop'],
    hashtags: ['dance', 'hongdae'],
    location: 'Mapo-gu',
    price: 30000,
    promotionType: ['EXCLUSIVE'],
    blockedWeekdays: [0, 6],
  });
  dmz = await makeExperience(em, {
    title: 'DMZ Day Tour',
    category: 'Tour',
    kCultureTags: ['K-Trend'],
    price: 90000,
    language: ['ENG', 'JPN'],
  });
  nanta = await makeExperience(em, {
    title: 'Nanta Show',
    category: 'Tickets',
    kCultureTags: ['K-Pop'],
    price: 25000,
  });
  hidden = await makeExperience(em, { title: 'Retired Tour', category: 'Tour', isActive: false, price: 1 });
  jp = await makeExperience(em, {
    title: 'マッコリ教室',
    category: 'Experience',
    kCultureTags: ['K-Sool'],
    language: ['JPN'],
  });

  // Reviews: only approved ones count (not the rejected one, nor those waiting for approval).
  await makeReview(em, kpop, { rating: 5, isApproved: true });
  await makeReview(em, kpop, { rating: 4, isApproved: true });
  await makeReview(em, kpop, { rating: 1, isApproved: false });
  await makeReview(em, dmz, { rating: 3, isApproved: true });
  await makeReview(em, dmz, { rating: 2, isApproved: true });
  await makeReview(em, dmz, { rating: 3, isApproved: true });
  await makeReview(em, nanta, { rating: 5, isApproved: true });
  await makeReview(em, hanbok, { rating: 5 });
  await makeReview(em, hanbok, { rating: 4, isApproved: null });
});
afterAll(() => app.close());

const LIST = `query($filter: ExperienceFilter, $sort: ExperienceSort) {
  experiences(filter: $filter, sort: $sort) { id title price discountedPrice rating reviewCount }
}`;
const ids = (data: { experiences: { id: number }[] } | null | undefined) =>
  data?.experiences.map((e) => e.id);

describe('experiences query', () => {
  it('lists active experiences of a language, most reviewed first by default', async () => {
    const res = await app.client().gql(LIST, { filter: { language: 'ENG' } });
    expect(ids(res.data)).toEqual([dmz.id, kpop.id, nanta.id, hanbok.id]);
  });

  it('derives rating and review count from visible reviews', async () => {
    const res = await app.client().gql(LIST, { filter: { language: 'ENG' } });
    const k = res.data.experiences.find((e: { id: number }) => e.id === kpop.id);
    expect(k).toMatchObject({ rating: 4.5, reviewCount: 2 });
    const h = res.data.experiences.find((e: { id: number }) => e.id === hanbok.id);
    expect(h).toMatchObject({ rating: 0, reviewCount: 0, price: 40000, discountedPrice: 20000 });
  });

  it('sorts by rating and by discounted price', async () => {
    const c = app.client();
    expect(ids((await c.gql(LIST, { filter: { language: 'ENG' }, sort: 'rating' })).data)).toEqual([
      nanta.id,
      kpop.id,
      dmz.id,
      hanbok.id,
    ]);
    expect(ids((await c.gql(LIST, { filter: { language: 'ENG' }, sort: 'priceLow' })).data)).toEqual([
      hanbok.id, // 20,000 after 50% off, though listed at 40,000
      nanta.id,
      kpop.id,
      dmz.id,
    ]);
    expect(ids((await c.gql(LIST, { filter: { language: 'ENG' }, sort: 'priceHigh' })).data)).toEqual([
      dmz.id,
      kpop.id,
      nanta.id,
      hanbok.id,
    ]);
  });

  it('filters OR within a group and AND across groups', async () => {
    const c = app.client();
    const both = await c.gql(LIST, { filter: { language: 'ENG', categories: ['Tour', 'Tickets'] } });
    expect(ids(both.data)?.sort()).toEqual([dmz.id, nanta.id].sort());
    const and = await c.gql(LIST, {
      filter: { language: 'ENG', categories: ['Experience'], cultureTags: ['K_POP'] },
    });
    expect(ids(and.data)).toEqual([kpop.id]);
    const langs = await c.gql(LIST, { filter: { languages: ['JPN'] } });
    expect(ids(langs.data)?.sort()).toEqual([dmz.id, jp.id].sort());
  });

  it('searches case-insensitively over title, description, location, hashtags and tags', async () => {
    const c = app.client();
    const search = async (s: string) =>
      ids((await c.gql(LIST, { filter: { language: 'ENG', search: s } })).data);
    expect(await search('hanbok palace')).toEqual([hanbok.id]);
    expect(await search('GYEONGBOKGUNG')).toEqual([hanbok.id]);
    expect(await search('mapo')).toEqual([kpop.id]);
    expect(await search('hongdae')).toEqual([kpop.id]);
    expect((await search('k-pop'))?.sort()).toEqual([kpop.id, nanta.id].sort());
    expect(await search('100%')).toEqual([]);
  });

  it('filters by a date range (window overlap, unavailable dates, blocked weekdays)', async () => {
    const c = app.client();
    const range = async (dateFrom: string, dateTo: string) =>
      ids((await c.gql(LIST, { filter: { language: 'ENG', dateFrom, dateTo } })).data) ?? [];
    // Inside hanbok's window, but 2026-06-10 is unavailable.
    expect(await range('2026-06-09', '2026-06-11')).not.toContain(hanbok.id);
    expect(await range('2026-06-11', '2026-06-12')).toContain(hanbok.id);
    // kpop is closed on weekends: a Saturday-Sunday range misses it, a range with a weekday matches.
    const today = seoulToday();
    let saturday = addDays(today, 1);
    while (weekday(saturday) !== 6) saturday = addDays(saturday, 1);
    expect(await range(saturday, addDays(saturday, 1))).not.toContain(kpop.id);
    expect(await range(saturday, addDays(saturday, 2))).toContain(kpop.id);
    // No window at all: always matches.
    expect(await range('2030-01-01', '2030-01-02')).toContain(dmz.id);
    const bad = await c.gql(LIST, { filter: { dateFrom: '2026-02-30' } });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Dates must be YYYY-MM-DD.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('judges the weekday rule without a row per day, and accepts at most 366 days (issue 28)', async () => {
    const c = app.client();
    const range = async (dateFrom: string, dateTo: string) => {
      app.queries.length = 0;
      const res = await c.gql(LIST, { filter: { language: 'ENG', dateFrom, dateTo } });
      expect(app.queries.join('\n')).not.toMatch(/generate_series/);
      return res;
    };
    let saturday = addDays(seoulToday(), 1);
    while (weekday(saturday) !== 6) saturday = addDays(saturday, 1);
    // A week or more holds every weekday: kpop (closed on weekends) matches from a Saturday on.
    expect(ids((await range(saturday, addDays(saturday, 6))).data)).toContain(kpop.id);
    expect(ids((await range(saturday, addDays(saturday, 365))).data)).toContain(kpop.id);
    const closed = await makeExperience(app.em(), {
      title: 'Never open',
      language: ['ENG'],
      blockedWeekdays: [0, 1, 2, 3, 4, 5, 6],
    });
    await app.settle();
    expect(ids((await range(saturday, addDays(saturday, 30))).data)).not.toContain(closed.id);
    await app.em().nativeDelete(Experience, { id: closed.id });
    await app.settle();

    for (const [dateFrom, dateTo] of [
      [saturday, addDays(saturday, 366)],
      ['1000-01-14', '9999-12-31'],
    ]) {
      const res = await range(dateFrom, dateTo);
      expect(res.status).toBe(400);
      expect(res.errors?.[0]).toMatchObject({
        message: 'The date range can be at most 366 days.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(app.queries.filter((q) => /from experience/.test(q))).toEqual([]);
    }
  });

  it('uses the same discount rule as domain/pricing.ts', async () => {
    const res = await app.client().gql(LIST, { filter: { language: 'ENG' } });
    for (const e of res.data.experiences) {
      const entity = [hanbok, kpop, dmz, nanta].find((x) => x.id === e.id)!;
      expect(e.discountedPrice).toBe(discountedPrice(entity));
    }
  });

  it('costs a constant number of SQL statements whatever the list length', async () => {
    const c = app.client();
    const q =
      '{ experiences { id title discountedPrice rating reviewCount translations { language title } } }';
    app.queries.length = 0;
    await c.gql(q);
    const before = app.queries.length;
    const em = app.em();
    for (let i = 0; i < 20; i++) await makeExperience(em, { title: `Extra ${i}` });
    app.queries.length = 0;
    const res = await c.gql(q);
    expect(res.data.experiences.length).toBeGreaterThan(20);
    expect(app.queries.length).toBe(before);
    // The catalog version (the answer is not kept: the new experiences moved it), the ids with
    // their review figures, then the rows: rating and reviewCount cost nothing more.
    expect(before).toBe(3);
  });
});

describe('experience query', () => {
  it('answers one experience with its translations', async () => {
    const res = await app
      .client()
      .gql(`{ experience(id: ${hanbok.id}) { title translations { language title } } }`);
    expect(res.data).toEqual({
      experience: {
        title: 'Hanbok Palace Walk',
        translations: [{ language: 'JPN', title: '韓服で宮殿散策' }],
      },
    });
  });

  it('is NOT_FOUND for a missing or inactive experience (inactive visible to admins)', async () => {
    const anon = app.client();
    for (const id of [999999, hidden.id]) {
      const res = await anon.gql(`{ experience(id: ${id}) { id } }`);
      expect(res.errors?.[0]).toMatchObject({
        message: "The experience you're looking for doesn't exist or has been removed.",
        extensions: { code: 'NOT_FOUND' },
      });
      expect(res.status).toBe(404);
    }
    const { username, password } = await makeAdmin(app.em(), 'exp-admin', 'exp admin password');
    const admin = app.client();
    await admin.login(username, password);
    expect((await admin.gql(`{ experience(id: ${hidden.id}) { title } }`)).data).toEqual({
      experience: { title: 'Retired Tour' },
    });
  });
});

describe('REST /api/experiences', () => {
  it('answers the spec field names and shapes', async () => {
    const res = await app.client().rest('GET', `/api/experiences/${hanbok.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: hanbok.id,
      title: 'Hanbok Palace Walk',
      category: 'Experience',
      kCultureTags: ['K-Drama'],
      language: ['ENG'],
      isActive: true,
      price: '40000',
      discountedPrice: '20000',
      promotionType: ['%OFF'],
      promotionDiscount: 50,
      salesAvailableFrom: [2026, 1, 1],
      salesAvailableUntil: [2026, 12, 31],
      unavailableDates: [[2026, 6, 10]],
      timeSlots: [{ startTime: '09:00' }, { startTime: '14:00' }],
      latitude: '37.5796',
      longitude: '126.977',
      minGuests: 1,
      maxGuests: 10,
      startTime: '10:00',
      translations: { JPN: { title: '韓服で宮殿散策' } },
      rating: 0,
      reviewCount: 0,
    });
  });

  it('filters by one or several categories and ignores unknown ones', async () => {
    const c = app.client();
    const list = async (q: string) =>
      (await c.rest('GET', `/api/experiences${q}`)).body.map((e: { id: number }) => e.id).sort();
    expect(await list('?category=Tour')).toEqual([dmz.id]);
    expect(await list('?category=Tour,Tickets')).toEqual([dmz.id, nanta.id].sort());
    expect(await list('?category=Tour,Bogus')).toEqual([dmz.id]);
    const all = await list('');
    expect(all).toContain(jp.id);
    expect(all).not.toContain(hidden.id);
  });

  it('answers 404 with the spec message', async () => {
    for (const id of ['999999', 'abc', String(hidden.id)]) {
      const res = await app.client().rest('GET', `/api/experiences/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        message: "The experience you're looking for doesn't exist or has been removed.",
      });
    }
  });
});

describe('popular searches', () => {
  it('answers up to 3 culture tags in use and the 3 most frequent hashtags of the language', async () => {
    const em = app.em();
    await makeExperience(em, {
      title: 'Palace night',
      hashtags: ['palace', 'night'],
      kCultureTags: ['K-Drama'],
    });
    await makeExperience(em, {
      title: 'Palace day',
      hashtags: ['palace', 'hanbok'],
      kCultureTags: ['K-Food'],
    });
    const res = await app.client().gql('{ popularSearches(language: ENG) { cultureTags hashtags } }');
    const { cultureTags, hashtags } = res.data.popularSearches;
    expect(hashtags).toEqual(['palace', 'hanbok', 'dance']);
    expect(cultureTags).toHaveLength(3);
    for (const tag of cultureTags) expect(['K-Drama', 'K-Pop', 'K-Trend', 'K-Food']).toContain(tag);
    const jp = await app.client().gql('{ popularSearches(language: JPN) { cultureTags hashtags } }');
    expect(jp.data.popularSearches).toEqual({
      cultureTags: expect.arrayContaining(['K-Sool', 'K-Trend']),
      hashtags: [],
    });
  });
});
