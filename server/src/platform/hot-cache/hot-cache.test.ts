import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { makeAdmin, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { holdsLiveData, hotKind, isHotQuery } from './hot-cache.rules.js';

/** One exchange with the raw bytes on the wire (fetch would decode and ask for its own encodings). */
interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function rawRequest(
  method: string,
  base: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request(base + pathname, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

const rawGet = (base: string, pathname: string, headers: Record<string, string> = {}) =>
  rawRequest('GET', base, pathname, headers);

const decode = (r: Raw): string => {
  const encoding = r.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(r.body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(r.body).toString('utf8');
  expect(encoding).toBeUndefined();
  return r.body.toString('utf8');
};

/** Kept answers carry the entry's strong ETag; the normal path's answers carry none. */
const fromCache = (r: Raw) => typeof r.headers.etag === 'string' && !r.headers.etag.startsWith('W/');

/** Repeats `get` until it answers from the cache (the miss keeps its answer once compressed). */
async function untilKept(get: () => Promise<Raw>, ms = 3000): Promise<Raw> {
  const deadline = Date.now() + ms;
  for (;;) {
    const r = await get();
    if (fromCache(r)) return r;
    if (Date.now() > deadline)
      throw new Error(`not kept after ${ms} ms: ${r.status} ${JSON.stringify(r.headers)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Repeats `read` until `done` holds of it, failing after `ms`: returns how long it took. */
async function within(ms: number, read: () => Promise<string>, done: (body: string) => boolean) {
  const start = Date.now();
  for (;;) {
    const body = await read();
    if (done(body)) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`still not seen after ${ms} ms: ${body.slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A fixture written outside the HTTP app reaches the kept answers by its notification: wait for it. */
const seen = (instance: TestApp, url: string, text: string) =>
  within(
    2000,
    async () => decode(await rawGet(instance.url, url)),
    (body) => body.includes(text),
  );

const CARD = `fragment ExperienceCardFields on Experience { id title rating reviewCount __typename }`;
const LIST = `query ExperienceList($filter: ExperienceFilter!, $sort: ExperienceSort!) {
  experiences(filter: $filter, sort: $sort) { ...ExperienceCardFields __typename }
}
${CARD}`;
const SEATS_UNDER_A_HOT_NAME = `query ExperienceDetail($id: Int!) {
  experience(id: $id) { id title availability(from: "2030-01-01", to: "2030-01-03") { date slots { time available } } }
}`;
const BOOKING = `query BookingExperience($id: Int!) { experience(id: $id) { id bookingWindow { from until } } }`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const GQL_HEADERS = {
  'apollo-require-preflight': 'true',
  accept: 'application/graphql-response+json,application/json;q=0.9',
};

/** The GET url the web app's persisted-query link builds for an operation. */
function hashedUrl(query: string, operationName: string, variables: Record<string, unknown>) {
  const params = new URLSearchParams({
    operationName,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: sha256(query) } }),
  });
  return `/graphql?${params}`;
}

/** What the link does when the server answers PersistedQueryNotFound: the text with its hash, by POST. */
async function register(
  app: TestApp,
  query: string,
  operationName: string,
  variables: Record<string, unknown>,
) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...GQL_HEADERS },
    body: JSON.stringify({
      query,
      operationName,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } },
    }),
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
}

const listVars = { filter: { categories: ['Tour'] }, sort: 'popularity' };
const listTitles = (body: string) =>
  (JSON.parse(body) as { data: { experiences: { title: string }[] } }).data.experiences.map((e) => e.title);

let app: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'kc-hot-web-'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    readFileSync(path.resolve('web/index.html'), 'utf8').replace('/src/main.tsx', '/assets/index-abc.js'),
  );
  app = await createTestApp({}, {}, { webDir });
});
afterAll(async () => {
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('GraphQL queries sent by hash over GET', () => {
  it('are found by their URL: unknown hash first, then answered by the normal path, then from memory', async () => {
    await makeExperience(app.em(), { title: 'Hashed palace walk', category: 'Tour' });
    const url = hashedUrl(LIST, 'ExperienceList', listVars);
    const unknown = await rawGet(app.url, url, GQL_HEADERS);
    expect(JSON.parse(decode(unknown)).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(fromCache(unknown)).toBe(false);

    await register(app, LIST, 'ExperienceList', listVars);
    const miss = await rawGet(app.url, url, GQL_HEADERS);
    expect(miss.status).toBe(200);
    expect(fromCache(miss)).toBe(false);
    expect(listTitles(decode(miss))).toContain('Hashed palace walk');

    await untilKept(() => rawGet(app.url, url, GQL_HEADERS));
    app.queries.length = 0;
    const hit = await rawGet(app.url, url, GQL_HEADERS);
    expect(app.queries).toEqual([]); // no database round trip, not even the version
    expect(decode(hit)).toBe(decode(miss));
    expect(hit.headers).toMatchObject({
      'content-type': expect.stringMatching(/^application\/graphql-response\+json/),
      'cache-control': 'public, max-age=0, s-maxage=30',
      'cdn-cache-control': 'max-age=30, stale-while-revalidate=60',
      vary: 'Accept-Encoding, Accept, Cookie',
    });
    // Helmet's headers are replayed from the answer that was kept.
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
  });

  it('needs the CSRF preflight header like Apollo does, kept or not', async () => {
    const url = hashedUrl(LIST, 'ExperienceList', listVars);
    await untilKept(() => rawGet(app.url, url, GQL_HEADERS));
    const bare = await rawGet(app.url, url, { accept: GQL_HEADERS.accept });
    expect(bare.status).toBe(400);
    expect(decode(bare)).toMatch(/CSRF/);
  });

  it('never keeps a query that selects seats or a booking window, whatever its name', async () => {
    const experience = await makeExperience(app.em(), { title: 'Seated tour', category: 'Tour' });
    for (const [query, name] of [
      [SEATS_UNDER_A_HOT_NAME, 'ExperienceDetail'],
      [BOOKING, 'BookingExperience'],
    ] as const) {
      const vars = { id: experience.id };
      await register(app, query, name, vars);
      const url = hashedUrl(query, name, vars);
      for (let i = 0; i < 3; i++) {
        app.queries.length = 0;
        const res = await rawGet(app.url, url, GQL_HEADERS);
        expect(res.status).toBe(200);
        expect(JSON.parse(decode(res)).data.experience.id).toBe(experience.id);
        expect(fromCache(res)).toBe(false);
        expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
        expect(app.queries.some((sql) => /from "experience"/.test(sql))).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    }
  });
});

describe('kept answers on the wire', () => {
  it('answers 304 to its ETag, and gzip, br and identity bodies that decode to the bytes of the miss', async () => {
    await makeExperience(app.em(), { title: 'Encoded tour', category: 'Tour' }); // a new version: nothing kept
    const url = '/api/experiences?category=Tour';
    // The miss goes through compression() as usual.
    const miss = await rawGet(app.url, url, { 'accept-encoding': 'gzip' });
    expect(miss.headers['content-encoding']).toBe('gzip');
    expect(fromCache(miss)).toBe(false);
    const body = decode(miss);
    expect((JSON.parse(body) as { title: string }[]).map((e) => e.title)).toContain('Encoded tour');

    const gz = await untilKept(() => rawGet(app.url, url, { 'accept-encoding': 'gzip' }));
    const br = await rawGet(app.url, url, { 'accept-encoding': 'gzip, deflate, br' });
    const plain = await rawGet(app.url, url);
    const refusesBr = await rawGet(app.url, url, { 'accept-encoding': 'br;q=0, gzip' });
    expect([gz, br, plain, refusesBr].map((r) => r.headers['content-encoding'])).toEqual([
      'gzip',
      'br',
      undefined,
      'gzip',
    ]);
    for (const r of [gz, br, plain]) {
      expect(decode(r)).toBe(body);
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
      expect(r.headers.vary).toBe('Accept-Encoding, Cookie');
    }
    expect(br.body.length).toBeLessThan(body.length);
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(new Set([gz, br, plain].map((r) => r.headers.etag)).size).toBe(3);

    const notModified = await rawGet(app.url, url, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(br.headers.etag);
    const head = await rawRequest('HEAD', app.url, url, { 'accept-encoding': 'gzip' });
    expect([head.status, head.headers.etag, head.headers['content-length'], head.body.length]).toEqual([
      200,
      gz.headers.etag,
      String(gz.body.length),
      0,
    ]);
    const changed = await rawGet(app.url, url, { 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
    expect(decode(changed)).toBe(body);
  });

  it('keeps storefront pages per URL (the language is in ?lang=)', async () => {
    const experience = await makeExperience(app.em(), {
      title: 'Paged tour',
      category: 'Tour',
      language: ['ENG', 'JPN'],
      translations: { JPN: { title: 'ページツアー' } },
    });
    const page = `/experiences/${experience.id}`;
    const miss = await rawGet(app.url, page, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
    expect(miss.status).toBe(200);
    const html = decode(miss);
    expect(html).toContain('Paged tour');
    const hit = await untilKept(() =>
      rawGet(app.url, page, { accept: 'text/html', 'accept-encoding': 'gzip, br' }),
    );
    expect(hit.headers['content-type']).toMatch(/^text\/html/);
    expect(hit.headers['content-security-policy']).toBeDefined();
    expect(decode(hit)).toBe(html);

    const japanese = await untilKept(() => rawGet(app.url, `${page}?lang=ja`, { accept: 'text/html' }));
    expect(decode(japanese)).toContain('ページツアー');
    expect(decode(japanese)).not.toBe(html);

    // A missing page is never kept.
    for (let i = 0; i < 2; i++) {
      const missing = await rawGet(app.url, '/experiences/987654', { accept: 'text/html' });
      expect(missing.status).toBe(404);
      expect(fromCache(missing)).toBe(false);
    }
  });

  it("keeps a first visit's page per chosen language: never served to a visitor asking for another", async () => {
    const html = { accept: 'text/html', 'accept-encoding': 'gzip' };
    const lang = (r: Raw) => /<html lang="([^"]+)"/.exec(decode(r))?.[1];
    const get = (headers: Record<string, string>) => rawGet(app.url, '/terms', { ...html, ...headers });

    const japanese = await untilKept(() => get({ 'accept-language': 'ja-JP,ja;q=0.9' }));
    expect(lang(japanese)).toBe('ja');
    // Caches between here and the browser are told the page depends on the header.
    expect(japanese.headers.vary).toMatch(/Accept-Language/);

    // Other languages (and none) are rendered for themselves, never answered with the Japanese page.
    const korean = await get({ 'accept-language': 'ko-KR' });
    expect(lang(korean)).toBe('ko');
    expect(korean.headers.etag).not.toBe(japanese.headers.etag);
    expect(lang(await get({ 'accept-language': 'zh-TW' }))).toBe('zh-Hant');
    expect(lang(await get({ 'accept-language': 'fr' }))).toBe('en');
    expect(lang(await get({}))).toBe('en');
    // A stored choice outranks the header, in the cache as in the renderer.
    expect(lang(await get({ 'accept-language': 'ja', cookie: 'lang=en' }))).toBe('en');

    // Another spelling of the same choice finds the same kept page.
    const again = await get({ 'accept-language': 'ja,en-US;q=0.8' });
    expect(fromCache(again)).toBe(true);
    expect(again.headers.etag).toBe(japanese.headers.etag);
  });
});

describe('the versions', () => {
  it('only move forward: a late, repeated or malformed notification drops nothing', async () => {
    const url = '/api/experiences?category=Tickets';
    await makeExperience(app.em(), { title: 'Forward-only ticket', category: 'Tickets' });
    await app.settle();
    const kept = await untilKept(() => rawGet(app.url, url));
    for (const payload of ['catalog:1', 'catalog:', 'nonsense', 'content:0']) {
      await app.pool.query('select pg_notify($1, $2)', ['content_version', payload]);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    const again = await rawGet(app.url, url);
    expect(fromCache(again)).toBe(true);
    expect(again.headers.etag).toBe(kept.headers.etag);
  });
});

describe('the bounds', () => {
  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const small = await createTestApp(
      {},
      {},
      { webDir, database: app.database, hotCache: { maxEntries: 2 } },
    );
    try {
      const [a, b, c] = ['/about', '/contact', '/terms'];
      await untilKept(() => rawGet(small.url, a));
      await untilKept(() => rawGet(small.url, b));
      expect(fromCache(await rawGet(small.url, a))).toBe(true); // a is now the most recent
      await untilKept(() => rawGet(small.url, c)); // b goes
      expect(fromCache(await rawGet(small.url, a))).toBe(true);
      expect(fromCache(await rawGet(small.url, b))).toBe(false);
    } finally {
      await small.close();
    }
  });
});

describe('what the fast path never answers', () => {
  it('an admin session: the cookie bypasses, and its answer is never kept for others', async () => {
    await makeExperience(app.em(), { title: 'Retired fast tour', category: 'Tour', isActive: false });
    const url = '/api/experiences?category=Tour';
    const anonymous = await untilKept(() => rawGet(app.url, url));
    expect(decode(anonymous)).not.toContain('Retired fast tour');

    const { username, password } = await makeAdmin(app.em(), 'hot-staff');
    const admin = app.client();
    await admin.login(username, password);
    for (let i = 0; i < 2; i++) {
      app.queries.length = 0;
      const res = await rawGet(app.url, url, { cookie: admin.cookieHeader });
      expect(fromCache(res)).toBe(false);
      expect(decode(res)).toContain('Retired fast tour');
      expect(app.queries.some((sql) => /admin_session/.test(sql))).toBe(true);
    }
    expect(decode(await rawGet(app.url, url))).not.toContain('Retired fast tour');
  });

  it('a write: a POST to a kept URL runs the route, and the next read on this instance sees the write at once', async () => {
    const experience = await makeExperience(app.em(), { title: 'Soon retired tour', category: 'Tour' });
    const url = '/api/experiences?category=Tour';
    await seen(app, url, 'Soon retired tour');
    expect(decode(await untilKept(() => rawGet(app.url, url)))).toContain('Soon retired tour');

    const anonymousPost = await app.client().rest('POST', '/api/experiences?category=Tour', { title: 'x' });
    expect(anonymousPost.status).toBe(401);

    const { username, password } = await makeAdmin(app.em(), 'hot-writer');
    const admin = app.client();
    await admin.login(username, password);
    const patched = await admin.rest('PATCH', `/api/experiences/${experience.id}`, { isActive: false });
    expect(patched.status).toBe(200);
    // No wait for the notification: the write re-read the versions before answering.
    expect(decode(await rawGet(app.url, url))).not.toContain('Soon retired tour');

    const hashed = hashedUrl(LIST, 'ExperienceList', listVars);
    await register(app, LIST, 'ExperienceList', listVars);
    expect(listTitles(decode(await untilKept(() => rawGet(app.url, hashed, GQL_HEADERS))))).not.toContain(
      'Soon retired tour',
    );
    const mutation = await admin.gql(
      `mutation { setExperienceActive(id: ${experience.id}, isActive: true) { id } }`,
    );
    expect(mutation.errors).toBeUndefined();
    expect(listTitles(decode(await rawGet(app.url, hashed, GQL_HEADERS)))).toContain('Soon retired tour');
  });

  it('a write that cannot change the catalogue (a newsletter sign-up, a look-up) does not re-read the versions', async () => {
    const reads = () => app.queries.filter((sql) => /from content_version/.test(sql)).length;
    app.queries.length = 0;
    expect(
      (await app.client().rest('POST', '/api/newsletter', { email: 'neutral@example.com' })).status,
    ).toBe(201);
    const lookup = { email: 'x@example.com', phone: '+81 9012345678', verificationCode: '123456' };
    expect((await app.client().rest('POST', '/api/guest-bookings/verify', lookup)).status).toBe(404);
    const gql = await app
      .client()
      .gql(`mutation { subscribeNewsletter(email: "neutral2@example.com", language: ENG) }`);
    expect(gql.errors).toBeUndefined();
    expect(reads()).toBe(0);
    // A content write still does.
    const { username, password } = await makeAdmin(app.em(), 'hot-writer-2');
    const admin = app.client();
    await admin.login(username, password);
    app.queries.length = 0;
    await admin.gql(
      `mutation { createCarousel(input: { imageUrl: "/api/images/x.webp", language: ENG }) { id } }`,
    );
    expect(reads()).toBeGreaterThan(0);
  });
});

describe('two instances on one database', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({}, {}, { webDir, database: app.database });
  });
  afterAll(async () => {
    await other.close();
  });

  it('a write in SQL reaches both through NOTIFY, without a query per read', async () => {
    await makeExperience(app.em(), { title: 'Shared palace tour', category: 'Tour' });
    const url = '/api/experiences?category=Tour';
    for (const instance of [app, other]) {
      await seen(instance, url, 'Shared palace tour');
      expect(decode(await untilKept(() => rawGet(instance.url, url)))).toContain('Shared palace tour');
    }
    await app.pool.query(
      "update experience set title = 'Renamed shared tour' where title = 'Shared palace tour'",
    );
    for (const instance of [app, other]) {
      const ms = await within(
        2000,
        async () => decode(await rawGet(instance.url, url)),
        (body) => body.includes('Renamed shared tour'),
      );
      expect(ms).toBeLessThan(2000);
    }
    // Kept again under the new version, answered without the database.
    const kept = await untilKept(() => rawGet(other.url, url));
    expect(decode(kept)).toContain('Renamed shared tour');
    other.queries.length = 0;
    expect(decode(await rawGet(other.url, url))).toContain('Renamed shared tour');
    expect(other.queries).toEqual([]);
  });

  it('a write through instance A: at once on A, and on B by the first read after its notification', async () => {
    const experience = await makeExperience(app.em(), { title: 'Two-door tour', category: 'Tour' });
    const url = '/api/experiences?category=Tour';
    for (const instance of [app, other]) {
      await seen(instance, url, 'Two-door tour');
      expect(decode(await untilKept(() => rawGet(instance.url, url)))).toContain('Two-door tour');
    }
    const { username, password } = await makeAdmin(app.em(), 'two-door-staff');
    const admin = app.client();
    await admin.login(username, password);
    const res = await admin.gql(
      `mutation { setExperienceActive(id: ${experience.id}, isActive: false) { id } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(decode(await rawGet(app.url, url))).not.toContain('Two-door tour');
    const ms = await within(
      2000,
      async () => decode(await rawGet(other.url, url)),
      (body) => !body.includes('Two-door tour'),
    );
    expect(ms).toBeLessThan(2000);
  });

  it('the writing instance does not wait for its own notification; the other one does', async () => {
    const experience = await makeExperience(app.em(), { title: 'Quiet-write tour', category: 'Tour' });
    const url = '/api/experiences?category=Tour';
    for (const instance of [app, other]) {
      await seen(instance, url, 'Quiet-write tour');
      await untilKept(() => rawGet(instance.url, url));
    }
    const { username, password } = await makeAdmin(app.em(), 'quiet-staff');
    const admin = app.client();
    await admin.login(username, password);
    // The trigger as it was before NOTIFY: the version moves, nobody is told.
    await app.pool
      .query(`create or replace function bump_content_version() returns trigger language plpgsql as $$
      begin update content_version set version = version + 1 where name = tg_argv[0]; return null; end $$`);
    try {
      const res = await admin.gql(
        `mutation { setExperienceActive(id: ${experience.id}, isActive: false) { id } }`,
      );
      expect(res.errors).toBeUndefined();
      expect(decode(await rawGet(app.url, url))).not.toContain('Quiet-write tour');
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Without its notification, B keeps answering what it kept: the fast path asks no database.
      const stale = await rawGet(other.url, url);
      expect(fromCache(stale)).toBe(true);
      expect(decode(stale)).toContain('Quiet-write tour');
      // The same through REST.
      const patched = await admin.rest('PATCH', `/api/experiences/${experience.id}`, { isActive: true });
      expect(patched.status).toBe(200);
      expect(decode(await rawGet(app.url, url))).toContain('Quiet-write tour');
    } finally {
      await app.pool
        .query(`create or replace function bump_content_version() returns trigger language plpgsql as $$
        declare bumped bigint;
        begin
          update content_version set version = version + 1 where name = tg_argv[0] returning version into bumped;
          if bumped is not null then perform pg_notify('content_version', tg_argv[0] || ':' || bumped); end if;
          return null;
        end $$`);
    }
  });

  it('a lost listener: not served from memory while away, and versions re-read on reconnect', async () => {
    await makeExperience(app.em(), { title: 'Reconnected tour', category: 'Tour' });
    const url = '/api/experiences?category=Tour';
    await untilKept(() => rawGet(other.url, url));
    // Cut every listening connection (both instances), then write while they are away.
    const { rowCount } = await app.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'kc-pubsub' and datname = current_database()",
    );
    expect(rowCount).toBe(2);
    await app.pool.query(
      "update experience set title = 'Renamed while away' where title = 'Reconnected tour'",
    );
    const ms = await within(
      3000,
      async () => decode(await rawGet(other.url, url)),
      (body) => body.includes('Renamed while away'),
    );
    expect(ms).toBeLessThan(3000);
    // Back to answering from memory once reconnected.
    expect(decode(await untilKept(() => rawGet(other.url, url)))).toContain('Renamed while away');
  });
});

describe('the allow-lists', () => {
  it('keeps allow-listed catalogue operations only, refusing live fields at any depth', () => {
    expect(isHotQuery(LIST, 'ExperienceList')).toBe(true);
    expect(isHotQuery(LIST.replace(/ExperienceList/, 'SomethingElse'), 'SomethingElse')).toBe(false);
    expect(isHotQuery(SEATS_UNDER_A_HOT_NAME, 'ExperienceDetail')).toBe(false);
    expect(isHotQuery(BOOKING, 'BookingExperience')).toBe(false);
    expect(
      isHotQuery(
        'query Reviews { reviews(itemId: 1) { id ...F } } fragment F on Review { seatsLeft }',
        'Reviews',
      ),
    ).toBe(false);
    expect(isHotQuery('query Article { findBooking(input: {}) { id } }', 'Article')).toBe(false);
    expect(isHotQuery('mutation ExperienceList { logout }', 'ExperienceList')).toBe(false);
    expect(isHotQuery('not graphql', 'ExperienceList')).toBe(false);
  });

  it('knows which URLs may be kept', () => {
    expect(
      ['/', '/?lang=ja', '/experiences', '/experiences/12?lang=ko', '/articles/3', '/about'].map(hotKind),
    ).toEqual(['page', 'page', 'page', 'page', 'page', 'page']);
    expect(
      ['/admin', '/booking-verification', '/image-test', '/assets/a.js', '/api/bookings'].map(hotKind),
    ).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(['/api/experiences?category=Tour', '/api/articles/2', '/graphql?x=1'].map(hotKind)).toEqual([
      'api',
      'api',
      'graphql',
    ]);
  });

  it('never keeps a rendered page whose handed-over cache holds seats or a booking window', () => {
    expect(holdsLiveData('<script>window.__APOLLO_STATE__={"Experience:1":{"title":"Tour"}}</script>')).toBe(
      false,
    );
    expect(holdsLiveData('{"Experience:1":{"availability({\\"from\\":\\"2030-01-01\\"})":[]}}')).toBe(true);
    expect(holdsLiveData('{"Experience:1":{"bookingWindow":{"from":"2030-01-01"}}}')).toBe(true);
    expect(holdsLiveData('{"Experience:1":{"bookingWindow":{"__typename":"BookingWindow"}}}')).toBe(true);
    expect(holdsLiveData('{"__typename":"AvailabilityDay","date":"2030-01-01"}')).toBe(true);
    expect(holdsLiveData('<p>Check availability on the day</p>')).toBe(false);
    // schema.org's Offer in the JSON-LD of an experience page.
    expect(holdsLiveData('{"@type":"Offer","availability":"https://schema.org/InStock"}')).toBe(false);
  });
});
