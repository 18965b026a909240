import type pg from 'pg';
import { IMAGE_WIDTHS } from '../../../../domain/images.js';
import type { Logger } from '../../common/logger.js';
import type { Job } from '../../platform/jobs/jobs.js';
import { GUEST_UPLOAD_PREFIX, variantName } from './media.service.js';
import type { MediaStorage } from '../../platform/storage/storage.types.js';

/**
 * An upload is kept this long before it may count as abandoned: a guest's (a review being written)
 * two hours, staff's (an item edited all afternoon) two days.
 */
export const UNUSED_UPLOAD_GRACE_HOURS = { guest: 2, staff: 48 };

/** The tables whose rows may name an upload, anywhere in any column (URLs, JSON lists, HTML). */
const CONTENT_TABLES = ['experience', 'review', 'article', 'carousel_slide', 'popup'] as const;

/** Every upload file name that some content row mentions as `/api/images/<name>`. */
async function referencedUploads(pool: pg.Pool): Promise<Set<string>> {
  const pattern = String.raw`/api/images/([A-Za-z0-9_-][A-Za-z0-9._-]*)`;
  const sql = CONTENT_TABLES.map(
    (table) => `select (regexp_matches(t::text, $1, 'g'))[1] as name from "${table}" t`,
  ).join(' union ');
  const { rows } = await pool.query<{ name: string }>(sql, [pattern]);
  return new Set(rows.map((row) => row.name));
}

/**
 * Deletes uploads that no content mentions and that are older than the grace period (photos of
 * reviews never sent, images replaced in the back office), with their resized variants.
 * The file list is read before the references: a file uploaded and used meanwhile is either too
 * young to go or already referenced. Answers how many uploads were deleted.
 */
export async function sweepUnusedUploads(
  pool: pg.Pool,
  storage: MediaStorage,
  now: Date = new Date(),
  graceHours = UNUSED_UPLOAD_GRACE_HOURS,
): Promise<number> {
  const cutoff = (name: string) =>
    now.getTime() - (name.startsWith(GUEST_UPLOAD_PREFIX) ? graceHours.guest : graceHours.staff) * 3600_000;
  const old = (await storage.uploads.list()).filter((file) => file.modified.getTime() < cutoff(file.name));
  if (!old.length) return 0;
  const used = await referencedUploads(pool);
  const unused = old.filter((file) => !used.has(file.name));
  for (const { name } of unused) {
    await storage.uploads.remove(name);
    await Promise.all(IMAGE_WIDTHS.map((width) => storage.variants.remove(variantName(name, width))));
  }
  return unused.length;
}

/** The sweep as an hourly job (at :17), so a guest's unused photo is gone within three hours. */
export function unusedUploadsJob(pool: pg.Pool, storage: MediaStorage, logger: Logger): Job {
  return {
    queue: 'unused-uploads-sweep',
    cron: '17 * * * *',
    run: async () => {
      const deleted = await sweepUnusedUploads(pool, storage);
      if (deleted) logger.info({ deleted }, 'unused uploads deleted');
    },
  };
}
