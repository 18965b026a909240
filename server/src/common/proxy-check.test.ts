import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { NO_PROXY_HEADER } from './proxy-check.js';

/** An app with TRUST_PROXY as given, and the warnings it logs. */
async function appWith(trustProxy: string) {
  const warnings: { msg: string; path: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { level: number; msg: string; path: string };
        if (entry.level === 40) warnings.push({ msg: entry.msg, path: entry.path });
      }
      done();
    },
  });
  const app = await createTestApp(
    // A real bank account: the start's warning about the placeholder one is not what is looked at here.
    {
      TRUST_PROXY: trustProxy,
      LOG_LEVEL: 'warn',
      PAYMENT_INSTRUCTIONS: 'Bank transfer (KRW): Shinhan Bank 110-123-456789.',
    },
    {},
    { logStream: stream },
  );
  return { app, warnings };
}

describe('TRUST_PROXY without a proxy in front', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('warns once, at the first request without X-Forwarded-For (health checks aside)', async () => {
    const { app, warnings } = await appWith('1');
    apps.push(app);
    const proxied = { headers: { 'x-forwarded-for': '203.0.113.9' } };
    expect((await app.client().fetch('/readyz')).status).toBe(200);
    expect((await app.client().fetch('/api/experiences', proxied)).status).toBe(200);
    expect(warnings).toEqual([]);
    expect((await app.client().fetch('/api/experiences?limit=1')).status).toBe(200);
    expect((await app.client().fetch('/api/articles')).status).toBe(200);
    expect(warnings).toEqual([{ msg: NO_PROXY_HEADER, path: '/api/experiences' }]);
  });

  it('says nothing without TRUST_PROXY, nor with the proxy named by its address', async () => {
    for (const trust of ['0', 'loopback']) {
      const { app, warnings } = await appWith(trust);
      apps.push(app);
      expect((await app.client().fetch('/api/experiences')).status).toBe(200);
      expect(warnings).toEqual([]);
    }
  });

  it('with the proxy named by its address, a client cannot choose its address by the header', async () => {
    const { app } = await appWith('10.9.8.7');
    apps.push(app);
    // The test client is 127.0.0.1, not the proxy: its header is not believed, the limit holds.
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await app
        .client()
        .rest(
          'POST',
          '/api/admin/login',
          { username: 'nobody', password: 'wrong-password' },
          { 'x-forwarded-for': `198.51.100.${i}` },
        );
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });
});
