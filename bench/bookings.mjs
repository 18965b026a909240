// The write path: booking applications as guests submit them (POST /api/guest-bookings, every rule
// kept: validation, idempotency key, capacity under the slot's lock with live holds, sales window and
// cut-off, per-address and per-e-mail limits, the booking log, the outbox mails and the admin event),
// 16 at once and one at a time, beside a bare node + PostgreSQL server storing each application as one
// booking in one transaction on the same database (bench/bare-server.mjs), 16 at once: the ratio of
// the two (issue 37 point 9). Every application holds its seats, so they are spread over every free
// seat of the demo schedule (e2e/booking-seats.mjs), slot after slot, each seat applied for once by
// either server: a measured request is a real application, and a refusal is counted apart, never as
// throughput. Run alone with `BENCH_ONLY=bookings npm run bench`.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { bookableSeats } from '../e2e/booking-seats.mjs';
import { embeddedDatabaseUrl, startServer } from '../e2e/server.mjs';
import { startBare } from './bare.mjs';
import { serverPid } from './memory.mjs';
import { POOL_IDLE_TIMEOUT_MS } from '../dist/mikro-orm.config.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENT = 16;
/** Rounds of bare, app, bare: SECONDS of each side in all. */
const ROUNDS = 2;
const TARGET = { perSecond: 200, p95Ms: 150, ratio: 0.5, aimRatio: 0.7 };
/** The bare server's connections: the app's own pool's size (server/src/main.ts). */
const BARE_POOL = 10;
/** BOOKING_PENDING_PER_EMAIL's default: the checks' 11th application under one e-mail is refused. */
const PENDING_CAP = 10;
/** RATE_LIMIT_RECEIVED_MAILS_PER_HOUR's default: "received" mails per e-mail address an hour. */
const RECEIVED_MAILS = 3;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * The free seats of the demo schedule handed out one by one, to the app and the bare server alike, so
 * no seat is applied for twice (past the last one it starts over, and the app's refusals show it).
 */
function seatDealer(seats) {
  let dealt = 0;
  return {
    offered: seats.length,
    get dealt() {
      return dealt;
    },
    next: () => seats[dealt++ % seats.length],
  };
}

/** Milliseconds a tick of /proc's processor times (Linux's 100 ticks a second). */
const MS_PER_TICK = 10;

/** Processor time of a process in ms (utime + stime from /proc), 0 once gone. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return 0;
  }
}

/** The embedded PostgreSQL's processes (its postmaster and every child: backends, writers). */
function postgresPids(dataDir) {
  const postmaster = Number(readFileSync(`${dataDir}/postgres/postmaster.pid`, 'utf8').split('\n')[0]);
  const pids = [postmaster];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (parent === postmaster) pids.push(Number(entry));
    } catch {
      /* exited meanwhile */
    }
  }
  return pids;
}

/** The machine's processor time so far, busy and in all (ms, every core added up), from /proc/stat. */
function machineMs() {
  // user nice system idle iowait irq softirq steal (guest time is inside user already)
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, n) => sum + n, 0);
  return { busy: (total - ticks[3] - ticks[4]) * MS_PER_TICK, total: total * MS_PER_TICK };
}

/**
 * Runs `round` and answers it with the processor time it cost the server (`serverPid`) and PostgreSQL:
 * a figure the machine's other work moves less than the rate (a backend that ends meanwhile is lost).
 * Also the bench's own processor time (its client's requests) and the machine's busy and total time:
 * a side bound by the processor has the machine busy all through its run.
 */
export async function withCpu(serverPid, dataDir, round) {
  const before = postgresPids(dataDir);
  const startPg = new Map(before.map((pid) => [pid, cpuMs(pid)]));
  const startServer = cpuMs(serverPid);
  const startMachine = machineMs();
  const startClient = process.cpuUsage();
  const result = await round();
  const client = process.cpuUsage(startClient);
  const machine = machineMs();
  const serverMs = cpuMs(serverPid) - startServer;
  let postgresMs = 0;
  for (const pid of new Set([...before, ...postgresPids(dataDir)])) {
    const now = cpuMs(pid);
    if (now) postgresMs += now - (startPg.get(pid) ?? 0);
  }
  return {
    ...result,
    serverMs,
    postgresMs,
    clientMs: (client.user + client.system) / 1000,
    machineBusyMs: machine.busy - startMachine.busy,
    machineMs: machine.total - startMachine.total,
  };
}

