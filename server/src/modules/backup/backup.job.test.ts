/**
 * The daily backup as main.ts runs it: `backupJob` on the pg-boss queue shared by the instances. The
 * backup itself and its retention rule have their own tests (backup.test.ts, backup.retention.test.ts);
 * this is the wiring: the schedule, one run across two instances, the retention applied by that run, and
 * a failing run logged loudly, retried, recorded and shown on the dashboard.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { createLogger } from '../../common/logger.js';
import { loadConfig, type Config } from '../../config.js';
import { Jobs } from '../../platform/jobs/jobs.js';
import { makeAdmin, makeBooking, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createMediaStorage } from '../../platform/storage/storage.js';
import { jobFailures } from '../../platform/metrics/metrics.counters.js';
import { backupName } from './backup.retention.js';
import { backupJob } from './backup.service.js';

jest.setTimeout(180_000);

const GUEST = { email: 'hana.guest@example.com', phone: '+821055512345', code: '482913' };

let app: TestApp;
let work: string;
const runners: Jobs[] = [];
/** Every line the job runners and the backup logged, parsed (pino JSON). */
const logged: Record<string, any>[] = [];
const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${ms} ms`);
    await sleep(250);
  }
}

/** An instance's job runner with the daily backup, as main.ts starts it (idle workers poll every 0.5 s). */
async function startInstance(config: Config): Promise<Jobs> {
  const runner = new Jobs(logger, 0.5);
  runners.push(runner);
  await runner.start(app.database.url, [
    backupJob({
      config,
      databaseUrl: app.database.url,
      pool: app.pool,
      uploads: createMediaStorage(app.config).uploads,
      logger,
    }),
  ]);
  return runner;
}

async function stopInstances() {
  await Promise.all(runners.splice(0).map((runner) => runner.stop(5000)));
}

const schedules = async () =>
  (await app.pool.query<{ name: string; cron: string }>('select name, cron from pgboss.schedule')).rows;

const runs = async () =>
  (
    await app.pool.query<{ status: string; trigger: string; file: string; error: string | null }>(
      'select status, trigger, file, error from backup_run order by id',
    )
  ).rows;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'kc-backup-job-'));
  app = await createTestApp();
  // A guest's details in the database: a backup failure must never bring them into the logs.
  const item = await makeExperience(app.em());
  await makeBooking(app.em(), item, { guestEmail: GUEST.email, guestPhone: GUEST.phone, code: GUEST.code });
});
afterEach(stopInstances);
afterAll(async () => {
  await app?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the daily backup job', () => {
  it('is scheduled once for all instances, runs on one of them, writes a backup and applies the retention', async () => {
    const dir = mkdtempSync(path.join(work, 'daily-'));
    // Sixty earlier daily backups and one made by hand (never pruned).
    const old = Array.from({ length: 60 }, (_, i) => backupName(new Date(Date.now() - (i + 1) * 86_400_000)));
    for (const name of old) writeFileSync(path.join(dir, name), 'old');
    const manual = backupName(new Date(Date.now() - 90 * 86_400_000), true);
    writeFileSync(path.join(dir, manual), 'mine');

    // BACKUP_SCHEDULE at the first whole minute 10 s ahead, so that the test sees its time come.
    const at = Math.ceil((Date.now() + 10_000) / 60_000) * 60_000;
    const cron = `${new Date(at).getUTCMinutes()} ${new Date(at).getUTCHours()} * * *`;
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: work, BACKUP_DIR: dir, BACKUP_SCHEDULE: cron });
    await Promise.all([startInstance(config), startInstance(config)]);
    expect(await schedules()).toEqual([{ name: 'backup', cron }]);

    // pg-boss's cron check (every 30 s or so) puts one job in the queue when the minute has come; one of
    // the two workers takes it.
    const [run] = await until(runs, (rows) => rows.length > 0, at - Date.now() + 80_000);
    expect(run).toMatchObject({ status: 'ok', trigger: 'scheduled', error: null });
    expect(path.dirname(run.file)).toBe(dir);
    // Another instance running it too would have written a second file and a second record by now.
    await sleep(10_000);
    expect(await runs()).toHaveLength(1);
    const { rows: queued } = await app.pool.query<{ state: string }>(
      `select state from pgboss.job where name = 'backup'`,
    );
    expect(queued).toEqual([{ state: 'completed' }]);

    const files = readdirSync(dir);
    expect(files).toContain(path.basename(run.file));
    expect(files).toContain(manual);
    const scheduled = files.filter((name) => name !== manual);
    // The newest of the last 7 days (today's among them) and of the last 4 weeks: 8 to 10, not 61.
    expect(scheduled.length).toBeGreaterThanOrEqual(8);
    expect(scheduled.length).toBeLessThanOrEqual(10);
    expect(old.slice(0, 6).every((name) => files.includes(name))).toBe(true);
    expect(old.slice(40).some((name) => files.includes(name))).toBe(false);
  });

  it('BACKUP_SCHEDULE=off removes the schedule an earlier start registered', async () => {
    await startInstance(loadConfig({ NODE_ENV: 'test', DATA_DIR: work }));
    expect(await schedules()).toEqual([{ name: 'backup', cron: '0 18 * * *' }]);
    await stopInstances();
    await startInstance(loadConfig({ NODE_ENV: 'test', DATA_DIR: work, BACKUP_SCHEDULE: 'off' }));
    expect(await schedules()).toEqual([]);
  });

  it('a failing backup is logged at error level without personal data, retried, recorded, and the dashboard warns', async () => {
    await app.pool.query('delete from backup_run');
    logged.length = 0;
    const failuresBefore =
      (await jobFailures.get()).values.find((v) => v.labels.queue === 'backup')?.value ?? 0;
    // The backup directory cannot be made: its parent is a file.
    const notADir = path.join(work, 'a-file');
    writeFileSync(notADir, 'x');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: work,
      BACKUP_DIR: path.join(notADir, 'backups'),
    });
    const runner = await startInstance(config);
    runner.request('backup');

    // pg-boss's default: two retries, then the job is failed (the first test's run stays completed).
    const jobs = await until(
      async () =>
        (
          await app.pool.query<{ state: string; retry_count: number }>(
            `select state, retry_count from pgboss.job where name = 'backup' and state <> 'completed'`,
          )
        ).rows,
      (rows) => rows.some((row) => row.state === 'failed'),
      30_000,
    );
    expect(jobs).toEqual([{ state: 'failed', retry_count: 2 }]);
    const recorded = await runs();
    expect(recorded).toHaveLength(3);
    for (const run of recorded)
      expect(run).toMatchObject({
        status: 'failed',
        trigger: 'scheduled',
        error: expect.stringMatching(/ENOTDIR/),
      });

    const errors = logged.filter((line) => line.level >= 50);
    expect(errors.map((line) => line.msg)).toEqual([
      'BACKUP FAILED: the site has no new backup',
      'job failed',
      'BACKUP FAILED: the site has no new backup',
      'job failed',
      'BACKUP FAILED: the site has no new backup',
      'job failed',
    ]);
    expect(errors[0]).toMatchObject({ trigger: 'scheduled', err: { code: 'ENOTDIR' } });
    expect(errors[1]).toMatchObject({ queue: 'backup', err: { code: 'ENOTDIR' } });
    const text = JSON.stringify(logged);
    for (const secret of Object.values(GUEST)) expect(text).not.toContain(secret);
    expect(text).not.toContain(GUEST.phone.slice(3));
    const failuresAfter = (await jobFailures.get()).values.find((v) => v.labels.queue === 'backup')?.value;
    expect(failuresAfter).toBe(failuresBefore + 3);

    const admin = app.client();
    const { username, password } = await makeAdmin(app.em(), 'backup-job-admin');
    await admin.login(username, password);
    const status = await admin.gql('{ backupStatus { lastRunOk lastError lastSuccessAt needsAttention } }');
    expect(status.data?.backupStatus).toEqual({
      lastRunOk: false,
      lastError: expect.stringMatching(/ENOTDIR/),
      lastSuccessAt: null,
      needsAttention: true,
    });
  });
});
