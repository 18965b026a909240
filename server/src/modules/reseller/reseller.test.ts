// Reseller accounts and their API keys (issue 38 point 3), on a real database: a key is stored hashed,
// finds its reseller, and is refused once revoked; the OCTO gate answers UNAUTHORIZED without one.
import express from 'express';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { pinoHttp } from 'pino-http';
import { createLogger, loggedProps, requestForLog } from '../../common/logger.js';
import { createRateLimiters } from '../../platform/rate-limit/rate-limit.service.js';
import { makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { AppContext } from '../../context.js';
import { ResellerApiKey } from './reseller.entity.js';
import { resellerGate, resellerOfKey, type GateDeps } from './reseller.gate.js';
import { pruneResellerUsage, ResellerUsage } from './reseller.usage.js';
import { createReseller, issueApiKey, revokeApiKey } from './reseller.service.js';

let app: TestApp;

/** The gate in front of `GET /who` (the caller) and `GET /fail` (a 404), with the app's request log. */
async function gateServer(deps: Partial<GateDeps> = {}, logStream?: PassThrough) {
  const logger = createLogger({ logLevel: logStream ? 'info' : 'silent' }, logStream);
  const rateLimiters = createRateLimiters(app.pool, app.config);
  const server = express()
    .use(pinoHttp({ logger, serializers: { req: requestForLog }, customProps: loggedProps }))
    .use(resellerGate({ pool: app.pool, hasher: app.hasher, rateLimiters, ...deps }))
    .get('/who', (_req, res) => {
      res.json(res.locals.reseller);
    })
    .get('/fail', (_req, res) => {
      res.status(404).json({ error: 'INVALID_PRODUCT_ID' });
    })
    .listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/who`, server };
}
const ctxOf = (a: TestApp) => ({ em: a.em(), hasher: a.hasher }) as unknown as AppContext;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

test('a new reseller gets a key shown once and stored only as a keyed hash', async () => {
  const item = await makeExperience(app.em(), {});
  const { reseller, key, apiKey } = await createReseller(ctxOf(app), {
    name: ' Klook ',
    email: 'Partners@Klook.example',
    experienceIds: [item.id],
    commissionPercent: 20,
  });
  expect(apiKey).toMatch(/^octo_[\w-]{43}$/);
  expect(reseller).toMatchObject({
    name: 'Klook',
    email: 'partners@klook.example',
    experienceIds: [item.id],
  });
  const stored = await app.em().findOneOrFail(ResellerApiKey, { id: key.id });
  expect(stored.keyHash).not.toContain(apiKey);
  expect(apiKey.startsWith(stored.prefix)).toBe(true);
  await expect(resellerOfKey(app.pool, app.hasher, apiKey)).resolves.toEqual({
    resellerId: reseller.id,
    keyId: key.id,
    name: 'Klook',
    experienceIds: [item.id],
  });
});

test('bad input is refused with the field named', async () => {
  await expect(createReseller(ctxOf(app), { name: '', email: 'a@b.kr' })).rejects.toMatchObject({
    extensions: { code: 'BAD_USER_INPUT', field: 'name' },
  });
  await expect(createReseller(ctxOf(app), { name: 'A', email: 'nope' })).rejects.toMatchObject({
    extensions: { field: 'email' },
  });
  await expect(
    createReseller(ctxOf(app), { name: 'A', email: 'a@b.kr', experienceIds: [99999] }),
  ).rejects.toMatchObject({ extensions: { field: 'experienceIds' } });
  await expect(
    createReseller(ctxOf(app), { name: 'A', email: 'a@b.kr', commissionPercent: 101 }),
  ).rejects.toMatchObject({ extensions: { field: 'commissionPercent' } });
});

test('keys rotate: a second key works beside the first, a revoked one is refused at once', async () => {
  const { reseller, key, apiKey } = await createReseller(ctxOf(app), {
    name: 'Agency',
    email: 'ops@agency.example',
  });
  const second = await issueApiKey(ctxOf(app), reseller.id);
  expect(second.apiKey).not.toBe(apiKey);
  await revokeApiKey(ctxOf(app), reseller.id, key.id);
  await expect(resellerOfKey(app.pool, app.hasher, apiKey)).resolves.toBeNull();
  await expect(resellerOfKey(app.pool, app.hasher, second.apiKey)).resolves.toMatchObject({
    resellerId: reseller.id,
    experienceIds: null,
  });
  await expect(revokeApiKey(ctxOf(app), reseller.id + 1000, second.key.id)).rejects.toMatchObject({
    extensions: { code: 'NOT_FOUND' },
  });
});

test("the gate answers OCTO's UNAUTHORIZED without a valid key and passes the reseller on", async () => {
  const { apiKey, reseller } = await createReseller(ctxOf(app), { name: 'Gate', email: 'g@g.example' });
  const { url, server } = await gateServer();
  try {
    for (const authorization of [undefined, 'Bearer octo_wrong', `Basic ${apiKey}`]) {
      const res = await fetch(url, { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'UNAUTHORIZED', errorMessage: expect.any(String) });
    }
    const ok = await fetch(url, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ resellerId: reseller.id, name: 'Gate' });
  } finally {
    server.close();
  }
});

test('each key has its own rate limit: of N+5 parallel requests exactly N pass, the rest get 429 with Retry-After', async () => {
  const limit = 7;
  const config = { ...app.config, rateLimits: { ...app.config.rateLimits, resellerKeyPerMinute: limit } };
  const { apiKey, reseller } = await createReseller(ctxOf(app), { name: 'Busy', email: 'b@b.example' });
  const other = await issueApiKey(ctxOf(app), reseller.id);
  const { url, server } = await gateServer({ rateLimiters: createRateLimiters(app.pool, config) });
  try {
    const answers = await Promise.all(
      Array.from({ length: limit + 5 }, () => fetch(url, { headers: { authorization: `Bearer ${apiKey}` } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(limit);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    for (const res of refused) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({
        error: 'TOO_MANY_REQUESTS',
        errorMessage: expect.stringMatching(/try again/),
      });
    }
    // The other key of the same reseller has its own count.
    const second = await fetch(url, { headers: { authorization: `Bearer ${other.apiKey}` } });
    expect(second.status).toBe(200);
  } finally {
    server.close();
  }
});

test('requests are logged with reseller and key ids, never the key or the query; usage is saved in batches', async () => {
  const { apiKey, reseller, key } = await createReseller(ctxOf(app), { name: 'Log', email: 'l@l.example' });
  const usage = new ResellerUsage(app.pool, undefined, 60_000);
  const log = new PassThrough();
  const lines: string[] = [];
  log.on('data', (chunk: Buffer) => lines.push(...chunk.toString().trim().split('\n')));
  const { url, server } = await gateServer({ usage }, log);
  try {
    const headers = { authorization: `Bearer ${apiKey}` };
    app.queries.length = 0;
    expect((await fetch(`${url}?email=guest@example.com`, { headers })).status).toBe(200);
    expect((await fetch(url.replace('/who', '/fail'), { headers })).status).toBe(404);
    expect((await fetch(url, { headers })).status).toBe(200);
    // Three requests, three key look-ups and rate-limit counts: nothing else written meanwhile.
    expect(app.queries.filter((sql) => /reseller_usage|last_used_at/.test(sql))).toEqual([]);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(3);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        resellerId: reseller.id,
        keyId: key.id,
        responseTime: expect.any(Number),
      });
      expect(entry.req).toMatchObject({ method: 'GET', headers: { authorization: '[redacted]' } });
      expect(JSON.stringify(entry)).not.toContain(apiKey);
      expect(JSON.stringify(entry)).not.toContain('guest@example.com');
    }
    expect(entries.map((e) => (e.res as { statusCode: number }).statusCode)).toEqual([200, 404, 200]);
    await usage.flush();
    const { rows: keys } = await app.pool.query('select last_used_at from reseller_api_key where id = $1', [
      key.id,
    ]);
    expect(keys[0].last_used_at).toBeInstanceOf(Date);
    const { rows } = await app.pool.query(
      'select requests, errors, last_request_at from reseller_usage where reseller_id = $1',
      [reseller.id],
    );
    expect(rows).toEqual([{ requests: 3, errors: 1, last_request_at: expect.any(Date) }]);
  } finally {
    server.close();
  }
});

test('a request costs the gate one statement (the key and its count together); a revoked key is refused at the next one', async () => {
  const { apiKey, reseller, key } = await createReseller(ctxOf(app), { name: 'One', email: 'o@o.example' });
  const { url, server } = await gateServer({ usage: new ResellerUsage(app.pool, undefined, 60_000) });
  try {
    const headers = { authorization: `Bearer ${apiKey}` };
    app.queries.length = 0;
    expect((await fetch(url, { headers })).status).toBe(200);
    expect(app.queries).toHaveLength(1);
    expect(app.queries[0]).toMatch(/reseller_api_key[\s\S]*rate_limit_volume/);
    await revokeApiKey(ctxOf(app), reseller.id, key.id);
    expect((await fetch(url, { headers })).status).toBe(401);
  } finally {
    server.close();
  }
});

test('old hourly usage is pruned, but each reseller keeps its newest row (its last request)', async () => {
  const { reseller: busy } = await createReseller(ctxOf(app), { name: 'Busy', email: 'b@busy.example' });
  const { reseller: idle } = await createReseller(ctxOf(app), { name: 'Idle', email: 'i@idle.example' });
  const row = `insert into reseller_usage (reseller_id, hour, requests, errors, last_request_at)
    values ($1, date_trunc('hour', now() - make_interval(days => $2)), 1, 0, now() - make_interval(days => $2))`;
  for (const days of [200, 100, 1]) await app.pool.query(row, [busy.id, days]);
  for (const days of [300, 120]) await app.pool.query(row, [idle.id, days]);
  expect(await pruneResellerUsage(app.pool, 90)).toBe(3);
  const left = async (id: number) =>
    (
      await app.pool.query<{ days: number }>(
        `select round(extract(epoch from now() - hour) / 86400)::int as days from reseller_usage
          where reseller_id = $1 order by hour`,
        [id],
      )
    ).rows.map((r) => r.days);
  expect(await left(busy.id)).toEqual([1]);
  expect(await left(idle.id)).toEqual([120]);
});
