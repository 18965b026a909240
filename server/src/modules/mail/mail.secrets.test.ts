/**
 * Issue 35 point 2: a mail that carries a one-time link keeps no usable copy of it. The outbox stores
 * the mail with a placeholder and the token sealed under the server key; the mail server gets the
 * link; once sent (or given up) the sealed token is gone too.
 */
import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormConfig } from '../../../../mikro-orm.config.js';
import { createTestDatabase } from '../../testing/database.js';
import { SecretHasher } from '../../common/secrets.js';
import { createLogger } from '../../common/logger.js';
import { makeAdmin } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { AdminRole } from '../auth/admin-user.entity.js';
import { MailDispatcher } from './mail.dispatcher.js';
import { mailSecretBox, mailSecrets, withholdSecrets } from '../../platform/mail/mail.secrets.js';
import { freePort, Inbox } from '../../platform/mail/mail.testing.js';

jest.setTimeout(120_000);

let app: TestApp;
let inbox: Inbox;
let owner: ReturnType<TestApp['client']>;
const PASSWORD = 'a long enough passphrase';
const silent = createLogger({ logLevel: 'silent' });

beforeAll(async () => {
  inbox = new Inbox(await freePort());
  await inbox.start();
  app = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
    RATE_LIMIT_PUBLIC_WRITES_PER_HOUR: '1000',
  });
  const em = app.em();
  await makeAdmin(em, 'keeper', PASSWORD, AdminRole.owner);
  const { admin } = await makeAdmin(em, 'forgetful', PASSWORD, AdminRole.staff);
  admin.email = 'forgetful@example.com';
  await em.flush();
  owner = app.client();
  expect((await owner.login('keeper', PASSWORD)).status).toBe(200);
});
afterAll(async () => {
  await app.close();
  await inbox.stop();
});

/** Every column of every outbox row, as one text: what a copy of the table (a backup) would hold. */
async function outboxDump(): Promise<string> {
  const { rows } = await app.pool.query('select * from mail_outbox order by id');
  return JSON.stringify(rows);
}

