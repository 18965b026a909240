import type { Readable } from 'node:stream';

/** Where uploaded and generated images live: a local directory, or an S3-compatible bucket (s3-storage.ts). */
export interface ImageStorage {
  /** Stores a whole file at once: readers see the old file, or the complete new one, never a part. */
  put(filename: string, data: Buffer): Promise<void>;
  /** A readable stream and size, or null when the file does not exist. */
  get(filename: string): Promise<{ stream: Readable; size: number } | null>;
  exists(filename: string): Promise<boolean>;
  /**
   * Which of these names the store does not hold, in one call for a whole table (a remote store
   * answers it with one listing, or with look-ups all at once for a page: never one after another).
   */
  missing(filenames: readonly string[]): Promise<Set<string>>;
  /** Every stored file with its last change (never temporary or dot files). */
  list(): Promise<{ name: string; modified: Date }[]>;
  /** Deletes a file; a missing one is not an error. */
  remove(filename: string): Promise<void>;
  /** At start: throws a StartError when the store cannot be used (a remote store's bucket, keys). */
  check?(): Promise<void>;
}

/** The two image stores: uploads (originals, served by name) and their resized variants (a cache). */
export interface MediaStorage {
  uploads: ImageStorage;
  variants: ImageStorage;
}

/** Stored names: letters, digits, dot, dash, underscore; no path parts, no leading dot. */
export const SAFE_FILENAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
