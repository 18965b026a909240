/**
 * Live admin updates across two app instances on one database: a change committed through one is
 * pushed, over graphql-ws, to an admin subscribed on the other, through PostgreSQL LISTEN/NOTIFY.
 */
import WebSocket from 'ws';
import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { makeAdmin, makeExperience } from '../../testing/fixtures.js';
import { collectEvents, socketClient } from '../../testing/subscriptions.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { inTransaction } from '../../platform/events/event-bus.js';
import { announceAdminEvent, publishAdminEvent } from './admin-event.service.js';

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  const env = { RATE_LIMIT_BOOKINGS_PER_HOUR: '1000', RATE_LIMIT_PUBLIC_WRITES_PER_HOUR: '1000' };
  a = await createTestApp(env);
  b = await createTestApp(env, {}, { database: a.database });
}, 60_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
}, 60_000);

let adminCount = 0;
async function adminOn(app: TestApp): Promise<TestClient> {
  const { username, password } = await makeAdmin(app.em(), `live-admin-${++adminCount}`);
  const client = app.client();
  expect((await client.login(username, password)).status).toBe(200);
  return client;
}

/** Waits until `app` has `count` open subscriptions (the socket is up and subscribed). */
async function subscribed(app: TestApp, count = 1) {
  const deadline = Date.now() + 3000;
  while (app.adminEvents.subscribers < count && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  expect(app.adminEvents.subscribers).toBeGreaterThanOrEqual(count);
}

const book = (app: TestApp, itemId: number, guestName: string) =>
  app.client().rest('POST', '/api/guest-bookings', {
    itemId,
    bookingDate: addDays(seoulToday(), 3),
    timeSlot: '10:00',
    guestName,
    guestEmail: 'live@example.com',
    guestPhone: '+1 2025550123',
    verificationCode: '135790',
    numberOfGuests: 2,
    language: 'ENG',
  });

/** The HTTP status a WebSocket upgrade is answered with (101 when it opened). */
function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.on('error', (error) =>
      error.message.includes('Unexpected server response') ? undefined : reject(error),
    );
  });
}