/** The raw mail that arrived for `to`, quoted-printable undone (lines joined, '=' decoded). */
function arrived(to: string): string {
  const raw = inbox.received.filter((m) => new RegExp(`^To: ${to}`, 'im').test(m)).at(-1) ?? '';
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

describe('mails with one-time links', () => {
  it('a password reset link: never in the outbox in clear, before or after delivery; the mail has it and it works', async () => {
    expect(
      (await app.client().rest('POST', '/api/admin/password-reset', { email: 'forgetful@example.com' }))
        .status,
    ).toBe(202);
    const queued = await outboxDump();
    const { rows: before } = await app.pool.query(
      `select text, secrets, withheld from mail_outbox where kind = 'password_reset'`,
    );
    expect(before).toEqual([
      {
        text: expect.stringContaining('/admin/reset-password?token=[secret-1]'),
        secrets: expect.stringMatching(/^e1\$/),
        withheld: 1,
      },
    ]);

    expect(await app.mail.deliverDue()).toBe(1);
    const token = /reset-password\?token=([\w-]{43})/.exec(arrived('forgetful@example.com'))![1];
    expect(queued).not.toContain(token);
    const sent = await outboxDump();
    expect(sent).not.toContain(token);
    const { rows: after } = await app.pool.query(
      `select status, secrets, withheld, text from mail_outbox where kind = 'password_reset'`,
    );
    expect(after).toEqual([
      {
        status: 'sent',
        secrets: null,
        withheld: 1,
        text: expect.stringContaining('/admin/reset-password?token=[secret-1]'),
      },
    ]);
    // The link of the mail is the working one.
    const done = await app
      .client()
      .rest('POST', '/api/admin/password-reset/complete', { token, password: 'a brand new passphrase' });
    expect(done.status).toBe(200);
  });

  it('an invitation link: the same', async () => {
    expect(
      (await owner.rest('POST', '/api/admin/staff', { email: 'new@example.com', role: 'staff' })).status,
    ).toBe(201);
    const queued = await outboxDump();
    expect(await app.mail.deliverDue()).toBe(1);
    const token = /invitation\?token=([\w-]{43})/.exec(arrived('new@example.com'))![1];
    expect(queued).not.toContain(token);
    expect(await outboxDump()).not.toContain(token);
    const joined = await app.client().rest('POST', '/api/admin/invitations/accept', {
      token,
      username: 'newcomer',
      password: 'another long passphrase',
    });
    expect(joined.status).toBe(201);
  });

  it("an e-mail change's confirmation link: the same", async () => {
    const changed = await owner.rest('PATCH', '/api/admin/me', {
      email: 'keeper-new@example.com',
      currentPassword: PASSWORD,
    });
    expect(changed.status).toBe(200);
    const queued = await outboxDump();
    expect(await app.mail.deliverDue()).toBe(1);
    const token = /confirm-email\?token=([\w-]{43})/.exec(arrived('keeper-new@example.com'))![1];
    expect(queued).not.toContain(token);
    expect(await outboxDump()).not.toContain(token);
    const confirmed = await owner.rest('POST', '/api/admin/me/email/confirm', { token });
    expect(confirmed.status).toBe(200);
  });

  it('a mail given up keeps no sealed link either, and a link sealed under another key is not sent', async () => {
    expect(
      (await app.client().rest('POST', '/api/admin/password-reset', { email: 'forgetful@example.com' }))
        .status,
    ).toBe(202);
    const sent: string[] = [];
    // Another server key (CODE_HASH_SECRET changed): the mail fails rather than going out with a placeholder.
    const otherKey = new MailDispatcher(
      app.pool,
      { send: async (m) => void sent.push(m.text), close: () => undefined },
      silent,
      { secrets: mailSecretBox(new SecretHasher(Buffer.from('another-key'))), maxAttempts: 1 },
    );
    expect(await otherKey.deliverDue()).toBe(0);
    expect(sent).toEqual([]);
    const { rows } = await app.pool.query(
      `select status, secrets, last_error from mail_outbox where kind = 'password_reset' order by id desc limit 1`,
    );
    expect(rows).toEqual([
      {
        status: 'failed',
        secrets: null,
        last_error:
          'The one-time link of this mail cannot be opened with this server key (was CODE_HASH_SECRET changed?).',
      },
    ]);
  });

  it('refuses to queue a mail whose secret is not in it as given (a link built from a changed token)', () => {
    const secrets = mailSecrets(app.hasher, 'abc_DEF-123');
    expect(() =>
      withholdSecrets({ text: 'https://x.example/?token=abc_DEF%2D123' }, 'a@example.com', secrets),
    ).toThrow('A mail secret is not in the mail it was given for.');
    expect(
      withholdSecrets({ text: 'https://x.example/?token=abc_DEF-123' }, 'a@example.com', secrets).content,
    ).toEqual({ text: 'https://x.example/?token=[secret-1]' });
  });
});

describe('the upgrade', () => {
  it('takes the tokens out of the mails sent before, and leaves a mail still waiting as it is', async () => {
    const db = await createTestDatabase({ empty: true });
    const orm = await MikroORM.init(ormConfig(db.url, { logger: () => {} }));
    const client = new pg.Client({ connectionString: db.url });
    try {
      await orm.migrator.up({ to: 'Migration20261127220000_lookup_email_phone_index' });
      await client.connect();
      const token = 'Q'.repeat(43);
      const mail = (status: string, kind: string, link: string) =>
        client.query(
          `insert into mail_outbox (kind, recipient, subject, html, text, status, headers)
           values ($1, 'a@example.com', 'Hi', $2, $3, $4, $5)`,
          [kind, `<a href="${link}">go</a>`, `go ${link}`, status, JSON.stringify({ 'X-Link': `<${link}>` })],
        );
      await mail('sent', 'password_reset', `https://x.example/admin/reset-password?token=${token}`);
      await mail(
        'failed',
        'booking_review_invitation',
        `https://x.example/e/1?review=write&amp;invitation=${token}&amp;lang=ja`,
      );
      await mail('sent', 'newsletter_welcome', `https://x.example/unsubscribe?token=12.${token}`);
      await mail('pending', 'staff_invitation', `https://x.example/admin/invitation?token=${token}`);
      await orm.migrator.up();
      const { rows } = await client.query(
        `select kind, status, html, text, headers, withheld from mail_outbox order by id`,
      );
      for (const row of rows.filter((r) => r.status !== 'pending'))
        expect(JSON.stringify(row)).not.toContain(token);
      expect(rows.map((r) => [r.kind, r.withheld, r.text])).toEqual([
        ['password_reset', 1, 'go https://x.example/admin/reset-password?token=[secret-1]'],
        [
          'booking_review_invitation',
          1,
          'go https://x.example/e/1?review=write&amp;invitation=[secret-1]&amp;lang=ja',
        ],
        ['newsletter_welcome', 1, 'go https://x.example/unsubscribe?token=[secret-1]'],
        ['staff_invitation', 0, `go https://x.example/admin/invitation?token=${token}`],
      ]);
      expect(rows[2].headers).toEqual({ 'X-Link': '<https://x.example/unsubscribe?token=[secret-1]>' });
    } finally {
      await client.end().catch(() => undefined);
      await orm.close();
      await db.drop();
    }
  });
});
