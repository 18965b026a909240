import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import { jest } from '@jest/globals';
import pg from 'pg';
import * as tar from 'tar';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../common/logger.js';
import { hashSecret } from '../../common/secrets.js';
import { createTestDatabase, type TestDatabase } from '../../testing/database.js';
import { makeAdmin, makeExperience } from '../../testing/fixtures.js';
import { startTestS3, type TestS3 } from '../../testing/s3.js';
import { createTestApp, TEST_SESSION_SECRET, type TestApp } from '../../testing/test-app.js';
import { GuestClient, makeImage, restUpload } from '../../testing/uploads.js';
import { Experience } from '../experience/experience.entity.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import { createS3Client } from '../media/s3-storage.js';
import { createMediaStorage } from '../media/storage.js';
import { restoreBackup } from './backup.restore.js';
import { backupName } from './backup.retention.js';
import { runBackup, S3_BACKUP_PREFIX, type BackupDeps } from './backup.service.js';

jest.setTimeout(120_000);

const logger = createLogger({ logLevel: 'silent' });
let app: TestApp;
let work: string;
let imageUrl: string;
let image: Buffer;
let reviewId: number;
let item: Experience;

const deps = (target: TestApp, extra: Partial<BackupDeps> = {}): BackupDeps => ({
  config: target.config,
  databaseUrl: target.database.url,
  pool: target.pool,
  uploads: createMediaStorage(target.config).uploads,
  logger,
  ...extra,
});

