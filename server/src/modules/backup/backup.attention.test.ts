import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { makeAdmin } from '../../testing/fixtures.js';
import { backupNeedsAttention, type BackupStatusRow } from './backup.service.js';

// The dashboard's backup warning (issue 21 point 2): none yet, the last good one older than 26 hours,
// or the last run failed.
const HOUR = 3_600_000;
const now = new Date('2026-11-27T03:00:00Z');
const good = (hoursAgo: number): BackupStatusRow => ({
  lastRunAt: new Date(now.getTime() - hoursAgo * HOUR),
  lastRunOk: true,
  lastError: null,
  lastSuccessAt: new Date(now.getTime() - hoursAgo * HOUR),
  lastSuccessSizeBytes: 1000,
  lastSuccessFile: 'backup.tar.gz',
  lastSuccessHost: 'app-1',
});

describe('backupNeedsAttention', () => {
  it('is quiet up to 26 hours after the last good backup, then warns', () => {
    expect(backupNeedsAttention(good(1), now)).toBe(false);
    expect(backupNeedsAttention(good(26), now)).toBe(false);
    expect(backupNeedsAttention(good(26.01), now)).toBe(true);
  });

  it('warns when there is none, or when the last run failed even after a recent good one', () => {
    expect(
      backupNeedsAttention({ ...good(1), lastSuccessAt: null, lastRunOk: null, lastRunAt: null }, now),
    ).toBe(true);
    expect(backupNeedsAttention({ ...good(2), lastRunOk: false, lastError: 'disk full' }, now)).toBe(true);
  });
});

describe('the backupStatus query', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('warns for a backup made 27 hours ago', async () => {
    const admin = await makeAdmin(app.em(), 'backups-owner');
    const client = app.client();
    expect((await client.login(admin.username, admin.password)).status).toBe(200);
    await app.pool.query(
      `insert into backup_run (started_at, finished_at, status, trigger, host, file, size_bytes)
       values (now() - interval '27 hours', now() - interval '27 hours', 'ok', 'scheduled', 'app-1', 'old.tar.gz', 1000)`,
    );
    const res = await client.gql('{ backupStatus { lastRunOk needsAttention } }');
    expect(res.data.backupStatus).toEqual({ lastRunOk: true, needsAttention: true });
  });
});
