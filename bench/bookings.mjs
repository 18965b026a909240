// The write path: booking applications as guests submit them (POST /api/guest-bookings, every rule
// kept: validation, idempotency key, capacity and sales window, per-address and per-e-mail limits,
// the outbox mails), 16 at once and one at a time. Run alone with `BENCH_ONLY=bookings npm run bench`.
import { startServer } from '../e2e/server.mjs';
import { serverPid } from './memory.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENT = 16;
const TARGET = { perSecond: 200, p95Ms: 150 };
/** BOOKING_PENDING_PER_EMAIL's default: the checks' 11th application under one e-mail is refused. */
const PENDING_CAP = 10;
/** RATE_LIMIT_RECEIVED_MAILS_PER_HOUR's default: "received" mails per e-mail address an hour. */
const RECEIVED_MAILS = 3;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** The first demo experience with a bookable slot: its id, language, date and time. */
async function bookableSlot(url) {
  const experiences = await (await fetch(`${url}/api/experiences`)).json();
  const today = new Date().toISOString().slice(0, 10);
  const until = new Date(Date.now() + 60 * 86400_000).toISOString().slice(0, 10);
  for (const { id } of experiences) {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ experience(id: ${id}) { language minGuests availability(from: "${today}", to: "${until}") { date slots { time available isPast } } } }`,
      }),
    });
    const { data } = await res.json();
    for (const day of data.experience?.availability ?? []) {
      const slot = day.slots.find((s) => !s.isPast && s.available > 0);
      if (slot)
        return {
          id,
          language: data.experience.language[0],
          guests: Math.max(1, data.experience.minGuests ?? 1),
          date: day.date,
          time: slot.time,
        };
    }
  }
  throw new Error('no bookable slot in the demo data');
}

/** One guest's application (its e-mail made from the idempotency key, so every guest is new). */
const application = (slot, key, n, changes = {}) => ({
  itemId: slot.id,
  bookingDate: slot.date,
  timeSlot: slot.time,
  guestName: `Bench Guest ${n}`,
  guestEmail: `${key}@bench.example`,
  guestPhone: '+81 9012345678',
  verificationCode: String(100000 + (n % 900000)),
  numberOfGuests: slot.guests,
  language: slot.language,
  ...changes,
});

const post = (url, key, body) =>
  fetch(`${url}/api/guest-bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });

/**
 * After the runs, each rule once more, checked from outside: a retry under the same key answers the
 * first booking and another payload under it 422; a party above the item's maximum is refused; the
 * per-e-mail cap on pending applications answers 429; and every accepted booking's two mails (the
 * guest's "received" and the staff notification) leave the outbox (counted as .eml files).
 */
async function checkRules(server, slot, accepted) {
  const key = 'bench-rules-retry';
  const first = await (await post(server.url, key, application(slot, key, 1))).json();
  const retry = await (await post(server.url, key, application(slot, key, 1))).json();
  const changed = await post(server.url, key, application(slot, key, 1, { guestName: 'Other' }));
  const tooMany = await post(
    server.url,
    'bench-rules-capacity',
    application(slot, 'bench-rules-capacity', 2, { numberOfGuests: 1000 }),
  );
  let capStatus = 0;
  for (let i = 0; i < 11 && capStatus !== 429; i++) {
    const res = await post(server.url, `bench-rules-cap-${i}`, application(slot, 'bench-rules-cap', 3 + i));
    capStatus = res.status;
  }
  // The guest's mail and the staff's for every accepted booking; for the checks' own: the retry's two,
  // and under the capped e-mail a staff mail each but only RECEIVED_MAILS guest mails.
  const expected = 2 * (accepted + 1) + PENDING_CAP + RECEIVED_MAILS;
  const { readdir } = await import('node:fs/promises');
  const started = performance.now();
  let mails = 0;
  while (performance.now() - started < 60_000) {
    mails = (await readdir(`${server.dataDir}/mail`).catch(() => [])).length;
    if (mails >= expected) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    idempotentRetry: retry.id === first.id,
    otherPayload422: changed.status === 422,
    aboveMaxRefused: tooMany.status === 400 || tooMany.status === 409,
    pendingCap429: capStatus === 429,
    mails,
    expectedMails: expected,
    mailsDrainedSeconds: (performance.now() - started) / 1000,
  };
}

/** Submits bookings from `workers` loops for `seconds`; answers the rate, latencies and refusals. */
async function submit(url, slot, workers, seconds, tag) {
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
        const res = await post(url, key, application(slot, key, n));
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        if (res.status === 201) accepted += 1;
        else refusals[res.status] = (refusals[res.status] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    workers,
    accepted,
    perSecond: accepted / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    refusals,
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
  try {
    const slot = await bookableSlot(server.url);
    const warm = await submit(server.url, slot, 4, 1, 'warm');
    const concurrent = await submit(server.url, slot, CONCURRENT, SECONDS, 'concurrent');
    const single = await submit(server.url, slot, 1, Math.min(SECONDS, 4), 'single');
    const warmAccepted = warm.accepted;
    const rules = await checkRules(server, slot, warmAccepted + concurrent.accepted + single.accepted);
    return { slot, concurrent, single, rules, rss: await rssMb(serverPid(server.pid)) };
  } finally {
    await server.stop();
  }
}

export function printBookings({ concurrent, single, rules, rss }) {
  console.log(
    `\nBooking applications (POST /api/guest-bookings, every rule kept; target >= ${TARGET.perSecond}/s with ${CONCURRENT} at once, p95 < ${TARGET.p95Ms} ms)\n`,
  );
  console.log(
    `${'submitting'.padEnd(14)} ${'accepted/s'.padStart(10)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}  refused`,
  );
  for (const [name, r] of [
    [`${CONCURRENT} at once`, concurrent],
    ['one at a time', single],
  ]) {
    const verdict =
      r === concurrent
        ? r.perSecond >= TARGET.perSecond && r.p95 < TARGET.p95Ms
          ? 'ok'
          : 'BELOW TARGET'
        : '';
    console.log(
      `${name.padEnd(14)} ${r.perSecond.toFixed(1).padStart(10)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)}  ${JSON.stringify(r.refusals)} ${verdict}`,
    );
  }
  const yes = (ok) => (ok ? 'kept' : 'BROKEN');
  console.log(
    `rules on every application: validation, idempotency key, per-address limit (counted; raised to 1,000,000/h for the bench's one address), per-e-mail pending cap (under its lock), capacity and sales window, "received"-mail limit, booking log, 2 outbox mails, admin event`,
  );
  console.log(
    `checked after the runs: retry under the same key answers the first booking: ${yes(rules.idempotentRetry)}; another payload under it 422: ${yes(rules.otherPayload422)}; a party above the maximum refused: ${yes(rules.aboveMaxRefused)}; 11th pending application of one e-mail 429: ${yes(rules.pendingCap429)}`,
  );
  console.log(
    `mails sent (.eml): ${rules.mails} of ${rules.expectedMails} expected (${yes(rules.mails >= rules.expectedMails)}), the outbox drained ${rules.mailsDrainedSeconds.toFixed(1)} s after the runs`,
  );
  console.log(`app resident memory after the runs: ${rss} MB`);
}
