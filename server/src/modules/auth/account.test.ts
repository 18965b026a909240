import { AuditEntry } from '../audit/audit-entry.entity.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { makeAdmin } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { AdminRole, AdminUser } from './admin-user.entity.js';
import { ensureAdmin } from './auth.service.js';
import { createLogger } from '../../common/logger.js';
import { sentText } from '../../platform/mail/mail.testing.js';

// Issue 35 point 5: every account changes its own password and e-mail address while signed in (the
// owner from the environment too); new passwords are checked against the long common-password list.
let app: TestApp;
const PASSWORD = 'a long enough passphrase';
const NEW = 'plum blossoms in the rain';

beforeAll(async () => {
  app = await createTestApp({
    RATE_LIMIT_LOGIN_PER_USERNAME: '100',
    RATE_LIMIT_PUBLIC_WRITES_PER_HOUR: '1000',
  });
}, 60_000);
afterAll(() => app.close());

async function signIn(username: string, password = PASSWORD): Promise<TestClient> {
  const client = app.client();
  expect((await client.login(username, password)).status).toBe(200);
  return client;
}

describe('changing the own password', () => {
  it('needs the current one; ends the other sessions, keeps this one; audited', async () => {
    await makeAdmin(app.em(), 'mover', PASSWORD, AdminRole.staff);
    const laptop = await signIn('mover');
    const phone = await signIn('mover');
    const without = await laptop.rest('POST', '/api/admin/me/password', { newPassword: NEW });
    expect({ status: without.status, body: without.body }).toEqual({
      status: 400,
      body: { message: 'Enter your current password to confirm.' },
    });
    const wrong = await laptop.rest('POST', '/api/admin/me/password', {
      currentPassword: 'not my passphrase',
      newPassword: NEW,
    });
    expect({ status: wrong.status, body: wrong.body }).toEqual({
      status: 401,
      body: { message: 'That is not your current password.' },
    });
    const anonymous = await app.client().rest('POST', '/api/admin/me/password', {
      currentPassword: PASSWORD,
      newPassword: NEW,
    });
    expect(anonymous.status).toBe(401);

    const done = await laptop.rest('POST', '/api/admin/me/password', {
      currentPassword: PASSWORD,
      newPassword: NEW,
    });
    expect({ status: done.status, body: done.body }).toEqual({ status: 200, body: { success: true } });
    expect((await laptop.rest('GET', '/api/inquiries')).status).toBe(200);
    expect((await phone.rest('GET', '/api/inquiries')).status).toBe(401);
    expect((await app.client().login('mover', PASSWORD)).status).toBe(401);
    expect((await app.client().login('mover', NEW)).status).toBe(200);
    expect(await app.em().count(AuditEntry, { kind: 'staff.password_change', username: 'mover' })).toBe(1);
  }, 60_000);

  it('refuses a short or common new password, from the long list too (not only the short one)', async () => {
    const client = await signIn('mover', NEW);
    const cases: [string, string][] = [
      ['short one', 'A password needs at least 12 characters.'],
      // On the ~49,000 list, not on the short list the browser has.
      ['unbelievable', 'This password is too common. Please choose another.'],
      ['Administrator', 'This password is too common. Please choose another.'],
      [NEW, 'Choose a new password, not your current one.'],
    ];
    for (const [newPassword, message] of cases) {
      const res = await client.rest('POST', '/api/admin/me/password', { currentPassword: NEW, newPassword });
      expect({ newPassword, status: res.status, body: res.body }).toEqual({
        newPassword,
        status: 400,
        body: { message },
      });
    }
    const gql = await client.gql(
      'mutation($c: String!, $n: String!) { changeMyPassword(currentPassword: $c, newPassword: $n) }',
      { c: NEW, n: 'unbelievable' },
    );
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const ok = await client.gql(
      'mutation($c: String!, $n: String!) { changeMyPassword(currentPassword: $c, newPassword: $n) }',
      { c: NEW, n: 'a third long passphrase' },
    );
    expect(ok.data).toEqual({ changeMyPassword: true });
  }, 60_000);

  it('the owner from the environment keeps a password changed in the back office across restarts', async () => {
    const logger = createLogger({ logLevel: 'silent' });
    await ensureAdmin(app.em(), logger, { username: 'envowner', password: 'from the environment 1' });
    const client = await signIn('envowner', 'from the environment 1');
    const done = await client.rest('POST', '/api/admin/me/password', {
      currentPassword: 'from the environment 1',
      newPassword: 'chosen in the back office',
    });
    expect(done.status).toBe(200);
    // A restart with the same ADMIN_PASSWORD: the changed password holds, the session too.
    await ensureAdmin(app.em(), logger, { username: 'envowner', password: 'from the environment 1' });
    expect((await client.rest('GET', '/api/inquiries')).status).toBe(200);
    expect((await app.client().login('envowner', 'chosen in the back office')).status).toBe(200);
    // A new ADMIN_PASSWORD is applied (and ends the sessions), as before.
    await ensureAdmin(app.em(), logger, { username: 'envowner', password: 'from the environment 2' });
    expect((await client.rest('GET', '/api/inquiries')).status).toBe(401);
    expect((await app.client().login('envowner', 'from the environment 2')).status).toBe(200);
  }, 60_000);
});

