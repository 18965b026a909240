import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { startTestS3, type TestS3 } from '../../testing/s3.js';
import { gqlUpload, makeImage, restUpload } from '../../testing/uploads.js';
import { makeExperience } from '../../testing/fixtures.js';
import { ensureImages } from '../../seed/images.js';
import { demoImageSpecs } from '../../seed/seed.js';
import { variantName } from './media.service.js';
import { sweepUnusedUploads, UNUSED_UPLOAD_GRACE_HOURS } from './media.sweep.js';
import { createMediaStorage } from '../../platform/storage/storage.js';
import type { MediaStorage } from '../../platform/storage/storage.types.js';

let s3: TestS3;
let app: TestApp;
let storage: MediaStorage;

beforeAll(async () => {
  s3 = await startTestS3();
  app = await createTestApp(s3.env);
  storage = createMediaStorage(app.config);
});
afterAll(async () => {
  await app.close();
  await s3.stop().catch(() => undefined);
});

const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('images in an S3-compatible bucket (S3_BUCKET set)', () => {
  it('stores an upload in the bucket, not on this instance, and serves it back', async () => {
    const res = await restUpload(app.client(), await makeImage('png', 40, 30), 'p.png', 'image/png');
    expect(res.status).toBe(200);
    const { filename, imageUrl } = res.body as { filename: string; imageUrl: string };
    expect(imageUrl).toBe(`/api/images/${filename}`);
    expect((await storage.uploads.list()).map((f) => f.name)).toEqual([filename]);
    expect(existsSync(path.join(app.config.dataDir, 'uploads'))).toBe(false);

    const served = await app.client().fetch(imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const stored = await storage.uploads.get(filename);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    expect(await body(served)).toEqual(Buffer.concat(chunks));
  });

  it('takes GraphQL uploads the same way', async () => {
    const res = await gqlUpload(app.client(), await makeImage('webp', 20, 10), {
      name: 'w.webp',
      type: 'image/webp',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.uploadImage).toMatchObject({ width: 20, height: 10 });
    expect(await storage.uploads.exists(res.data.uploadImage.filename)).toBe(true);
    expect((await app.client().fetch(res.data.uploadImage.imageUrl)).status).toBe(200);
  });

  it('makes resized variants from the bucket and caches them on this instance', async () => {
    const { body: up } = await restUpload(app.client(), await makeImage('jpeg', 800, 400));
    const res = await app.client().fetch(`${up.imageUrl}?w=320`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(await body(res)).metadata()).toMatchObject({ width: 320, height: 160 });
    expect(readdirSync(path.join(app.config.dataDir, 'image-cache'))).toContain(
      variantName(up.filename, 320),
    );
    // The cache is not in the bucket: only originals are shared.
    expect((await storage.uploads.list()).map((f) => f.name)).not.toContain(variantName(up.filename, 320));
  });

  it.each(['/api/images/missing.png', '/api/images/missing.png?w=320', '/api/images/..%2Fmissing.png'])(
    'answers a name the bucket does not hold with the same 404: %s',
    async (url) => {
      const res = await app.client().rest('GET', url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Image not found.' });
    },
  );

  it('sweeps unused uploads from the bucket, with their cached variants', async () => {
    const { body: used } = await restUpload(
      app.client(),
      await makeImage('png', 30, 30),
      'u.png',
      'image/png',
    );
    const { body: unused } = await restUpload(
      app.client(),
      await makeImage('png', 30, 30),
      'n.png',
      'image/png',
    );
    await makeExperience(app.em(), { mainImage: used.imageUrl });
    expect((await app.client().fetch(`${unused.imageUrl}?w=320`)).status).toBe(200);

    const later = new Date(Date.now() + (UNUSED_UPLOAD_GRACE_HOURS.staff + 1) * 3600_000);
    const before = (await storage.uploads.list()).length;
    // Every upload of the earlier tests is unused too; the one an experience shows stays.
    const deleted = await sweepUnusedUploads(app.pool, storage, later);
    expect(deleted).toBe(before - 1);
    expect((await storage.uploads.list()).map((f) => f.name)).toEqual([used.filename]);
    expect(await storage.variants.exists(variantName(unused.filename, 320))).toBe(false);
    expect((await app.client().fetch(unused.imageUrl)).status).toBe(404);
    expect((await app.client().fetch(`${unused.imageUrl}?w=320`)).status).toBe(404);
    expect((await app.client().fetch(used.imageUrl)).status).toBe(200);
  });

  it('takes the demo pictures into the bucket, rendering only those it lacks', async () => {
    const specs = demoImageSpecs().slice(0, 2);
    expect(await ensureImages(storage.uploads, specs)).toEqual({ created: 2, existing: 0 });
    expect(await ensureImages(storage.uploads, specs)).toEqual({ created: 0, existing: 2 });
    const res = await app.client().fetch(`/api/images/${specs[0].filename}`);
    expect(res.status).toBe(200);
    expect(await sharp(await body(res)).metadata()).toMatchObject({ format: 'webp' });
  });

  it('answers 503 (not 404, not 500) while the store is down, and takes no upload', async () => {
    const { body: kept } = await restUpload(
      app.client(),
      await makeImage('png', 10, 10),
      'k.png',
      'image/png',
    );
    await s3.stop();
    const down = 'Images cannot be stored or read right now. Please try again in a moment.';
    for (const url of [kept.imageUrl, `${kept.imageUrl}?w=320`, '/api/images/missing.png']) {
      const res = await app.client().rest('GET', url);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: down });
      expect(res.headers.get('retry-after')).toBe('10');
    }
    const upload = await restUpload(app.client(), await makeImage('png', 10, 10), 'x.png', 'image/png');
    expect(upload.status).toBe(503);
    expect(upload.body).toEqual({ message: down });
    const viaGraphql = await gqlUpload(app.client(), await makeImage('png', 10, 10));
    expect(viaGraphql.body.errors?.[0]).toMatchObject({
      message: down,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  });
});
