// Reference exchange rates (issue 40 point 3): the daily job against a local stand-in of the ECB's file,
// the storefront's rates (fresh only), staff's own rate for a currency the source lacks, REST and GraphQL.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AdminRole } from '../auth/admin-user.entity.js';
import { createLogger } from '../../common/logger.js';
import { makeAdmin } from '../../testing/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { exchangeRatesJob, publicRates } from './exchange-rate.service.js';
import { parseReferenceRates } from './exchange-rate.source.js';

// The ECB's daily file as it is published (abridged: the real one lists about 30 currencies).
const ecbFile = (day: string) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
  <Cube>
    <Cube time='${day}'>
      <Cube currency='USD' rate='1.0500'/>
      <Cube currency='JPY' rate='157.50'/>
      <Cube currency='GBP' rate='0.8300'/>
      <Cube currency='CNY' rate='7.6125'/>
      <Cube currency='HKD' rate='8.1900'/>
      <Cube currency='ZAR' rate='19.20'/>
      <Cube currency='KRW' rate='1500.00'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

let app: TestApp;
let staff: TestClient;
let source: http.Server;
let sourceUrl: string;
let answer: { status: number; body: string };

beforeAll(async () => {
  app = await createTestApp();
  await makeAdmin(app.em(), 'desk', 'a long enough passphrase', AdminRole.staff);
  staff = app.client();
  expect((await staff.login('desk', 'a long enough passphrase')).status).toBe(200);
  source = http.createServer((_req, res) => res.writeHead(answer.status).end(answer.body));
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}/eurofxref-daily.xml`;
});
afterAll(async () => {
  source.closeAllConnections();
  source.close();
  await app.close();
});
beforeEach(() => app.pool.query('delete from exchange_rate'));

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const job = () => exchangeRatesJob(app.pool, sourceUrl, createLogger(app.config));

test("the job stores the ECB's rates as units per 1 KRW; the storefront gets them, dated, from REST and GraphQL", async () => {
  answer = { status: 200, body: ecbFile(today()) };
  await job().run();
  const rest = await app.client().rest('GET', '/api/exchange-rates');
  expect(rest.status).toBe(200);
  expect(rest.headers.get('cache-control')).toBe('public, max-age=3600');
  expect(rest.body.base).toBe('KRW');
  expect(rest.body.date).toBe(today());
  // 1 KRW = 157.50 / 1500 JPY = 0.105 JPY; EUR itself = 1 / 1500; currencies we do not list are left out.
  expect(rest.body.rates.JPY).toBeCloseTo(0.105, 12);
  expect(rest.body.rates.USD).toBeCloseTo(0.0007, 12);
  expect(rest.body.rates.EUR).toBeCloseTo(1 / 1500, 12);
  expect(rest.body.rates.CNY).toBeCloseTo(0.005075, 12);
  expect(Object.keys(rest.body.rates).sort()).toEqual(['CNY', 'EUR', 'GBP', 'HKD', 'JPY', 'USD']);
  expect(rest.body.dates.JPY).toBe(today());

  const gql = await app.client().gql('{ exchangeRates { base date rates { currency rate date } } }');
  expect(gql.errors).toBeUndefined();
  expect(gql.data.exchangeRates.rates).toContainEqual({ currency: 'JPY', rate: 0.105, date: today() });
});

test('a failing source leaves the stored rates; a stale rate is not shown (KRW alone)', async () => {
  answer = { status: 200, body: ecbFile(daysAgo(3)) };
  await job().run();
  expect((await publicRates(app.pool)).rates.JPY).toBeCloseTo(0.105, 12);
  answer = { status: 503, body: 'down' };
  await expect(job().run()).resolves.toBeUndefined();
  expect((await publicRates(app.pool)).date).toBe(daysAgo(3));
  // A day later the same rates are four days old: none shown.
  const later = new Date(Date.now() + 86_400_000);
  expect(await publicRates(app.pool, later)).toEqual({ base: 'KRW', date: null, rates: {}, dates: {} });
  answer = { status: 200, body: '<html>not the file</html>' };
  await expect(job().run()).resolves.toBeUndefined();
});

test('staff enter a rate for a currency the source lacks (TWD); it is shown, audited, and removed; bad input is a 400', async () => {
  expect((await app.client().rest('PUT', '/api/admin/exchange-rates/TWD', { krwPerUnit: 42.5 })).status).toBe(
    401,
  );
  const put = await staff.rest('PUT', '/api/admin/exchange-rates/TWD', { krwPerUnit: 42.5 });
  expect(put.status).toBe(200);
  expect(put.body).toEqual([
    expect.objectContaining({ currency: 'TWD', source: 'staff', krwPerUnit: 42.5, shown: true }),
  ]);
  expect((await publicRates(app.pool)).rates.TWD).toBeCloseTo(1 / 42.5, 12);
  const { rows } = await app.pool.query(
    `select kind, target_id from audit_entry where target_id = 'exchange_rate.TWD' order by id`,
  );
  expect(rows).toEqual([{ kind: 'settings.update', target_id: 'exchange_rate.TWD' }]);

  for (const [currency, body, field] of [
    ['TWD', { krwPerUnit: -1 }, 'krwPerUnit'],
    ['TWD', { krwPerUnit: '42' }, 'krwPerUnit'],
    ['KRW', { krwPerUnit: 1 }, 'currency'],
    ['XYZ', { krwPerUnit: 1 }, 'currency'],
  ] as const) {
    const refused = await staff.rest('PUT', `/api/admin/exchange-rates/${currency}`, body);
    expect([currency, refused.status]).toEqual([currency, 400]);
    expect(refused.body.message).toMatch(field);
  }

  const gql = await staff.gql('mutation { setExchangeRate(currency: "TWD", krwPerUnit: null) { currency } }');
  expect(gql.errors).toBeUndefined();
  expect(gql.data.setExchangeRate).toEqual([]);
  expect((await staff.rest('DELETE', '/api/admin/exchange-rates/TWD')).status).toBe(404);
});

test('parses a JSON source ({ base, date, rates }) as well, and refuses one without KRW', () => {
  const rates = parseReferenceRates(
    JSON.stringify({ base: 'USD', date: '2026-11-27', rates: { KRW: 1400, JPY: 150, EUR: 0.95 } }),
  );
  expect(rates.date).toBe('2026-11-27');
  expect(rates.perKrw.get('USD')).toBeCloseTo(1 / 1400, 12);
  expect(rates.perKrw.get('JPY')).toBeCloseTo(150 / 1400, 12);
  expect(() =>
    parseReferenceRates(JSON.stringify({ base: 'EUR', date: '2026-11-27', rates: { USD: 1 } })),
  ).toThrow('no KRW rate');
  expect(() => parseReferenceRates('{oops')).toThrow('malformed JSON');
});
