/**
 * Lists past 100 (issue 23 point 6): with 1,000 items the admin's item pickers ask the server with the
 * typed text and get a small page back quickly, and the review summary pages past its first 100 rows.
 * The queries sent are the web app's own documents, read from its .graphql files.
 */
import { readFileSync } from 'node:fs';
import { Kind, parse, print } from 'graphql';
import { Review } from '../review/review.entity.js';
import { makeAdmin } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { Experience } from './experience.entity.js';

/** One operation of a web .graphql file, as the web app sends it (these use no fragments). */
function operation(file: string, name: string): string {
  const found = parse(readFileSync(file, 'utf8')).definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name,
  );
  if (!found) throw new Error(`no ${name} in ${file}`);
  return print(found);
}

const PICKER = operation('web/src/features/admin/kit/graphql/itemPicker.graphql', 'ItemPickerSearch');
const SUMMARY = operation('web/src/features/admin/reviews/graphql/reviews.graphql', 'ReviewSummary');

const CATALOGUE = 1000;
const PLACES = ['Jongno-gu, Seoul', 'Mapo-gu, Seoul', 'Jeju City', 'Haeundae, Busan'];
const KINDS = ['Hanbok walk', 'Kimchi class', 'Palace tour', 'Temple stay', 'Makgeolli brewing'];

let app: TestApp;
let staff: TestClient;
/** The seeded items by number (1..1000). */
const items: Experience[] = [];

beforeAll(async () => {
  app = await createTestApp();
  const admin = await makeAdmin(app.em());
  staff = app.client();
  expect((await staff.login(admin.username, admin.password)).status).toBe(200);
  const em = app.em();
  for (let n = 1; n <= CATALOGUE; n++) {
    items.push(
      em.create(Experience, {
        title: `${KINDS[n % KINDS.length]} no. ${String(n).padStart(4, '0')}`,
        category: 'Experience',
        language: ['ENG'],
        location: PLACES[n % PLACES.length],
        hashtags: n % 250 === 0 ? ['rarehashtag'] : ['seoul'],
        // Every tenth off sale: the pickers find items of any status.
        isActive: n % 10 !== 0,
      } as Experience),
    );
  }
  await em.flush();
  // Reviews on 120 items: one pending on every third, one approved on each.
  for (const item of items.slice(0, 120)) {
    em.create(Review, {
      experience: item,
      reviewerName: 'Guest',
      rating: 4,
      visitDate: '2026-01-01',
      reviewContent: 'Lovely.',
      isApproved: true,
    } as Review);
    if (items.indexOf(item) % 3 === 0)
      em.create(Review, {
        experience: item,
        reviewerName: 'Guest',
        rating: 2,
        visitDate: '2026-01-02',
        reviewContent: 'Hmm.',
        isApproved: null,
      } as Review);
  }
  await em.flush();
}, 60_000);
afterAll(() => app.close());

type Found = { totalCount: number; items: { id: number; title: string }[] };

/** The picker's search as the web app sends it; answers the page and how long the round trip took. */
async function pick(search: string | null, pageSize = 20): Promise<Found & { ms: number }> {
  const started = performance.now();
  const res = await staff.gql(PICKER, { search, pageSize });
  const ms = performance.now() - started;
  expect(res.errors).toBeUndefined();
  return { ...(res.data.adminExperiences as Found), ms };
}

const numbered = (n: number) => items[n - 1];
const title = (n: number) => numbered(n).title;

describe('a catalogue of 1,000 items', () => {
  it('searches item titles on the server: only the matching items, sorted by title, one small page', async () => {
    const page = await pick('makgeolli');
    // Every fifth item (n % 5 === 4), on sale or not: 200 of them, the first 20 by title.
    const expected = items
      .filter((_, i) => (i + 1) % KINDS.length === 4)
      .map((i) => i.title)
      .sort();
    expect(page.totalCount).toBe(200);
    expect(page.items.map((i) => i.title)).toEqual(expected.slice(0, 20));

    const narrower = await pick('makgeolli brewing no. 009');
    expect(narrower).toMatchObject({ totalCount: 2, items: [{ title: title(94) }, { title: title(99) }] });
  });

  it('answers at most a page however broad the text, with the total for "N more"', async () => {
    const everything = await pick(null);
    expect(everything.totalCount).toBe(CATALOGUE);
    expect(everything.items).toHaveLength(20);
    const broad = await pick('no.');
    expect(broad.totalCount).toBe(CATALOGUE);
    expect(broad.items).toHaveLength(20);
    // Never the whole catalogue in one answer: page sizes stop at 100.
    const whole = await staff.gql(PICKER, { search: null, pageSize: CATALOGUE });
    expect(whole.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('finds an item by its id, its place and its hashtag; wildcards are plain text', async () => {
    const item = numbered(537);
    expect((await pick(String(item.id))).items.map((i) => i.id)).toContain(item.id);
    const jeju = await pick('jeju city');
    expect(jeju.totalCount).toBe(CATALOGUE / PLACES.length);
    const tagged = await pick('rarehashtag');
    expect(tagged.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(
      [250, 500, 750, 1000].map((n) => numbered(n).id),
    );
    expect(await pick('%')).toMatchObject({ totalCount: 0, items: [] });
    expect(await pick('no_ 0')).toMatchObject({ totalCount: 0, items: [] });
  });

  it('answers each keystroke quickly (well under the debounce plus a frame on a busy machine)', async () => {
    // Warm up once (first query plans), then time what typing "Palace tour no. 07" asks in turn.
    await pick('P');
    const times: number[] = [];
    for (const typed of ['Pa', 'Pala', 'Palace t', 'Palace tour no', 'Palace tour no. 07']) {
      const page = await pick(typed);
      expect(page.items.length).toBeLessThanOrEqual(20);
      times.push(page.ms);
    }
    times.sort((a, b) => a - b);
    // The median round trip (HTTP, GraphQL, SQL over 1,000 rows) stays far below a felt delay.
    expect(times[2]).toBeLessThan(250);
    expect(times[4]).toBeLessThan(1000);
  });
});

describe('the review summary past 100 items', () => {
  type Summary = { totalCount: number; page: number; items: { itemId: number; pending: number }[] };
  const summary = async (page: number, pageSize: number): Promise<Summary> => {
    const res = await staff.gql(SUMMARY, { page: { page, pageSize } });
    expect(res.errors).toBeUndefined();
    return res.data.reviewSummary as Summary;
  };

  it('pages the 120 reviewed items: 100, then the last 20, none twice, items to moderate first', async () => {
    const first = await summary(1, 100);
    const second = await summary(2, 100);
    expect([first.totalCount, first.items.length, second.totalCount, second.items.length]).toEqual([
      120, 100, 120, 20,
    ]);
    const ids = [...first.items, ...second.items].map((i) => i.itemId);
    expect(new Set(ids).size).toBe(120);
    expect(new Set(ids)).toEqual(new Set(items.slice(0, 120).map((i) => i.id)));
    // 40 items have a review to moderate: all on the first page, before the others.
    expect(first.items.slice(0, 40).every((i) => i.pending === 1)).toBe(true);
    expect([...first.items.slice(40), ...second.items].every((i) => i.pending === 0)).toBe(true);
    expect((await summary(3, 100)).items).toEqual([]);
  });
});
