import { Writable } from 'node:stream';
import { hashSecret } from './common/secrets.js';
import { makeAdmin, makeBooking, makeExperience, makeReview } from './testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from './testing/test-app.js';
import type { Experience } from './modules/experience/experience.entity.js';

// Issue 20: what the request log holds, what spreadsheets make of an export, which sites may send
// a state-changing call with the admin's cookie, and who may keep an admin answer.
let app: TestApp;
let admin: TestClient;
let experience: Experience;
const logLines: string[] = [];

const EMAIL = 'secret.guest@example.jp';
const PHONE = '+81 9087654321';
const CODE = '864209';
const PIN = '975310';
const SEARCH = 'Yamamoto-Hanako';
const TOKEN = 'bearer-token-7f3a9c';

beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await createTestApp({ LOG_LEVEL: 'debug' }, {}, { logStream: destination });
  experience = await makeExperience(app.em(), { title: 'Temple stay' });
  const { username, password } = await makeAdmin(app.em());
  admin = app.client();
  expect((await admin.login(username, password)).status).toBe(200);
});
afterAll(() => app.close());

describe('the request log holds no personal data or secrets', () => {
  it('after a look-up, a PIN-gated delete and an admin search, none of what was typed is in the log', async () => {
    await makeBooking(app.em(), experience, { guestEmail: EMAIL, guestPhone: PHONE, code: CODE });
    const review = await makeReview(app.em(), experience, { pinHash: await hashSecret(PIN) });
    const guest = app.client();
    const lookup = { email: EMAIL, phone: PHONE, verificationCode: CODE };

    expect((await guest.rest('POST', '/api/guest-bookings/verify', lookup)).status).toBe(200);
    const found = await guest.gql(
      `query FindBooking($input: FindBookingInput!) { findBooking(input: $input) { id } }`,
      { input: lookup },
    );
    expect(found.errors).toBeUndefined();
    // A client of its own that sends the look-up over GET: the query string is not logged either.
    const params = new URLSearchParams({
      query: 'query FindBooking($input: FindBookingInput!) { findBooking(input: $input) { id } }',
      variables: JSON.stringify({ input: lookup }),
    });
    await guest.fetch(`/graphql?${params}`, { headers: { 'apollo-require-preflight': 'true' } });
    const wrong = await guest.rest('POST', '/api/guest-bookings/verify', {
      ...lookup,
      verificationCode: '000001',
    });
    expect(wrong.status).toBe(404);

    const deleted = await guest.rest('DELETE', `/api/reviews/${review.id}`, undefined, {
      'x-review-pin': PIN,
    });
    expect(deleted.status).toBe(200);

    const csv = await admin.fetch(`/api/admin/bookings.csv?q=${SEARCH}`);
    expect(csv.status).toBe(200);
    // A streamed answer is logged when it finishes: read it to the end first.
    await csv.text();
    const searched = await admin.gql(
      `query($filter: AdminBookingFilter) { adminBookings(filter: $filter) { totalCount } }`,
      { filter: { search: SEARCH } },
    );
    expect(searched.errors).toBeUndefined();
    // Headers that carry a credential: an API token, and the admin's session cookie on every call above.
    await guest.fetch('/api/experiences', { headers: { authorization: `Bearer ${TOKEN}` } });
    const cookie = /kc\.sid=([^;]+)/.exec(admin.cookieHeader)![1];
    const sessionId = decodeURIComponent(cookie).slice('s:'.length).split('.')[0];
    expect(sessionId.length).toBeGreaterThan(20);

    const logged = (path: string) => logLines.join('').includes(path);
    for (let i = 0; i < 50 && !(logged('/api/admin/bookings.csv') && logged('/api/experiences')); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const log = logLines.join('');
    expect(log).toContain('/api/guest-bookings/verify'); // the requests were logged...
    expect(log).toContain('/api/admin/bookings.csv');
    for (const typed of [
      EMAIL,
      PHONE,
      PHONE.replace(/\D/g, ''),
      CODE,
      PIN,
      SEARCH,
      encodeURIComponent(EMAIL),
      TOKEN,
      sessionId,
    ]) {
      expect(log).not.toContain(typed); // ...without what was typed
    }
    expect(log).toContain('"authorization":"[redacted]"');
    expect(log).toContain('"cookie":"[redacted]"');
    expect(log).toContain('"x-review-pin":"[redacted]"');
  });
});

describe('the CSV export is safe to open in a spreadsheet', () => {
  it('writes a guest named =HYPERLINK(...) as text, not as a formula', async () => {
    const name = '=HYPERLINK("http://x","y")';
    await makeBooking(app.em(), experience, { guestName: name, guestEmail: 'formula@example.com' });
    await makeBooking(app.em(), experience, { guestName: '@SUM(1+1)', guestEmail: 'at@example.com' });
    await makeBooking(app.em(), experience, { guestName: '+cmd|calc', guestEmail: 'plus@example.com' });
    const res = await admin.fetch('/api/admin/bookings.csv?q=example.com');
    const csv = await res.text();
    expect(csv).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csv).toContain(`'@SUM(1+1)`);
    expect(csv).toContain(`'+cmd|calc`);
    // No cell starts with a formula character any more.
    for (const cell of csv.split(/[,\n]/).map((c) => c.replace(/^"/, ''))) expect(cell).not.toMatch(/^[=+@]/);
  });
});

describe('state-changing REST calls from another site are refused', () => {
  const slide = { imageUrl: '/api/images/slide.webp', language: 'ENG', title: 'Cross-site' };

  it('refuses a POST with the session cookie and a foreign Origin (403), and creates nothing', async () => {
    const res = await admin.rest('POST', '/api/carousels', slide, { origin: 'https://evil.example' });
    expect(res).toMatchObject({ status: 403, body: { message: 'Cross-site request refused.' } });
    const list = await admin.rest('GET', '/api/carousels');
    expect(list.body.map((s: { title: string }) => s.title)).not.toContain('Cross-site');
  });

  it('refuses one whose Referer is another site when no Origin is sent', async () => {
    const created = await admin.rest('POST', '/api/carousels', slide, { origin: app.url });
    expect(created.status).toBe(201);
    const res = await admin.rest('DELETE', `/api/carousels/${created.body.id}`, undefined, {
      referer: 'https://evil.example/page.html',
    });
    expect(res.status).toBe(403);
    const kept = await admin.rest('DELETE', `/api/carousels/${created.body.id}`, undefined, {
      referer: `${app.url}/admin?section=carousels`,
    });
    expect(kept.status).toBe(200);
  });

  it('lets this site (by PUBLIC_URL or by its Host), scripts without either header, and cookieless calls through', async () => {
    expect((await admin.rest('POST', '/api/carousels', slide, { origin: app.url })).status).toBe(201);
    expect((await admin.rest('POST', '/api/carousels', slide)).status).toBe(201);
    expect((await admin.rest('POST', '/api/carousels', slide, { origin: app.config.publicUrl })).status).toBe(
      201,
    );
    const anonymous = await app
      .client()
      .rest('POST', '/api/newsletter', { email: 'news@example.com' }, { origin: 'https://partner.example' });
    expect(anonymous.status).toBeLessThan(300);
  });
});

describe('admin answers are never kept by a cache', () => {
  it('marks every /api answer that needs a session, and GraphQL answers to a signed-in caller, private, no-store', async () => {
    for (const path of [
      '/api/guest-bookings',
      '/api/admin/me',
      '/api/reviews',
      '/api/inquiries',
      '/api/admin/bookings.csv',
    ]) {
      const res = await admin.fetch(path);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'private, no-store']);
    }
    const signedIn = await admin.gql('{ adminDashboard { pendingBookings } }');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    // Refused without a session: the 401 is not kept either.
    const refused = await app.client().fetch('/api/inquiries');
    expect([refused.status, refused.headers.get('cache-control')]).toEqual([401, 'private, no-store']);
    // A public answer to an anonymous caller stays cacheable as before.
    const anonymous = await app.client().gql('{ experiences { id } }');
    expect(anonymous.headers.get('cache-control')).not.toBe('private, no-store');
  });
});
