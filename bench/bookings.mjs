// The write path: booking applications as guests submit them (POST /api/guest-bookings, every rule
// kept: validation, idempotency key, capacity and sales window, per-address and per-e-mail limits,
// the outbox mails), 16 at once and one at a time. Run alone with `BENCH_ONLY=bookings npm run bench`.
import { startServer } from '../e2e/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENT = 16;
const TARGET = { perSecond: 200, p95Ms: 150 };

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
        const res = await fetch(`${url}/api/guest-bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({
            itemId: slot.id,
            bookingDate: slot.date,
            timeSlot: slot.time,
            guestName: `Bench Guest ${n}`,
            guestEmail: `${key}@bench.example`,
            guestPhone: '+81 9012345678',
            verificationCode: String(100000 + (n % 900000)),
            numberOfGuests: slot.guests,
            language: slot.language,
          }),
        });
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
  const server = await startServer({
    env: {
      RATE_LIMIT_BOOKINGS_PER_HOUR: '1000000',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const slot = await bookableSlot(server.url);
    await submit(server.url, slot, 4, 1, 'warm');
    const concurrent = await submit(server.url, slot, CONCURRENT, SECONDS, 'concurrent');
    const single = await submit(server.url, slot, 1, Math.min(SECONDS, 4), 'single');
    return { slot, concurrent, single, rss: await rssMb(server.pid) };
  } finally {
    await server.stop();
  }
}

export function printBookings({ concurrent, single, rss }) {
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
  console.log(`app resident memory after the runs: ${rss} MB`);
}