/** Every row of the tables a restore must bring back, in a stable order: the comparison is of content. */
async function rowsOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: Record<string, unknown[]> = {};
    for (const table of [
      'experience',
      'guest_booking',
      'booking_log',
      'review',
      'mail_outbox',
      'admin_user',
      'content_version',
      'app_setting',
    ]) {
      out[table] = (await client.query(`select * from ${table} order by 1`)).rows;
    }
    return out;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'kc-backup-test-'));
  app = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PUBLIC_WRITES_PER_HOUR: '1000' });
  await makeAdmin(app.em());
  item = await makeExperience(app.em(), { title: '한옥 다도 체험', language: ['ENG', 'KOR'] });
  const em = app.em();
  const codeHash = await hashSecret('246810');
  for (const [i, status] of (['pending', 'confirmed', 'cancelled'] as const).entries()) {
    em.create(GuestBooking, {
      experience: em.getReference(Experience, item.id),
      bookingDate: `2026-12-0${i + 1}`,
      timeSlot: '10:00',
      guestName: `Guest ${i} "quoted"\ttab\nnewline`,
      guestEmail: `guest${i}@example.com`,
      guestPhone: '+8210123456' + i,
      verificationCodeHash: codeHash,
      numberOfGuests: i + 1,
      language: 'ENG',
      specialRequests: '한국어 \\ backslash',
      status,
    });
  }
  await em.flush();
  image = await makeImage('png', 24, 16);
  const guest = new GuestClient(app.url, '198.51.100.7');
  const upload = await restUpload(guest, image, 'tea.png', 'image/png');
  expect(upload.status).toBe(200);
  imageUrl = upload.body.imageUrl;
  const review = await guest.rest('POST', '/api/reviews', {
    itemId: item.id,
    reviewerName: 'Mina',
    rating: 5,
    visitDate: '2026-01-10',
    reviewContent: 'Tea and quiet.',
    reviewImages: [imageUrl],
    password: '482913',
  });
  expect(review.status).toBe(201);
  reviewId = review.body.id;
});
afterAll(async () => {
  await app?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('round trip: bookings, a review and its uploaded image -> backup -> wiped -> restored: same rows, image served', async () => {
    const file = path.join(work, 'site.tar.gz');
    const result = await runBackup(deps(app), 'manual', file);
    expect(result).toMatchObject({ file, images: 1, pruned: [] });
    expect(result.size).toBeGreaterThan(1000);
    const before = await rowsOf(app.database.url);
    expect(before.guest_booking).toHaveLength(3);
    expect(before.review).toHaveLength(1);

    // A new machine: an empty database and an empty data directory.
    const target = await createTestDatabase({ empty: true });
    const dataDir = mkdtempSync(path.join(work, 'new-machine-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: target.url,
      SESSION_SECRET: TEST_SESSION_SECRET,
    });
    let restored: TestApp | undefined;
    try {
      const report = await restoreBackup(file, config, logger);
      expect(report.images).toBe(1);
      expect(report.tables.find((t) => t.name === 'guest_booking')).toEqual({
        name: 'guest_booking',
        rows: 3,
      });
      expect(await rowsOf(target.url)).toEqual(before);

      restored = await createTestApp({ DATA_DIR: dataDir }, {}, { database: target });
      const served = await restored.client().fetch(imageUrl);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(image);
      const reviews = await restored.client().rest('GET', `/api/reviews/item/${item.id}`);
      expect(reviews.status).toBe(200);
      // The sequences came back too: a new booking takes the next id, not one already used.
      const em = restored.em();
      const next = em.create(GuestBooking, {
        experience: em.getReference(Experience, item.id),
        bookingDate: '2026-12-09',
        timeSlot: '10:00',
        guestName: 'After the restore',
        guestEmail: 'after@example.com',
        guestPhone: '+821099999999',
        verificationCodeHash: 'x',
        numberOfGuests: 1,
        language: 'ENG',
      });
      await em.flush();
      expect(next.id).toBeGreaterThan(Math.max(...before.guest_booking.map((b) => (b as { id: number }).id)));
      expect((before.review[0] as { id: number }).id).toBe(reviewId);

      // Never into a database in use, nor over one that has tables.
      await expect(restoreBackup(file, config, logger)).rejects.toThrow(
        /connected to the database.*stop every instance/,
      );
      await restored.close();
      restored = undefined;
      await expect(restoreBackup(file, config, logger)).rejects.toThrow(/already has tables/);
    } finally {
      await restored?.close();
      await target.drop();
    }
  });

  it('refuses a file that is not a backup, and one whose image was damaged, before changing anything', async () => {
    const junk = path.join(work, 'junk.tar.gz');
    writeFileSync(junk, 'not a tar');
    // The round trip's backup with one image changed after it was written.
    const unpacked = mkdtempSync(path.join(work, 'unpacked-'));
    await tar.x({ file: path.join(work, 'site.tar.gz'), cwd: unpacked });
    const [name] = readdirSync(path.join(unpacked, 'uploads'));
    writeFileSync(path.join(unpacked, 'uploads', name), 'not the picture');
    const damaged = path.join(work, 'damaged.tar.gz');
    await tar.c({ gzip: true, file: damaged, cwd: unpacked }, ['manifest.json', 'data', 'uploads']);
    const target: TestDatabase = await createTestDatabase({ empty: true });
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: work, DATABASE_URL: target.url });
      await expect(restoreBackup(junk, config, logger)).rejects.toThrow();
      await expect(restoreBackup(damaged, config, logger)).rejects.toThrow(
        `the image ${name} does not match its checksum`,
      );
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      const { rows } = await client.query(
        `select count(*)::int as n from pg_tables where schemaname = 'public'`,
      );
      await client.end();
      expect(rows[0].n).toBe(0);
    } finally {
      await target.drop();
    }
  });

  describe('the daily job', () => {
    let s3: TestS3;
    beforeAll(async () => {
      s3 = await startTestS3('kculture-backups');
    });
    afterAll(() => s3.stop());

    it('writes to BACKUP_DIR, copies to the bucket, keeps 7 daily + 4 weekly there and here, and records the run', async () => {
      const dir = mkdtempSync(path.join(work, 'daily-'));
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: work, BACKUP_DIR: dir, ...s3.env });
      const s3Client = createS3Client(config.s3!);
      // Sixty days of earlier backups, here and in the bucket, and one made by hand (never pruned).
      const old = Array.from({ length: 60 }, (_, i) =>
        backupName(new Date(Date.now() - (i + 1) * 86_400_000)),
      );
      for (const name of old) writeFileSync(path.join(dir, name), 'old');
      writeFileSync(path.join(dir, backupName(new Date(Date.now() - 90 * 86_400_000), true)), 'mine');
      const { PutObjectCommand } = await import('@aws-sdk/client-s3');
      for (const name of old)
        await s3Client.send(
          new PutObjectCommand({ Bucket: s3.bucket, Key: S3_BACKUP_PREFIX + name, Body: 'old' }),
        );

      const result = await runBackup({ ...deps(app), config, s3: s3Client }, 'scheduled');
      expect(path.dirname(result.file)).toBe(dir);
      expect(result.s3Key).toBe(S3_BACKUP_PREFIX + path.basename(result.file));
      const copy = await s3Client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: result.s3Key }));
      expect(Number(copy.ContentLength)).toBe(result.size);

      const local = readdirSync(dir).sort();
      expect(local).toContain(path.basename(result.file));
      expect(local.filter((n) => n.endsWith('-manual.tar.gz'))).toHaveLength(1);
      const scheduled = local.filter((n) => !n.endsWith('-manual.tar.gz'));
      // The newest of 7 days (today's and 6 before) plus up to 4 weeks' newest: 8 to 10 files, never 61.
      expect(scheduled.length).toBeGreaterThanOrEqual(8);
      expect(scheduled.length).toBeLessThanOrEqual(10);
      const inBucket: string[] = [];
      for await (const page of paginateListObjectsV2(
        { client: s3Client },
        { Bucket: s3.bucket, Prefix: S3_BACKUP_PREFIX },
      ))
        inBucket.push(...(page.Contents ?? []).map((o) => o.Key!.slice(S3_BACKUP_PREFIX.length)));
      expect(inBucket.sort()).toEqual(scheduled);

      const admin = app.client();
      const { username, password } = await makeAdmin(app.em(), 'backup-admin');
      await admin.login(username, password);
      const status = await admin.gql(
        '{ backupStatus { lastRunOk lastSuccessAt lastSuccessSizeBytes lastSuccessFile needsAttention schedule } }',
      );
      expect(status.data?.backupStatus).toEqual({
        lastRunOk: true,
        lastSuccessAt: expect.any(String),
        lastSuccessSizeBytes: result.size,
        lastSuccessFile: result.file,
        needsAttention: false,
        schedule: '0 18 * * *',
      });
    });

    it('a failed backup is recorded and logged: the dashboard then warns', async () => {
      const broken = { ...deps(app), databaseUrl: 'postgresql://nobody:wrong@127.0.0.1:1/none' };
      await expect(runBackup(broken, 'scheduled')).rejects.toThrow();
      const admin = app.client();
      const { username, password } = await makeAdmin(app.em(), 'backup-admin-2');
      await admin.login(username, password);
      const status = await admin.gql('{ backupStatus { lastRunOk lastError lastSuccessAt needsAttention } }');
      expect(status.data?.backupStatus).toMatchObject({
        lastRunOk: false,
        lastError: expect.stringMatching(/ECONNREFUSED|connect/),
        lastSuccessAt: expect.any(String),
        needsAttention: true,
      });
      expect(
        (await app.client().gql('{ backupStatus { needsAttention } }')).errors?.[0].extensions?.code,
      ).toBe('UNAUTHENTICATED');
    });
  });
});
