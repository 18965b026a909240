// The OCTO supplier API under load (issue 38 point 6): resellers poll, so 16 callers at once ask
// POST /octo/availability/calendar (one product, 90 days) and POST /octo/availability (one day), then
// reserve + confirm real bookings (each seat of the demo schedule once, slot after slot, so a measured
// booking is a real one; a refusal is counted apart). Run alone with `BENCH_ONLY=octo npm run bench`.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { embeddedDatabaseUrl, startServer } from '../e2e/server.mjs';
import { seoulDate } from '../e2e/booking-seats.mjs';
import { withCpu } from './bookings.mjs';
import { serverPid } from './memory.mjs';
import { SecretHasher } from '../dist/server/src/common/secrets.js';
import { apiKeyHash, keyPrefix, newApiKey } from '../dist/server/src/modules/reseller/reseller.keys.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENT = 16;
const TARGET = { readP95Ms: 50, bookingsPerSecond: 100, bookingP95Ms: 150 };

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** A reseller with a key, written as the back office writes one (the key stored as its keyed hash). */
async function resellerKey(server, secret) {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(server.dataDir) });
  await client.connect();
  try {
    const apiKey = newApiKey();
    const hasher = new SecretHasher(Buffer.from(secret, 'utf8'));
    const { rows } = await client.query(
      `insert into reseller (name, email, created_at, updated_at) values ('Bench', 'bench@example.com', now(), now()) returning id`,
    );
    await client.query(
      `insert into reseller_api_key (reseller_id, key_hash, prefix, created_at, updated_at) values ($1, $2, $3, now(), now())`,
      [rows[0].id, apiKeyHash(hasher, apiKey), keyPrefix(apiKey)],
    );
    return apiKey;
  } finally {
    await client.end();
  }
}

/** `calls` in a loop on `concurrent` callers for `seconds`: each call's ms, and its failures. */
async function load(concurrent, seconds, call) {
  const times = [];
  let failed = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrent }, async () => {
      while (Date.now() < end) {
        const start = performance.now();
        const ok = await call();
        if (ok === null) return;
        if (ok) times.push(performance.now() - start);
        else failed += 1;
      }
    }),
  );
  return summary(times, failed, seconds);
}

/** Calls' count, failures, p50 and p95 (ms) and the rate over `seconds`. */
function summary(times, failed, seconds) {
  times.sort((a, b) => a - b);
  return {
    count: times.length,
    failed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    perSecond: times.length / seconds,
  };
}

/**
 * The reseller's calls, over node:http with kept-alive connections: the bench's client shares the two
 * cores with the server, and `fetch` cost ~2 ms of processor a call (undici's streams and headers), a
 * tenth of a booking's; this costs ~0.7 ms. It takes gzip as fetch does and reads the answer whole.
 */