/** One guest's application for a seat (its e-mail made from the idempotency key, so every guest is new). */
const application = (seat, key, n, changes = {}) => ({
  ...seat,
  guestName: `Bench Guest ${n}`,
  guestEmail: `${key}@bench.example`,
  guestPhone: '+81 9012345678',
  verificationCode: String(100000 + (n % 900000)),
  ...changes,
});

const post = (url, key, body) =>
  fetch(`${url}/api/guest-bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });

/** The .eml files the app's outbox has written so far. */
async function mailsSent(server) {
  const { readdir } = await import('node:fs/promises');
  return (await readdir(`${server.dataDir}/mail`).catch(() => [])).length;
}

/** Waits until the app's outbox has sent `expected` mails (at most `ms`); answers the count and the wait. */
async function mailsDrained(server, expected, ms = 60_000) {
  const started = performance.now();
  let mails = await mailsSent(server);
  while (mails < expected && performance.now() - started < ms) {
    await new Promise((r) => setTimeout(r, 250));
    mails = await mailsSent(server);
  }
  return { mails, seconds: (performance.now() - started) / 1000 };
}

/**
 * After the runs, each rule once more, checked from outside on seats still free: a retry under the
 * same key answers the first booking and another payload under it 422; a party above the item's
 * maximum is refused; the per-e-mail cap on pending applications answers 429; and every accepted
 * booking's two mails (the guest's "received" and the staff notification) leave the outbox (counted
 * as .eml files).
 */
async function checkRules(server, seats, accepted) {
  const key = 'bench-rules-retry';
  const seat = seats.next();
  const first = await (await post(server.url, key, application(seat, key, 1))).json();
  const retry = await (await post(server.url, key, application(seat, key, 1))).json();
  const changed = await post(server.url, key, application(seat, key, 1, { guestName: 'Other' }));
  const tooMany = await post(
    server.url,
    'bench-rules-capacity',
    application(seats.next(), 'bench-rules-capacity', 2, { numberOfGuests: 1000 }),
  );
  // On items that take applications on request: an instant item's booking is confirmed at once (issue
  // 37), so it holds no seat waiting for staff and counts nothing towards the cap.
  const instant = new Set(
    (await (await fetch(`${server.url}/api/experiences`)).json())
      .filter((item) => item.confirmationMode === 'instant')
      .map((item) => item.id),
  );
  const onRequest = () => {
    for (;;) {
      const seat = seats.next();
      if (!instant.has(seat.itemId)) return seat;
    }
  };
  let capStatus = 0;
  for (let i = 0; i < 11 && capStatus !== 429; i++) {
    const res = await post(
      server.url,
      `bench-rules-cap-${i}`,
      application(onRequest(), 'bench-rules-cap', 3 + i),
    );
    capStatus = res.status;
  }
  // The guest's mail and the staff's for every accepted booking; for the checks' own: the retry's two,
  // and under the capped e-mail a staff mail each but only RECEIVED_MAILS guest mails.
  const expected = 2 * (accepted + 1) + PENDING_CAP + RECEIVED_MAILS;
  const { mails, seconds } = await mailsDrained(server, expected);
  return {
    idempotentRetry: first.id !== undefined && retry.id === first.id,
    otherPayload422: changed.status === 422,
    aboveMaxRefused: tooMany.status === 400 || tooMany.status === 409,
    pendingCap429: capStatus === 429,
    mails,
    expectedMails: expected,
    mailsDrainedSeconds: seconds,
  };
}

/**
 * Submits applications from `workers` loops for `seconds`, each for the next free seat; answers what
 * was accepted (201) and refused (by status), the time taken and every latency.
 */
async function submit(url, seats, workers, seconds, tag) {
  const latencies = [];
  const refusals = {};
  let accepted = 0;
  let n = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < until) {
        n += 1;
        const key = `bench-${tag}-${worker}-${n}`;
        const t = performance.now();
        const res = await post(url, key, application(seats.next(), key, n));
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        if (res.status === 201) accepted += 1;
        else refusals[res.status] = (refusals[res.status] ?? 0) + 1;
      }
    }),
  );
  return { accepted, refusals, seconds: (performance.now() - started) / 1000, latencies };
}

/** Rounds of one side taken together: accepted and refused, accepted per second, p50 and p95. */
function figures(runs) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const total = (key) => runs.reduce((sum, r) => sum + (r[key] ?? 0), 0);
  const accepted = total('accepted');
  const refusals = {};
  for (const r of runs)
    for (const [status, count] of Object.entries(r.refusals))
      refusals[status] = (refusals[status] ?? 0) + count;
  return {
    accepted,
    refused: Object.values(refusals).reduce((sum, count) => sum + count, 0),
    refusals,
    perSecond: accepted / total('seconds'),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    // Processor time per accepted booking, when measured: the server's and PostgreSQL's.
    serverMs: total('serverMs') / accepted,
    postgresMs: total('postgresMs') / accepted,
    // The bench's client per accepted booking, and the machine's busy share through the runs.
    clientMs: total('clientMs') / accepted,
    busyShare: total('machineBusyMs') / Math.max(1, total('machineMs')),
  };
}

/** Resident memory of a process in MB (Linux). */
export async function rssMb(pid) {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

export async function benchBookings() {
  // Started as `npm start` starts it (scripts/start.mjs: the memory settings of docs/performance.md).
  const server = await startServer({
    entry: 'scripts/start.mjs',
    env: {
      RATE_LIMIT_BOOKINGS_PER_HOUR: '1000000',
      LOG_LEVEL: 'warn',
    },
  });
  let bare;
  try {
    const seats = seatDealer(await bookableSeats(server.url));
    const appPid = serverPid(server.pid);
    if (seats.offered === 0) throw new Error('no bookable seat in the demo data');
    bare = await startBare({
      bookings: {
        databaseUrl: embeddedDatabaseUrl(server.dataDir),
        poolSize: BARE_POOL,
        idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
      },
    });
    // Rounds of bare, app, bare (the machine's load drifting weighs on both alike, and the rounds make
    // the ratio less a matter of one moment); each side warmed up at full concurrency first (its
    // pool's connections open, its statements planned). The app's mails are rendered while it
    // answers nothing: the bare server's next run starts once the app's outbox is empty, so it never
    // shares the processor with them.
    const bareRun = async (tag) => {
      await submit(bare.url, seats, CONCURRENT, 1, `warm-${tag}`);
      return withCpu(bare.pid, server.dataDir, () =>
        submit(bare.url, seats, CONCURRENT, SECONDS / (2 * ROUNDS), tag),
      );
    };
    const bareRuns = [];
    const appRuns = [];
    let appAccepted = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      bareRuns.push(await bareRun(`bare${round}a`));
      appAccepted += (await submit(server.url, seats, CONCURRENT, 1, `warm${round}`)).accepted;
      const app = await withCpu(appPid, server.dataDir, () =>
        submit(server.url, seats, CONCURRENT, SECONDS / ROUNDS, `app${round}`),
      );
      appRuns.push(app);
      appAccepted += app.accepted;
      await mailsDrained(server, 2 * appAccepted);
      bareRuns.push(await bareRun(`bare${round}b`));
    }
    const single = figures([await submit(server.url, seats, 1, Math.min(SECONDS, 4), 'single')]);
    appAccepted += single.accepted;
    const concurrent = figures(appRuns);
    const yardstick = figures(bareRuns);
    const rules = await checkRules(server, seats, appAccepted);
    return {
      concurrent,
      bare: yardstick,
      ratio: concurrent.perSecond / yardstick.perSecond,
      single,
      seats: { offered: seats.offered, dealt: seats.dealt },
      rules,
      rss: await rssMb(appPid),
    };
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

const count = (n) => n.toLocaleString('en');

export function printBookings({ concurrent, bare, ratio, single, seats, rules, rss }) {
  console.log(
    `\nBooking applications (POST /api/guest-bookings, every rule kept) against a bare node + PostgreSQL server storing each as one booking in one transaction (begin, insert, commit; ${BARE_POOL} connections) on the same database: ${CONCURRENT} at once, ${SECONDS} s each in ${ROUNDS} rounds (the bare server's runs before and after each of the app's); then the app one at a time. Targets: app >= ${TARGET.perSecond} accepted/s with p95 < ${TARGET.p95Ms} ms; app / bare >= ${TARGET.ratio} (aim ${TARGET.aimRatio})\n`,
  );
  console.log(
    `${'submitting'.padEnd(22)} ${'accepted'.padStart(8)} ${'refused'.padStart(8)} ${'accepted/s'.padStart(10)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}  refusals`,
  );
  for (const [name, r] of [
    [`app, ${CONCURRENT} at once`, concurrent],
    [`bare, ${CONCURRENT} at once`, bare],
    ['app, one at a time', single],
  ]) {
    const verdict =
      r === concurrent
        ? r.perSecond >= TARGET.perSecond && r.p95 < TARGET.p95Ms
          ? 'ok'
          : 'BELOW TARGET'
        : '';
    console.log(
      `${name.padEnd(22)} ${count(r.accepted).padStart(8)} ${count(r.refused).padStart(8)} ${r.perSecond.toFixed(1).padStart(10)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)}  ${JSON.stringify(r.refusals)} ${verdict}`,
    );
  }
  const ratioVerdict =
    ratio >= TARGET.aimRatio
      ? `ok (>= ${TARGET.ratio}, aim ${TARGET.aimRatio} reached)`
      : ratio >= TARGET.ratio
        ? `ok (>= ${TARGET.ratio}; aim ${TARGET.aimRatio} not reached)`
        : `BELOW TARGET ${TARGET.ratio}`;
  console.log(`ratio app / bare (accepted/s, ${CONCURRENT} at once): ${ratio.toFixed(2)} ${ratioVerdict}`);
  const cpu = (r) => r.serverMs + r.postgresMs;
  console.log(
    `processor time per accepted booking (${CONCURRENT} at once): app ${cpu(concurrent).toFixed(1)} ms (node ${concurrent.serverMs.toFixed(1)} + PostgreSQL ${concurrent.postgresMs.toFixed(1)}), bare ${cpu(bare).toFixed(1)} ms (node ${bare.serverMs.toFixed(1)} + PostgreSQL ${bare.postgresMs.toFixed(1)}); bare / app ${(cpu(bare) / cpu(concurrent)).toFixed(2)} (the ratio the rates tend to when both are bound by the processor)`,
  );
  // Both sides share the machine with the bench's client: bound by the processor, each side's rate is
  // its busy share of the machine over what a booking costs it all told (server, PostgreSQL, client).
  const all = (r) => cpu(r) + r.clientMs;
  const pct = (share) => `${(100 * share).toFixed(0)}%`;
  const costRatio = all(bare) / all(concurrent);
  const busyRatio = concurrent.busyShare / bare.busyShare;
  console.log(
    `the machine (${availableParallelism()} cores): busy ${pct(concurrent.busyShare)} through the app's runs and ${pct(bare.busyShare)} through the bare server's; with the bench's client (app ${concurrent.clientMs.toFixed(1)} ms, bare ${bare.clientMs.toFixed(1)} ms a booking) a booking costs the machine app ${all(concurrent).toFixed(1)} ms, bare ${all(bare).toFixed(1)} ms; so the ratio is about ${costRatio.toFixed(2)} (cost) x ${busyRatio.toFixed(2)} (busy share) = ${(costRatio * busyRatio).toFixed(2)}`,
  );
  console.log(
    `seats: the demo schedule offered ${count(seats.offered)} free seats; ${count(seats.dealt)} applications went to them, app and bare alike${seats.dealt > seats.offered ? ' (MORE THAN OFFERED: later ones met full slots)' : ', each seat applied for once'}`,
  );
  const yes = (ok) => (ok ? 'kept' : 'BROKEN');
  console.log(
    `rules on every application: validation, idempotency key, per-address limit (counted; raised to 1,000,000/h for the bench's one address), per-e-mail limit on live holds (under its lock), capacity with live holds (under the slot's lock), sales window and cut-off, "received"-mail limit, booking log, 2 outbox mails, admin event`,
  );
  console.log(
    `checked after the runs: retry under the same key answers the first booking: ${yes(rules.idempotentRetry)}; another payload under it 422: ${yes(rules.otherPayload422)}; a party above the maximum refused: ${yes(rules.aboveMaxRefused)}; 11th pending application of one e-mail 429: ${yes(rules.pendingCap429)}`,
  );
  console.log(
    `mails sent (.eml): ${rules.mails} of ${rules.expectedMails} expected (${yes(rules.mails >= rules.expectedMails)}), the outbox drained ${rules.mailsDrainedSeconds.toFixed(1)} s after the runs`,
  );
  console.log(`app resident memory after the runs: ${rss} MB`);
}
