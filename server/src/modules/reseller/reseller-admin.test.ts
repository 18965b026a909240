// The owner's reseller API (issue 38 points 3 and 5), REST and GraphQL on the real app: a key shown
// once, listed by prefix with its figures, revoked; staff are refused; the desk shows reseller bookings.
import { AdminRole } from '../auth/admin-user.entity.js';
import { makeAdmin, makeBooking, makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import type { Experience } from '../experience/experience.entity.js';
import { resellerOfKey } from './reseller.gate.js';
import { ResellerUsage } from './reseller.usage.js';

let app: TestApp;
let owner: TestClient;
let staff: TestClient;
let item: Experience;

beforeAll(async () => {
  app = await createTestApp();
  await makeAdmin(app.em(), 'boss', 'a long enough passphrase', AdminRole.owner);
  await makeAdmin(app.em(), 'helper', 'a long enough passphrase', AdminRole.staff);
  owner = app.client();
  staff = app.client();
  expect((await owner.login('boss', 'a long enough passphrase')).status).toBe(200);
  expect((await staff.login('helper', 'a long enough passphrase')).status).toBe(200);
  item = await makeExperience(app.em(), {});
});
afterAll(() => app.close());

interface Listed {
  id: number;
  name: string;
  keys: Record<string, unknown>[];
  figures: Record<string, unknown>;
}

test('the owner adds a reseller, sees its key once, lists it by prefix with figures, rotates and revokes keys', async () => {
  const created = await owner.rest('POST', '/api/admin/resellers', {
    name: 'Klook',
    email: 'partners@klook.example',
    experienceIds: [item.id],
    commissionPercent: 20,
  });
  expect(created.status).toBe(201);
  const { id, keyId, apiKey } = created.body as { id: number; keyId: number; apiKey: string };
  expect(apiKey).toMatch(/^octo_/);
  await expect(resellerOfKey(app.pool, app.hasher, apiKey)).resolves.toMatchObject({ resellerId: id });

  // Its bookings and traffic: two confirmed (counted, summed), one cancelled (left out).
  for (const [status, totalPrice] of [
    ['confirmed', 50_000],
    ['confirmed', 70_000],
    ['cancelled', 90_000],
  ] as const)
    await makeBooking(app.em(), item, { status, totalPrice, resellerId: id, resellerReference: 'KL-1' });
  const usage = new ResellerUsage(app.pool);
  usage.record(id, keyId, 200);
  usage.record(id, keyId, 400);
  usage.record(id, keyId, 500);
  await usage.flush();

  const issued = await owner.rest('POST', `/api/admin/resellers/${id}/keys`);
  expect(issued.status).toBe(201);
  const second = issued.body as { id: number; apiKey: string };
  expect(second.apiKey).not.toBe(apiKey);
  expect((await owner.rest('DELETE', `/api/admin/resellers/${id}/keys/${keyId}`)).status).toBe(204);
  await expect(resellerOfKey(app.pool, app.hasher, apiKey)).resolves.toBeNull();

  app.queries.length = 0;
  const list = await owner.rest('GET', '/api/admin/resellers');
  expect(list.status).toBe(200);
  const listed = (list.body as Listed[]).find((r) => r.id === id)!;
  expect(listed).toMatchObject({
    name: 'Klook',
    email: 'partners@klook.example',
    experienceIds: [item.id],
    items: [{ id: item.id, title: item.title }],
    commissionPercent: 20,
    disabledAt: null,
    figures: { bookings: 2, revenue: 120_000, lastRequestAt: expect.any(String), errors: 2 },
  });
  expect(listed.keys).toEqual([
    {
      id: second.id,
      prefix: second.apiKey.slice(0, 11),
      createdAt: expect.any(String),
      revokedAt: null,
      lastUsedAt: null,
    },
    {
      id: keyId,
      prefix: apiKey.slice(0, 11),
      createdAt: expect.any(String),
      revokedAt: expect.any(String),
      lastUsedAt: expect.any(String),
    },
  ]);
  // Neither a key nor its hash leaves the server; the list is one statement (no N+1).
  expect(JSON.stringify(list.body)).not.toMatch(/keyHash|key_hash/);
  expect(JSON.stringify(list.body)).not.toContain(second.apiKey);
  expect(app.queries.filter((sql) => /from reseller\b/.test(sql))).toHaveLength(1);
});

test('the owner changes and switches off a reseller; bad input and unknown ids get 4xx', async () => {
  const { id, apiKey } = (
    await owner.rest('POST', '/api/admin/resellers', { name: 'Agency', email: 'a@a.example' })
  ).body as { id: number; apiKey: string };
  const patched = await owner.rest('PATCH', `/api/admin/resellers/${id}`, {
    commissionPercent: 12.5,
    disabled: true,
  });
  expect(patched.status).toBe(200);
  expect(patched.body).toMatchObject({
    name: 'Agency',
    commissionPercent: 12.5,
    disabledAt: expect.any(String),
  });
  await expect(resellerOfKey(app.pool, app.hasher, apiKey)).resolves.toBeNull();
  const back = await owner.rest('PATCH', `/api/admin/resellers/${id}`, {
    disabled: false,
    commissionPercent: null,
  });
  expect(back.body).toMatchObject({ commissionPercent: null, disabledAt: null });
  await expect(resellerOfKey(app.pool, app.hasher, apiKey)).resolves.toMatchObject({ resellerId: id });

  const bad = await owner.rest('POST', '/api/admin/resellers', { name: 'X', email: 'nope' });
  expect(bad.status).toBe(400);
  expect(bad.body).toMatchObject({ message: 'Give a valid contact e-mail address.' });
  expect((await owner.rest('PATCH', `/api/admin/resellers/${id}`, { disabled: 'yes' })).status).toBe(400);
  expect((await owner.rest('POST', '/api/admin/resellers/999999/keys')).status).toBe(404);
  expect((await owner.rest('DELETE', `/api/admin/resellers/${id}/keys/999999`)).status).toBe(404);
});

test('staff get FORBIDDEN; GraphQL gives the owner the same', async () => {
  expect((await staff.rest('GET', '/api/admin/resellers')).status).toBe(403);
  expect((await staff.rest('POST', '/api/admin/resellers', { name: 'S', email: 's@s.example' })).status).toBe(
    403,
  );
  const refused = await staff.gql('{ resellers { id } }');
  expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

  const created = await owner.gql<{
    createReseller: { id: number; apiKey: string; reseller: { id: number } };
  }>(
    `mutation ($input: ResellerInput!) { createReseller(input: $input) { id apiKey reseller { id name keys { id prefix } } } }`,
    { input: { name: 'GetYourGuide', email: 'supply@gyg.example' } },
  );
  expect(created.errors).toBeUndefined();
  const { id: keyId, apiKey, reseller } = created.data!.createReseller;
  const listed = await owner.gql<{
    resellers: { id: number; keys: { id: number; prefix: string }[]; figures: { bookings: number } }[];
  }>('{ resellers { id keys { id prefix revokedAt } figures { bookings revenue lastRequestAt errors } } }');
  expect(listed.data!.resellers.find((r) => r.id === reseller.id)).toMatchObject({
    keys: [{ id: keyId, prefix: apiKey.slice(0, 11), revokedAt: null }],
    figures: { bookings: 0, revenue: 0, lastRequestAt: null, errors: 0 },
  });
  const revoked = await owner.gql(
    'mutation ($id: Int!, $keyId: Int!) { revokeResellerKey(id: $id, keyId: $keyId) }',
    {
      id: reseller.id,
      keyId,
    },
  );
  expect(revoked.data).toEqual({ revokeResellerKey: true });
});

test("the admin desk shows a reseller booking's reseller name and reference, one name query per page", async () => {
  const { id } = (await owner.rest('POST', '/api/admin/resellers', { name: 'KKday', email: 'k@k.example' }))
    .body as {
    id: number;
  };
  const a = await makeBooking(app.em(), item, { resellerId: id, resellerReference: 'KK-77' });
  const b = await makeBooking(app.em(), item, { resellerId: id, resellerReference: 'KK-78' });
  const own = await makeBooking(app.em(), item, {});
  app.queries.length = 0;
  const page = await staff.gql<{
    adminBookings: { items: { id: number; resellerName: string | null; resellerReference: string | null }[] };
  }>('{ adminBookings(page: { page: 1, pageSize: 100 }) { items { id resellerName resellerReference } } }');
  expect(page.errors).toBeUndefined();
  const byId = new Map(page.data!.adminBookings.items.map((row) => [row.id, row]));
  expect(byId.get(a.id)).toMatchObject({ resellerName: 'KKday', resellerReference: 'KK-77' });
  expect(byId.get(b.id)).toMatchObject({ resellerName: 'KKday', resellerReference: 'KK-78' });
  expect(byId.get(own.id)).toMatchObject({ resellerName: null, resellerReference: null });
  expect(app.queries.filter((sql) => /from reseller where/.test(sql))).toHaveLength(1);
  const one = await staff.gql('query ($id: Int!) { booking(id: $id) { resellerName resellerReference } }', {
    id: a.id,
  });
  expect(one.data).toEqual({ booking: { resellerName: 'KKday', resellerReference: 'KK-77' } });
  // Guests never see it.
  const anonymous = await app
    .client()
    .gql('query ($id: Int!) { booking(id: $id) { resellerName } }', { id: a.id });
  expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});
