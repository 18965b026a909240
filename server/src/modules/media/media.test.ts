import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { GuestClient, gqlUpload, makeImage, restUpload } from '../../testing/uploads.js';

const UPLOAD_LIMIT_PER_HOUR = 12;
let app: TestApp;
let ipCount = 0;
/** A visitor from an address of its own, so the per-IP upload limit of one test does not touch another. */
const guest = () => new GuestClient(app.url, `198.51.100.${++ipCount}`);
const uploads = () => path.join(app.config.dataDir, 'uploads');
const stored = async (url: string) => Buffer.from(await (await app.client().fetch(url)).arrayBuffer());

const IMMUTABLE = 'public, max-age=31536000, immutable';
const UNSUPPORTED = 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.';
const TOO_LARGE = 'file size cannot exceed 10MB';

/** Whether an EXIF block holds a GPS IFD pointer (tag 0x8825, either byte order). */
const hasGps = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_UPLOADS_PER_HOUR: String(UPLOAD_LIMIT_PER_HOUR) });
  mkdirSync(uploads(), { recursive: true });
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
    .webp()
    .toBuffer();
  writeFileSync(path.join(uploads(), 'demo-red.webp'), png);
  writeFileSync(path.join(uploads(), 'not-really.jpg'), 'a text file with an image name');
  writeFileSync(path.join(app.config.dataDir, 'session-secret-copy.webp'), 'outside the upload folder');
});
afterAll(() => app.close());

describe('GET /api/images/{filename}', () => {
  it('serves a stored image with one-year immutable caching', async () => {
    const res = await app.client().fetch('/api/images/demo-red.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 4, height: 4, format: 'webp' });
  });

  it.each([
    '/api/images/missing.webp',
    '/api/images/..%2Fsession-secret-copy.webp',
    '/api/images/%2E%2E%2Fsession-secret-copy.webp',
    '/api/images/..%5Csession-secret-copy.webp',
    '/api/images/.hidden.webp',
    '/api/images/.variants',
    '/api/images/demo-red.svg',
    '/api/images/..%2Fsession-secret-copy.webp?w=320',
    '/api/images/missing.webp?w=320',
  ])('answers 404 JSON for %s', async (url) => {
    const res = await app.client().rest('GET', url);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.any(String) });
  });
});

