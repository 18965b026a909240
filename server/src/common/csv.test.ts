import type { AddressInfo } from 'node:net';
import { stringify } from 'csv-stringify/sync';
import express from 'express';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/database.js';
import { streamCsv } from './csv.js';

// PostgreSQL writes the exports (COPY): each cell must come out byte for byte as csv-stringify with
// escape_formulas writes it, formula escaping and quoting included.
const TEXTS = [
  'plain',
  '',
  null,
  '=HYPERLINK("http://x","y")',
  '+82 1012345678',
  '-dash',
  '@SUM(1+1)',
  '\tTab',
  '\rCR first',
  'mid\rCR',
  'line\nbreak',
  'crlf\r\nend',
  'comma, here',
  'say "hi"',
  '＝full width',
  '＋82',
  '－1',
  '＠me',
  '김민지 花子',
  "'quoted already",
  '\\.',
  ' space first',
];

let db: TestDatabase;
let pool: pg.Pool;
let server: import('node:http').Server;
let base: string;

beforeAll(async () => {
  db = await createTestDatabase({ empty: true });
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
  const app = express();
  app.get('/export', (req, res, next) => {
    const search = typeof req.query.q === 'string' ? req.query.q : null;
    streamCsv(pool, res, {
      sql: `select t.n, t.v, t.big, t.flag from (values ${TEXTS.map((_, i) => `(${i}, $${i + 1}::text, ${i % 3 === 0 ? -i : i}::bigint, ${i % 2 === 0})`).join(', ')}) as t(n, v, big, flag)
            where $${TEXTS.length + 1}::text is null or t.v like $${TEXTS.length + 1} order by t.n`,
      params: [...TEXTS, search],
      columns: ['n', 'v', 'big', 'flag'],
      filename: 'test.csv',
    }).catch(next);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await pool.end();
  await db.drop();
});

it('writes every cell as csv-stringify with escape_formulas does', async () => {
  const res = await fetch(`${base}/export`);
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="test.csv"');
  const expected =
    '\ufeff' +
    stringify(
      [['n', 'v', 'big', 'flag'], ...TEXTS.map((v, i) => [i, v, String(i % 3 === 0 ? -i : i), i % 2 === 0])],
      { escape_formulas: true },
    );
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(expected);
});

it('passes parameters with quotes and backslashes as values, never as SQL', async () => {
  const res = await fetch(`${base}/export?q=${encodeURIComponent(`%"hi"%' or true --\\`)}`);
  const text = await res.text();
  expect(text.trim().split('\n')).toEqual(['n,v,big,flag']);
  const quoted = await (await fetch(`${base}/export?q=${encodeURIComponent('say "hi"')}`)).text();
  expect(quoted).toBe('n,v,big,flag\n13,"say ""hi""",13,\n');
});
