// `npm run bench`: load and budget figures, printed as ratios of the budget (<= 1.00 is within budget).
// Starts the built app on a free port with its own embedded PostgreSQL and demo data; loopback only.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { addTypenameToDocument } from '@apollo/client/utilities';
import autocannon from 'autocannon';
import { print } from 'graphql';
import { startServer } from '../e2e/server.mjs';
import { benchAdminBookings, printAdminBookings } from './admin-bookings.mjs';
import { startBare } from './bare.mjs';
import { benchBookings, printBookings } from './bookings.mjs';
import { benchCsv, printCsv } from './csv.mjs';
import { generatedDocument } from './documents.mjs';
import { printLighthouse, runLighthouse } from './lighthouse.mjs';
import { benchMemory, printMemory } from './memory.mjs';
import { benchOcto, printOcto } from './octo.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

const BUDGETS = {
  p99Ms: 250, // per request under load, 2 cores
  minRps: 300,
  entryGzipKb: 120, // the storefront's entry chunk (issue #13); pages arrive rendered, this is what hydration waits for
};

function load(url, opts = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration: DURATION, connections: CONNECTIONS, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

const rows = [];
const row = (name, value, unit, budget, lowerIsBetter = true) =>
  rows.push({ name, value, unit, budget, ratio: lowerIsBetter ? value / budget : budget / value });

/** The schedule modal's query for the first demo experience: a month of days, slots and seats left. */
function scheduleQuery(id) {
  const today = new Date().toISOString().slice(0, 10);
  const end = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
  return JSON.stringify({
    query: `{ experience(id: ${id}) { bookingWindow { from until } availability(from: "${today}", to: "${end}") { date status slots { time total available isPast } } } }`,
  });
}

/** Lighthouse on the home, list and first experience pages of a running app (BENCH_LIGHTHOUSE=0 skips it). */
async function lighthouseFigures(url, experienceId) {
  if (process.env.BENCH_LIGHTHOUSE === '0') return null;
  return runLighthouse(url, ['/', '/experiences', `/experiences/${experienceId}`]);
}

if (process.env.BENCH_ONLY === 'lighthouse') {
  const server = await startServer();
  try {
    const [{ id }] = await (await fetch(`${server.url}/api/experiences`)).json();
    printLighthouse(await lighthouseFigures(server.url, id));
  } finally {
    await server.stop();
  }
  process.exit(0);
}

if (process.env.BENCH_ONLY === 'csv') {
  printCsv(await benchCsv());
  process.exit(0);
}

if (process.env.BENCH_ONLY === 'bookings') {
  printBookings(await benchBookings());
  process.exit(0);
}

if (process.env.BENCH_ONLY === 'octo') {
  printOcto(await benchOcto());
  process.exit(0);
}

if (process.env.BENCH_ONLY === 'memory') {
  printMemory(await benchMemory());
  process.exit(0);
}

if (process.env.BENCH_ONLY === 'admin-bookings') {
  printAdminBookings(await benchAdminBookings());
  process.exit(0);
}

/** One GET with the raw bytes on the wire (fetch would decode them): what the bare server replays. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** Per-connection headers of a recorded answer that the bare server sets itself. */
const FRAMING = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** Starts bench/bare-server.mjs in its own process, answering every request with `answer`. */
function bareServer(answer) {
  const headers = [];
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    if (!FRAMING.has(answer.rawHeaders[i].toLowerCase()))
      headers.push(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
  }
  return startBare({ status: answer.status, headers, body: answer.body.toString('base64') });
}

/**
 * The GET the web app's persisted-query link sends for a generated document (its text with the
 * __typename fields the cache adds, hashed), and the POST it sends once when the server does not
 * know the hash yet.
 */
function webAppQuery(documentName, variables) {
  const text = print(addTypenameToDocument(generatedDocument(documentName)));
  const operationName = documentName.replace(/Document$/, '');
  const { version } = JSON.parse(readFileSync('node_modules/@apollo/client/package.json', 'utf8'));
  const extensions = {
    clientLibrary: { name: '@apollo/client', version },
    persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(text).digest('hex') },
  };
  const params = new URLSearchParams({
    operationName,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify(extensions),
  });
  return {
    path: `/graphql?${params}`,
    register: JSON.stringify({ operationName, variables, extensions, query: text }),
  };
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const BROWSER = { 'accept-encoding': 'gzip, br' };
const GQL = {
  ...BROWSER,
  accept: 'application/graphql-response+json,application/json;q=0.9',
  'apollo-require-preflight': 'true',
};
const HTML = { ...BROWSER, accept: 'text/html' };

/**
 * Each hot read against a bare node:http server sending the same bytes with the same headers:
 * requests/s, p99 and their ratio (target >= 0.5 where a target is given).
 */
async function benchHotReads(server, experienceId) {
  const list = webAppQuery('ExperienceListDocument', { filter: { language: 'ENG' }, sort: 'popularity' });
  const registered = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { ...GQL, 'content-type': 'application/json' },
    body: list.register,
  });
  if (!registered.ok) throw new Error(`registering the list query: ${registered.status}`);
  const cases = [
    ['GraphQL ExperienceList (GET by hash)', list.path, GQL, 0.5],
    ['GET /api/experiences', '/api/experiences', BROWSER, 0.5],
    ['GET /experiences/{id} (HTML)', `/experiences/${experienceId}`, HTML, 0.5],
    ['GET / (HTML)', '/', HTML, null],
  ];
  const results = [];
  for (const [name, pathname, headers, target] of cases) {
    // Warm up (a kept answer is filled after its first miss), then record what the app sends.
    for (let i = 0; i < 3; i++) await rawGet(server.url + pathname, headers);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const answer = await rawGet(server.url + pathname, headers);
    if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.body}`);
    const bare = await bareServer(answer);
    try {
      // App and bare server take turns in short rounds: the machine's other work weighs on both alike.
      const rounds = { app: [], bare: [] };
      for (let i = 0; i < ROUNDS; i++) {
        for (const [who, base] of [
          ['app', server.url],
          ['bare', bare.url],
        ]) {
          const res = await load(base + pathname, { headers, duration: DURATION / ROUNDS });
          if (res.non2xx || res.errors)
            throw new Error(`${name} (${who}): ${res.non2xx} non-2xx, ${res.errors} errors`);
          rounds[who].push(res);
        }
      }
      const figures = (runs) => ({
        rps: Math.round(runs.reduce((sum, r) => sum + r.requests.average, 0) / runs.length),
        p99: median(runs.map((r) => r.latency.p99)),
      });
      const app = figures(rounds.app);
      const yardstick = figures(rounds.bare);
      results.push({
        name,
        bytes: answer.body.length,
        encoding:
          answer.rawHeaders.find((_, i, a) => i % 2 === 1 && /content-encoding/i.test(a[i - 1])) ?? 'none',
        app,
        bare: yardstick,
        ratio: app.rps / yardstick.rps,
        target,
      });
    } finally {
      bare.stop();
    }
  }
  return results;
}

function printHotReads(results) {
  console.log(
    `\nHot reads against a bare node:http server sending the same bytes (${DURATION}s each in ${ROUNDS} alternating rounds, ${CONNECTIONS} connections, loopback; p99 in ms, median of the rounds)\n`,
  );
  console.log(
    `${'case'.padEnd(38)} ${'bytes'.padStart(7)} ${'enc'.padEnd(4)} ${'app req/s'.padStart(9)} ${'p99'.padStart(5)} ${'bare req/s'.padStart(10)} ${'p99'.padStart(5)}  ratio`,
  );
  for (const r of results) {
    const verdict =
      r.target === null ? '' : r.ratio >= r.target ? `ok (>= ${r.target})` : `BELOW TARGET ${r.target}`;
    console.log(
      `${r.name.padEnd(38)} ${String(r.bytes).padStart(7)} ${r.encoding.padEnd(4)} ${String(r.app.rps).padStart(9)} ${String(r.app.p99).padStart(5)} ${String(r.bare.rps).padStart(10)} ${String(r.bare.p99).padStart(5)}  ${r.ratio.toFixed(2)} ${verdict}`,
    );
  }
}

const server = await startServer();
let hotReads;
let lighthouseResults;
try {
  const [{ id: experienceId }] = await (await fetch(`${server.url}/api/experiences`)).json();
  hotReads = await benchHotReads(server, experienceId);
  for (const r of hotReads) {
    row(`${r.name} p99 latency`, r.app.p99, 'ms', BUDGETS.p99Ms);
    row(`${r.name} throughput`, r.app.rps, 'req/s', BUDGETS.minRps, false);
  }
  if (process.env.BENCH_ONLY === 'hot') {
    printHotReads(hotReads);
    process.exit(0);
  }
  const cases = [
    [
      'POST /graphql schedule (31 days, seats)',
      {
        url: `${server.url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: scheduleQuery(experienceId),
      },
    ],
  ];
  for (const [name, opts] of cases) {
    const res = await load(opts.url, opts);
    if (res.non2xx || res.errors) throw new Error(`${name}: ${res.non2xx} non-2xx, ${res.errors} errors`);
    row(`${name} p99 latency`, res.latency.p99, 'ms', BUDGETS.p99Ms);
    row(`${name} throughput`, Math.round(res.requests.average), 'req/s', BUDGETS.minRps, false);
  }
  const mem = await fetch(`${server.url}/healthz`);
  if (!mem.ok) throw new Error('server unhealthy after load');
  lighthouseResults = await lighthouseFigures(server.url, experienceId);
} finally {
  await server.stop();
}

