// Webhooks for developers (issue 38 point 4), on a real database: a local receiver verifies every
// delivery with the standardwebhooks library; the dispatcher is driven with a clock, never slept on.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { createLogger } from '../../common/logger.js';
import { AdminRole } from '../../common/enums.js';
import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { makeAdmin, makeExperience, makeReview } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import type { Experience } from '../experience/experience.entity.js';
import { bookingEvents } from '../booking/booking.events.js';
import { createReseller } from '../reseller/reseller.service.js';
import type { AppContext } from '../../context.js';
import { GIVE_UP_AFTER_MS, WebhookDispatcher } from './webhook.dispatcher.js';
import { webhookSecretBox } from './webhook.secret.js';
import { guardedLookup, urlRefusal } from './webhook.url.js';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A local receiver: answers each request with the next status of `statuses` (then 200), keeps them all. */
class Receiver {
  readonly requests: Received[] = [];
  statuses: number[] = [];
  private server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      this.requests.push({ headers: req.headers as Record<string, string>, body });
      void this.held.then(() => {
        res.statusCode = this.statuses.shift() ?? 200;
        res.end();
      });
    });
  });
  /** The answers wait for this (a receiver slow to answer). */
  held: Promise<unknown> = Promise.resolve();
  url = '';
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }
  close() {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(resolve));
  }
  /** Every request verified with the library a receiver uses; answers the payloads. */
  verified(secret: string) {
    const wh = new Webhook(secret);
    return this.requests.map(
      (r) => wh.verify(r.body, r.headers) as { type: string; timestamp: string; data: any },
    );
  }
}

let app: TestApp;
let owner: TestClient;
let staff: TestClient;
let item: Experience;
let receiver: Receiver;
let clock: Date;
let dispatcher: WebhookDispatcher;
const silent = createLogger({ logLevel: 'silent' });
const inDays = (n: number) => addDays(seoulToday(), n);
let seq = 0;

beforeAll(async () => {
  app = await createTestApp({ WEBHOOKS_ALLOW_LOCAL: '1', RATE_LIMIT_BOOKINGS_PER_HOUR: '100000' });
  const em = app.em();
  item = await makeExperience(em, { maxGuests: 10, language: ['ENG'], timeSlots: ['10:00'], price: 40000 });
  const o = await makeAdmin(em, 'owner1', 'correct horse battery', AdminRole.owner);
  o.admin.email = 'owner@example.kr';
  await em.flush();
  const s = await makeAdmin(em, 'staff1', 'correct horse battery', AdminRole.staff);
  owner = app.client();
  staff = app.client();
  expect((await owner.login(o.username, o.password)).status).toBe(200);
  expect((await staff.login(s.username, s.password)).status).toBe(200);
  receiver = new Receiver();
  await receiver.start();
  clock = new Date();
  dispatcher = new WebhookDispatcher(
    app.orm,
    app.pool,
    app.config,
    webhookSecretBox(app.hasher),
    silent,
    app.mail,
    {
      now: () => clock,
    },
  );
});
afterAll(async () => {
  await receiver.close();
  await app.close();
});
beforeEach(async () => {
  await app.pool.query('delete from webhook_subscription');
  receiver.requests.length = 0;
  receiver.statuses = [];
  receiver.held = Promise.resolve();
  // A minute ahead: what the test's requests queue (at the database's now()) is due.
  clock = new Date(Date.now() + 60_000);
});

const ALL = [
  'booking.created',
  'booking.confirmed',
  'booking.cancelled',
  'booking.changed',
  'booking.expired',
  'booking.moved',
  'availability.changed',
  'payment.received',
  'review.published',
];

async function subscribe(events = ALL, url = receiver.url) {
  const res = await owner.rest('POST', '/api/admin/webhooks', { url, events });
  expect(res.status).toBe(201);
  return res.body as { id: number; secret: string };
}

async function apply(data: Record<string, unknown> = {}) {
  seq += 1;
  const res = await app.client().rest('POST', '/api/guest-bookings', {
    itemId: item.id,
    bookingDate: inDays(3 + seq),
    timeSlot: '10:00',
    guestName: 'Aiko Tanaka',
    guestEmail: `hook${seq}@example.jp`,
    guestPhone: '+81 9012345678',
    verificationCode: '246810',
    numberOfGuests: 2,
    language: 'ENG',
    specialRequests: 'A window seat, please',
    ...data,
  });
  expect(res.status).toBe(201);
  return { id: (res.body as { id: number }).id, date: inDays(3 + seq) };
}

