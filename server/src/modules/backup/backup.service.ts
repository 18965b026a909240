import { mkdir, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type pg from 'pg';
import type { Config } from '../../config.js';
import type { Logger } from '../../common/logger.js';
import { reportError } from '../../common/error-reporting.js';
import type { Job } from '../../platform/jobs/jobs.js';
import type { ImageStorage } from '../../platform/storage/storage.types.js';
import { privateDir, writeBackup } from './backup.archive.js';
import { ENCRYPTED_SUFFIX, encryptedSize, encryptedStream } from './backup.crypto.js';
import { backupName, backupsToKeep, scheduledAt, type Dated } from './backup.retention.js';

/** The dashboard warns when the last good backup is older than this. */
export const BACKUP_STALE_HOURS = 26;
/** Where copies go in the backup bucket (BACKUP_S3_BUCKET). */
export const S3_BACKUP_PREFIX = 'backups/';

export interface BackupDeps {
  config: Pick<Config, 'backup'>;
  /** The app's database. */
  databaseUrl: string;
  /** Records each run (table backup_run). */
  pool: pg.Pool;
  uploads: ImageStorage;
  logger: Logger;
  /** Tests give their own; otherwise made from the S3 settings when copies go there. */
  s3?: S3Client;
}

export interface BackupResult {
  file: string;
  size: number;
  s3Key?: string;
  tables: number;
  rows: number;
  images: number;
  /** Files (and S3 copies) deleted by the retention. */
  pruned: string[];
}

async function pruneLocal(dir: string, keepDaily: number, keepWeekly: number): Promise<string[]> {
  const names = await readdir(dir);
  const dated = names.flatMap((name): Dated[] => {
    const at = scheduledAt(name);
    return at ? [{ name, at }] : [];
  });
  const keep = backupsToKeep(dated, keepDaily, keepWeekly);
  const drop = dated.filter((b) => !keep.has(b.name)).map((b) => b.name);
  await Promise.all(drop.map((name) => rm(path.join(dir, name), { force: true })));
  return drop;
}

async function pruneS3(client: S3Client, bucket: string, keepDaily: number, keepWeekly: number) {
  const { DeleteObjectCommand, paginateListObjectsV2 } = await import('@aws-sdk/client-s3');
  const dated: Dated[] = [];
  for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: S3_BACKUP_PREFIX })) {
    for (const object of page.Contents ?? []) {
      const name = object.Key?.slice(S3_BACKUP_PREFIX.length) ?? '';
      const at = scheduledAt(name);
      if (at) dated.push({ name, at });
    }
  }
  const keep = backupsToKeep(dated, keepDaily, keepWeekly);
  const drop = dated.filter((b) => !keep.has(b.name)).map((b) => S3_BACKUP_PREFIX + b.name);
  for (const key of drop) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  return drop.map((key) => `s3://${bucket}/${key}`);
}

/**
 * Writes one backup (backup.archive.ts; 0600, in a 0700 directory), records the run, and for the
 * scheduled one copies it, encrypted (backup.crypto.ts), to the backup bucket when configured
 * (BACKUP_S3_BUCKET, never the image bucket) and applies the retention (BACKUP_KEEP_DAILY newest per day,
 * BACKUP_KEEP_WEEKLY per week) to the directory and the bucket. `manual` backups (npm run backup) are
 * never pruned. A failure is recorded (the dashboard warns) and thrown.
 */
