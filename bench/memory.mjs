// The app's resident memory (issue 25): the server process started as `npm start` starts it (through
// scripts/start.mjs, same node flags and environment), its RSS read from /proc after the start, then
// after a mixed load of MEMORY_SECONDS (60 s): storefront pages in four languages, the storefront's
// GraphQL list query, booking applications and the admin lists with an admin session, all at once.
// Run alone with `BENCH_ONLY=memory npm run bench`.
import { readFileSync } from 'node:fs';
import { print } from 'graphql';
import { generatedDocument } from './documents.mjs';
import autocannon from 'autocannon';
import { bookableSeats } from '../e2e/booking-seats.mjs';
import { E2E_ADMIN, startServer } from '../e2e/server.mjs';

const SECONDS = Number(process.env.MEMORY_SECONDS ?? 60);
export const MEMORY_TARGET = { afterStartMb: 250, afterLoadMb: 300 };
/** Booking applications with no per-address limit (as e2e/booking-load.ts's LOAD_ENV). */
const LOAD_ENV = { RATE_LIMIT_BOOKINGS_PER_HOUR: '1000000' };

/** A process's memory figures in MB from /proc/<pid>/status (Linux): resident, its peak, and threads. */
export function processMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return {
    rssMb: Math.round(kb('VmRSS') / 1024),
    peakMb: Math.round(kb('VmHWM') / 1024),
    threads: kb('Threads'),
  };
}

/** The server: the one child of `npm start`'s launcher (scripts/start.mjs). */
export function serverPid(launcherPid) {
  const children = readFileSync(`/proc/${launcherPid}/task/${launcherPid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  if (children.length !== 1) throw new Error(`launcher ${launcherPid} has children ${children}`);
  return children[0];
}

/** A generated document of the web app, as its text (the admin screens' own queries). */
function documentText(name) {
  return print(generatedDocument(name));
}

const gqlBody = (name, variables) => JSON.stringify({ query: documentText(name), variables });

export async function adminCookie(url) {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Valid applications on the demo data, each a new guest on the next free seat of the schedule (every
 * application holds its seats: e2e/booking-seats.mjs spreads them slot after slot).
 */
async function bookingMaker(url) {
  const items = await (await fetch(`${url}/api/experiences`)).json();
  const seats = await bookableSeats(url);
  const make = (n) =>
    JSON.stringify({
      ...seats[n % seats.length],
      guestName: `Memory Guest ${n}`,
      guestEmail: `memory${n}@bench.example`,
      verificationCode: String(100000 + (n % 900000)),
    });
  const res = await fetch(`${url}/api/guest-bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: make(0),
  });
  if (!seats.length || res.status !== 201) throw new Error('no bookable item and date in the demo data');
  return { make: (n) => make(n + 1), ids: items.filter((i) => i.isActive).map((i) => i.id) };
}

function run(opts) {
  return new Promise((resolve, reject) =>
    autocannon({ duration: SECONDS, ...opts }, (err, res) => (err ? reject(err) : resolve(res))),
  );
}

/** The mixed load, every part at once for SECONDS; answers each part's requests and failures. */
export async function mixedLoad(url, cookie, only = () => true) {
  const { make, ids } = await bookingMaker(url);
  const html = { accept: 'text/html', 'accept-encoding': 'gzip, br' };
  const pages = [];
  for (const lang of ['', '?lang=ja', '?lang=zh-Hant', '?lang=ko'])
    for (const path of ['/', '/experiences', ...ids.slice(0, 6).map((id) => `/experiences/${id}`)])
      pages.push({ method: 'GET', path: path + lang, headers: html });
  const json = { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' };
  const lists = ['popularity', 'priceLow', 'rating'].flatMap((sort) =>
    ['ENG', 'JPN', 'CHN', 'KOR'].map((language) => ({
      method: 'POST',
      path: '/graphql',
      headers: json,
      body: gqlBody('ExperienceListDocument', { filter: { language }, sort }),
    })),
  );
  const admin = { ...json, cookie };
  const page = { page: 1, pageSize: 50 };
  const adminLists = [
    gqlBody('AdminBookingsDocument', { page }),
    gqlBody('AdminBookingsDocument', { page, filter: { status: 'pending' } }),
    gqlBody('AdminExperiencesDocument', { page }),
    gqlBody('AdminReviewsDocument', { status: 'all', page }),
    gqlBody('AdminInquiriesDocument', { page }),
    gqlBody('AdminDashboardDocument', {}),
  ].map((body) => ({ method: 'POST', path: '/graphql', headers: admin, body }));
  let n = 0;
  const booking = {
    method: 'POST',
    path: '/api/guest-bookings',
    setupRequest: (req) => {
      n += 1;
      return {
        ...req,
        headers: { ...json, 'idempotency-key': `memory-${n}-${Date.now()}` },
        body: make(n),
      };
    },
  };
  const parts = [
    ['storefront pages', { connections: 4, requests: pages }],
    ['GraphQL list query', { connections: 3, requests: lists }],
    ['booking applications', { connections: 4, requests: [booking] }],
    ['admin lists', { connections: 2, requests: adminLists }],
  ];
  const chosen = parts.filter(([name]) => only(name));
  const results = await Promise.all(chosen.map(([, opts]) => run({ url, ...opts })));
  return chosen.map(([name], i) => ({
    name,
    requests: results[i].requests.total,
    perSecond: Math.round(results[i].requests.average),
    failures: results[i].non2xx + results[i].errors,
  }));
}

/** Starts the app as `npm start` does, measures its RSS after start and after the mixed load. */
export async function benchMemory() {
  const launcher = await startServer({ entry: 'scripts/start.mjs', env: LOAD_ENV });
  try {
    const pid = serverPid(launcher.pid);
    // Settled: the start's last work (jobs' first runs, the first GC) done.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const afterStart = processMemory(pid);
    const cookie = await adminCookie(launcher.url);
    const parts = await mixedLoad(launcher.url, cookie);
    const afterLoad = processMemory(pid);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const settled = processMemory(pid);
    return { afterStart, afterLoad, settled, parts, seconds: SECONDS };
  } finally {
    await launcher.stop();
  }
}

export function printMemory({ afterStart, afterLoad, settled, parts, seconds }) {
  const verdict = (mb, target) => (mb < target ? 'ok' : 'OVER BUDGET');
  console.log(
    `\nApp resident memory (the server process under npm start's launcher; RSS from /proc, target < ${MEMORY_TARGET.afterStartMb} MB after start, < ${MEMORY_TARGET.afterLoadMb} MB after ${seconds} s of mixed load)\n`,
  );
  for (const p of parts)
    console.log(
      `${p.name.padEnd(22)} ${String(p.requests).padStart(7)} requests ${String(p.perSecond).padStart(5)}/s  ${p.failures} failed`,
    );
  const line = (name, m, target) =>
    console.log(
      `${name.padEnd(22)} RSS ${String(m.rssMb).padStart(4)} MB  peak ${String(m.peakMb).padStart(4)} MB  ${String(m.threads).padStart(2)} threads  ${target ? `budget ${target} MB  ratio ${(m.rssMb / target).toFixed(2)}  ${verdict(m.rssMb, target)}` : ''}`,
    );
  line('after start', afterStart, MEMORY_TARGET.afterStartMb);
  line('after the load', afterLoad, MEMORY_TARGET.afterLoadMb);
  line('5 s later', settled);
}
