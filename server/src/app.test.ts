import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { GRAPHIQL_DIR, WEB_DIR } from './app.js';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { startPortOneStandIn } from './testing/portone-standin.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    const client = app.client();
    expect((await client.rest('GET', '/healthz')).body).toEqual({ status: 'ok' });
    expect((await client.rest('GET', '/readyz')).body).toEqual({ status: 'ready' });
  });
});

describe('REST shim errors', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await app.client().rest('GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: 'No API route for GET /api/does-not-exist.' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await app.client().fetch('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Request body is not valid JSON.' });
  });

  it('answers an over-large body with 413', async () => {
    const res = await app
      .client()
      .rest('POST', '/api/admin/login', { username: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
  });

  it('answers a bad language with 400', async () => {
    const res = await app.client().rest('GET', '/api/carousels?language=XX');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('language must be one of ENG, JPN, CHN, CHS, KOR.');
  });
});

describe('GraphQL protections', () => {
  it('refuses a simple-request POST without JSON content type (CSRF prevention)', async () => {
    const res = await app.client().fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.status).toBe(400);
  });

  it('refuses a GET query without a preflight header (CSRF prevention)', async () => {
    const res = await app.client().fetch('/graphql?query=%7B__typename%7D');
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/CSRF/i);
  });

  // Depth, aliases, once-only fields and cost: graphql-limits.test.ts.

  it('answers a validation error with its code, not a 500', async () => {
    const res = await app.client().gql('{ experience(id: "x") { id } }');
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers variables that do not fit their types 400, not a 500', async () => {
    const res = await app
      .client()
      .gql('mutation ($input: ExperienceInput!) { createExperience(input: $input) { id } }', {
        input: { overviewImages: [null] },
      });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringContaining('input.overviewImages[0]'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('serving the built app', () => {
  const made: string[] = [];
  beforeAll(() => {
    // Stand-ins for the Vite output, only when no real build exists.
    for (const [dir, file, body] of [
      [WEB_DIR, 'index.html', '<!doctype html><title>shop</title>'],
      [path.join(WEB_DIR, 'assets'), 'test-asset-abc123.js', 'console.log(1)'],
      [GRAPHIQL_DIR, 'index.html', '<!doctype html><title>GraphiQL</title>'],
    ]) {
      const full = path.join(dir, file);
      mkdirSync(dir, { recursive: true });
      try {
        writeFileSync(full, body, { flag: 'wx' });
        made.push(full);
      } catch {
        /* a real build is there: use it */
      }
    }
  });
  afterAll(() => made.forEach((f) => rmSync(f)));

  // Storefront pages go through the hot cache (platform/hot-cache).
  const STOREFRONT_CACHE = 'public, max-age=0, s-maxage=30';

  it('serves index.html for client routes revalidated (kept briefly by a CDN; the back office no-store), and a CSP (404 for unknown ones)', async () => {
    for (const [route, status, cache] of [
      ['/', 200, STOREFRONT_CACHE],
      ['/experiences', 200, STOREFRONT_CACHE],
      ['/admin', 200, 'no-store'],
      ['/no/such/page', 404, 'no-cache'],
    ] as const) {
      const res = await app.client().fetch(route, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(status);
      expect(res.headers.get('cache-control')).toBe(cache);
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
      expect(await res.text()).toMatch(/<!doctype html>/i);
    }
  });

  it("serves hashed assets as immutable for a year, with a script's headers only (not the page's policies)", async () => {
    const res = await app.client().fetch('/assets/test-asset-abc123.js');
    if (!made.some((f) => f.endsWith('test-asset-abc123.js'))) return; // real build present without this file
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'etag', 'last-modified']) {
      expect({ name, value: res.headers.get(name) }).toEqual({ name, value: null });
    }
    // A missing asset is the ordinary 404, with the page's headers.
    const missing = await app.client().fetch('/assets/no-such-file-abc123.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  });

  it("sends the build's brotli copy of a hashed file to a browser that accepts it, the file itself otherwise", async () => {
    const file = path.join(WEB_DIR, 'assets', 'test-br-abc123.js');
    const body = `console.log(${JSON.stringify('x'.repeat(2000))});`;
    writeFileSync(file, body);
    writeFileSync(`${file}.br`, brotliCompressSync(body));
    const fetchAsset = (name: string, encoding: string) =>
      app.client().fetch(`/assets/${name}`, { headers: { 'accept-encoding': encoding } });
    try {
      const br = await fetchAsset('test-br-abc123.js', 'br');
      expect(br.status).toBe(200);
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(br.headers.get('vary')).toBe('Accept-Encoding');
      expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(br.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await br.text()).toBe(body);

      const gzip = await fetchAsset('test-br-abc123.js', 'gzip');
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(gzip.headers.get('vary')).toBe('Accept-Encoding');
      expect(await gzip.text()).toBe(body);

      // Without a brotli copy: compressed on the fly, with the same headers.
      rmSync(`${file}.br`);
      const onTheFly = await fetchAsset('test-br-abc123.js', 'br');
      expect(onTheFly.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(onTheFly.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await onTheFly.text()).toBe(body);
      // A missing one is still the ordinary 404, with the page's headers.
      const missing = await fetchAsset('no-such-br-abc123.js', 'br');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
      expect(missing.headers.get('content-type')).not.toMatch(/javascript/);
    } finally {
      rmSync(file, { force: true });
      rmSync(`${file}.br`, { force: true });
    }
  });

  it('never serves a source map, even one copied into dist/web or dist/graphiql by hand', async () => {
    const maps = [
      path.join(WEB_DIR, 'assets', 'test-map-abc123.js.map'),
      path.join(GRAPHIQL_DIR, 'assets', 'test-map-abc123.js.map'),
    ];
    for (const file of maps) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, '{"version":3,"sources":["secret.ts"]}');
    }
    try {
      for (const url of [
        '/assets/test-map-abc123.js.map',
        '/graphiql-assets/assets/test-map-abc123.js.map',
      ]) {
        const res = await app.client().fetch(url);
        expect({ url, status: res.status }).toEqual({ url, status: 404 });
        expect(await res.text()).not.toContain('secret.ts');
      }
    } finally {
      maps.forEach((f) => rmSync(f));
    }
  });

  it('answers GET /graphql from a browser with the bundled GraphiQL page', async () => {
    const res = await app
      .client()
      .fetch('/graphql', { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/GraphiQL|GraphQL Explorer/);
  });

  it('compresses large responses', async () => {
    const res = await app.client().fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query: '{ __schema { types { name description } } }' }),
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('the Content-Security-Policy and PortOne', () => {
  const policy = async (target: TestApp) =>
    (await target.client().fetch('/', { headers: { accept: 'text/html' } })).headers.get(
      'content-security-policy',
    ) ?? '';
  const directive = (csp: string, name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? '';

  it("allows PortOne's script, checkout API and payment frame, and lists the methods, only while PortOne is configured", async () => {
    const off = await policy(app);
    expect(off).not.toMatch(/portone|iamport|eximbay/);
    expect((await app.client().gql('{ onlinePaymentMethods }')).data).toEqual({ onlinePaymentMethods: [] });

    const standIn = await startPortOneStandIn();
    const withPortOne = await createTestApp(standIn.env);
    try {
      const on = await policy(withPortOne);
      expect(directive(on, 'script-src')).toMatch(
        /^script-src 'self' 'sha256-[^']+' https:\/\/cdn\.portone\.io$/,
      );
      expect(directive(on, 'connect-src')).toContain('https://checkout-service.prod.iamport.co');
      expect(directive(on, 'frame-src')).toContain('https://payment-bridge.prod.iamport.co');
      // The storefront may say which methods guests pay with, without a session (the admin's settings need one).
      expect((await withPortOne.client().gql('{ onlinePaymentMethods }')).data).toEqual({
        onlinePaymentMethods: ['card', 'alipay', 'wechatpay'],
      });
      // Still no inline script, no eval, no wildcard.
      expect(on).not.toMatch(/unsafe-eval|'unsafe-inline' [^;]*script|\*/);
    } finally {
      await withPortOne.close();
      await standIn.close();
    }
  });
});
