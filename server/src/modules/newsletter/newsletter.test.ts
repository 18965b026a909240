import { createHmac } from 'node:crypto';
import { generateSecret } from '../../common/secrets.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { freePort, Inbox, sentText } from '../../platform/mail/mail.testing.js';
import { makeAdmin } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';

let app: TestApp;
let inbox: Inbox;
let admin: TestClient;

beforeAll(async () => {
  inbox = new Inbox(await freePort());
  await inbox.start();
  app = await createTestApp({
    RATE_LIMIT_PUBLIC_WRITES_PER_HOUR: '1000',
    SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
    PUBLIC_URL: 'https://tours.example',
    // An https site's session cookie is Secure: the staff browser comes through the site's TLS proxy.
    TRUST_PROXY: '1',
  });
  const { username, password } = await makeAdmin(app.em(), 'newsletter-staff');
  admin = app.client({ 'x-forwarded-proto': 'https' });
  expect((await admin.login(username, password)).status).toBe(200);
});
afterAll(async () => {
  await app.close();
  await inbox.stop();
});

const subscribe = (email: string, language = 'ENG') =>
  app.client().rest('POST', '/api/newsletter', { email, language });

async function welcomeOf(email: string) {
  return app
    .em()
    .findOneOrFail(MailOutbox, { kind: 'newsletter_welcome', recipient: email }, { orderBy: { id: 'desc' } });
}

/** The token of the unsubscribe link in a mail's text part, as the mail is sent (the outbox keeps it sealed). */
const tokenIn = (mail: MailOutbox) => /unsubscribe\?token=([\w.-]+)/.exec(sentText(app.hasher, mail))![1];

const LIST = `query ($filter: SubscriberFilter, $page: PageInput) {
  adminNewsletterSubscribers(filter: $filter, page: $page) { totalCount items { email language consentedAt unsubscribedAt } }
}`;

