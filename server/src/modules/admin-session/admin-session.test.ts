import { AdminRole } from '../auth/admin-user.entity.js';
import { makeAdmin } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import { deviceName } from './device.js';

// Sessions (issue 24 point 4): each user sees their signed-in sessions and ends any of them; an
// owner sees and ends anyone's; an ended session's next request is anonymous.
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PASSWORD = 'a long enough passphrase';

let app: TestApp;
let ownerId: number;
let staffId: number;

beforeAll(async () => {
  app = await createTestApp();
  ownerId = (await makeAdmin(app.em(), 'boss', PASSWORD, AdminRole.owner)).admin.id;
  staffId = (await makeAdmin(app.em(), 'helper', PASSWORD, AdminRole.staff)).admin.id;
});
afterAll(() => app.close());

/** A browser with its own user agent, signed in. */
async function signIn(username: string, userAgent: string): Promise<TestClient> {
  const client = app.client();
  const res = await client.rest(
    'POST',
    '/api/admin/login',
    { username, password: PASSWORD },
    { 'user-agent': userAgent },
  );
  expect(res.status).toBe(200);
  return client;
}

type SessionJson = {
  id: string;
  userId: number;
  username: string;
  device: string | null;
  address: string | null;
  signedInAt: string;
  lastUsedAt: string;
  current: boolean;
};
const list = (client: TestClient, query = '') =>
  client.rest<SessionJson[]>('GET', `/api/admin/sessions${query}`, undefined, {
    'user-agent': IPHONE_SAFARI,
  });