export async function runBackup(
  deps: BackupDeps,
  trigger: 'scheduled' | 'manual',
  target?: string,
): Promise<BackupResult> {
  const { config, logger } = deps;
  const startedAt = new Date();
  const file = target ?? path.join(config.backup.dir, backupName(startedAt, trigger === 'manual'));
  const record = (fields: { status: string; size?: number; s3Key?: string; error?: string }) =>
    deps.pool
      .query(
        `insert into backup_run (started_at, finished_at, status, trigger, host, file, size_bytes, s3_key, error)
         values ($1, now(), $2, $3, $4, $5, $6, $7, $8)`,
        [
          startedAt,
          fields.status,
          trigger,
          os.hostname(),
          file,
          fields.size ?? null,
          fields.s3Key ?? null,
          fields.error ?? null,
        ],
      )
      .catch((error: unknown) => logger.error({ err: error }, 'backup: could not record the run'));
  try {
    // The backups' own directory is made private; a file named by hand is private, its directory not ours.
    if (target) await mkdir(path.dirname(file), { recursive: true });
    else await privateDir(path.dirname(file));
    const { manifest, size } = await writeBackup(deps.databaseUrl, deps.uploads, file);
    let s3Key: string | undefined;
    const pruned: string[] = [];
    if (trigger === 'scheduled') {
      const bucket = config.backup.s3;
      if (bucket && config.backup.encryptionKey) {
        // The SDK is loaded when a copy goes to the bucket (a setup without S3 never loads it).
        const { PutObjectCommand } = await import('@aws-sdk/client-s3');
        const client =
          deps.s3 ?? (await import('../../platform/storage/s3-storage.js')).createS3Client(bucket);
        s3Key = S3_BACKUP_PREFIX + path.basename(file) + ENCRYPTED_SUFFIX;
        await client.send(
          new PutObjectCommand({
            Bucket: bucket.bucket,
            Key: s3Key,
            Body: await encryptedStream(config.backup.encryptionKey, file),
            ContentLength: encryptedSize(size),
            ContentType: 'application/octet-stream',
          }),
        );
        pruned.push(
          ...(await pruneS3(client, bucket.bucket, config.backup.keepDaily, config.backup.keepWeekly)),
        );
      }
      pruned.push(
        ...(await pruneLocal(path.dirname(file), config.backup.keepDaily, config.backup.keepWeekly)),
      );
    }
    await record({ status: 'ok', size, s3Key });
    const result: BackupResult = {
      file,
      size,
      s3Key,
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
      images: manifest.uploads.length,
      pruned,
    };
    logger.info({ ...result, trigger }, 'backup written');
    return result;
  } catch (error) {
    logger.error({ err: error, file, trigger }, 'BACKUP FAILED: the site has no new backup');
    reportError(error, { backup: trigger });
    await record({ status: 'failed', error: String((error as Error)?.message ?? error).slice(0, 2000) });
    throw error;
  }
}

/** The daily backup through the shared job queue: one instance runs it. */
export function backupJob(deps: BackupDeps): Job {
  return {
    queue: 'backup',
    cron: deps.config.backup.schedule,
    run: () => runBackup(deps, 'scheduled'),
  };
}

export interface BackupStatusRow {
  lastRunAt: Date | null;
  lastRunOk: boolean | null;
  lastError: string | null;
  lastSuccessAt: Date | null;
  lastSuccessSizeBytes: number | null;
  lastSuccessFile: string | null;
  lastSuccessHost: string | null;
}

/** The last run and the last good one, in one statement (dashboard tile, metrics). */
export async function backupStatus(pool: Pick<pg.Pool, 'query'>): Promise<BackupStatusRow> {
  const { rows } = await pool.query<{
    last_at: Date | null;
    last_status: string | null;
    last_error: string | null;
    ok_at: Date | null;
    ok_size: number | null;
    ok_file: string | null;
    ok_host: string | null;
  }>(
    `select l.finished_at as last_at, l.status as last_status, l.error as last_error,
            o.finished_at as ok_at, o.size_bytes as ok_size, o.file as ok_file, o.host as ok_host
     from (select 1) one
     left join lateral (select * from backup_run order by finished_at desc, id desc limit 1) l on true
     left join lateral (select * from backup_run where status = 'ok' order by finished_at desc, id desc limit 1) o on true`,
  );
  const row = rows[0];
  return {
    lastRunAt: row.last_at,
    lastRunOk: row.last_status === null ? null : row.last_status === 'ok',
    lastError: row.last_error,
    lastSuccessAt: row.ok_at,
    lastSuccessSizeBytes: row.ok_size === null ? null : Number(row.ok_size),
    lastSuccessFile: row.ok_file,
    lastSuccessHost: row.ok_host,
  };
}

/** True when the dashboard should warn: no good backup, the last one older than 26 h, or the last run failed. */
export function backupNeedsAttention(status: BackupStatusRow, now = new Date()): boolean {
  if (!status.lastSuccessAt || status.lastRunOk === false) return true;
  return now.getTime() - status.lastSuccessAt.getTime() > BACKUP_STALE_HOURS * 3_600_000;
}