const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

const deliveries = async (subscriptionId: number) =>
  (await owner.rest('GET', `/api/admin/webhooks/${subscriptionId}/deliveries`)).body as {
    id: number;
    status: string;
    attempts: number;
    lastResponseCode: number | null;
    nextAttemptAt: string | null;
  }[];

describe('webhook deliveries', () => {
  it('signs every event per Standard Webhooks, in order, with ids and states and no personal data', async () => {
    const { secret } = await subscribe();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const { id, date } = await apply();
    expect((await owner.rest('PATCH', `/api/guest-bookings/${id}`, { status: 'confirmed' })).status).toBe(
      200,
    );
    expect((await owner.rest('PATCH', `/api/guest-bookings/${id}`, { status: 'cancelled' })).status).toBe(
      200,
    );
    const review = await makeReview(app.em(), item, { isApproved: null });
    expect((await owner.rest('POST', `/api/reviews/${review.id}/approve`)).status).toBe(200);
    expect(await dispatcher.deliverDue()).toBe(6);

    const events = receiver.verified(secret);
    expect(events.map((e) => e.type)).toEqual([
      'booking.created',
      'availability.changed',
      'booking.confirmed',
      'booking.cancelled',
      'availability.changed',
      'review.published',
    ]);
    expect(events[0].data).toEqual({
      bookingId: id,
      status: 'pending',
      experienceId: item.id,
      date,
      time: '10:00',
      guests: 2,
      withOption: false,
      currency: 'KRW',
      totalPrice: 80000,
      amountDue: null,
      holdExpiresAt: expect.any(String),
    });
    // Seats left after the application, then after the cancellation (a pending hold → confirmed: unchanged).
    expect(events[1].data).toEqual({
      experienceId: item.id,
      date,
      time: '10:00',
      capacity: 10,
      seatsLeft: 8,
    });
    expect(events[4].data).toMatchObject({ seatsLeft: 10 });
    expect(events[3].data).toMatchObject({ bookingId: id, status: 'cancelled', previousStatus: 'confirmed' });
    expect(events[5].data).toEqual({
      reviewId: review.id,
      experienceId: item.id,
      rating: review.rating,
      reviewType: 'general',
    });
    // No guest's name, e-mail, phone or request in any body.
    for (const r of receiver.requests)
      expect(r.body).not.toMatch(/Aiko|Tanaka|hook\d+@|9012345678|window seat/);
    // The webhook-id is the delivery's message id.
    const ids = receiver.requests.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(6);
    for (const mid of ids) expect(mid).toMatch(/^msg_[0-9a-f]{32}$/);
  });

  it('a reseller’s own subscription gets only its bookings’ events, with the OCTO uuid, reference and contact; the operator’s stay without them', async () => {
    const ctx = { em: app.em(), hasher: app.hasher } as unknown as AppContext;
    const klook = await createReseller(ctx, { name: 'Klook', email: 'p@klook.example' });
    const kkday = await createReseller(ctx, { name: 'KKday', email: 'p@kkday.example' });
    const mine = new Receiver();
    await mine.start();
    try {
      const operator = await subscribe();
      const booking = ['booking.created', 'booking.confirmed', 'booking.cancelled'];
      const made = await owner.rest('POST', '/api/admin/webhooks', {
        url: mine.url,
        events: booking,
        resellerId: klook.reseller.id,
      });
      expect(made).toMatchObject({ status: 201, body: { resellerId: klook.reseller.id } });
      // Only booking events, and only a reseller that exists.
      const refused = await owner.rest('POST', '/api/admin/webhooks', {
        url: mine.url,
        events: ['availability.changed'],
        resellerId: klook.reseller.id,
      });
      expect(refused).toMatchObject({
        status: 400,
        body: {
          message:
            'A reseller\'s subscription has the events of its bookings only (booking.*), not "availability.changed".',
        },
      });
      const unknown = await owner.rest('POST', '/api/admin/webhooks', {
        url: mine.url,
        events: booking,
        resellerId: 999_999,
      });
      expect(unknown).toMatchObject({
        status: 400,
        body: { message: 'resellerId must be the id of a reseller.' },
      });

      const octo = (key: string, path: string, body: unknown) =>
        app.client().rest('POST', `/octo${path}`, body, { authorization: `Bearer ${key}` });
      const reserve = (key: string, reference: string) =>
        octo(key, '/bookings', {
          productId: String(item.id),
          optionId: 'DEFAULT',
          availabilityId: `${inDays(2)}T10:00:00+09:00`,
          unitItems: [{ unitId: 'ADULT' }],
          resellerReference: reference,
          contact: { fullName: 'Mei Chen', emailAddress: 'mei@example.tw' },
        });
      const held = await reserve(klook.apiKey, 'KL-77');
      expect(held).toMatchObject({ status: 200 });
      const uuid = (held.body as { uuid: string }).uuid;
      expect((await octo(klook.apiKey, `/bookings/${uuid}/confirm`, { contact: {} })).status).toBe(200);
      expect((await reserve(kkday.apiKey, 'KK-1')).status).toBe(200);
      await apply();
      await dispatcher.deliverDue();

      const own = mine.verified(made.body.secret);
      expect(own.map((e) => e.type)).toEqual(['booking.created', 'booking.confirmed']);
      for (const event of own)
        expect(event.data.octo).toEqual({
          uuid,
          resellerReference: 'KL-77',
          contact: { fullName: 'Mei Chen', emailAddress: 'mei@example.tw', phoneNumber: null },
        });
      expect(own[1].data).toMatchObject({ status: 'confirmed', previousStatus: 'pending' });
      // The operator's subscription hears of every booking, with ids and states only.
      const all = receiver.verified(operator.secret);
      expect(all.filter((e) => e.type === 'booking.created')).toHaveLength(3);
      for (const r of receiver.requests) expect(r.body).not.toMatch(/Mei Chen|mei@|KL-77|octo/);
    } finally {
      await mine.close();
    }
  });

  it('sends only the events subscribed to, and nothing to a subscription deleted', async () => {
    const { secret } = await subscribe(['booking.cancelled']);
    const other = await subscribe(['booking.created']);
    expect((await owner.rest('DELETE', `/api/admin/webhooks/${other.id}`)).status).toBe(204);
    const { id } = await apply();
    await owner.rest('PATCH', `/api/guest-bookings/${id}`, { status: 'cancelled' });
    await dispatcher.deliverDue();
    expect(receiver.verified(secret).map((e) => e.type)).toEqual(['booking.cancelled']);
  });

  it('retries a failing receiver on the schedule (the same webhook-id) and delivers on the third try', async () => {
    const { id: sub, secret } = await subscribe(['booking.created']);
    receiver.statuses = [500, 503];
    await apply();
    expect(await dispatcher.deliverDue()).toBe(0);
    let [d] = await deliveries(sub);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, lastResponseCode: 500 });
    expect(new Date(d.nextAttemptAt!).getTime() - clock.getTime()).toBe(5000);
    // Not due before its time.
    advance(4000);
    expect(await dispatcher.deliverDue()).toBe(0);
    expect(receiver.requests).toHaveLength(1);
    advance(1000);
    expect(await dispatcher.deliverDue()).toBe(0);
    [d] = await deliveries(sub);
    expect(d).toMatchObject({ status: 'pending', attempts: 2, lastResponseCode: 503 });
    expect(new Date(d.nextAttemptAt!).getTime() - clock.getTime()).toBe(300_000);
    advance(300_000);
    expect(await dispatcher.deliverDue()).toBe(1);
    [d] = await deliveries(sub);
    expect(d).toMatchObject({ status: 'sent', attempts: 3, lastResponseCode: 200, nextAttemptAt: null });
    const ids = receiver.requests.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    expect(receiver.verified(secret)).toHaveLength(3);
  });

  // A 503 would put it back on the schedule; a 410 would give it up and turn the subscription off.
  it.each([503, 410])(
    '"Send again" while a try is on its way: the try’s %i does not undo it',
    async (status) => {
      const { id: sub } = await subscribe(['booking.created']);
      receiver.statuses = [status];
      let answer!: () => void;
      receiver.held = new Promise<void>((resolve) => (answer = resolve));
      await apply();
      const trying = dispatcher.deliverDue();
      while (!receiver.requests.length) await new Promise((resolve) => setTimeout(resolve, 10));
      const [d] = await deliveries(sub);
      expect((await owner.rest('POST', `/api/admin/webhooks/${sub}/deliveries/${d.id}/retry`)).status).toBe(
        200,
      );
      answer();
      // The try's answer leaves the owner's time (now) in place: the same run finds it due and sends it again.
      expect(await trying).toBe(1);
      expect((await owner.rest('GET', '/api/admin/webhooks')).body).toMatchObject([
        { id: sub, disabledAt: null },
      ]);
      expect((await deliveries(sub))[0]).toMatchObject({
        status: 'sent',
        attempts: 2,
        lastResponseCode: 200,
      });
      expect(new Set(receiver.requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
      expect(receiver.requests).toHaveLength(2);
    },
  );

  it('a move says where from and where to, and the seats left of both slots', async () => {
    const { secret } = await subscribe(['booking.moved', 'availability.changed']);
    const { id, date } = await apply({ numberOfGuests: 3 });
    const to = inDays(3 + ++seq); // a day no other test applies for
    expect(
      (await staff.rest('POST', `/api/guest-bookings/${id}/move`, { bookingDate: to, timeSlot: '10:00' }))
        .status,
    ).toBe(200);
    expect(await dispatcher.deliverDue()).toBe(4);
    const [, moved, ...slots] = receiver.verified(secret);
    expect(moved).toMatchObject({
      type: 'booking.moved',
      data: { bookingId: id, date: to, from: { date, time: '10:00' }, to: { date: to, time: '10:00' } },
    });
    expect(slots.map((e) => [e.type, e.data])).toEqual([
      ['availability.changed', { experienceId: item.id, date, time: '10:00', capacity: 10, seatsLeft: 10 }],
      [
        'availability.changed',
        { experienceId: item.id, date: to, time: '10:00', capacity: 10, seatsLeft: 7 },
      ],
    ]);
  });

  it('a change that rolls back queues and sends nothing', async () => {
    await subscribe(['booking.created', 'booking.cancelled', 'availability.changed']);
    // A subscriber after the webhooks' fails: the cancellation's transaction rolls back.
    const { id } = await apply();
    await app.pool.query('delete from webhook_delivery');
    const unsubscribe = bookingEvents.within('cancelled', () => {
      throw new Error('a later subscriber failed');
    });
    try {
      expect((await owner.rest('PATCH', `/api/guest-bookings/${id}`, { status: 'cancelled' })).status).toBe(
        500,
      );
    } finally {
      unsubscribe();
    }
    // Parallel applications for the last 2 seats: the ones refused in the application's statement queue nothing.
    const small = await makeExperience(app.em(), { maxGuests: 2, language: ['ENG'], timeSlots: ['10:00'] });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        app.client().rest('POST', '/api/guest-bookings', {
          itemId: small.id,
          bookingDate: inDays(4),
          timeSlot: '10:00',
          guestName: 'A',
          guestEmail: `race${n}@example.jp`,
          guestPhone: '+81 9012345678',
          verificationCode: '246810',
          numberOfGuests: 2,
          language: 'ENG',
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(await dispatcher.deliverDue()).toBe(2);
    expect(receiver.requests.map((r) => JSON.parse(r.body).type)).toEqual([
      'booking.created',
      'availability.changed',
    ]);
  });

  it('a 410 turns the subscription off at once and mails the owners', async () => {
    const { id: sub } = await subscribe(['booking.created']);
    receiver.statuses = [410];
    await apply();
    await apply();
    await dispatcher.deliverDue();
    expect(receiver.requests).toHaveLength(1);
    const list = (await owner.rest('GET', '/api/admin/webhooks')).body as {
      id: number;
      disabledAt: string | null;
    }[];
    expect(list.find((s) => s.id === sub)?.disabledAt).not.toBeNull();
    const mail = await app
      .em()
      .findOne(MailOutbox, { kind: 'webhook_disabled' }, { orderBy: { id: 'desc' } });
    expect(mail).toMatchObject({ recipient: 'owner@example.kr' });
    expect(mail?.subject).toContain(receiver.url);
    // "Send again" turns it back on and sends the other one too.
    const [, second] = await deliveries(sub);
    expect(
      (await owner.rest('POST', `/api/admin/webhooks/${sub}/deliveries/${second.id}/retry`)).status,
    ).toBe(200);
    expect(await dispatcher.deliverDue()).toBe(2);
  });

  it('gives up after 3 days of failures: the subscription is turned off and the owners mailed', async () => {
    const { id: sub } = await subscribe(['booking.created']);
    receiver.statuses = Array.from({ length: 100 }, () => 500);
    await app.pool.query(`delete from mail_outbox where kind = 'webhook_disabled'`);
    await apply();
    const start = clock.getTime();
    let tries = 0;
    for (;;) {
      await dispatcher.deliverDue();
      tries += 1;
      const [d] = await deliveries(sub);
      if (d.status !== 'pending') break;
      expect(tries).toBeLessThan(20);
      clock = new Date(d.nextAttemptAt!);
    }
    const [d] = await deliveries(sub);
    expect(d.status).toBe('failed');
    expect(clock.getTime() - start).toBeLessThanOrEqual(GIVE_UP_AFTER_MS);
    expect(clock.getTime() - start).toBeGreaterThan(GIVE_UP_AFTER_MS - 36_000_000);
    // 1 + 5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h.
    expect(receiver.requests).toHaveLength(12);
    const subs = (await owner.rest('GET', '/api/admin/webhooks')).body as {
      id: number;
      disabledReason: string;
    }[];
    expect(subs.find((s) => s.id === sub)?.disabledReason).toBe('Deliveries failed for 3 days.');
    expect(await app.em().count(MailOutbox, { kind: 'webhook_disabled' })).toBe(1);
  });

  it('two dispatchers never send one delivery twice', async () => {
    await subscribe(['booking.created']);
    for (let i = 0; i < 6; i++) await apply();
    const other = new WebhookDispatcher(
      app.orm,
      app.pool,
      app.config,
      webhookSecretBox(app.hasher),
      silent,
      app.mail,
      {
        now: () => clock,
      },
    );
    const [a, b] = await Promise.all([dispatcher.deliverDue(), other.deliverDue()]);
    expect(a + b).toBe(6);
    expect(receiver.requests).toHaveLength(6);
  });
});

describe('webhook subscriptions', () => {
  it('shows the secret once: the list has none, a rotation gives a new one that signs from then on', async () => {
    const { id, secret } = await subscribe(['booking.created']);
    const list = await owner.rest('GET', '/api/admin/webhooks');
    expect(list.text).not.toContain('whsec_');
    expect(list.body[0]).toEqual({
      id,
      url: receiver.url,
      events: ['booking.created'],
      resellerId: null,
      createdAt: expect.any(String),
      disabledAt: null,
      disabledReason: null,
    });
    const stored = await app.pool.query('select secret from webhook_subscription where id = $1', [id]);
    expect(stored.rows[0].secret).not.toContain(secret.slice(6, 20));
    const rotated = await owner.rest('POST', `/api/admin/webhooks/${id}/secret`);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(secret);
    await apply();
    await dispatcher.deliverDue();
    expect(receiver.verified(rotated.body.secret)).toHaveLength(1);
    expect(() => receiver.verified(secret)).toThrow();
  });

  it('refuses bad input with 400 and clear words', async () => {
    const post = (body: unknown) => owner.rest('POST', '/api/admin/webhooks', body);
    expect(await post({ url: 'ftp://example.com/x', events: ['booking.created'] })).toMatchObject({
      status: 400,
      body: { message: 'The URL must start with https:// (or http:// outside production).' },
    });
    expect(await post({ url: 'https://example.com/x', events: [] })).toMatchObject({ status: 400 });
    expect(await post({ url: 'https://example.com/x', events: ['booking.eaten'] })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('"booking.eaten" is not an event') },
    });
    expect(await post({ events: ['booking.created'] })).toMatchObject({ status: 400 });
  });

  it('is for owners only: staff get 403 and FORBIDDEN', async () => {
    expect((await staff.rest('GET', '/api/admin/webhooks')).status).toBe(403);
    expect(
      (await staff.rest('POST', '/api/admin/webhooks', { url: receiver.url, events: ['booking.created'] }))
        .status,
    ).toBe(403);
    const gql = await staff.gql('{ webhooks { id } }');
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('works in GraphQL too', async () => {
    const created = await owner.gql(
      `mutation($input: WebhookInput!) { createWebhook(input: $input) { secret subscription { id url events } } }`,
      { input: { url: receiver.url, events: ['booking.created'] } },
    );
    expect(created.data?.createWebhook.secret).toMatch(/^whsec_/);
    const id = created.data?.createWebhook.subscription.id;
    await apply();
    const log = await owner.gql(
      `query($id: Int!) { webhookDeliveries(id: $id) { id eventType status attempts } }`,
      { id },
    );
    expect(log.data?.webhookDeliveries).toEqual([
      { id: expect.any(Number), eventType: 'booking.created', status: 'pending', attempts: 0 },
    ]);
    expect((await owner.gql(`mutation($id: Int!) { deleteWebhook(id: $id) }`, { id })).data).toEqual({
      deleteWebhook: true,
    });
  });
});

describe('the request-forgery guard', () => {
  const production = {
    isProduction: true,
    publicUrl: 'https://www.example.com',
    port: 4000,
    webhooksAllowLocal: false,
  };
  const development = { ...production, isProduction: false };
  it.each([
    ['http://10.0.0.5/hook', 'private'],
    ['http://192.168.1.10/hook', 'private'],
    ['http://172.20.0.1/hook', 'private'],
    ['http://127.0.0.1:9000/hook', 'private'],
    ['http://169.254.169.254/latest/meta-data', 'private'],
    ['http://100.64.1.1/hook', 'private'],
    ['http://[::1]/hook', 'private'],
    ['http://[fd00::1]/hook', 'private'],
    ['http://[fe80::1]/hook', 'private'],
    ['http://[::ffff:10.0.0.1]/hook', 'private'],
    ['http://224.0.0.1/hook', 'private'],
    ['http://localhost:8080/hook', 'private'],
    ['https://www.example.com/api/hook', "site's own"],
    ['http://localhost:4000/api/hook', "site's own"],
    ['ftp://example.org/hook', 'https://'],
  ])('refuses %s', (url, words) => {
    expect(urlRefusal(url, development)).toContain(words);
  });
  it('wants https in production, and allows a public address', () => {
    expect(urlRefusal('http://hooks.example.org/x', production)).toBe('The URL must start with https://.');
    expect(urlRefusal('https://hooks.example.org/x', production)).toBeNull();
    expect(urlRefusal('http://hooks.example.org/x', development)).toBeNull();
    expect(urlRefusal('http://10.0.0.5/x', { ...development, webhooksAllowLocal: true })).toBeNull();
  });
  it('checks the resolved addresses when it connects (DNS rebinding): a name that resolves inside is refused', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      guardedLookup(false)('localhost', {}, (err) => resolve(err)),
    );
    expect(error?.message).toMatch(
      /^localhost resolves to a private address \((127\.0\.0\.1|::1)\): not sent\.$/,
    );
    const allowed = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      guardedLookup(true)('localhost', {}, (err) => resolve(err)),
    );
    expect(allowed).toBeNull();
  });

  it('checks the URL again when it sends: a local receiver is not reached without WEBHOOKS_ALLOW_LOCAL', async () => {
    const { id: sub } = await subscribe(['booking.created']);
    const guarded = new WebhookDispatcher(
      app.orm,
      app.pool,
      { ...app.config, webhooksAllowLocal: false },
      webhookSecretBox(app.hasher),
      silent,
      app.mail,
      { now: () => clock },
    );
    await apply();
    expect(await guarded.deliverDue()).toBe(0);
    expect(receiver.requests).toHaveLength(0);
    const [d] = await deliveries(sub);
    expect(d).toMatchObject({ status: 'pending', attempts: 1 });
    const [row] = (await app.pool.query('select last_error from webhook_delivery where id = $1', [d.id]))
      .rows;
    expect(row.last_error).toBe('The URL may not point at a local or private network.');
  });
});
