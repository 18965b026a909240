// `npm run bench`: load and budget figures, printed as ratios of the budget (<= 1.00 is within budget).
// Starts the built app on a free port with its own embedded PostgreSQL and demo data; loopback only.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startServer } from '../e2e/server.mjs';
import { benchAdminBookings, printAdminBookings } from './admin-bookings.mjs';
import { printLighthouse, runLighthouse } from './lighthouse.mjs';

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

if (process.env.BENCH_ONLY === 'admin-bookings') {
  printAdminBookings(await benchAdminBookings());
  process.exit(0);
}

const server = await startServer();
let lighthouseResults;
try {
  const gql = JSON.stringify({
    query:
      '{ experiences(filter: { language: ENG }) { id title price discountedPrice rating reviewCount mainImage } }',
  });
  const [{ id: experienceId }] = await (await fetch(`${server.url}/api/experiences`)).json();
  const cases = [
    ['GET /api/experiences', { url: `${server.url}/api/experiences` }],
    [
      'POST /graphql experiences(ENG)',
      {
        url: `${server.url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: gql,
      },
    ],
    ['GET / (index.html)', { url: `${server.url}/`, headers: { accept: 'text/html' } }],
    [
      'POST /graphql schedule (31 days, seats)',
      {
        url: `${server.url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: scheduleQuery(experienceId),
      },
    ],
    [
      'GET /experiences/{id} (head + JSON-LD)',
      { url: `${server.url}/experiences/${experienceId}`, headers: { accept: 'text/html' } },
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
if (lighthouseResults) printLighthouse(lighthouseResults);

printAdminBookings(await benchAdminBookings());