describe('newsletter', () => {
  it('mails a welcome in the subscriber’s language with an unsubscribe link and one-click headers', async () => {
    expect((await subscribe('Hana@Example.com', 'KOR')).status).toBe(201);
    const mail = await welcomeOf('hana@example.com');
    expect(mail.language).toBe('KOR');
    expect(mail.text).toContain('https://tours.example/unsubscribe?token=[secret-1]');
    expect(mail.text).toContain('lang=ko');
    const token = tokenIn(mail);
    // Stored with a placeholder for the token, in the body and the headers alike.
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<https://tours.example/api/newsletter/unsubscribe?token=[secret-1]>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    await app.mail.deliverDue();
    const raw = inbox.received.find((m) => new RegExp(`^X-Outbox-Id: ${mail.id}\\b`, 'im').test(m))!;
    // Headers unfolded: the one-click address goes out whole, with the token.
    expect(raw.replace(/\r?\n[ \t]+/g, ' ')).toContain(
      `List-Unsubscribe: <https://tours.example/api/newsletter/unsubscribe?token=${token}>`,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
  });

  it('unsubscribes from the link without an account (one-click POST and GraphQL), idempotently', async () => {
    await subscribe('leave@example.com', 'JPN');
    const token = tokenIn(await welcomeOf('leave@example.com'));
    // RFC 8058: the mail app POSTs the form body to the header's address.
    const oneClick = await app.client().fetch(`/api/newsletter/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const sub = await app.em().findOneOrFail(NewsletterSubscription, { email: 'leave@example.com' });
    expect(sub.unsubscribedAt).toBeInstanceOf(Date);
    const again = await app
      .client()
      .gql('mutation ($token: String!) { unsubscribeNewsletter(token: $token) { email language } }', {
        token,
      });
    expect(again.data.unsubscribeNewsletter).toEqual({ email: 'leave@example.com', language: 'JPN' });
    expect((await app.em().findOneOrFail(NewsletterSubscription, sub.id)).unsubscribedAt).toEqual(
      sub.unsubscribedAt,
    );
  });

  it('refuses a forged, mangled or other subscription’s token and changes nothing', async () => {
    await subscribe('stay@example.com');
    await subscribe('other@example.com');
    const stay = await app.em().findOneOrFail(NewsletterSubscription, { email: 'stay@example.com' });
    const otherToken = tokenIn(await welcomeOf('other@example.com'));
    const forged = `${stay.id}.${otherToken.split('.')[1]}`;
    for (const token of [forged, `${stay.id}.${'A'.repeat(43)}`, 'nonsense', '']) {
      const res = await app.client().rest('POST', '/api/newsletter/unsubscribe', { token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'This unsubscribe link is not valid. Please use the link in your newsletter e-mail.',
      });
    }
    expect((await app.em().findOneOrFail(NewsletterSubscription, stay.id)).unsubscribedAt).toBeNull();
  });

  it('signing up again after leaving is new consent, with a new welcome', async () => {
    await subscribe('back@example.com');
    const first = await app.em().findOneOrFail(NewsletterSubscription, { email: 'back@example.com' });
    await app
      .client()
      .rest('POST', '/api/newsletter/unsubscribe', { token: tokenIn(await welcomeOf('back@example.com')) });
    await new Promise((r) => setTimeout(r, 10));
    await subscribe('back@example.com');
    const again = await app.em().findOneOrFail(NewsletterSubscription, first.id);
    expect(again.unsubscribedAt).toBeNull();
    expect(again.consentedAt.getTime()).toBeGreaterThan(first.consentedAt.getTime());
    expect(
      await app.em().count(MailOutbox, { kind: 'newsletter_welcome', recipient: 'back@example.com' }),
    ).toBe(2);
    // Signing up while subscribed changes nothing and mails nothing.
    await subscribe('back@example.com');
    expect(
      await app.em().count(MailOutbox, { kind: 'newsletter_welcome', recipient: 'back@example.com' }),
    ).toBe(2);
  });

  it('lists subscribers with consent time and language for admins, filtered and paged', async () => {
    const all = await admin.gql(LIST, { filter: { status: 'all' } });
    expect(all.errors).toBeUndefined();
    const emails = all.data.adminNewsletterSubscribers.items.map((s: { email: string }) => s.email);
    expect(emails).toEqual(expect.arrayContaining(['hana@example.com', 'leave@example.com']));
    const korean = await admin.gql(LIST, { filter: { language: 'KOR' } });
    expect(korean.data.adminNewsletterSubscribers.items).toEqual([
      { email: 'hana@example.com', language: 'KOR', consentedAt: expect.any(String), unsubscribedAt: null },
    ]);
    const left = await admin.gql(LIST, { filter: { status: 'unsubscribed' } });
    expect(left.data.adminNewsletterSubscribers.items.map((s: { email: string }) => s.email)).toEqual([
      'leave@example.com',
    ]);
    const searched = await admin.gql(LIST, { filter: { search: 'HANA' }, page: { page: 1, pageSize: 10 } });
    expect(searched.data.adminNewsletterSubscribers.totalCount).toBe(1);
    expect((await app.client().gql(LIST)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('exports the filtered list as CSV for admins only', async () => {
    const res = await admin.fetch('/api/admin/newsletter-subscribers.csv?status=subscribed');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const [header, ...rows] = text.trim().split('\n');
    expect(header).toBe('email,language,consentedAt,unsubscribedAt');
    expect(rows.some((r) => /^hana@example\.com,KOR,\d{4}-\d{2}-\d{2} \d{2}:\d{2},$/.test(r))).toBe(true);
    expect(rows.some((r) => r.startsWith('leave@example.com'))).toBe(false);
    expect((await app.client().fetch('/api/admin/newsletter-subscribers.csv')).status).toBe(401);
  });

  it('still takes a link signed with the key generated before links were signed with CODE_HASH_SECRET', async () => {
    await subscribe('early@example.com');
    const sub = await app.em().findOneOrFail(NewsletterSubscription, { email: 'early@example.com' });
    // That key lives in the database (never in a backup): links of mails sent before keep working here.
    const legacy = generateSecret();
    await app.pool.query(
      `insert into app_setting (name, value) values ('newsletter_unsubscribe_secret', $1)`,
      [legacy],
    );
    try {
      const mac = createHmac('sha256', legacy)
        .update(`newsletter-unsubscribe:${sub.id}:${sub.email}`)
        .digest('base64url');
      const res = await app
        .client()
        .rest('POST', '/api/newsletter/unsubscribe', { token: `${sub.id}.${mac}` });
      expect(res.status).toBe(200);
      expect(tokenIn(await welcomeOf('early@example.com'))).not.toBe(`${sub.id}.${mac}`);
    } finally {
      await app.pool.query(`delete from app_setting where name = 'newsletter_unsubscribe_secret'`);
    }
  });
});
