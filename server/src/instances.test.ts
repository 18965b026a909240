/**
 * Two full app instances on one database and one image store, as behind a load balancer: each has
 * its own DATA_DIR, pool, rate limiters, content cache, mail dispatcher and pg-boss job runner.
 * Whatever one does, the other must see.
 */
import { addDays, seoulToday } from '../../domain/calendar.js';
import { createLogger } from './common/logger.js';
import { Jobs, type Job } from './platform/jobs/jobs.js';
import { MailOutbox } from './platform/mail/mail-outbox.entity.js';
import { freePort, Inbox } from './platform/mail/mail.testing.js';
import { unusedUploadsJob } from './modules/media/media.sweep.js';
import { createMediaStorage } from './platform/storage/storage.js';
import { makeAdmin, makeExperience } from './testing/fixtures.js';
import { startTestS3, type TestS3 } from './testing/s3.js';
import { createTestApp, type TestApp, type TestClient } from './testing/test-app.js';
import { makeImage, restUpload } from './testing/uploads.js';

const LOGIN_LIMIT = 3;

let s3: TestS3;
let inbox: Inbox;
let a: TestApp;
let b: TestApp;
const jobs: Jobs[] = [];
/** Which instance ran the daily sweep, once per run. */
const sweepRuns: string[] = [];
/** The minute (epoch ms) the daily sweep is scheduled at today: the first whole minute 10 s ahead. */
let sweepAt: number;

/** The daily sweep, scheduled at `sweepAt` instead of 04:30 Seoul so that the test sees its day come. */
function dailySweep(app: TestApp, name: string): Job {
  const job = unusedUploadsJob(
    app.pool,
    createMediaStorage(app.config),
    createLogger({ logLevel: 'silent' }),
  );
  const at = new Date(sweepAt);
  return {
    ...job,
    cron: `${at.getUTCMinutes()} ${at.getUTCHours()} * * *`,
    run: async () => {
      await job.run();
      sweepRuns.push(name);
    },
  };
}

/** Starts pg-boss on an instance with its mail dispatch and the daily sweep, as main.ts does. */
async function startJobs(app: TestApp, name: string) {
  const runner = new Jobs(createLogger({ logLevel: 'silent' }));
  await runner.start(app.database.url, [app.mail.job(), dailySweep(app, name)]);
  app.mail.useQueue(runner);
  jobs.push(runner);
}

beforeAll(async () => {
  s3 = await startTestS3();
  inbox = new Inbox(await freePort());
  await inbox.start();
  const env = {
    ...s3.env,
    SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
    // No SESSION_SECRET: the instances must agree on the generated one by themselves.
    SESSION_SECRET: '',
    RATE_LIMIT_LOGIN_PER_USERNAME: String(LOGIN_LIMIT),
    RATE_LIMIT_BOOKINGS_PER_HOUR: '100',
  };
  a = await createTestApp(env);
  b = await createTestApp(env, {}, { database: a.database });
  sweepAt = Math.ceil((Date.now() + 10_000) / 60_000) * 60_000;
  await Promise.all([startJobs(a, 'a'), startJobs(b, 'b')]);
}, 60_000);

afterAll(async () => {
  await Promise.all(jobs.map((runner) => runner.stop()));
  await b?.close();
  await a?.close();
  await inbox?.stop();
  await s3?.stop();
}, 60_000);

async function adminOn(app: TestApp): Promise<TestClient> {
  const { username, password } = await makeAdmin(app.em(), `admin-${Date.now()}`);
  const client = app.client();
  expect((await client.login(username, password)).status).toBe(200);
  return client;
}

