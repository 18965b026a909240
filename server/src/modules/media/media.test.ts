import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  const dir = path.join(app.config.dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
    .webp()
    .toBuffer();
  writeFileSync(path.join(dir, 'demo-red.webp'), png);
  writeFileSync(path.join(app.config.dataDir, 'session-secret-copy.webp'), 'outside the upload folder');
});
afterAll(() => app.close());

describe('GET /api/images/{filename}', () => {
  it('serves a stored image with one-year immutable caching', async () => {
    const res = await app.client().fetch('/api/images/demo-red.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 4, height: 4, format: 'webp' });
  });

  it.each([
    '/api/images/missing.webp',
    '/api/images/..%2Fsession-secret-copy.webp',
    '/api/images/%2E%2E%2Fsession-secret-copy.webp',
    '/api/images/..%5Csession-secret-copy.webp',
    '/api/images/.hidden.webp',
    '/api/images/demo-red.svg',
  ])('answers 404 JSON for %s', async (url) => {
    const res = await app.client().rest('GET', url);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.any(String) });
  });
});