describe('changing the own e-mail address', () => {
  const confirmToken = async (to: string) => {
    const mail = await app
      .em()
      .findOneOrFail(MailOutbox, { kind: 'email_change', recipient: to }, { orderBy: { id: 'desc' } });
    return /\/admin\/confirm-email\?token=([\w-]{43})/.exec(sentText(app.hasher, mail))![1];
  };

  it('mails a link to the new address; the address changes only when it is opened', async () => {
    const { admin } = await makeAdmin(app.em(), 'envy', PASSWORD, AdminRole.owner);
    const client = await signIn('envy');
    expect((await client.rest('PATCH', '/api/admin/me', { email: 'envy@example.com' })).status).toBe(400);
    expect(
      (
        await client.rest('PATCH', '/api/admin/me', {
          email: 'envy@example.com',
          currentPassword: 'wrong one here',
        })
      ).status,
    ).toBe(401);
    const res = await client.rest('PATCH', '/api/admin/me', {
      email: 'Envy@Example.com',
      currentPassword: PASSWORD,
    });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 200,
      body: { email: null, pendingEmail: 'envy@example.com' },
    });
    expect((await client.gql('{ me { email pendingEmail } }')).data).toEqual({
      me: { email: null, pendingEmail: 'envy@example.com' },
    });
    const mail = await app.em().findOneOrFail(MailOutbox, { kind: 'email_change' });
    expect(mail).toMatchObject({ recipient: 'envy@example.com', language: 'KOR' });
    const token = await confirmToken('envy@example.com');
    expect((await app.em().findOneOrFail(AdminUser, { id: admin.id })).email ?? null).toBeNull();

    // Opened in any browser (no session needed), once.
    const confirmed = await app.client().rest('POST', '/api/admin/me/email/confirm', { token });
    expect({ status: confirmed.status, body: confirmed.body }).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await app.em().findOneOrFail(AdminUser, { id: admin.id })).email).toBe('envy@example.com');
    expect((await app.client().rest('POST', '/api/admin/me/email/confirm', { token })).status).toBe(409);
    expect((await client.gql('{ me { email pendingEmail } }')).data).toEqual({
      me: { email: 'envy@example.com', pendingEmail: null },
    });
    const entry = await app.em().findOneOrFail(AuditEntry, { kind: 'staff.email_change' });
    expect(entry).toMatchObject({
      username: 'envy',
      before: { email: null },
      after: { email: 'envy@example.com' },
    });
    // Now a password reset reaches this account.
    await app.client().rest('POST', '/api/admin/password-reset', { email: 'envy@example.com' });
    expect(await app.em().count(MailOutbox, { kind: 'password_reset', recipient: 'envy@example.com' })).toBe(
      1,
    );
  }, 60_000);

  it("refuses another active account's address; works over GraphQL; a link past its day is refused", async () => {
    await makeAdmin(app.em(), 'twin', PASSWORD, AdminRole.staff);
    const client = await signIn('twin');
    const taken = await client.rest('PATCH', '/api/admin/me', {
      email: 'envy@example.com',
      currentPassword: PASSWORD,
    });
    expect({ status: taken.status, body: taken.body }).toEqual({
      status: 409,
      body: { message: 'An account with this e-mail address exists already.' },
    });
    const gql = await client.gql(
      'mutation($e: String!, $p: String!) { changeMyEmail(email: $e, currentPassword: $p) { email pendingEmail } }',
      { e: 'twin@example.com', p: PASSWORD },
    );
    expect(gql.data).toEqual({ changeMyEmail: { email: null, pendingEmail: 'twin@example.com' } });
    const token = await confirmToken('twin@example.com');
    await app.pool.query(`update admin_email_change set expires_at = now() - interval '1 second'`);
    const late = await app
      .client()
      .gql('mutation($t: String!) { confirmEmailChange(token: $t) }', { t: token });
    expect(late.errors?.[0]).toMatchObject({
      message: 'This confirmation link has expired. Change your e-mail address again.',
    });
  }, 60_000);
});