describe('POST /api/upload', () => {
  it('stores a JPEG under a random name, upright, with its EXIF and GPS removed', async () => {
    // 60x30 pixels stored with orientation 6: a camera held upright, so it shows 30x60.
    const jpeg = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#2a6' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCam', Model: 'X1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '37/1 33/1 5/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '126/1 58/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(hasGps(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const res = await restUpload(guest(), jpeg, 'IMG_0001.JPG', 'image/jpeg');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imageUrl: expect.stringMatching(/^\/api\/images\/g-[0-9a-f-]{36}\.jpg$/),
      filename: expect.stringMatching(/^g-[0-9a-f-]{36}\.jpg$/),
    });
    expect(res.body.imageUrl).toBe(`/api/images/${res.body.filename}`);
    expect(existsSync(path.join(uploads(), res.body.filename))).toBe(true);

    const after = await sharp(await stored(res.body.imageUrl)).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 30, height: 60 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.xmp).toBeUndefined();
  });

  it.each([
    ['png', 'png', 'png'],
    ['webp', 'webp', 'webp'],
    ['gif', 'png', 'png'],
    ['avif', 'webp', 'webp'],
  ] as const)('accepts %s (stored as %s)', async (format, ext, storedFormat) => {
    const res = await restUpload(guest(), await makeImage(format, 12, 9), `x.${format}`, `image/${format}`);
    expect(res.status).toBe(200);
    expect(res.body.filename).toMatch(new RegExp(`^g-[0-9a-f-]{36}\\.${ext}$`));
    expect(await sharp(await stored(res.body.imageUrl)).metadata()).toMatchObject({
      format: storedFormat,
      width: 12,
      height: 9,
    });
  });

  it('judges by content, not by name or declared type', async () => {
    const client = guest();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>';
    const html = '<!doctype html><html><body><script>alert(1)</script></body></html>';
    for (const [data, name, type] of [
      ['just some text, honestly', 'photo.png', 'image/png'],
      [svg, 'vector.svg', 'image/svg+xml'],
      [svg, 'innocent.png', 'image/png'],
      [html, 'page.jpg', 'image/jpeg'],
      [Buffer.from('GIF89a but not really a gif at all'), 'x.gif', 'image/gif'],
    ] as const) {
      const res = await restUpload(client, data, name, type);
      expect({ name, status: res.status, body: res.body }).toEqual({
        name,
        status: 400,
        body: { message: name === 'x.gif' ? expect.any(String) : UNSUPPORTED },
      });
    }
    // A real image named like text is still an image.
    const png = await restUpload(client, await makeImage('png'), 'notes.txt', 'text/plain');
    expect(png.status).toBe(200);
    expect(readdirSync(uploads()).filter((f) => /\.(svg|html?|txt)$/.test(f))).toEqual([]);
  });

  it('refuses a broken image with a clear 400', async () => {
    const jpeg = await makeImage('jpeg', 64, 64);
    const res = await restUpload(guest(), jpeg.subarray(0, 200), 'cut.jpg');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The image could not be read. Please try another file.' });
  });

  it('refuses a decompression bomb: a small file declaring 64 megapixels', async () => {
    const bomb = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: '#000' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await restUpload(guest(), bomb, 'bomb.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The image is too large: at most 40 megapixels.' });
  });

  it("answers 413 'file size cannot exceed 10MB' for 11 MB, and accepts just under 10 MB", async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0x41);
    big.set([0xff, 0xd8, 0xff], 0);
    const res = await restUpload(guest(), big, 'huge.jpg');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: TOO_LARGE });

    // Noise does not compress: a real PNG of about 9.8 MB.
    const noise = Buffer.alloc(1850 * 1850 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const almost = await sharp(noise, { raw: { width: 1850, height: 1850, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(almost.length).toBeGreaterThan(9.5 * 1024 * 1024);
    expect(almost.length).toBeLessThan(10 * 1024 * 1024);
    expect((await restUpload(guest(), almost, 'big.png', 'image/png')).status).toBe(200);
  });

  it('answers 400 without a file or with the file in another field', async () => {
    const client = guest();
    const none = await client.rest('POST', '/api/upload', { image: 'data:image/png;base64,AAAA' });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ message: 'Please choose an image to upload.' });
    const other = await restUpload(client, await makeImage('png'), 'a.png', 'image/png', 'file');
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ message: 'Send one image in the multipart field "image".' });
  });

  it(`allows ${UPLOAD_LIMIT_PER_HOUR} uploads per IP per hour, then 429; staff are not limited`, async () => {
    const client = guest();
    const png = await makeImage('png', 2, 2);
    for (let i = 0; i < UPLOAD_LIMIT_PER_HOUR; i++)
      expect((await restUpload(client, png, 'a.png')).status).toBe(200);
    const limited = await restUpload(client, png, 'a.png');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await restUpload(guest(), png, 'a.png')).status).toBe(200);
  });

  it('limits the bytes a guest may upload per hour too (1 MB here), whatever their number', async () => {
    const budget = await createTestApp({
      TRUST_PROXY: '1',
      RATE_LIMIT_UPLOAD_MB_PER_HOUR: '1',
      RATE_LIMIT_UPLOADS_PER_HOUR: '3',
    });
    try {
      // Noise does not compress: each PNG is about 430 KB.
      const noise = await sharp(randomBytes(380 * 380 * 3), { raw: { width: 380, height: 380, channels: 3 } })
        .png()
        .toBuffer();
      expect(noise.length).toBeGreaterThan(400_000);
      const client = new GuestClient(budget.url, '192.0.2.77');
      expect((await restUpload(client, noise, 'a.png')).status).toBe(200);
      expect((await restUpload(client, noise, 'b.png')).status).toBe(200);
      const limited = await restUpload(client, noise, 'c.png');
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: 'Too many attempts. Please try again later.' });
      // Small files still fit in what is left; the refused upload did not use up one of the 3 uploads.
      const small = await makeImage('png', 2, 2);
      expect((await restUpload(client, small, 'd.png')).status).toBe(200);
      expect((await restUpload(client, small, 'e.png')).status).toBe(429);
      // Another address has its own budget.
      expect((await restUpload(new GuestClient(budget.url, '192.0.2.78'), noise, 'e.png')).status).toBe(200);
    } finally {
      await budget.close();
    }
  });
});

