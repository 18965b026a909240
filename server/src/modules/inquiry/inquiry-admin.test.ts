import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { freePort, Inbox } from '../../platform/mail/mail.testing.js';
import { makeAdmin } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { InquiryReply } from './inquiry-reply.entity.js';
import { Inquiry } from './inquiry.entity.js';

let app: TestApp;
let inbox: Inbox;
let admin: TestClient;

beforeAll(async () => {
  inbox = new Inbox(await freePort());
  await inbox.start();
  app = await createTestApp({
    RATE_LIMIT_PUBLIC_WRITES_PER_HOUR: '1000',
    SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
  });
  const { username, password } = await makeAdmin(app.em(), 'inbox-staff');
  admin = app.client();
  await admin.login(username, password);
});
afterAll(async () => {
  await app.close();
  await inbox.stop();
});

const send = (n: number, change: Record<string, unknown> = {}) =>
  app.client().rest('POST', '/api/inquiries', {
    name: `Guest ${n}`,
    email: `guest${n}@example.com`,
    subject: `Question ${n}`,
    message: `Message number ${n}`,
    ...change,
  });

const LIST = `query ($filter: InquiryFilter, $page: PageInput) {
  adminInquiries(filter: $filter, page: $page) { totalCount page pageSize items { id name subject status } }
  inquiryCounts { unread open handled all }
}`;

describe('the inquiry inbox', () => {
  it('lists newest first with counts per tab, searches and pages in SQL', async () => {
    for (let n = 1; n <= 25; n++) expect((await send(n)).status).toBe(201);
    const first = await admin.gql(LIST, { page: { page: 1, pageSize: 20 } });
    expect(first.errors).toBeUndefined();
    expect(first.data.adminInquiries).toMatchObject({ totalCount: 25, page: 1, pageSize: 20 });
    expect(first.data.adminInquiries.items.map((i: { name: string }) => i.name).slice(0, 2)).toEqual([
      'Guest 25',
      'Guest 24',
    ]);
    expect(first.data.inquiryCounts).toEqual({ unread: 25, open: 25, handled: 0, all: 25 });
    const second = await admin.gql(LIST, { page: { page: 2, pageSize: 20 } });
    expect(second.data.adminInquiries.items).toHaveLength(5);
    const past = await admin.gql(LIST, { page: { page: 9, pageSize: 20 } });
    expect(past.data.adminInquiries).toMatchObject({ totalCount: 25, items: [] });

    const searched = await admin.gql(LIST, { filter: { search: 'number 1' } });
    expect(searched.data.adminInquiries.items.map((i: { name: string }) => i.name).sort()).toEqual(
      [
        'Guest 1',
        'Guest 10',
        'Guest 11',
        'Guest 12',
        'Guest 13',
        'Guest 14',
        'Guest 15',
        'Guest 16',
        'Guest 17',
        'Guest 18',
        'Guest 19',
      ].sort(),
    );
    // % and _ are taken literally.
    expect((await admin.gql(LIST, { filter: { search: '%' } })).data.adminInquiries.totalCount).toBe(0);
  });

  it('marks an opened inquiry read, and moves it between unread, read and handled', async () => {
    const { body } = await send(100, { subject: 'Open me' });
    const opened = await admin.gql('mutation ($id: Int!) { openInquiry(id: $id) { id status readAt } }', {
      id: body.id,
    });
    expect(opened.data.openInquiry).toMatchObject({ status: 'read', readAt: expect.any(String) });
    const unread = await admin.gql(LIST, { filter: { box: 'unread' } });
    expect(unread.data.adminInquiries.items.map((i: { id: number }) => i.id)).not.toContain(body.id);
    const open = await admin.gql(LIST, { filter: { box: 'open', search: 'Open me' } });
    expect(open.data.adminInquiries.items.map((i: { id: number }) => i.id)).toEqual([body.id]);

    const handled = await admin.gql(
      'mutation ($id: Int!) { setInquiryStatus(id: $id, status: handled) { status handledAt } }',
      { id: body.id },
    );
    expect(handled.data.setInquiryStatus).toMatchObject({ status: 'handled', handledAt: expect.any(String) });
    const back = await admin.gql(
      'mutation ($id: Int!) { setInquiryStatus(id: $id, status: new) { status handledAt } }',
      { id: body.id },
    );
    expect(back.data.setInquiryStatus).toEqual({ status: 'new', handledAt: null });
  });

  it('mails a reply through the outbox in the guest’s language, logs it and marks the inquiry handled', async () => {
    const { body } = await send(200, {
      name: 'Aiko',
      email: 'Aiko@Example.jp',
      subject: '予約について',
      message: '二人で参加できますか？',
      language: 'JPN',
    });
    const reply = await admin.gql(
      `mutation ($id: Int!, $input: InquiryReplyInput!) {
        replyToInquiry(id: $id, input: $input) { id subject message createdBy mailStatus sentAt }
      }`,
      {
        id: body.id,
        input: { subject: 'Re: 予約について', message: 'はい、二人で参加できます。\nお待ちしています。' },
      },
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data.replyToInquiry).toMatchObject({
      subject: 'Re: 予約について',
      createdBy: 'inbox-staff',
      mailStatus: 'pending',
      sentAt: null,
    });
    const outbox = await app
      .em()
      .findOneOrFail(MailOutbox, { kind: 'inquiry_reply' }, { orderBy: { id: 'desc' } });
    expect(outbox).toMatchObject({
      recipient: 'aiko@example.jp',
      language: 'JPN',
      subject: 'Re: 予約について',
    });
    expect(outbox.text).toContain('お待ちしています。');
    expect(outbox.text).toContain('二人で参加できますか？');

    await app.mail.deliverDue();
    expect(inbox.received.some((raw) => new RegExp(`^X-Outbox-Id: ${outbox.id}\\b`, 'im').test(raw))).toBe(
      true,
    );
    const detail = await admin.gql(
      `query ($filter: InquiryFilter) { adminInquiries(filter: $filter) { items { id status handledAt replies { subject createdBy mailStatus sentAt } } } }`,
      { filter: { search: String(body.id) } },
    );
    const found = detail.data.adminInquiries.items.find((i: { id: number }) => i.id === body.id);
    expect(found).toMatchObject({
      status: 'handled',
      handledAt: expect.any(String),
      replies: [
        {
          subject: 'Re: 予約について',
          createdBy: 'inbox-staff',
          mailStatus: 'sent',
          sentAt: expect.any(String),
        },
      ],
    });
  });

  it('refuses an empty reply (400) and writes nothing; a missing inquiry is 404', async () => {
    const { body } = await send(300);
    const replies = await app.em().count(InquiryReply);
    const empty = await admin.gql(
      'mutation ($id: Int!) { replyToInquiry(id: $id, input: { subject: "Re", message: "  " }) { id } }',
      { id: body.id },
    );
    expect(empty.errors?.[0]).toMatchObject({
      message: 'Please write the reply.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await app.em().count(InquiryReply)).toBe(replies);
    expect((await app.em().findOneOrFail(Inquiry, body.id)).status).toBe('new');
    const missing = await admin.gql('mutation { openInquiry(id: 987654) { id } }');
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('keeps the inbox to admins', async () => {
    const guest = await app.client().gql(LIST);
    expect(guest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const reply = await app
      .client()
      .gql('mutation { replyToInquiry(id: 1, input: { subject: "x", message: "y" }) { id } }');
    expect(reply.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
