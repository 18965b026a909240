import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { NewsletterSubscription } from '../newsletter/newsletter-subscription.entity.js';
import { Inquiry } from './inquiry.entity.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_PUBLIC_WRITES_PER_HOUR: '1000', STAFF_EMAIL: 'team@example.kr' });
});
afterAll(() => app.close());

const valid = {
  name: 'Mina Park',
  email: 'Mina@Example.com',
  subject: 'Group of 12',
  message: 'Can we book\n<b>together</b>?',
};

describe('inquiries', () => {
  it('stores a REST inquiry and writes the staff mail to the outbox in the same transaction', async () => {
    const res = await app.client().rest('POST', '/api/inquiries', { ...valid, language: 'JPN' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      name: 'Mina Park',
      email: 'mina@example.com',
      language: 'JPN',
    });
    const mail = await app
      .em()
      .findOneOrFail(MailOutbox, { kind: 'inquiry_staff' }, { orderBy: { id: 'desc' } });
    expect(mail).toMatchObject({
      recipient: 'team@example.kr',
      subject: '[문의] Group of 12',
      language: 'KOR',
      status: 'pending',
    });
    // In Korean for the team; what the guest wrote is kept as written, and the reply button answers them.
    expect(mail.text).toContain('보낸 사람\nMina Park <Mina@Example.com>');
    expect(mail.text).toContain('언어\n일본어');
    expect(mail.text).toContain('Can we book\n<b>together</b>?');
    expect(mail.html).toContain('href="mailto:Mina@Example.com?subject=Re%3A%20Group%20of%2012"');
    expect(mail.html).toContain('&lt;b&gt;together&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('stores a GraphQL inquiry', async () => {
    const res = await app
      .client()
      .gql(`mutation($input: InquiryInput!) { sendInquiry(input: $input) { id subject language } }`, {
        input: { ...valid, language: 'KOR' },
      });
    expect(res.data.sendInquiry).toMatchObject({ subject: 'Group of 12', language: 'KOR' });
  });

  it.each([
    [{ name: ' ' }, 'Please enter your name.'],
    [{ email: 'not-an-address' }, 'Please enter a valid e-mail address.'],
    [{ subject: '' }, 'Please enter a subject.'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
  ])('refuses %j with 400 and stores nothing', async (change, message) => {
    const before = await app.em().count(Inquiry);
    const res = await app.client().rest('POST', '/api/inquiries', { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    const gql = await app
      .client()
      .gql(`mutation($input: InquiryInput!) { sendInquiry(input: $input) { id } }`, {
        input: { ...valid, ...change },
      });
    expect(gql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await app.em().count(Inquiry)).toBe(before);
  });
});

describe('public write limit', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ RATE_LIMIT_PUBLIC_WRITES_PER_HOUR: '2' });
  });
  afterAll(() => strict.close());

  it('answers 429 past the hourly limit per IP', async () => {
    const c = strict.client();
    expect((await c.rest('POST', '/api/inquiries', valid)).status).toBe(201);
    expect((await c.rest('POST', '/api/newsletter', { email: 'a@example.com' })).status).toBe(201);
    const third = await c.rest('POST', '/api/inquiries', valid);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBeTruthy();
  });
});

describe('newsletter', () => {
  it('subscribes once per address and language, case-insensitively', async () => {
    const c = app.client();
    const first = await c.rest('POST', '/api/newsletter', { email: ' Fan@Example.com ', language: 'JPN' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: 'Newsletter subscription successful!' });
    expect(
      (await c.rest('POST', '/api/newsletter', { email: 'fan@example.com', language: 'JPN' })).status,
    ).toBe(201);
    const gql = await c.gql('mutation { subscribeNewsletter(email: "FAN@example.com", language: ENG) }');
    expect(gql.data).toEqual({ subscribeNewsletter: true });
    const rows = await app
      .em()
      .find(NewsletterSubscription, { email: 'fan@example.com' }, { orderBy: { language: 'asc' } });
    expect(rows.map((r) => r.language)).toEqual(['ENG', 'JPN']);
  });

  it('refuses a bad address with a clear message', async () => {
    const res = await app.client().rest('POST', '/api/newsletter', { email: 'fan@' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please enter a valid e-mail address.' });
    const gql = await app.client().gql('mutation { subscribeNewsletter(email: "nope", language: ENG) }');
    expect(gql.errors?.[0]).toMatchObject({
      message: 'Please enter a valid e-mail address.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
