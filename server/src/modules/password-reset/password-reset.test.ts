import { AuditEntry } from '../audit/audit-entry.entity.js';
import { AdminRole, AdminUser } from '../auth/admin-user.entity.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { makeAdmin } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { sentText } from '../../platform/mail/mail.testing.js';

let app: TestApp;
const PASSWORD = 'a long enough passphrase';
const NEW_PASSWORD = 'a brand new passphrase';

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_PUBLIC_WRITES_PER_HOUR: '1000' });
  const em = app.em();
  const { admin } = await makeAdmin(em, 'forgetful', PASSWORD, AdminRole.staff);
  const { admin: other } = await makeAdmin(em, 'bystander', PASSWORD, AdminRole.staff);
  const { admin: gone } = await makeAdmin(em, 'gone', PASSWORD, AdminRole.staff);
  admin.email = 'forgetful@example.com';
  other.email = 'bystander@example.com';
  gone.email = 'gone@example.com';
  gone.disabledAt = new Date();
  await em.flush();
});
afterAll(() => app.close());

const resetMails = (to: string) =>
  app.em().find(MailOutbox, { kind: 'password_reset', recipient: to }, { orderBy: { id: 'asc' } });

/** Asks for a reset over REST and answers the token of the newest mail to `email`. */
async function requestToken(email: string): Promise<string> {
  const res = await app.client().rest('POST', '/api/admin/password-reset', { email });
  expect(res.status).toBe(202);
  const mails = await resetMails(email);
  const token = /token=([\w-]{43})/.exec(sentText(app.hasher, mails.at(-1)!))?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe('asking for a reset', () => {
  it('answers the same for an unknown, a disabled and a known address; mails only the known one', async () => {
    const answers = [];
    for (const email of ['nobody@example.com', 'gone@example.com', 'Forgetful@Example.com']) {
      const res = await app.client().rest('POST', '/api/admin/password-reset', { email });
      answers.push({ status: res.status, body: res.body });
    }
    expect(answers).toEqual(Array(3).fill({ status: 202, body: { accepted: true } }));
    expect(await resetMails('nobody@example.com')).toEqual([]);
    expect(await resetMails('gone@example.com')).toEqual([]);
    const [mail] = await resetMails('forgetful@example.com');
    // The team's language, as the invitation mail.
    expect(mail.subject).toBe('백오피스 비밀번호 재설정');
    expect(mail.text).toContain('forgetful');
    expect(sentText(app.hasher, mail)).toMatch(/\/admin\/reset-password\?token=[\w-]{43}/);
    const stored = await app.pool.query(`select token_hash, expires_at from password_reset`);
    expect(stored.rows).toHaveLength(1);
    expect(mail.text).not.toContain(stored.rows[0].token_hash);
    const hours = (new Date(stored.rows[0].expires_at).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(0.98);
    expect(hours).toBeLessThanOrEqual(1);
  });

  it('refuses a malformed address (400), and answers the same over GraphQL', async () => {
    const bad = await app.client().rest('POST', '/api/admin/password-reset', { email: 'not an address' });
    expect(bad.status).toBe(400);
    const gql = await app.client().gql('mutation { requestPasswordReset(email: "nobody@example.com") }');
    expect(gql.data).toEqual({ requestPasswordReset: true });
  });
});

describe('completing a reset', () => {
  it('checks the new password like an invitation does', async () => {
    const token = await requestToken('forgetful@example.com');
    const client = app.client();
    const short = await client.rest('POST', '/api/admin/password-reset/complete', {
      token,
      password: 'short',
    });
    expect(short).toMatchObject({
      status: 400,
      body: { message: 'A password needs at least 12 characters.' },
    });
    const common = await client.rest('POST', '/api/admin/password-reset/complete', {
      token,
      password: 'password1234',
    });
    expect(common).toMatchObject({
      status: 400,
      body: { message: 'This password is too common. Please choose another.' },
    });
    const bogus = await client.rest('POST', '/api/admin/password-reset/complete', {
      token: 'x'.repeat(43),
      password: NEW_PASSWORD,
    });
    expect(bogus).toMatchObject({ status: 400, body: { message: 'This password reset link is not valid.' } });
  });

  it('sets the password once, ends every session of that account only, and records it', async () => {
    const laptop = app.client();
    const phone = app.client();
    const other = app.client();
    expect((await laptop.login('forgetful', PASSWORD)).status).toBe(200);
    expect((await phone.login('forgetful', PASSWORD)).status).toBe(200);
    expect((await other.login('bystander', PASSWORD)).status).toBe(200);
    const token = await requestToken('forgetful@example.com');
    const newer = await requestToken('forgetful@example.com');

    const done = await app.client().rest('POST', '/api/admin/password-reset/complete', {
      token,
      password: NEW_PASSWORD,
    });
    expect(done).toMatchObject({ status: 200, body: { success: true } });
    expect((await laptop.rest('GET', '/api/inquiries')).status).toBe(401);
    expect((await phone.rest('GET', '/api/inquiries')).status).toBe(401);
    expect((await other.rest('GET', '/api/inquiries')).status).toBe(200);
    expect((await app.client().login('forgetful', PASSWORD)).status).toBe(401);
    expect((await app.client().login('forgetful', NEW_PASSWORD)).status).toBe(200);

    const again = await app.client().rest('POST', '/api/admin/password-reset/complete', {
      token,
      password: 'yet another passphrase',
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This password reset link was already used.' },
    });
    // A newer link did not void the older one (issue 35: a request never spoils a link still valid);
    // using one voids the others, mailed for the password that is gone now.
    const voided = await app.client().rest('POST', '/api/admin/password-reset/complete', {
      token: newer,
      password: 'yet another passphrase',
    });
    expect(voided.status).toBe(409);
    expect((await app.client().login('forgetful', NEW_PASSWORD)).status).toBe(200);

    const user = await app.em().findOneOrFail(AdminUser, { username: 'forgetful' });
    const entries = await app.em().find(AuditEntry, { kind: 'staff.password_reset' });
    expect(entries).toMatchObject([
      { adminUserId: user.id, username: 'forgetful', targetType: 'admin_user', targetId: String(user.id) },
    ]);
  });

  it('refuses a link past its hour', async () => {
    const token = await requestToken('bystander@example.com');
    await app.pool.query(
      `update password_reset set expires_at = now() - interval '1 second' where used_at is null`,
    );
    const late = await app.client().rest('POST', '/api/admin/password-reset/complete', {
      token,
      password: NEW_PASSWORD,
    });
    expect(late).toMatchObject({
      status: 422,
      body: { message: 'This password reset link has expired. Ask for a new one.' },
    });
    expect((await app.client().login('bystander', PASSWORD)).status).toBe(200);
  });

  it('works over GraphQL', async () => {
    const token = await requestToken('bystander@example.com');
    const res = await app
      .client()
      .gql('mutation($i: PasswordResetInput!) { completePasswordReset(input: $i) }', {
        i: { token, password: NEW_PASSWORD },
      });
    expect(res.data).toEqual({ completePasswordReset: true });
    const again = await app
      .client()
      .gql('mutation($i: PasswordResetInput!) { completePasswordReset(input: $i) }', {
        i: { token, password: NEW_PASSWORD },
      });
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect((await app.client().login('bystander', NEW_PASSWORD)).status).toBe(200);
  });
});

describe('reset mails per account', () => {
  it('mails one account at most 3 times an hour; more requests are answered alike', async () => {
    const { admin } = await makeAdmin(app.em(), 'impatient', PASSWORD, AdminRole.staff);
    await app.pool.query(`update admin_user set email = 'impatient@example.com' where id = $1`, [admin.id]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.client().rest('POST', '/api/admin/password-reset', { email: 'impatient@example.com' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(202));
    expect(await resetMails('impatient@example.com')).toHaveLength(3);
    // Each of the three links still works (a newer one voids none); the first one used wins.
    const tokens = (await resetMails('impatient@example.com')).map(
      (m) => /token=([\w-]{43})/.exec(sentText(app.hasher, m))![1],
    );
    const done = await app.client().rest('POST', '/api/admin/password-reset/complete', {
      token: tokens[0],
      password: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    // An hour later, a new mail.
    await app.pool.query(
      `update password_reset set created_at = now() - interval '61 minutes' where user_id = $1`,
      [admin.id],
    );
    await app.client().rest('POST', '/api/admin/password-reset', { email: 'impatient@example.com' });
    expect(await resetMails('impatient@example.com')).toHaveLength(4);
  }, 60_000);
});
