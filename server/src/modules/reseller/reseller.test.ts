// Reseller accounts and their API keys (issue 38 point 3), on a real database: a key is stored hashed,
// finds its reseller, and is refused once revoked; the OCTO gate answers UNAUTHORIZED without one.
import express from 'express';
import type { AddressInfo } from 'node:net';
import { makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { AppContext } from '../../context.js';
import { ResellerApiKey } from './reseller.entity.js';
import { resellerGate, resellerOfKey } from './reseller.gate.js';
import { createReseller, issueApiKey, revokeApiKey } from './reseller.service.js';

let app: TestApp;
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
  const server = express()
    .use(resellerGate({ pool: app.pool, hasher: app.hasher }))
    .get('/who', (_req, res) => {
      res.json(res.locals.reseller);
    })
    .listen(0);
  try {
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/who`;
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
