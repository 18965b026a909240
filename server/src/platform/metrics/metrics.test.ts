import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { Jobs } from '../jobs/jobs.js';
import { createLogger } from '../../common/logger.js';
import { makeAdmin, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import type { Experience } from '../../modules/experience/experience.entity.js';

const TOKEN = 'metrics-token-for-the-tests-0123';
let app: TestApp;
let admin: TestClient;
let experience: Experience;

beforeAll(async () => {
  app = await createTestApp({ METRICS_TOKEN: TOKEN, RATE_LIMIT_BOOKINGS_PER_HOUR: '1000' });
  experience = await makeExperience(app.em(), { language: ['ENG'], maxGuests: 10 });
  const { username, password } = await makeAdmin(app.em());
  admin = app.client();
  expect((await admin.login(username, password)).status).toBe(200);
}, 60_000);
afterAll(() => app.close());

async function scrape(): Promise<string> {
  const res = await app.client().fetch('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of one series (`name{labels}` exactly as printed), or undefined when absent. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(series + ' '));
  if (line === undefined) return undefined;
  const shown = line.slice(series.length + 1);
  return shown === '+Inf' ? Infinity : Number(shown);
}

let seq = 0;
const book = () =>
  app.client().rest('POST', '/api/guest-bookings', {
    itemId: experience.id,
    bookingDate: addDays(seoulToday(), 4),
    timeSlot: '10:00',
    guestName: 'Metric Guest',
    guestEmail: `metric${++seq}@example.com`,
    guestPhone: '+81 9012345678',
    verificationCode: '246810',
    numberOfGuests: 1,
    language: 'ENG',
  });

describe('GET /metrics', () => {
  it('answers 401 without the bearer token, or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const res = await app.client().fetch('/metrics', { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await res.text()).not.toContain('kc_');
    }
  });

  it('counts requests by route pattern and status, bookings created and approved, and the outbox', async () => {
    const before = await scrape();
    const created = value(before, 'kc_bookings_created_total') ?? 0;
    const approved = value(before, 'kc_bookings_approved_total') ?? 0;

    const first = await book();
    expect(first.status).toBe(201);
    expect((await book()).status).toBe(201);
    expect((await admin.rest('POST', `/api/guest-bookings/${first.body.id}/approve`, {})).status).toBe(200);
    await app.client().rest('GET', `/api/experiences/${experience.id}`);
    await app.client().rest('GET', '/api/experiences/999999');

    const after = await scrape();
    expect(value(after, 'kc_bookings_created_total')).toBe(created + 2);
    expect(value(after, 'kc_bookings_approved_total')).toBe(approved + 1);
    // One series per route as written, never per id.
    expect(
      value(
        after,
        'kc_http_request_duration_seconds_count{method="POST",route="/api/guest-bookings",status="201"}',
      ),
    ).toBe(2);
    expect(
      value(
        after,
        'kc_http_request_duration_seconds_count{method="GET",route="/api/experiences/:id",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value(
        after,
        'kc_http_request_duration_seconds_count{method="GET",route="/api/experiences/:id",status="404"}',
      ),
    ).toBe(1);
    expect(after).not.toContain('/api/experiences/999999');
    // The outbox as the database holds it.
    const { rows } = await app.pool.query<{ n: number }>(
      `select count(*)::int as n from mail_outbox where status = 'pending'`,
    );
    expect(value(after, 'kc_mail_outbox{status="pending"}')).toBe(rows[0].n);
    expect(rows[0].n).toBeGreaterThan(0);
    expect(value(after, 'kc_mail_outbox{status="failed"}')).toBe(0);
    expect(value(after, 'kc_database_up')).toBe(1);
    expect(value(after, 'kc_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(value(after, 'kc_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('gives the last good backup its age, and says when the last attempt failed', async () => {
    expect(value(await scrape(), 'kc_backup_last_success_age_seconds')).toBe(Infinity);
    await app.pool.query(
      `insert into backup_run (started_at, finished_at, status, trigger, host, size_bytes)
       values (now() - interval '2 hours', now() - interval '2 hours', 'ok', 'scheduled', 'h', 1000),
              (now() - interval '1 hour', now() - interval '1 hour', 'failed', 'scheduled', 'h', null)`,
    );
    const text = await scrape();
    expect(value(text, 'kc_backup_last_success_age_seconds')).toBeGreaterThanOrEqual(7200);
    expect(value(text, 'kc_backup_last_success_age_seconds')).toBeLessThan(7300);
    expect(value(text, 'kc_backup_last_run_failed')).toBe(1);
  });

  it('counts failed job runs by queue', async () => {
    const jobs = new Jobs(createLogger({ logLevel: 'silent' }), 1);
    let runs = 0;
    const before = value(await scrape(), 'kc_job_failures_total{queue="metrics-test-failing"}') ?? 0;
    await jobs.start(app.database.url, [
      {
        queue: 'metrics-test-failing',
        options: { retryLimit: 0 },
        run: async () => {
          runs++;
          throw new Error('nothing works');
        },
      },
    ]);
    try {
      jobs.request('metrics-test-failing');
      const deadline = Date.now() + 15_000;
      while (runs < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await jobs.stop();
    }
    expect(runs).toBe(1);
    expect(value(await scrape(), 'kc_job_failures_total{queue="metrics-test-failing"}')).toBe(before + 1);
  }, 30_000);
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics at all', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.client().fetch('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).not.toBe(200);
      expect(await res.text()).not.toContain('kc_http_request_duration_seconds');
    } finally {
      await bare.close();
    }
  }, 60_000);
});
