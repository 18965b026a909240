import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';
import { SAFE_FILENAME, type ImageStorage, type MediaStorage } from './storage.types.js';

export class LocalImageStorage implements ImageStorage {
  constructor(readonly dir: string) {}

  private resolve(filename: string): string | null {
    if (!SAFE_FILENAME.test(filename) || filename.includes('..')) return null;
    const full = path.join(this.dir, filename);
    return path.dirname(full) === path.resolve(this.dir) ? full : null;
  }

  async put(filename: string, data: Buffer): Promise<void> {
    const full = this.resolve(filename);
    if (!full) throw new Error(`unsafe file name: ${filename}`);
    await mkdir(this.dir, { recursive: true });
    // Written under a dot name (never served) and renamed: concurrent writers and readers never see a partial file.
    const temp = path.join(this.dir, `.tmp-${randomUUID()}`);
    try {
      await writeFile(temp, data);
      await rename(temp, full);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(filename: string) {
    const full = this.resolve(filename);
    if (!full) return null;
    try {
      const s = await stat(full);
      if (!s.isFile()) return null;
      return { stream: createReadStream(full), size: s.size };
    } catch {
      return null;
    }
  }

  async list() {
    const names = await readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const files = await Promise.all(
      names
        .filter((name) => this.resolve(name))
        .map(async (name) => {
          const s = await stat(path.join(this.dir, name)).catch(() => null);
          return s?.isFile() ? { name, modified: s.mtime } : null;
        }),
    );
    return files.filter((file) => file !== null);
  }

  async remove(filename: string): Promise<void> {
    const full = this.resolve(filename);
    if (full) await rm(full, { force: true });
  }

  async missing(filenames: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(filenames)];
    const present = await Promise.all(unique.map((name) => this.exists(name)));
    return new Set(unique.filter((_, i) => !present[i]));
  }

  async exists(filename: string): Promise<boolean> {
    const full = this.resolve(filename);
    return full
      ? stat(full).then(
          (s) => s.isFile(),
          () => false,
        )
      : false;
  }
}

/**
 * The bucket's store of uploads, its SDK (~30 MB resident) loaded with the first call: a setup without
 * S3 never loads it, and one with it loads it at start, when the store is checked.
 */
function lazyS3Uploads(s3: NonNullable<Config['s3']>): ImageStorage {
  let store: Promise<ImageStorage> | undefined;
  const load = () =>
    (store ??= import('./s3-storage.js').then(
      ({ createS3Client, S3ImageStorage }) =>
        new S3ImageStorage(createS3Client(s3), s3.bucket, 'uploads/', s3.endpoint),
    ));
  return {
    put: async (filename, data) => (await load()).put(filename, data),
    get: async (filename) => (await load()).get(filename),
    exists: async (filename) => (await load()).exists(filename),
    missing: async (filenames) => (await load()).missing(filenames),
    list: async () => (await load()).list(),
    remove: async (filename) => (await load()).remove(filename),
    check: async () => (await load()).check?.(),
  };
}

/**
 * The image stores of the configuration. Local (the default): originals in `DATA_DIR/uploads`,
 * variants in its `.variants` folder (a dot name, so never served by name). With S3_BUCKET:
 * originals in the bucket under `uploads/`, shared by every instance; variants stay a cache on
 * this instance's disk (`DATA_DIR/image-cache`), made again from the original where missing.
 */
export function createMediaStorage(config: Pick<Config, 'dataDir' | 's3'>): MediaStorage {
  const uploads = path.join(config.dataDir, 'uploads');
  if (config.s3) {
    return {
      uploads: lazyS3Uploads(config.s3),
      variants: new LocalImageStorage(path.join(config.dataDir, 'image-cache')),
    };
  }
  return {
    uploads: new LocalImageStorage(uploads),
    variants: new LocalImageStorage(path.join(uploads, '.variants')),
  };
}