// The storefront's entry chunk (what index.html loads), gzipped; and with the chunks it imports
// statically (modulepreloaded), all of which the browser needs before it hydrates a page.
const html = readFileSync('dist/web/index.html', 'utf8');
const gzipKb = (files) =>
  Math.round(
    files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join('dist/web', f))).length, 0) / 1024,
  );
const entries = [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)].map((m) => m[1]);
const preloaded = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+\.js)"/g)].map(
  (m) => m[1],
);
row('storefront entry JS (gzip)', gzipKb(entries), 'KB', BUDGETS.entryGzipKb);
const allJs = readdirSync('dist/web/assets').filter((f) => f.endsWith('.js'));
const totalKb = Math.round(
  allJs.reduce((s, f) => s + statSync(path.join('dist/web/assets', f)).size, 0) / 1024,
);

console.log(`\nBenchmarks (${DURATION}s x ${CONNECTIONS} connections per case, loopback)\n`);
for (const r of rows) {
  const verdict = r.ratio <= 1 ? 'ok' : 'OVER BUDGET';
  console.log(
    `${r.name.padEnd(44)} ${String(r.value).padStart(8)} ${r.unit.padEnd(6)} budget ${String(r.budget).padStart(5)}  ratio ${r.ratio.toFixed(2)}  ${verdict}`,
  );
}
console.log(
  `${'entry + modulepreloaded chunks (gzip)'.padEnd(44)} ${String(gzipKb([...entries, ...preloaded])).padStart(8)} KB`,
);
console.log(`${'all web JS chunks (uncompressed)'.padEnd(44)} ${String(totalKb).padStart(8)} KB`);
printHotReads(hotReads);
if (lighthouseResults) printLighthouse(lighthouseResults);

printBookings(await benchBookings());
printOcto(await benchOcto());
printAdminBookings(await benchAdminBookings());
printCsv(await benchCsv());
printMemory(await benchMemory());
