import { makeAdmin, makeArticle, makeExperience, makeReview } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { isCatalogQuery } from './catalog-response-cache.js';
import { ContentCache } from './content-cache.js';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const titles = async (path = '/api/experiences') =>
  ((await app.client().rest('GET', path)).body as { title: string }[]).map((e) => e.title).sort();

describe('the catalog version', () => {
  it('moves with every committed write to experiences and reviews, and with nothing else', async () => {
    const cache = new ContentCache(app.pool);
    const em = app.em();
    const v0 = BigInt((await cache.version('catalog'))!);

    const experience = await makeExperience(em, { title: 'Versioned walk' });
    const v1 = BigInt((await cache.version('catalog'))!);
    expect(v1).toBeGreaterThan(v0);

    await makeReview(em, experience, { rating: 5 });
    const v2 = BigInt((await cache.version('catalog'))!);
    expect(v2).toBeGreaterThan(v1);

    await app.pool.query('update review set is_approved = false where experience_id = $1', [experience.id]);
    const v3 = BigInt((await cache.version('catalog'))!);
    expect(v3).toBeGreaterThan(v2);

    await app.pool.query('delete from experience where id = $1', [experience.id]);
    const v4 = BigInt((await cache.version('catalog'))!);
    expect(v4).toBeGreaterThan(v3);

    // Other content does not empty the catalog's caches.
    await makeArticle(em, { title: 'Unrelated article' });
    expect(BigInt((await cache.version('catalog'))!)).toBe(v4);
  });

  it('is not visible before the writer commits', async () => {
    const cache = new ContentCache(app.pool);
    const before = await cache.version('catalog');
    const writer = await app.pool.connect();
    try {
      await writer.query('begin');
      await writer.query("update experience set title = title || '' where false");
      expect(await cache.version('catalog')).toBe(before);
      await writer.query('commit');
    } finally {
      writer.release();
    }
    expect(await cache.version('catalog')).not.toBe(before);
  });
});

describe('ContentCache', () => {
  it('computes once for concurrent misses, keeps the answer until the version moves, and forgets failures', async () => {
    const cache = new ContentCache(app.pool);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return `answer ${computed}`;
    };
    const first = await Promise.all([1, 2, 3].map(() => cache.get('catalog', 'k', compute)));
    expect(first).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(await cache.get('catalog', 'k', compute)).toBe('answer 1');
    expect(computed).toBe(1);

    await makeExperience(app.em(), { title: 'Bumps the version' });
    expect(await cache.get('catalog', 'k', compute)).toBe('answer 2');

    await makeExperience(app.em(), { title: 'Bumps it again' });
    await expect(cache.get('catalog', 'k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('catalog', 'k', compute)).toBe('answer 3');
  });

  it('keeps at most its bound of answers, dropping the least recently used', async () => {
    const cache = new ContentCache(app.pool, 2);
    await cache.get('catalog', 'a', async () => 'A');
    await cache.get('catalog', 'b', async () => 'B');
    await cache.get('catalog', 'a', async () => 'A again');
    await cache.get('catalog', 'c', async () => 'C');
    expect(cache.size).toBe(2);
    expect(await cache.get('catalog', 'a', async () => 'A recomputed')).toBe('A');
    expect(await cache.get('catalog', 'b', async () => 'B recomputed')).toBe('B recomputed');
  });
});

describe('GET /api/experiences through the cache', () => {
  it('answers a repeat from the cache with one statement, and any write to the catalog once notified', async () => {
    await makeExperience(app.em(), { title: 'Cached palace tour', category: 'Tour' });
    await app.settle();
    expect(await titles('/api/experiences?category=Tour')).toContain('Cached palace tour');

    app.queries.length = 0;
    // The same list, the categories in another order, repeated or with unknown names.
    expect(await titles('/api/experiences?category=Tour,Nope,Tour')).toContain('Cached palace tour');
    expect(app.queries.filter((sql) => !/session/i.test(sql))).toEqual([
      expect.stringMatching(/^select version from content_version/),
    ]);

    // A write from outside the app (another instance, psql) is seen once its notification arrived
    // (the fast path in front keeps this URL's answer: platform/hot-cache).
    await app.pool.query(
      "update experience set title = 'Renamed palace tour' where title = 'Cached palace tour'",
    );
    await app.settle();
    expect(await titles('/api/experiences?category=Tour')).toContain('Renamed palace tour');
  });

  it('serves the kept answer only while the version says nothing changed', async () => {
    await makeExperience(app.em(), { title: 'Quiet tour', category: 'Tickets' });
    await app.settle();
    expect(await titles('/api/experiences?category=Tickets')).toContain('Quiet tour');
    // With the triggers off, a change does not move the version: the kept answer is served.
    await app.pool.query('alter table experience disable trigger experience_catalog_version');
    try {
      await app.pool.query("update experience set title = 'Silent rename' where title = 'Quiet tour'");
    } finally {
      await app.pool.query('alter table experience enable trigger experience_catalog_version');
    }
    expect(await titles('/api/experiences?category=Tickets')).toContain('Quiet tour');
    await app.pool.query("update experience set title = 'Loud rename' where title = 'Silent rename'");
    await app.settle();
    expect(await titles('/api/experiences?category=Tickets')).toContain('Loud rename');
  });

  it('counts a new visible review in rating and reviewCount at once', async () => {
    const experience = await makeExperience(app.em(), { title: 'Reviewed show', category: 'Experience' });
    const stats = async () =>
      ((await app.client().rest('GET', '/api/experiences?category=Experience')).body as any[]).find(
        (e) => e.id === experience.id,
      );
    expect(await stats()).toMatchObject({ rating: 0, reviewCount: 0 });
    // The public counts approved reviews only (issue 29 point 9).
    await makeReview(app.em(), experience, { rating: 4, isApproved: true });
    await app.settle();
    expect(await stats()).toMatchObject({ rating: 4, reviewCount: 1 });
  });

  it('gives an admin session the inactive experiences, never the public answer', async () => {
    await makeExperience(app.em(), { title: 'Retired cached tour', category: 'Tour', isActive: false });
    expect(await titles('/api/experiences?category=Tour')).not.toContain('Retired cached tour');
    const { username, password } = await makeAdmin(app.em(), 'cache-staff');
    const admin = app.client();
    await admin.login(username, password);
    const list = (await admin.rest('GET', '/api/experiences?category=Tour')).body as { title: string }[];
    expect(list.map((e) => e.title)).toContain('Retired cached tour');
    expect(await titles('/api/experiences?category=Tour')).not.toContain('Retired cached tour');
  });
});

describe('isCatalogQuery', () => {
  const check = (source: string) => {
    const document = parse(source);
    const operation = document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    )!;
    return isCatalogQuery(operation, document);
  };

  it('holds for queries of experiences and reviews, through fragments and inline fragments', () => {
    expect(check('{ experiences { id title rating } }')).toBe(true);
    expect(
      check(`query Detail($id: Int!) { experience(id: $id) { ...Card ... on Experience { overview } } reviews(itemId: $id) { id } }
        fragment Card on Experience { id translations { title } ...Nested } fragment Nested on Experience { price }`),
    ).toBe(true);
  });

  it('fails for live fields at any depth, other roots, mutations and unknown fragments', () => {
    expect(
      check('{ experience(id: 1) { id availability(from: "2026-01-01", to: "2026-01-02") { date } } }'),
    ).toBe(false);
    expect(check('{ experiences { ...F } } fragment F on Experience { bookingWindow { from } }')).toBe(false);
    expect(check('{ experiences { id } carousels(language: ENG) { id } }')).toBe(false);
    expect(check('{ popularSearches(language: ENG) { tags } }')).toBe(false);
    expect(check('{ __schema { types { name } } }')).toBe(false);
    expect(check('mutation { logout }')).toBe(false);
    expect(check('{ experiences { ...Missing } }')).toBe(false);
    expect(check('{ experiences { ...A } } fragment A on Experience { id ...A }')).toBe(true);
  });
});

