// The admin bookings CSV export at 25,000 rows: the full download (time to last byte) several times,
// p50 and spread, and how far the app's resident memory rises while it streams (target: under 500 ms,
// memory flat). Run alone with `BENCH_ONLY=csv npm run bench`.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startEmbeddedPostgres } from '../dist/server/src/db/database.js';
import { E2E_ADMIN, startServer, tempDataDir } from '../e2e/server.mjs';

export const CSV_ROWS = Number(process.env.BENCH_CSV_ROWS ?? 25_000);
const ITEMS = 50;
const SAMPLES = Number(process.env.BENCH_CSV_SAMPLES ?? 9);
const BUDGET_MS = 500;
const quiet = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * 50 items and CSV_ROWS bookings by SQL, shaped like real ones: all statuses, an option on some, a memo
 * and a request on some, an amount due with payments (paid, partly paid, refunded) on a third.
 */
export async function seedCsvBookings(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    const { rows } = await client.query(
      `insert into experience (title, category, language, max_guests, time_slots, option_text)
       select 'Bench item ' || lpad(g::text, 3, '0') || ', "quoted"', 'Experience',
              array[(array['ENG','JPN','CHN','KOR'])[1 + g % 4]], 4 + g % 12, '["10:00","14:00"]',
              case when g % 2 = 0 then 'Hanbok rental' else '' end
       from generate_series(1, $1::int) g returning id`,
      [ITEMS],
    );
    await client.query(
      `insert into guest_booking (experience_id, booking_date, time_slot, guest_name, guest_email, guest_phone,
                                  verification_code_hash, number_of_guests, language, status, created_at,
                                  with_option, total_price, admin_memo, special_requests, amount_due, payment_due_date)
       select ($1::int[])[1 + g % $2::int], current_date + (g % 90 - 30), (array['10:00','14:00'])[1 + g % 2],
              case when g % 97 = 0 then (array['=HYPERLINK("x")', '-1+1', '＝SUM(A1)', ' "Kim", Min', E'a\\rb', E'\\tTab', '@me', '+82'])[1 + g / 97 % 8]
                   else '김민준 Guest ' || g end,
              'guest' || g || '@bench.example', '+82 10' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
              'not-a-hash', 1 + g % 4, 'ENG', (array['pending','confirmed','cancelled','confirmed'])[1 + g % 4],
              current_date + time '12:00' - make_interval(mins => g), g % 5 = 0, 30000 * (1 + g % 4),
              case when g % 7 = 0 then 'Called, will pay on site' else '' end,
              case when g % 11 = 0 then E'Vegetarian,\\nplease' else '' end,
              case when g % 3 = 0 then 30000 * (1 + g % 4) end,
              case when g % 3 = 0 then current_date + 7 end
       from generate_series(1, $3::int) g`,
      [rows.map((r) => r.id), ITEMS, CSV_ROWS],
    );
    await client.query(
      `insert into payment (booking_id, amount, method, paid_at, created_by)
       select id, case when id % 4 = 0 then amount_due else amount_due / 2 end, 'bank_transfer', current_date, 'bench'
       from guest_booking where amount_due is not null and id % 2 = 0
       union all
       select id, -10000, 'bank_transfer', current_date, 'bench' from guest_booking where amount_due is not null and id % 10 = 3`,
    );
    await client.query('analyze');
    return (Date.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

/** The process's resident set in bytes (Linux). */
function rss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Starts PostgreSQL and the built app, seeds, logs in and downloads the whole export SAMPLES times. */
export async function benchCsv() {
  const dataDir = tempDataDir();
  const db = await startEmbeddedPostgres(dataDir, quiet);
  const server = await startServer({ dataDir, env: { DATABASE_URL: db.url } });
  try {
    const seedSeconds = await seedCsvBookings(db.url);
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    });
    if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
    // The session is stored before the answer's last byte (express-session): read it all first.
    await login.text();
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    /** One full download, read as it arrives (nothing kept but its size and line count). */
    const download = async () => {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/admin/bookings.csv`, { headers: { cookie } });
      if (!res.ok) throw new Error(`CSV export: ${res.status} ${await res.text()}`);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines++;
      }
      return { ms: performance.now() - started, bytes, lines };
    };
    // Warm up (first query plans, first allocations), then let the heap settle before the baseline.
    for (let i = 0; i < 2; i++) await download();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const baseline = rss(server.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rss(server.pid))), 5);
    const runs = [];
    try {
      for (let i = 0; i < SAMPLES; i++) runs.push(await download());
    } finally {
      clearInterval(sampler);
    }
    const times = runs.map((r) => r.ms).sort((a, b) => a - b);
    return {
      seedSeconds,
      rows: CSV_ROWS,
      bytes: runs[0].bytes,
      lines: runs[0].lines,
      p50: percentile(times, 50),
      min: times[0],
      max: times.at(-1),
      baselineMb: baseline / 2 ** 20,
      growthMb: (peak - baseline) / 2 ** 20,
    };
  } finally {
    await server.stop();
    await db.stop();
  }
}

export function printCsv(r) {
  const verdict = r.p50 <= BUDGET_MS ? 'ok' : 'OVER BUDGET';
  console.log(
    `\nCSV export: GET /api/admin/bookings.csv, ${r.rows.toLocaleString('en')} bookings (seeded in ${r.seedSeconds.toFixed(1)} s), ` +
      `${(r.bytes / 2 ** 20).toFixed(1)} MiB, ${r.lines.toLocaleString('en')} lines; ${SAMPLES} sequential downloads, time to last byte\n`,
  );
  console.log(
    `${'full download'.padEnd(36)} p50 ${r.p50.toFixed(0).padStart(5)} ms  (min ${r.min.toFixed(0)}, max ${r.max.toFixed(0)})  budget ${BUDGET_MS} ms  ratio ${(r.p50 / BUDGET_MS).toFixed(2)}  ${verdict}`,
  );
  console.log(
    `${'app RSS while streaming'.padEnd(36)} ${r.baselineMb.toFixed(0)} MiB before, peak +${r.growthMb.toFixed(1)} MiB`,
  );
}