describe('uploadImage (GraphQL multipart)', () => {
  it('stores the image and answers its URL, name and size', async () => {
    const res = await gqlUpload(guest(), await makeImage('webp', 20, 10), {
      name: 'a.webp',
      type: 'image/webp',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.uploadImage).toEqual({
      imageUrl: expect.stringMatching(/^\/api\/images\/g-[0-9a-f-]{36}\.webp$/),
      filename: expect.stringMatching(/^g-[0-9a-f-]{36}\.webp$/),
      width: 20,
      height: 10,
    });
    const served = await app.client().fetch(res.data.uploadImage.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it("is refused without Apollo's CSRF header (a plain cross-site form cannot upload)", async () => {
    const res = await gqlUpload(guest(), await makeImage('png'), { preflight: false });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/CSRF|preflight/i);
  });

  it('refuses SVG and text with BAD_USER_INPUT', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const res = await gqlUpload(guest(), svg, { name: 'x.png', type: 'image/png' });
    expect(res.errors?.[0]).toMatchObject({ message: UNSUPPORTED, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("answers PAYLOAD_TOO_LARGE 'file size cannot exceed 10MB' for 11 MB", async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0x42);
    const res = await gqlUpload(guest(), big, { name: 'big.png' });
    expect(res.errors?.[0]).toMatchObject({ message: TOO_LARGE, extensions: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});

describe('resized variants (?w=)', () => {
  let imageUrl: string;
  beforeAll(async () => {
    const res = await restUpload(guest(), await makeImage('jpeg', 1000, 500), 'wide.jpg');
    imageUrl = res.body.imageUrl;
  });

  const get = async (url: string) => {
    const res = await app.client().fetch(url);
    return { res, data: Buffer.from(await res.arrayBuffer()) };
  };

  it('serves a narrower copy with the same type and caching, made once and kept on disk', async () => {
    const { res, data } = await get(`${imageUrl}?w=640`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(Number(res.headers.get('content-length'))).toBe(data.length);
    expect(await sharp(data).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 320 });

    const variants = readdirSync(path.join(uploads(), '.variants'));
    expect(variants).toEqual([expect.stringMatching(/^w640-[0-9a-f]{40}\.jpg$/)]);
    const again = await get(`${imageUrl}?w=640`);
    expect(again.data.equals(data)).toBe(true);
    expect(readdirSync(path.join(uploads(), '.variants'))).toEqual(variants);
  });

  it('never enlarges: a width above the original gives the original size', async () => {
    const { res, data } = await get(`${imageUrl}?w=1920`);
    expect(res.status).toBe(200);
    expect(await sharp(data).metadata()).toMatchObject({ width: 1000, height: 500 });
    const tiny = await get('/api/images/demo-red.webp?w=320');
    expect(await sharp(tiny.data).metadata()).toMatchObject({ format: 'webp', width: 4, height: 4 });
  });

  it.each(['500', '0', 'abc', '640px', '-640', '640&w=320', ''])('answers 400 for w=%s', async (w) => {
    const res = await app.client().rest('GET', `${imageUrl}?w=${w}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'w must be one of 320, 640, 960, 1280, 1920.' });
  });

  it('survives simultaneous first requests: one complete, identical file for all', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => get(`${imageUrl}?w=960`)));
    expect(results.map((r) => r.res.status)).toEqual(Array(8).fill(200));
    for (const r of results) expect(r.data.equals(results[0].data)).toBe(true);
    expect(await sharp(results[0].data).metadata()).toMatchObject({ width: 960, height: 480 });
    expect(readdirSync(path.join(uploads(), '.variants')).filter((f) => f.startsWith('.tmp-'))).toEqual([]);
  });

  it('serves the original of a stored file it cannot resize', async () => {
    const { res, data } = await get('/api/images/not-really.jpg?w=320');
    expect(res.status).toBe(200);
    expect(data.toString()).toBe('a text file with an image name');
  });
});