function octoClient(url, key) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENT * 2 });
  const { hostname, port } = new URL(url);
  return (path, body) =>
    new Promise((resolve, reject) => {
      const payload = body && JSON.stringify(body);
      const headers = {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        'octo-capabilities': 'octo/pricing',
        'accept-encoding': 'gzip',
      };
      if (payload) headers['content-length'] = Buffer.byteLength(payload);
      const options = {
        host: hostname,
        port,
        path: `/octo${path}`,
        method: body ? 'POST' : 'GET',
        agent,
        headers,
      };
      const req = http.request(options, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString(
            'utf8',
          );
          resolve({ status: res.statusCode, body: JSON.parse(text) });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
}

/**
 * `call` started at `rate` a second for `seconds`, whatever is still under way (an open load, as
 * resellers' bookings arrive): each call's ms from when it was due (so a late start counts against it),
 * its failures, the rate done (calls finished over the time until the last one finished), how many were
 * offered, and how long after the offering ended the last one was answered.
 */
async function paced(rate, seconds, call) {
  const times = [];
  let failed = 0;
  const started = performance.now();
  const calls = [];
  for (let k = 0; k < rate * seconds; k += 1) {
    const due = started + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    calls.push(
      call().then((ok) => {
        if (ok) times.push(performance.now() - due);
        else if (ok === false) failed += 1;
      }),
    );
  }
  await Promise.all(calls);
  const elapsed = performance.now() - started;
  return {
    ...summary(times, failed, elapsed / 1000),
    offered: rate * seconds,
    lastAfterMs: Math.max(0, elapsed - seconds * 1000),
  };
}

/** Waits (at most a minute) until the app's outbox has no mail left to send. */
async function outboxDrained(server) {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(server.dataDir) });
  await client.connect();
  try {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const { rows } = await client.query(
        `select count(*)::int as left from mail_outbox where status = 'pending'`,
      );
      if (rows[0].left === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}

export async function benchOcto() {
  const secret = randomBytes(32).toString('hex');
  const server = await startServer({
    entry: 'scripts/start.mjs',
    // The key's limit still counted on every request (its cost measured), but high enough that 16 busy
    // callers are not answered 429 (a refused read used to be dropped from the figures silently).
    env: {
      CODE_HASH_SECRET: secret,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_BOOKINGS_PER_HOUR: '1000000',
      RATE_LIMIT_RESELLER_KEY_PER_MINUTE: '1000000',
    },
  });
  try {
    const key = await resellerKey(server, secret);
    const octo = octoClient(server.url, key);
    const products = (await octo('/products')).body;
    if (!products.length) throw new Error('no product in the demo data');
    const product = products[0];
    const calendarBody = {
      productId: product.id,
      optionId: 'DEFAULT',
      localDateStart: seoulDate(0),
      localDateEnd: seoulDate(89),
    };
    const dayBody = {
      productId: product.id,
      optionId: 'DEFAULT',
      localDateStart: seoulDate(3),
      localDateEnd: seoulDate(3),
    };
    const ok = (res) => res.status === 200;
    await load(CONCURRENT, 1, async () => ok(await octo('/availability/calendar', calendarBody)));
    // The processor time each round cost the app's process and PostgreSQL (/proc): the load moves it less.
    const appPid = serverPid(server.pid);
    const measured = (call) => withCpu(appPid, server.dataDir, () => load(CONCURRENT, SECONDS, call));
    const calendar = await measured(async () => ok(await octo('/availability/calendar', calendarBody)));
    const day = await measured(async () => ok(await octo('/availability', dayBody)));

    // Every free seat of every product, a party of its minimum size each, slot after slot.
    const bySlot = [];
    for (const p of products) {
      const minUnits = p.options[0].restrictions.minUnits ?? 1;
      const slots = (
        await octo('/availability', {
          productId: p.id,
          optionId: 'DEFAULT',
          localDateStart: seoulDate(3),
          localDateEnd: seoulDate(60),
        })
      ).body;
      for (const slot of slots.filter((s) => s.available)) {
        const parties = [];
        for (let left = slot.vacancies; left >= minUnits; left -= minUnits)
          parties.push({ productId: p.id, availabilityId: slot.id, units: minUnits });
        bySlot.push(parties);
      }
    }
    const seats = [];
    for (let round = 0; bySlot.some((parties) => parties.length > round); round += 1)
      for (const parties of bySlot) if (parties[round]) seats.push(parties[round]);
    let dealt = 0;
    let refused = 0;
    const book = async () => {
      const seat = seats[dealt++];
      if (!seat) return null;
      const held = await octo('/bookings', {
        productId: seat.productId,
        optionId: 'DEFAULT',
        availabilityId: seat.availabilityId,
        unitItems: Array.from({ length: seat.units }, () => ({ unitId: 'ADULT' })),
      });
      if (held.status !== 200) {
        refused += 1;
        return false;
      }
      const done = await octo(`/bookings/${held.body.uuid}/confirm`, {
        contact: { fullName: 'Bench Guest' },
      });
      if (done.status !== 200) refused += 1;
      return done.status === 200 && done.body.status === 'CONFIRMED';
    };
    await load(CONCURRENT, 1, book);
    // As many as 16 callers get done (each books again as soon as it is answered), then the target's
    // rate offered as an open load: whether it keeps up, and its latencies at that rate.
    const bookings = await measured(book);
    // The staff's mails of those bookings are rendered while the app answers nothing: the open load starts
    // once they left, so it carries its own mails, not the backlog of the round before.
    await outboxDrained(server);
    const atTarget = await withCpu(appPid, server.dataDir, () =>
      paced(TARGET.bookingsPerSecond, SECONDS, book),
    );
    return { calendar, day, bookings, atTarget, refused, offered: seats.length };
  } finally {
    await server.stop();
  }
}

export function printOcto({ calendar, day, bookings, atTarget, refused, offered }) {
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(`\nOCTO API, ${CONCURRENT} callers at once (${SECONDS} s each)`);
  console.log(
    `${'calendar 90 days: p50 / p95'.padEnd(44)} ${ms(calendar.p50)} / ${ms(calendar.p95)}  (target p95 < ${TARGET.readP95Ms} ms; ${calendar.perSecond.toFixed(0)}/s, ${calendar.failed} failed)`,
  );
  console.log(
    `${'availability one day: p50 / p95'.padEnd(44)} ${ms(day.p50)} / ${ms(day.p95)}  (target p95 < ${TARGET.readP95Ms} ms; ${day.perSecond.toFixed(0)}/s, ${day.failed} failed)`,
  );
  console.log(
    `${`reserve + confirm, ${CONCURRENT} callers: bookings/s`.padEnd(44)} ${bookings.perSecond.toFixed(1)}  (p50 / p95 ${ms(bookings.p50)} / ${ms(bookings.p95)}: ${CONCURRENT} always waiting)`,
  );
  console.log(
    `${`reserve + confirm, ${TARGET.bookingsPerSecond}/s offered: done/s`.padEnd(44)} ${atTarget.perSecond.toFixed(1)}  (target >= ${TARGET.bookingsPerSecond}; ${atTarget.count} of ${atTarget.offered} offered done, ${atTarget.failed} failed, the last ${ms(atTarget.lastAfterMs)} after the offering ended)`,
  );
  console.log(
    `${`reserve + confirm, ${TARGET.bookingsPerSecond}/s offered: p50 / p95`.padEnd(44)} ${ms(atTarget.p50)} / ${ms(atTarget.p95)}  (target p95 < ${TARGET.bookingP95Ms} ms)`,
  );
  console.log(`${'refused (seats gone or errors) / seats offered'.padEnd(44)} ${refused} / ${offered}`);
  const cpu = (r) =>
    `node ${(r.serverMs / Math.max(1, r.count + r.failed)).toFixed(2)} + PostgreSQL ${(r.postgresMs / Math.max(1, r.count + r.failed)).toFixed(2)}`;
  console.log(
    `processor ms per call: calendar ${cpu(calendar)}; one day ${cpu(day)}; reserve + confirm ${cpu(bookings)} (${cpu(atTarget)} at ${TARGET.bookingsPerSecond}/s)`,
  );
}
