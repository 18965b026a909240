import { createHmac } from 'node:crypto';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import { jest } from '@jest/globals';
import pg from 'pg';
import * as tar from 'tar';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../common/logger.js';
import { hashSecret, SecretHasher } from '../../common/secrets.js';
import { KEY_MISMATCH, secretHasher } from '../../platform/app-setting/secret-hasher.js';
import { SESSION_COOKIE } from '../auth/auth.service.js';
import { createTestDatabase, type TestDatabase } from '../../testing/database.js';
import { makeAdmin, makeExperience } from '../../testing/fixtures.js';
import { startTestS3, type TestS3 } from '../../testing/s3.js';
import { createTestApp, TEST_CODE_HASH_SECRET, type TestApp } from '../../testing/test-app.js';
import { GuestClient, makeImage, restUpload } from '../../testing/uploads.js';
import { Experience } from '../experience/experience.entity.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import { createS3Client } from '../../platform/storage/s3-storage.js';
import { createMediaStorage } from '../../platform/storage/storage.js';
import { restoreBackup } from './backup.restore.js';
import { decryptFile, ENCRYPTED_MAGIC } from './backup.crypto.js';
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
    // Nothing but the file and the site's settings, CODE_HASH_SECRET left unset.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: target.url });
    let restored: TestApp | undefined;
    try {
      const report = await restoreBackup(file, config, logger);
      expect(report.images).toBe(1);
      expect(report.tables.find((t) => t.name === 'guest_booking')).toEqual({
        name: 'guest_booking',
        rows: 3,
      });
      expect(await rowsOf(target.url)).toEqual(before);
      // The backup holds no key: the restore says which to set, and no other key starts the app.
      expect(report.secretsToSet).toEqual([
        expect.stringMatching(/^Set CODE_HASH_SECRET to the key of the site/),
      ]);
      const pool = new pg.Pool({ connectionString: target.url, max: 1 });
      await expect(secretHasher({ codeHashSecret: 'another-key-'.repeat(4) }, pool)).rejects.toThrow(
        KEY_MISMATCH,
      );
      await expect(secretHasher({}, pool)).rejects.toThrow(KEY_MISMATCH);
      await pool.end();

      // With the site's key (the test apps' CODE_HASH_SECRET) the codes and PINs work.
      restored = await createTestApp({ DATA_DIR: dataDir }, {}, { database: target });
      const pin = await restored
        .client()
        .rest('POST', `/api/reviews/${reviewId}/verify-pin`, { pin: '482913' });
      expect(pin.status).toBe(200);
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

  it('holds no session, rate-limit count, bank statement nor generated key: no cookie is forged and no TOTP secret opened with it', async () => {
    // A site without SESSION_SECRET and CODE_HASH_SECRET: the keys are generated and kept in its database.
    const site = await createTestApp({ SESSION_SECRET: '', CODE_HASH_SECRET: '' });
    try {
      const { admin, username, password } = await makeAdmin(site.em(), 'owner-of-keys');
      const totp = 'JBSWY3DPEHPK3PXP';
      const sealed = site.hasher.box('totp-secret').seal(totp, `admin_user:${admin.id}`);
      await site.pool.query('update admin_user set totp_secret = $1 where id = $2', [sealed, admin.id]);
      const owner = site.client();
      expect((await owner.login(username, password)).status).toBe(200);
      await site.pool.query(`insert into bank_statement_preview (content, uploaded_by) values ($1, $2)`, [
        Buffer.from('date,name,amount\n2026-11-30,KIM MINA,55000\n'),
        username,
      ]);
      for (const table of ['admin_session', 'rate_limit', 'bank_statement_preview'])
        expect((await site.pool.query(`select 1 from ${table}`)).rowCount).toBeGreaterThan(0);

      const file = path.join(work, 'keys.tar.gz');
      await runBackup(deps(site), 'manual', file);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const unpacked = mkdtempSync(path.join(work, 'keys-'));
      await tar.x({ file, cwd: unpacked });
      const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
      const tables = manifest.tables.map((t: { name: string }) => t.name);
      for (const table of ['admin_session', 'rate_limit', 'bank_statement_preview']) {
        expect(tables).not.toContain(table);
        expect(readdirSync(path.join(unpacked, 'data'))).not.toContain(`${table}.copy`);
      }
      expect(readFileSync(file).includes('KIM MINA')).toBe(false);
      expect(manifest.secretsLeftOut).toEqual(['code_hash_secret', 'session_secret']);
      const settings = readFileSync(path.join(unpacked, 'data', 'app_setting.copy'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t'));
      expect(settings.map(([name]) => name)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(session_secret|code_hash_secret)$/)]),
      );

      // What the review did with a backup: sign a session id with the secret found in it. Here even the
      // live session's id, signed with every value of the file's settings, opens nothing...
      const { rows } = await site.pool.query<{ sid: string }>('select sid from admin_session');
      const forged = (secret: string) =>
        `${SESSION_COOKIE}=${encodeURIComponent(`s:${rows[0].sid}.${createHmac('sha256', secret).update(rows[0].sid).digest('base64').replace(/=+$/, '')}`)}`;
      const staffList = (cookie: string) =>
        site
          .client()
          .fetch('/api/admin/staff', { headers: { cookie } })
          .then((res) => res.status);
      for (const [, value] of settings) expect(await staffList(forged(value))).toBe(401);
      // ...which the site's own key does (the forging itself works): that key is not in the file.
      const live = async (name: string) =>
        (await site.pool.query<{ value: string }>('select value from app_setting where name = $1', [name]))
          .rows[0].value;
      expect(await staffList(forged(await live('session_secret')))).toBe(200);
      const opens = (key: string) =>
        new SecretHasher(Buffer.from(key, 'utf8')).box('totp-secret').open(sealed, `admin_user:${admin.id}`);
      for (const [, value] of settings) expect(opens(value)).toBeNull();
      expect(opens(await live('code_hash_secret'))).toBe(totp);
    } finally {
      await site.close();
    }
  });

  describe('the daily job', () => {
    const KEY = 'backup-encryption-key-of-the-test-0123456789';
    let s3: TestS3;
    beforeAll(async () => {
      s3 = await startTestS3('kculture-images', ['kculture-backups']);
    });
    afterAll(() => s3.stop());

    it('writes to BACKUP_DIR (0700, files 0600), copies it encrypted to the backup bucket (never the image bucket), keeps 7 daily + 4 weekly there and here, and records the run', async () => {
      // A directory made before backups were private: made so.
      const dir = path.join(work, 'daily');
      mkdirSync(dir);
      chmodSync(dir, 0o755);
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: work,
        BACKUP_DIR: dir,
        ...s3.env,
        BACKUP_S3_BUCKET: 'kculture-backups',
        BACKUP_ENCRYPTION_KEY: KEY,
      });
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
          new PutObjectCommand({
            Bucket: 'kculture-backups',
            Key: `${S3_BACKUP_PREFIX}${name}.enc`,
            Body: 'old',
          }),
        );

      const result = await runBackup({ ...deps(app), config, s3: s3Client }, 'scheduled');
      expect(path.dirname(result.file)).toBe(dir);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(statSync(result.file).mode & 0o777).toBe(0o600);
      expect(result.s3Key).toBe(`${S3_BACKUP_PREFIX}${path.basename(result.file)}.enc`);

      // In the bucket: ciphertext of the backup, which the key (and only it) turns back into the file.
      const copy = await s3Client.send(
        new GetObjectCommand({ Bucket: 'kculture-backups', Key: result.s3Key }),
      );
      const bytes = Buffer.from(await copy.Body!.transformToByteArray());
      const plain = readFileSync(result.file);
      expect(bytes.subarray(0, ENCRYPTED_MAGIC.length)).toEqual(ENCRYPTED_MAGIC);
      expect(bytes.length).toBe(plain.length + ENCRYPTED_MAGIC.length + 16 + 12 + 16);
      expect(bytes.includes(plain.subarray(0, 32))).toBe(false);
      const enc = path.join(work, 'copy.tar.gz.enc');
      writeFileSync(enc, bytes);
      await decryptFile(KEY, enc, path.join(work, 'copy.tar.gz'));
      expect(readFileSync(path.join(work, 'copy.tar.gz'))).toEqual(plain);
      expect(statSync(path.join(work, 'copy.tar.gz')).mode & 0o777).toBe(0o600);
      await expect(decryptFile(KEY.replace('0', '1'), enc, path.join(work, 'wrong.tar.gz'))).rejects.toThrow(
        'cannot be decrypted with this BACKUP_ENCRYPTION_KEY',
      );
      expect(readdirSync(work)).not.toContain('wrong.tar.gz');

      const keys = async (bucket: string) => {
        const found: string[] = [];
        for await (const page of paginateListObjectsV2(
          { client: s3Client },
          { Bucket: bucket, Prefix: S3_BACKUP_PREFIX },
        ))
          found.push(...(page.Contents ?? []).map((o) => o.Key!.slice(S3_BACKUP_PREFIX.length)));
        return found.sort();
      };
      expect(await keys('kculture-images')).toEqual([]);

      const local = readdirSync(dir).sort();
      expect(local).toContain(path.basename(result.file));
      expect(local.filter((n) => n.endsWith('-manual.tar.gz'))).toHaveLength(1);
      const scheduled = local.filter((n) => !n.endsWith('-manual.tar.gz'));
      // The newest of 7 days (today's and 6 before) plus up to 4 weeks' newest: 8 to 10 files, never 61.
      expect(scheduled.length).toBeGreaterThanOrEqual(8);
      expect(scheduled.length).toBeLessThanOrEqual(10);
      expect(await keys('kculture-backups')).toEqual(scheduled.map((name) => `${name}.enc`));

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

      // The encrypted copy restores as it is, given its key.
      const target = await createTestDatabase({ empty: true });
      try {
        const env = {
          NODE_ENV: 'test',
          DATA_DIR: mkdtempSync(path.join(work, 'from-bucket-')),
          DATABASE_URL: target.url,
        };
        await expect(restoreBackup(enc, loadConfig(env), logger)).rejects.toThrow(
          'is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was encrypted with',
        );
        const report = await restoreBackup(
          enc,
          loadConfig({ ...env, BACKUP_ENCRYPTION_KEY: KEY, CODE_HASH_SECRET: TEST_CODE_HASH_SECRET }),
          logger,
        );
        expect(report.tables.find((t) => t.name === 'guest_booking')?.rows).toBe(3);
        expect(report.secretsToSet).toEqual([]);
      } finally {
        await target.drop();
      }
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
