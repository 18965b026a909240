import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { AppError } from '../../common/errors.js';
import { StartError } from '../../boot/start-errors.js';
import type { S3Config } from '../../config.js';
import { STORAGE_ERRORS } from './storage.errors.js';
import { IMAGE_CONTENT_TYPES } from './storage.formats.js';
import { SAFE_FILENAME, type ImageStorage } from './storage.types.js';

/** The store's client. Checksums only where S3 requires them: many S3-compatible servers reject the newer default ones. */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // An unreachable store fails the request in seconds rather than hanging it.
    requestHandler: { connectionTimeout: 5000 },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * A failure of the store itself (unreachable, refused, misconfigured): never a missing object. The
 * request that needed the store answers 503 (try again); what failed, with the bucket and key, goes
 * to the log only.
 */
export class ImageStoreError extends AppError {
  constructor(operation: string, key: string, cause: unknown) {
    super('SERVICE_UNAVAILABLE', STORAGE_ERRORS.unavailable, { retryAfterSeconds: 10 });
    this.name = 'ImageStoreError';
    this.cause = new Error(
      `image store: ${operation} ${key} failed: ${(cause as Error)?.message ?? String(cause)}`,
      {
        cause,
      },
    );
  }
}

/**
 * S3 answers "no such object" as NoSuchKey (GET) or a bare 404 NotFound (HEAD). A missing bucket
 * is a failure (NoSuchBucket) for GET, PUT and LIST; a HEAD cannot tell it from a missing object.
 */
const isMissing = (error: unknown) => {
  const name = (error as { name?: string })?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

/** Above this many names, missing() lists the bucket instead of asking for each. */
export const HEAD_AT_MOST = 50;

/**
 * Images in an S3-compatible bucket under `prefix` (for example `uploads/`): every app instance
 * reads and writes the same objects. A PUT replaces an object whole, so readers never see a part.
 */
export class S3ImageStorage implements ImageStorage {
  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
    readonly prefix = '',
    /** The store's URL, for messages (unset: AWS S3). */
    private readonly endpoint = 'AWS S3',
  ) {}

  /**
   * At start: the bucket exists and these keys may use it. A store that does not answer, a missing
   * bucket or refused keys stop the start with one line (a StartError), not the first upload.
   */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      const where = `bucket "${this.bucket}" at ${this.endpoint}`;
      const what =
        status === 404
          ? `${where} does not exist: create it, or set S3_BUCKET to an existing bucket.`
          : status === 403 || status === 401
            ? `${where} refuses these keys: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY and the bucket's policy.`
            : `${where} does not answer (${(error as Error)?.message || (error as Error)?.name || 'no reason given'}): start the store, or fix S3_ENDPOINT.`;
      throw new StartError(`Image store: ${what}`, { cause: error });
    }
  }

  private key(filename: string): string | null {
    return SAFE_FILENAME.test(filename) && !filename.includes('..') ? this.prefix + filename : null;
  }

  async put(filename: string, data: Buffer): Promise<void> {
    const key = this.key(filename);
    if (!key) throw new Error(`unsafe file name: ${filename}`);
    const contentType =
      IMAGE_CONTENT_TYPES[path.extname(filename).toLowerCase()] ?? 'application/octet-stream';
    await this.client
      .send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: contentType }))
      .catch((error: unknown) => {
        throw new ImageStoreError('put', key, error);
      });
  }

  async get(filename: string): Promise<{ stream: Readable; size: number } | null> {
    const key = this.key(filename);
    if (!key) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      // In Node.js the body is an http.IncomingMessage: a Readable the caller pipes or destroys.
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw new ImageStoreError('get', key, error);
    }
  }

  async exists(filename: string): Promise<boolean> {
    const key = this.key(filename);
    if (!key) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw new ImageStoreError('head', key, error);
    }
  }

  /**
   * A page of an admin list (up to HEAD_AT_MOST names): one HEAD per name, all at once, so the
   * cost does not grow with the bucket. More names: one listing of the prefix (1000 a page).
   */
  async missing(filenames: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(filenames)];
    if (unique.length <= HEAD_AT_MOST) {
      const present = await Promise.all(unique.map((name) => this.exists(name)));
      return new Set(unique.filter((_, i) => !present[i]));
    }
    const stored = new Set((await this.list()).map((file) => file.name));
    return new Set(unique.filter((name) => !stored.has(name)));
  }

  async list(): Promise<{ name: string; modified: Date }[]> {
    const files: { name: string; modified: Date }[] = [];
    try {
      const pages = paginateListObjectsV2(
        { client: this.client },
        { Bucket: this.bucket, Prefix: this.prefix },
      );
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(this.prefix.length) ?? '';
          // Only what this store could have written: no "folders", no foreign or dot names.
          if (this.key(name) && object.LastModified) files.push({ name, modified: object.LastModified });
        }
      }
    } catch (error) {
      throw new ImageStoreError('list', this.prefix, error);
    }
    return files;
  }

  async remove(filename: string): Promise<void> {
    const key = this.key(filename);
    if (!key) return;
    // S3 answers a delete of a missing object with success, as remove() promises.
    await this.client
      .send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))
      .catch((error: unknown) => {
        throw new ImageStoreError('delete', key, error);
      });
  }
}