describe('GraphQL catalog queries through the cache', () => {
  const LIST = '{ experiences(filter: { categories: [Tour] }) { id title rating reviewCount } }';
  const listTitles = async (client = app.client()) =>
    ((await client.gql(LIST)).data!.experiences as { title: string }[]).map((e) => e.title);
  const statements = () => app.queries.filter((sql) => !/session/i.test(sql));

  it('answers a repeated anonymous query with one statement, and a change at once', async () => {
    await makeExperience(app.em(), { title: 'GraphQL cached tour', category: 'Tour' });
    expect(await listTitles()).toContain('GraphQL cached tour');
    app.queries.length = 0;
    expect(await listTitles()).toContain('GraphQL cached tour');
    expect(statements()).toEqual([expect.stringMatching(/^select version from content_version/)]);

    await app.pool.query(
      "update experience set title = 'GraphQL renamed tour' where title = 'GraphQL cached tour'",
    );
    expect(await listTitles()).toContain('GraphQL renamed tour');
  });

  it('runs live fields, failures and admin sessions every time', async () => {
    const experience = await makeExperience(app.em(), { title: 'Live tour', category: 'Tour' });
    const live = `{ experience(id: ${experience.id}) { id bookingWindow { from until } } }`;
    await app.client().gql(live);
    app.queries.length = 0;
    expect((await app.client().gql(live)).data).toBeDefined();
    expect(statements().some((sql) => /from "experience"/.test(sql))).toBe(true);

    const missing = '{ experience(id: 987654) { id } }';
    expect((await app.client().gql(missing)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    app.queries.length = 0;
    expect((await app.client().gql(missing)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(statements().some((sql) => /from "experience"/.test(sql))).toBe(true);

    const { username, password } = await makeAdmin(app.em(), 'gql-cache-staff');
    const admin = app.client();
    await admin.login(username, password);
    await listTitles(admin);
    app.queries.length = 0;
    await listTitles(admin);
    expect(statements().some((sql) => /from experience e/.test(sql))).toBe(true);
  });
});