describe('two instances on one database and one image store', () => {
  it('an admin session made on one works on the other', async () => {
    const browser = await adminOn(a);
    const onB = browser.at(b.url);
    const me = await onB.rest('GET', '/api/admin/me');
    expect(me.body).toMatchObject({
      id: expect.any(Number),
      username: expect.stringMatching(/^admin-/),
      role: 'owner',
    });
    const list = await onB.gql('{ adminExperiences { totalCount } }');
    expect(list.errors).toBeUndefined();
    // Logging out on the second ends the session on the first too.
    expect((await onB.rest('POST', '/api/admin/logout')).status).toBe(200);
    expect((await browser.gql('{ adminExperiences { totalCount } }')).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('rate-limit counts are shared: the attempt after the limit is refused on the other', async () => {
    const { username } = await makeAdmin(a.em(), 'limited');
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      expect((await a.client().login(username, 'wrong password')).status).toBe(401);
    }
    const next = await b.client().login(username, 'wrong password');
    expect(next.status).toBe(429);
    expect(next.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('a photo uploaded through one is served by the other, in every width', async () => {
    const up = await restUpload(a.client(), await makeImage('jpeg', 800, 600));
    expect(up.status).toBe(200);
    const fromA = await a.client().fetch(up.body.imageUrl);
    const fromB = await b.client().fetch(up.body.imageUrl);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    expect((await b.client().fetch(`${up.body.imageUrl}?w=320`)).status).toBe(200);
  });

  it('a catalogue change made through one is seen by the next read on the other', async () => {
    const EXPERIENCES = '{ experiences { id title price } }';
    const ONE = 'query ($id: Int!) { experience(id: $id) { id title price } }';
    const guestOnB = b.client();
    const read = async () => ({
      graphql: (await guestOnB.gql(EXPERIENCES)).data?.experiences as { id: number; title: string }[],
      rest: (await guestOnB.rest('GET', '/api/experiences')).body as { id: number; title: string }[],
    });
    const titles = (list: { title: string }[]) => list.map((e) => e.title).sort();
    // B has answered (and cached) the list before the change.
    const before = await read();
    expect(titles(before.graphql)).toEqual(titles(before.rest));

    const admin = await adminOn(a);
    const created = await admin.gql(
      'mutation ($input: ExperienceInput!) { createExperience(input: $input) { id title } }',
      {
        input: {
          language: ['ENG'],
          title: 'Temple stay',
          category: 'Tour',
          location: 'Jongno',
          price: 50000,
          startTime: '09:00',
          duration: '3hrs',
          kCultureTags: ['K_DRAMA'],
          salesAvailableFrom: addDays(seoulToday(), -1),
          salesAvailableUntil: addDays(seoulToday(), 60),
          timeSlots: ['09:00'],
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data.createExperience.id as number;
    // B's kept answers (platform/hot-cache) go once A's commit notified it: wait for that, boundedly.
    await b.settle();
    const afterCreate = await read();
    expect(titles(afterCreate.graphql)).toEqual([...titles(before.graphql), 'Temple stay'].sort());
    expect(titles(afterCreate.rest)).toEqual(titles(afterCreate.graphql));
    expect((await guestOnB.gql(ONE, { id })).data.experience).toEqual({
      id,
      title: 'Temple stay',
      price: 50000,
    });

    const off = await admin.gql(
      'mutation ($id: Int!) { setExperienceActive(id: $id, isActive: false) { id } }',
      {
        id,
      },
    );
    expect(off.errors).toBeUndefined();
    await b.settle();
    const afterOff = await read();
    expect(titles(afterOff.graphql)).toEqual(titles(before.graphql));
    expect(titles(afterOff.rest)).toEqual(titles(before.graphql));
    expect((await guestOnB.gql(ONE, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("each booking's mails are delivered exactly once with both dispatchers running", async () => {
    const item = await makeExperience(a.em(), { title: 'Hanbok walk', language: ['ENG'] });
    const bookings: number[] = [];
    for (let i = 0; i < 6; i++) {
      const via = i % 2 ? b : a;
      const res = await via.client().rest('POST', '/api/guest-bookings', {
        itemId: item.id,
        bookingDate: addDays(seoulToday(), 3),
        timeSlot: '10:00',
        guestName: `Guest ${i}`,
        guestEmail: `guest${i}@example.com`,
        guestPhone: '+1 2025550123',
        verificationCode: '135790',
        numberOfGuests: 1,
        language: 'ENG',
      });
      expect(res.status).toBe(201);
      bookings.push(res.body.id);
      // Both dispatchers also sweep on their own while the queue's jobs run.
      void a.mail.deliverDue();
      void b.mail.deliverDue();
    }
    const outbox = await a.em().find(MailOutbox, { bookingId: { $in: bookings } });
    expect(outbox).toHaveLength(bookings.length * 2);

    const pending = () => a.em().count(MailOutbox, { status: { $ne: 'sent' } });
    const deadline = Date.now() + 30_000;
    while ((await pending()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await pending()).toBe(0);
    // Time for a late duplicate from any runner (pg-boss polls every 5 s).
    await Promise.all([a.mail.deliverDue(), b.mail.deliverDue()]);
    await new Promise((r) => setTimeout(r, 6000));

    const delivered = inbox.received.map((raw) => Number(/^X-Outbox-Id: (\d+)/im.exec(raw)?.[1]));
    expect(delivered.sort((x, y) => x - y)).toEqual(outbox.map((m) => m.id).sort((x, y) => x - y));
    const { rows } = await a.pool.query<{ n: string }>(
      `select count(*) as n from booking_log where booking_id = any($1) and log_type = 'email_sent'`,
      [bookings],
    );
    expect(Number(rows[0].n)).toBe(bookings.length * 2);
  });

  it('a daily job runs once across both', async () => {
    // The schedule's minute comes and goes: pg-boss's cron check (every 30 to 60 s across the
    // instances) puts one job in the queue, which one of the two workers takes (each polls every 5 s).
    const settled = sweepAt + 60_000 + 20_000;
    while (sweepRuns.length === 0 && Date.now() < settled) await new Promise((r) => setTimeout(r, 500));
    expect(sweepRuns).toHaveLength(1);
    await new Promise((r) => setTimeout(r, Math.max(0, settled - Date.now())));
    expect(sweepRuns).toHaveLength(1);
    const { rows } = await a.pool.query<{ n: string }>(
      `select count(*) as n from pgboss.job where name = 'unused-uploads-sweep'`,
    );
    expect(Number(rows[0].n)).toBe(1);
  }, 180_000);
});