describe('admin events across instances', () => {
  it('pushes a new application, its status change, a pending review and an inquiry made on A to an admin on B within 2 s', async () => {
    const item = await makeExperience(a.em(), { title: 'Lantern night walk', language: ['ENG'] });
    const staffOnB = await adminOn(b);
    const socket = socketClient(staffOnB);
    const stream = collectEvents(socket);
    try {
      await subscribed(b);

      const created = await book(a, item.id, 'Mina Park');
      expect(created.status).toBe(201);
      // Committed before the answer left: from there, within 2 s.
      const started = Date.now();
      const application = await stream.next(
        (e) => e.kind === 'APPLICATION_CREATED' && e.id === created.body.id,
      );
      expect(Date.now() - started).toBeLessThan(2000);
      expect(application).toMatchObject({
        itemId: item.id,
        itemTitle: 'Lantern night walk',
        name: 'Mina Park',
        bookingDate: addDays(seoulToday(), 3),
        timeSlot: '10:00',
        guests: 2,
        status: 'pending',
      });

      const staffOnA = await adminOn(a);
      const approved = await staffOnA.gql('mutation ($id: Int!) { approveBooking(id: $id) { id status } }', {
        id: created.body.id,
      });
      expect(approved.errors).toBeUndefined();
      expect(
        await stream.next((e) => e.kind === 'BOOKING_STATUS_CHANGED' && e.id === created.body.id),
      ).toMatchObject({ status: 'confirmed', previousStatus: 'pending', name: 'Mina Park' });

      const review = await a.client().rest('POST', '/api/reviews', {
        itemId: item.id,
        reviewType: 'general',
        reviewerName: 'Jun',
        rating: 5,
        visitDate: addDays(seoulToday(), -3),
        reviewContent: 'The lanterns were beautiful and the guide was kind.',
        password: '123456',
      });
      expect(review.body).toMatchObject({ id: expect.any(Number) });
      expect(await stream.next((e) => e.kind === 'REVIEW_PENDING' && e.id === review.body.id)).toMatchObject({
        itemId: item.id,
        itemTitle: 'Lantern night walk',
        name: 'Jun',
      });

      const inquiry = await a.client().rest('POST', '/api/inquiries', {
        name: 'Sora',
        email: 'sora@example.com',
        subject: 'Group of 8',
        message: 'Do you have a slot for eight?',
      });
      expect(inquiry.status).toBe(201);
      expect(
        await stream.next((e) => e.kind === 'INQUIRY_CREATED' && e.id === inquiry.body.id),
      ).toMatchObject({
        name: 'Sora',
        subject: 'Group of 8',
      });
    } finally {
      stream.dispose();
      await socket.dispose();
    }
  });

  it("names the item in the admin's language where it has a title in it (issue 34 point 10)", async () => {
    const item = await makeExperience(a.em(), {
      title: 'Lantern night walk',
      language: ['ENG'],
      translations: { KOR: { title: '청사초롱 야간 산책' } },
    } as never);
    const staff = await adminOn(b);
    const socket = socketClient(staff);
    const stream = collectEvents(
      socket,
      `subscription { adminEvents { kind id korean: itemTitle(language: KOR) own: itemTitle } }`,
    );
    try {
      await subscribed(b);
      const created = await book(a, item.id, 'Mina Park');
      expect(created.status).toBe(201);
      expect(
        await stream.next((e) => e.kind === 'APPLICATION_CREATED' && e.id === created.body.id),
      ).toMatchObject({ korean: '청사초롱 야간 산책', own: 'Lantern night walk' });
    } finally {
      stream.dispose();
      await socket.dispose();
    }
  });

  it('announces nothing from a transaction that rolled back', async () => {
    const staff = await adminOn(b);
    const socket = socketClient(staff);
    const stream = collectEvents(socket);
    try {
      await subscribed(b);
      const client = await a.pool.connect();
      try {
        await client.query('begin');
        await publishAdminEvent(client, { kind: 'INQUIRY_CREATED', id: 999_001, name: 'Rolled back' });
        await client.query('rollback');
        await client.query('begin');
        await publishAdminEvent(client, { kind: 'INQUIRY_CREATED', id: 999_002, name: 'Committed' });
        await client.query('commit');
      } finally {
        client.release();
      }
      await stream.next((e) => e.id === 999_002);
      expect(stream.events.map((e) => e.id)).not.toContain(999_001);
    } finally {
      stream.dispose();
      await socket.dispose();
    }
  });

  it("announces a status change's event once its transaction committed, in the order handed; nothing on a rollback", async () => {
    const staff = await adminOn(b);
    const socket = socketClient(staff);
    const stream = collectEvents(socket);
    try {
      await subscribed(b);
      const event = (id: number) => ({ kind: 'INQUIRY_CREATED' as const, id, name: `Event ${id}` });
      await expect(
        inTransaction(a.em(), undefined, async (em, after) => {
          await announceAdminEvent(em, after, event(999_011));
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await inTransaction(a.em(), undefined, async (em, after) => {
        await announceAdminEvent(em, after, event(999_012));
        await announceAdminEvent(em, after, event(999_013));
      });
      await inTransaction(a.em(), undefined, async (em, after) => {
        await announceAdminEvent(em, after, event(999_014));
      });
      await stream.next((e) => e.id === 999_014);
      const ids = stream.events.map((e) => e.id).filter((id) => id > 999_010 && id < 999_020);
      expect(ids).toEqual([999_012, 999_013, 999_014]);
    } finally {
      stream.dispose();
      await socket.dispose();
    }
  });
});

describe('who may subscribe', () => {
  it('refuses the upgrade without an admin session (401), from another site (403), and off /graphql (404)', async () => {
    const ws = b.url.replace(/^http/, 'ws');
    expect(await upgradeStatus(`${ws}/graphql`, {})).toBe(401);
    const guest = b.client();
    await guest.rest('GET', '/api/experiences');
    expect(await upgradeStatus(`${ws}/graphql`, { cookie: guest.cookieHeader })).toBe(401);
    const staff = await adminOn(b);
    expect(await upgradeStatus(`${ws}/graphql`, { cookie: staff.cookieHeader })).toBe(101);
    expect(await upgradeStatus(`${ws}/graphql`, { cookie: staff.cookieHeader, origin: b.url })).toBe(101);
    expect(
      await upgradeStatus(`${ws}/graphql`, { cookie: staff.cookieHeader, origin: 'https://evil.example' }),
    ).toBe(403);
    expect(await upgradeStatus(`${ws}/other`, { cookie: staff.cookieHeader })).toBe(404);
  });

  it('runs subscriptions only: a query over the socket is refused', async () => {
    const staff = await adminOn(b);
    const socket = socketClient(staff);
    const stream = collectEvents(socket, '{ adminDashboard { pendingApplications } }');
    try {
      await stream.ended();
      expect(JSON.stringify(stream.errors)).toContain('Only subscriptions are served over the socket');
      expect(stream.events).toEqual([]);
    } finally {
      await socket.dispose();
    }
  });

  it('ends the stream once the session is logged out, without handing over the next event', async () => {
    const staff = await adminOn(b);
    const socket = socketClient(staff);
    const stream = collectEvents(socket);
    try {
      await subscribed(b);
      // Logged out through the other instance: the session row is gone for both.
      expect((await staff.at(a.url).rest('POST', '/api/admin/logout')).status).toBe(200);
      const client = await a.pool.connect();
      try {
        await publishAdminEvent(client, { kind: 'INQUIRY_CREATED', id: 999_003, name: 'After logout' });
      } finally {
        client.release();
      }
      await stream.ended();
      expect(JSON.stringify(stream.errors)).toContain('Authentication required');
      expect(stream.events.map((e) => e.id)).not.toContain(999_003);
    } finally {
      await socket.dispose();
    }
  });
});

describe('drops', () => {
  it('tells the screens to reload (RESYNC) after the listening connection came back, and keeps delivering', async () => {
    const staff = await adminOn(b);
    const socket = socketClient(staff);
    const stream = collectEvents(socket);
    try {
      await subscribed(b);
      const { rowCount } = await a.pool.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'kc-pubsub' and datname = current_database()",
      );
      expect(rowCount).toBe(2);
      await stream.next((e) => e.kind === 'RESYNC', 5000);
      const client = await a.pool.connect();
      try {
        await publishAdminEvent(client, { kind: 'INQUIRY_CREATED', id: 999_004, name: 'After the drop' });
      } finally {
        client.release();
      }
      await stream.next((e) => e.id === 999_004);
    } finally {
      stream.dispose();
      await socket.dispose();
    }
  });

  it('a client whose socket was cut reconnects and receives what is committed after', async () => {
    const staff = await adminOn(b);
    const socket = socketClient(staff, { retry: true });
    let connections = 0;
    socket.on('connected', () => connections++);
    const stream = collectEvents(socket);
    try {
      await subscribed(b);
      // Every socket of B cut at the TCP level (no closing handshake), as a network drop would.
      expect(b.cutSockets()).toBeGreaterThan(0);
      const deadline = Date.now() + 5000;
      while (connections < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(connections).toBe(2);
      await subscribed(b);
      const client = await a.pool.connect();
      try {
        await publishAdminEvent(client, { kind: 'INQUIRY_CREATED', id: 999_005, name: 'After reconnect' });
      } finally {
        client.release();
      }
      await stream.next((e) => e.id === 999_005);
    } finally {
      stream.dispose();
      await socket.dispose();
    }
  });
});
