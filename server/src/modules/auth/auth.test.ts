import { AdminSession } from './admin-session.entity.js';
import { AdminUser } from './admin-user.entity.js';
import { ensureAdmin } from './auth.service.js';
import { createLogger } from '../../common/logger.js';
import { makeAdmin } from '../../testing/fixtures.js';
import { sessionWritesAndAnswer } from '../../testing/session-order.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let app: TestApp;
let creds: { username: string; password: string };

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGIN_PER_USERNAME: '3', RATE_LIMIT_LOGIN_PER_IP: '1000' });
  creds = await makeAdmin(app.em());
});
afterAll(() => app.close());

describe('admin login over REST', () => {
  it('sets an httpOnly SameSite=Lax session cookie, stored on the server', async () => {
    const client = app.client();
    const res = await client.login(creds.username, creds.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: 'staff',
      role: 'owner',
      twoFactorEnabled: false,
      mustEnrolTwoFactor: false,
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('kc.sid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // not in test/dev; production sets Secure (config.isProduction)
    expect(await app.em().count(AdminSession)).toBeGreaterThan(0);
    expect((await client.rest('GET', '/api/admin/me')).body).toEqual({
      id: expect.any(Number),
      username: 'staff',
      role: 'owner',
      twoFactorEnabled: false,
      mustEnrolTwoFactor: false,
    });
  });

  it('answers 401 "Invalid credentials." for a wrong password or an unknown user', async () => {
    const client = app.client();
    const wrong = await client.login(creds.username, 'nope-nope');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid credentials.' });
    const unknown = await client.login('ghost', 'whatever1');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: 'Invalid credentials.' });
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('answers 400 for a missing field', async () => {
    const res = await app.client().rest('POST', '/api/admin/login', { username: 'staff' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Username and password are required.');
  });

  it('gives a new session id at each login', async () => {
    const client = app.client();
    await client.login(creds.username, creds.password);
    const first = client.cookieHeader;
    await client.login(creds.username, creds.password);
    expect(client.cookieHeader).not.toBe(first);
  });

  it('stores the session before the answer hands out its cookie, for a client that uses it at once', async () => {
    // fetch resolves with the headers: the cookie is usable before the body (and a loaded database's
    // write of the session, which express-session would finish only before the body's last byte).
    let early: Response | undefined;
    const order = await sessionWritesAndAnswer(app, '/api/admin/login', async () => {
      early = await fetch(`${app.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(creds),
      });
    });
    expect(order.slice(0, 2)).toEqual(['stored', 'answered']);
    const cookie = early!.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = await app.client().rest('GET', '/api/admin/me', undefined, { cookie });
    expect(me.body).toMatchObject({ username: creds.username });
    // Over GraphQL too.
    const gql = await sessionWritesAndAnswer(app, '/graphql', () =>
      app
        .client()
        .gql(
          'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { twoFactorRequired } }',
          {
            u: creds.username,
            p: creds.password,
          },
        ),
    );
    expect(gql.slice(0, 2)).toEqual(['stored', 'answered']);
  });

  it('logout destroys the session on the server: the old cookie no longer works', async () => {
    const client = app.client();
    await client.login(creds.username, creds.password);
    const stolen = client.cookieHeader;
    const before = await app.em().count(AdminSession);
    expect((await client.rest('POST', '/api/admin/logout')).status).toBe(200);
    expect(await app.em().count(AdminSession)).toBe(before - 1);
    const replay = await app.client().rest('GET', '/api/inquiries', undefined, { cookie: stolen });
    expect(replay.status).toBe(401);
  });

  it('limits failed logins per username with 429 and Retry-After', async () => {
    const em = app.em();
    const target = await makeAdmin(em, 'target', 'target password');
    const client = app.client();
    for (let i = 0; i < 3; i++) expect((await client.login('target', 'bad password')).status).toBe(401);
    const limited = await client.login('target', target.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other accounts are unaffected.
    expect((await client.login(creds.username, creds.password)).status).toBe(200);
  });
});

describe('over HTTPS', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '1' });
    await makeAdmin(proxied.em());
  });
  afterAll(() => proxied.close());
  const https = { 'x-forwarded-proto': 'https' };

  it('the session cookie is __Host-kc.sid, Secure, site-wide and host-only; over http it stays kc.sid', async () => {
    const client = proxied.client();
    const res = await client.rest(
      'POST',
      '/api/admin/login',
      { username: 'staff', password: 'correct horse battery' },
      https,
    );
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-kc.sid='))!;
    expect(cookie).toMatch(/; Path=\/;/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('kc.sid='))).toBe(false);
    expect((await client.rest('GET', '/api/inquiries', undefined, https)).status).toBe(200);
    const out = await client.rest('POST', '/api/admin/logout', undefined, https);
    expect(out.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^__Host-kc\.sid=;.*Secure/));

    // Development over plain http keeps working, without Secure.
    const plain = await proxied.client().login('staff', 'correct horse battery');
    const local = plain.headers.getSetCookie().find((c) => c.startsWith('kc.sid='))!;
    expect(local).not.toMatch(/Secure/);
  });

  it('a site whose PUBLIC_URL is https sets only the __Host- cookie, Secure', async () => {
    const tls = await createTestApp({ TRUST_PROXY: '1', PUBLIC_URL: 'https://bookings.example.com' });
    try {
      await makeAdmin(tls.em());
      const res = await tls
        .client()
        .rest('POST', '/api/admin/login', { username: 'staff', password: 'correct horse battery' }, https);
      expect(res.headers.getSetCookie()).toEqual([expect.stringMatching(/^__Host-kc\.sid=.*; Secure/)]);
    } finally {
      await tls.close();
    }
  });
});

describe('per-IP limit', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: '2', RATE_LIMIT_LOGIN_PER_USERNAME: '100' });
    await makeAdmin(strict.em());
  });
  afterAll(() => strict.close());

  it('blocks an IP that fails across many usernames', async () => {
    const client = strict.client();
    expect((await client.login('a-user', 'x-password')).status).toBe(401);
    expect((await client.login('b-user', 'x-password')).status).toBe(401);
    expect((await client.login('c-user', 'x-password')).status).toBe(429);
  });
});

describe('admin login over GraphQL', () => {
  it('login, me and logout', async () => {
    const client = app.client();
    const bad = await client.gql(
      'mutation { login(username: "staff", password: "wrong-pass") { twoFactorRequired } }',
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Invalid credentials.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(bad.status).toBe(401);

    const ok = await client.gql<{ login: { twoFactorRequired: boolean; user: { username: string } } }>(
      `mutation($u: String!, $p: String!) { login(username: $u, password: $p) { twoFactorRequired user { username } } }`,
      { u: creds.username, p: creds.password },
    );
    expect(ok.data?.login).toEqual({ twoFactorRequired: false, user: { username: 'staff' } });
    expect((await client.gql('{ me { username } }')).data).toEqual({ me: { username: 'staff' } });
    expect((await client.gql('mutation { logout }')).data).toEqual({ logout: true });
    expect((await client.gql('{ me { username } }')).data).toEqual({ me: null });
  });
});

describe('admin-only operations', () => {
  it('answer 401 to anonymous callers on GraphQL and REST', async () => {
    const anon = app.client();
    const gql = await anon.gql('{ inquiries { id } }');
    expect(gql.status).toBe(401);
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await anon.rest('GET', '/api/inquiries');
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ message: 'Authentication required.' });
  });

  it('work with a session', async () => {
    const client = app.client();
    await client.login(creds.username, creds.password);
    expect((await client.gql('{ inquiries { id } }')).data).toEqual({ inquiries: [] });
    expect((await client.rest('GET', '/api/inquiries')).status).toBe(200);
  });
});

describe('session expiry', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await createTestApp({ SESSION_IDLE_MINUTES: '1', SESSION_ABSOLUTE_HOURS: '1' });
    await makeAdmin(short.em());
  });
  afterAll(() => short.close());

  it('ends a session past its absolute lifetime even while it is in use', async () => {
    const client = short.client();
    await client.login('staff', 'correct horse battery');
    // Age the login by editing the stored session: 2 hours ago.
    await short.pool.query(
      `update admin_session set sess = jsonb_set(sess::jsonb, '{loginAt}', to_jsonb($1::bigint))::json`,
      [Date.now() - 2 * 3600_000],
    );
    expect((await client.rest('GET', '/api/inquiries')).status).toBe(401);
  });

  it('ends an idle session when its store entry expires', async () => {
    const client = short.client();
    await client.login('staff', 'correct horse battery');
    await short.pool.query(`update admin_session set expire = now() - interval '1 second'`);
    expect((await client.rest('GET', '/api/inquiries')).status).toBe(401);
  });
});

describe('ensureAdmin at start', () => {
  it('creates, then updates, the configured admin; hashes with argon2id', async () => {
    const em = app.em();
    const logger = createLogger({ logLevel: 'silent' });
    await ensureAdmin(em, logger, { username: 'Boss', password: 'first password' });
    const boss = await em.fork().findOneOrFail(AdminUser, { username: 'boss' });
    expect(boss.passwordHash).toMatch(/^\$argon2id\$/);
    await ensureAdmin(app.em(), logger, { username: 'boss', password: 'second password' });
    expect((await app.client().login('boss', 'first password')).status).toBe(401);
    expect((await app.client().login('boss', 'second password')).status).toBe(200);
  });
});

describe('a password change', () => {
  it("ends that user's sessions on every instance, and only theirs", async () => {
    const logger = createLogger({ logLevel: 'silent' });
    await ensureAdmin(app.em(), logger, { username: 'rotating', password: 'old password 1' });
    await makeAdmin(app.em(), 'bystander', 'bystander password');
    const laptop = app.client();
    const phone = app.client();
    const other = app.client();
    expect((await laptop.login('rotating', 'old password 1')).status).toBe(200);
    expect((await phone.login('rotating', 'old password 1')).status).toBe(200);
    expect((await other.login('bystander', 'bystander password')).status).toBe(200);

    // The same password again changes nothing.
    await ensureAdmin(app.em(), logger, { username: 'rotating', password: 'old password 1' });
    expect((await laptop.rest('GET', '/api/inquiries')).status).toBe(200);

    await ensureAdmin(app.em(), logger, { username: 'rotating', password: 'new password 2' });
    expect((await laptop.rest('GET', '/api/inquiries')).status).toBe(401);
    expect((await phone.rest('GET', '/api/inquiries')).status).toBe(401);
    expect((await other.rest('GET', '/api/inquiries')).status).toBe(200);
    expect((await app.client().login('rotating', 'new password 2')).status).toBe(200);
  }, 60_000);
});