describe('the device name', () => {
  it.each([
    [MAC_CHROME, 'Chrome 131 · macOS'],
    [IPHONE_SAFARI, 'Safari 17 · iPhone'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Edge 131 · Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S928N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet 25 · Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133 · Linux'],
    ['curl/8.5.0', 'curl 8'],
    ['something else', null],
    ['', null],
  ])('%s', (userAgent, expected) => {
    expect(deviceName(userAgent)).toBe(expected);
  });
});

describe('my sessions', () => {
  it('lists each device with its name, address, sign-in time and last use; this device first', async () => {
    const laptop = await signIn('helper', MAC_CHROME);
    const phone = await signIn('helper', IPHONE_SAFARI);
    // The laptop is used once after signing in: its device and address are recorded.
    expect((await laptop.rest('GET', '/api/admin/me', undefined, { 'user-agent': MAC_CHROME })).status).toBe(
      200,
    );
    const res = await list(phone);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toEqual([
      {
        id: expect.stringMatching(/^[\w-]{22}$/),
        userId: staffId,
        username: 'helper',
        device: 'Safari 17 · iPhone',
        address: expect.stringMatching(/127\.0\.0\.1|::1/),
        signedInAt: expect.any(String),
        lastUsedAt: expect.any(String),
        current: true,
      },
      expect.objectContaining({ userId: staffId, device: 'Chrome 131 · macOS', current: false }),
    ]);
    // The id names the session without being its cookie.
    const cookies = [laptop.cookieHeader, phone.cookieHeader].join(' ');
    for (const session of res.body) expect(cookies).not.toContain(session.id);
    // GraphQL answers the same.
    const gql = await phone.gql<{ adminSessions: { device: string; current: boolean }[] }>(
      '{ adminSessions { id device address signedInAt lastUsedAt current username userId } }',
    );
    expect(gql.data!.adminSessions.map((s) => [s.device, s.current])).toEqual([
      ['Safari 17 · iPhone', true],
      ['Chrome 131 · macOS', false],
    ]);
    await phone.rest('POST', '/api/admin/logout');
    await laptop.rest('POST', '/api/admin/logout');
  });

  it('records the last use at most once a minute', async () => {
    const client = await signIn('helper', MAC_CHROME);
    const seen = async () =>
      (
        await app.pool.query<{ seen: number | null }>(
          `select (sess->>'seenAt')::bigint as seen from admin_session where sess->>'adminId' = $1`,
          [String(staffId)],
        )
      ).rows[0].seen;
    await client.rest('GET', '/api/admin/me');
    const first = await seen();
    expect(first).toEqual(expect.any(String));
    await client.rest('GET', '/api/admin/me');
    expect(await seen()).toBe(first);
    // A minute later, the next request writes it again.
    await app.pool.query(
      `update admin_session set sess = (sess::jsonb || jsonb_build_object('seenAt', (sess->>'seenAt')::bigint - 61000))::json
        where sess->>'adminId' = $1`,
      [String(staffId)],
    );
    await client.rest('GET', '/api/admin/me');
    expect(Number(await seen())).toBeGreaterThanOrEqual(Number(first));
    await client.rest('POST', '/api/admin/logout');
  });

  it('ends another of my sessions at once; ending this one signs me out', async () => {
    const laptop = await signIn('helper', MAC_CHROME);
    const phone = await signIn('helper', IPHONE_SAFARI);
    const other = (await list(phone)).body.find((s) => !s.current)!;
    const ended = await phone.rest('DELETE', `/api/admin/sessions/${other.id}`);
    expect(ended.status).toBe(204);
    expect((await laptop.rest('GET', '/api/admin/sessions')).status).toBe(401);
    expect((await laptop.gql('{ adminSessions { id } }')).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    // Ended already: NOT_FOUND the second time.
    expect((await phone.rest('DELETE', `/api/admin/sessions/${other.id}`)).status).toBe(404);
    const mine = (await list(phone)).body;
    expect(mine.map((s) => s.current)).toEqual([true]);
    const self = await phone.gql<{ endAdminSession: boolean }>(
      'mutation($id: String!) { endAdminSession(id: $id) }',
      {
        id: mine[0].id,
      },
    );
    expect(self.data).toEqual({ endAdminSession: true });
    expect((await phone.rest('GET', '/api/admin/me')).body).toBeNull();
    expect((await phone.rest('GET', '/api/admin/sessions')).status).toBe(401);
  });
});

describe("others' sessions", () => {
  it("an owner lists and ends a staff member's session; the audit trail says so", async () => {
    const owner = await signIn('boss', MAC_CHROME);
    const staff = await signIn('helper', IPHONE_SAFARI);
    await staff.rest('GET', '/api/admin/me', undefined, { 'user-agent': IPHONE_SAFARI });
    const theirs = await list(owner, `?user=${staffId}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([
      expect.objectContaining({
        userId: staffId,
        username: 'helper',
        device: 'Safari 17 · iPhone',
        current: false,
      }),
    ]);
    const gql = await owner.gql<{ adminSessions: { id: string }[] }>(
      'query($u: Int) { adminSessions(userId: $u) { id } }',
      { u: staffId },
    );
    expect(gql.data!.adminSessions.map((s) => s.id)).toEqual([theirs.body[0].id]);
    const mark = (await app.em().find(AuditEntry, {}, { orderBy: { id: 'desc' }, limit: 1 }))[0]?.id ?? 0;
    expect((await owner.rest('DELETE', `/api/admin/sessions/${theirs.body[0].id}`)).status).toBe(204);
    expect((await staff.rest('GET', '/api/admin/me')).body).toBeNull();
    expect((await list(owner, `?user=${staffId}`)).body).toEqual([]);
    const entries = await app.em().find(AuditEntry, { id: { $gt: mark } });
    expect(entries.map((e) => [e.kind, e.username, e.targetType, e.targetId, e.after])).toEqual([
      ['session.end', 'boss', 'admin_session', theirs.body[0].id, null],
    ]);
    expect(entries[0].before).toMatchObject({
      userId: staffId,
      username: 'helper',
      device: 'Safari 17 · iPhone',
    });
    await owner.rest('POST', '/api/admin/logout');
  });

  it("a staff member neither sees nor ends anyone else's", async () => {
    const owner = await signIn('boss', MAC_CHROME);
    const staff = await signIn('helper', IPHONE_SAFARI);
    const ownerSession = (await list(owner)).body[0];
    expect((await list(staff, `?user=${ownerId}`)).status).toBe(403);
    expect(
      (await staff.gql('query($u: Int) { adminSessions(userId: $u) { id } }', { u: ownerId })).errors?.[0]
        .extensions?.code,
    ).toBe('FORBIDDEN');
    // As if it did not exist: nothing tells a staff member the id is a session.
    expect((await staff.rest('DELETE', `/api/admin/sessions/${ownerSession.id}`)).status).toBe(404);
    expect((await owner.rest('GET', '/api/admin/me')).body).toMatchObject({ username: 'boss' });
    expect((await list(staff, '?user=abc')).status).toBe(400);
    expect((await app.client().rest('GET', '/api/admin/sessions')).status).toBe(401);
    expect((await app.client().rest('DELETE', `/api/admin/sessions/${ownerSession.id}`)).status).toBe(401);
  });
});
