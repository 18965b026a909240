import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { loadConfig } from '../../config.js';
import { freePort } from '../mail/mail.testing.js';
import { startTestS3, type TestS3 } from '../../testing/s3.js';
import { httpStatus } from '../../common/errors.js';
import { createS3Client, HEAD_AT_MOST, ImageStoreError, S3ImageStorage } from './s3-storage.js';
import { LocalImageStorage } from './storage.js';
import type { ImageStorage } from './storage.types.js';

/** One implementation under test: the store, and a way to put things beside it that it must not list. */
interface Subject {
  store: ImageStorage;
  /** Writes files the store did not write itself (temporary, dot, nested or foreign names). */
  plantForeign(): Promise<void>;
  close(): Promise<void>;
}

async function localSubject(): Promise<Subject> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kc-storage-'));
  return {
    store: new LocalImageStorage(dir),
    async plantForeign() {
      writeFileSync(path.join(dir, '.tmp-half-written'), 'x');
      mkdirSync(path.join(dir, 'nested'), { recursive: true });
      writeFileSync(path.join(dir, 'nested', 'inside.png'), 'x');
    },
    close: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

let s3: TestS3;

function s3Client(): S3Client {
  return createS3Client(loadConfig({ DATA_DIR: os.tmpdir(), ...s3.env }).s3!);
}

async function s3Subject(): Promise<Subject> {
  s3 = await startTestS3();
  const client = s3Client();
  const put = (Key: string) => client.send(new PutObjectCommand({ Bucket: s3.bucket, Key, Body: 'x' }));
  return {
    store: new S3ImageStorage(client, s3.bucket, 'uploads/'),
    async plantForeign() {
      await put('elsewhere.png');
      await put('uploads/nested/inside.png');
      await put('uploads/.hidden.png');
    },
    close: () => s3.stop(),
  };
}

async function read(file: { stream: Readable; size: number } | null): Promise<string | null> {
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  expect(data.length).toBe(file.size);
  return data.toString();
}

describe.each([
  ['the local directory', localSubject],
  ['an S3-compatible bucket', s3Subject],
])('the image store contract on %s', (_name, make) => {
  let subject: Subject;
  let store: ImageStorage;
  beforeAll(async () => {
    subject = await make();
    store = subject.store;
  });
  afterAll(() => subject.close());

  it('gives back what was put, whole, and replaces it whole', async () => {
    await store.put('a.png', Buffer.from('first version'));
    expect(await store.exists('a.png')).toBe(true);
    expect(await read(await store.get('a.png'))).toBe('first version');
    await store.put('a.png', Buffer.from('second'));
    expect(await read(await store.get('a.png'))).toBe('second');
  });

  it('answers a missing name with null and false, never an error', async () => {
    expect(await store.get('never-stored.png')).toBeNull();
    expect(await store.exists('never-stored.png')).toBe(false);
    await expect(store.remove('never-stored.png')).resolves.toBeUndefined();
  });

  it('refuses names with path parts or a leading dot', async () => {
    for (const name of ['../a.png', 'x/../../a.png', '.hidden.png', 'nested/inside.png', '']) {
      expect(await store.get(name)).toBeNull();
      expect(await store.exists(name)).toBe(false);
      await expect(store.put(name, Buffer.from('x'))).rejects.toThrow('unsafe file name');
    }
  });

  it('lists what it stored with the time of the change, and nothing planted beside it', async () => {
    const before = Date.now() - 2000;
    await store.put('listed-1.webp', Buffer.from('1'));
    await store.put('listed-2.jpg', Buffer.from('2'));
    await subject.plantForeign();
    const files = await store.list();
    expect(files.map((f) => f.name).sort()).toEqual(['a.png', 'listed-1.webp', 'listed-2.jpg']);
    for (const file of files) {
      expect(file.modified.getTime()).toBeGreaterThan(before);
      expect(file.modified.getTime()).toBeLessThan(Date.now() + 2000);
    }
  });

  it('tells which of many names it does not hold, in one call', async () => {
    const missing = await store.missing(['a.png', 'gone.png', 'listed-2.jpg', 'gone.png', '../a.png']);
    expect([...missing].sort()).toEqual(['../a.png', 'gone.png']);
    expect(await store.missing([])).toEqual(new Set());
  });

  it('tells the same of a whole table of names (a remote store lists instead of asking for each)', async () => {
    const many = Array.from({ length: HEAD_AT_MOST + 20 }, (_, i) => `absent-${i}.png`);
    const missing = await store.missing([...many, 'a.png', 'listed-2.jpg']);
    expect([...missing].sort()).toEqual([...many].sort());
  });

  it('deletes a file: gone from get, exists, list and missing', async () => {
    await store.remove('listed-1.webp');
    expect(await store.get('listed-1.webp')).toBeNull();
    expect(await store.exists('listed-1.webp')).toBe(false);
    expect((await store.list()).map((f) => f.name).sort()).toEqual(['a.png', 'listed-2.jpg']);
    expect(await store.missing(['listed-1.webp'])).toEqual(new Set(['listed-1.webp']));
  });
});

describe('failures of the S3 store', () => {
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3.stop());

  it('are errors of the store, never a missing file: a bucket that does not exist', async () => {
    const store = new S3ImageStorage(s3Client(), 'no-such-bucket', 'uploads/');
    await expect(store.get('a.png')).rejects.toThrow(ImageStoreError);
    await expect(store.list()).rejects.toThrow(ImageStoreError);
    const many = Array.from({ length: HEAD_AT_MOST + 1 }, (_, i) => `${i}.png`);
    await expect(store.missing(many)).rejects.toThrow(ImageStoreError);
    await expect(store.put('a.png', Buffer.from('x'))).rejects.toThrow(ImageStoreError);
    // Found at start rather than at the first upload.
    await expect(store.check()).rejects.toMatchObject({
      name: 'StartError',
      message:
        'Image store: bucket "no-such-bucket" at AWS S3 does not exist: create it, or set S3_BUCKET to an existing bucket.',
    });
  });

  it('answer 503 with a message that names neither bucket nor key (they go to the log)', async () => {
    const store = new S3ImageStorage(s3Client(), 'no-such-bucket', 'uploads/');
    const error = await store.get('a.png').then(
      () => null,
      (e: unknown) => e as ImageStoreError,
    );
    expect(error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Images cannot be stored or read right now. Please try again in a moment.',
      details: { retryAfterSeconds: 10 },
    });
    expect(httpStatus(error!.code)).toBe(503);
    expect(String((error!.cause as Error).message)).toMatch(/^image store: get uploads\/a\.png failed: /);
  });

  it('pass the start check when the bucket is there and the keys are good', async () => {
    await expect(new S3ImageStorage(s3Client(), s3.bucket, 'uploads/').check()).resolves.toBeUndefined();
  });

  it('are errors of the store, never a missing file: keys the store does not know', async () => {
    const config = loadConfig({ DATA_DIR: os.tmpdir(), ...s3.env, S3_ACCESS_KEY_ID: 'UNKNOWN' }).s3!;
    const store = new S3ImageStorage(createS3Client(config), s3.bucket, 'uploads/');
    await expect(store.get('a.png')).rejects.toThrow(ImageStoreError);
    await expect(store.exists('a.png')).rejects.toThrow(ImageStoreError);
    await expect(store.put('a.png', Buffer.from('x'))).rejects.toThrow(ImageStoreError);
  });

  it('are errors of the store, never a missing file: a store that does not answer', async () => {
    const config = loadConfig({
      DATA_DIR: os.tmpdir(),
      ...s3.env,
      S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
    }).s3!;
    const store = new S3ImageStorage(createS3Client(config), s3.bucket, 'uploads/');
    await expect(store.get('a.png')).rejects.toThrow(ImageStoreError);
    await expect(store.exists('a.png')).rejects.toThrow(ImageStoreError);
    await expect(store.remove('a.png')).rejects.toThrow(ImageStoreError);
    await expect(
      new S3ImageStorage(createS3Client(config), s3.bucket, 'uploads/', config.endpoint).check(),
    ).rejects.toThrow(
      /^Image store: bucket "[^"]+" at http:\/\/127\.0\.0\.1:\d+ does not answer \(.+\): start the store, or fix S3_ENDPOINT\.$/,
    );
  });
});
