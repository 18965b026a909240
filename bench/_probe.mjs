import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { embeddedDatabaseUrl, startServer } from '/work/main/e2e/server.mjs';
import { seoulDate } from '/work/main/e2e/booking-seats.mjs';
import { SecretHasher } from '/work/main/dist/server/src/common/secrets.js';
import { apiKeyHash, keyPrefix, newApiKey } from '/work/main/dist/server/src/modules/reseller/reseller.keys.js';
import { withCpu } from '/work/main/bench/bookings.mjs';
import { serverPid } from '/work/main/bench/memory.mjs';

const secret = randomBytes(32).toString('hex');
const server = await startServer({ entry: 'scripts/start.mjs', env: { CODE_HASH_SECRET: secret, LOG_LEVEL: 'warn',
  RATE_LIMIT_BOOKINGS_PER_HOUR: '1000000', RATE_LIMIT_RESELLER_KEY_PER_MINUTE: '1000000', ...(process.env.PROF_OUT ? { NODE_OPTIONS: '--import /tmp/prof/hook.mjs' } : {}) } });
const db = new pg.Client({ connectionString: embeddedDatabaseUrl(server.dataDir) });
await db.connect();
try {
  const apiKey = newApiKey();
  const hasher = new SecretHasher(Buffer.from(secret, 'utf8'));
  const { rows } = await db.query(`insert into reseller (name, email, created_at, updated_at) values ('Bench', 'bench@example.com', now(), now()) returning id`);
  await db.query(`insert into reseller_api_key (reseller_id, key_hash, prefix, created_at, updated_at) values ($1, $2, $3, now(), now())`, [rows[0].id, apiKeyHash(hasher, apiKey), keyPrefix(apiKey)]);
  const octo = async (path, body) => {
    const res = await fetch(`${server.url}/octo${path}`, { method: body ? 'POST' : 'GET', headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'octo-capabilities': 'octo/pricing' }, body: body && JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  };
  const products = (await octo('/products')).body;
  const seats = [];
  const bySlot = [];
  for (const p of products) {
    const minUnits = p.options[0].restrictions.minUnits ?? 1;
    const slots = (await octo('/availability', { productId: p.id, optionId: 'DEFAULT', localDateStart: seoulDate(3), localDateEnd: seoulDate(60) })).body;
    for (const slot of slots.filter((s) => s.available)) {
      const parties = [];
      for (let left = slot.vacancies; left >= minUnits && parties.length < 50; left -= minUnits) parties.push({ productId: p.id, availabilityId: slot.id, units: minUnits });
      bySlot.push(parties);
    }
  }
  for (let round = 0; bySlot.some((ps) => ps.length > round); round += 1) for (const ps of bySlot) if (ps[round]) seats.push(ps[round]);
  let dealt = 0, refused = 0, count = 0;
  const book = async () => {
    const seat = seats[dealt++];
    const held = await octo('/bookings', { productId: seat.productId, optionId: 'DEFAULT', availabilityId: seat.availabilityId, unitItems: Array.from({ length: seat.units }, () => ({ unitId: 'ADULT' })) });
    if (held.status !== 200) { refused++; return; }
    const done = await octo(`/bookings/${held.body.uuid}/confirm`, { contact: { fullName: 'Bench Guest' } });
    if (done.status !== 200) refused++; else count++;
  };
  const loop = async (secs) => { const end = Date.now() + secs * 1000; await Promise.all(Array.from({ length: 16 }, async () => { while (Date.now() < end) await book(); })); };
  await loop(2);
  await db.query('create extension if not exists pg_stat_statements').catch((e) => console.log(e.message));
  await db.query('select pg_stat_statements_reset()').catch((e) => console.log('no pgss', e.message));
  count = 0; refused = 0;
  const appPid = serverPid(server.pid);
  if (process.env.PROF_OUT && !process.env.SPLIT) process.kill(appPid, 'SIGUSR2');
  const secs = Number(process.env.SECS ?? 8);
  const { readFileSync, readdirSync } = await import('node:fs');
  const st = (path) => { try { const f = readFileSync(path, 'utf8').split(') ')[1].split(' '); return [Number(f[11]) * 10, Number(f[12]) * 10]; } catch { return [0, 0]; } };
  const threads = () => Object.fromEntries(readdirSync(`/proc/${appPid}/task`).map((t) => [t, st(`/proc/${appPid}/task/${t}/stat`)]));
  const pm = Number(readFileSync(`${server.dataDir}/postgres/postmaster.pid`, 'utf8').split('\n')[0]);
  const pgs = () => { const out = {}; for (const e of readdirSync('/proc')) { if (!/^\d+$/.test(e)) continue; try { const f = readFileSync(`/proc/${e}/stat`, 'utf8').split(') ')[1].split(' '); if (Number(f[1]) === pm) out[e] = [Number(f[11]) * 10, Number(f[12]) * 10]; } catch {} } return out; };
  const t0 = threads(), p0 = pgs();
  let r;
  if (process.env.SPLIT) {
    const held = [];
    const reserveOnly = async () => { const seat = seats[dealt++]; const h = await octo('/bookings', { productId: seat.productId, optionId: 'DEFAULT', availabilityId: seat.availabilityId, unitItems: Array.from({ length: seat.units }, () => ({ unitId: 'ADULT' })) }); if (h.status !== 200) refused++; else { count++; held.push(h.body.uuid); } };
    const ra = await withCpu(appPid, server.dataDir, async () => { const end = Date.now() + secs * 1000; await Promise.all(Array.from({ length: 16 }, async () => { while (Date.now() < end) await reserveOnly(); })); return { count, failed: refused }; });
    console.log(`reserve: ${count}/${secs}s node ${(ra.serverMs / count).toFixed(2)} pg ${(ra.postgresMs / count).toFixed(2)}`);
    const n = held.length; count = 0;
    if (process.env.PROF_OUT) process.kill(appPid, 'SIGUSR2');
    const t0 = Date.now();
    const ca = await withCpu(appPid, server.dataDir, async () => { await Promise.all(Array.from({ length: 16 }, async () => { while (held.length) { const u = held.pop(); const d = await octo(`/bookings/${u}/confirm`, { contact: { fullName: 'Bench Guest' } }); if (d.status !== 200) refused++; else count++; } })); return { count }; });
    console.log(`confirm: ${count} in ${((Date.now() - t0) / 1000).toFixed(1)}s node ${(ca.serverMs / count).toFixed(2)} pg ${(ca.postgresMs / count).toFixed(2)} refused ${refused}`);
    r = { serverMs: ra.serverMs + ca.serverMs, postgresMs: ra.postgresMs + ca.postgresMs };
  } else r = await withCpu(appPid, server.dataDir, async () => { await loop(secs); return { count, failed: refused }; });
  const t1 = threads(), p1 = pgs();
  const tsum = Object.entries(t1).map(([t, [u, s]]) => [t, u - (t0[t]?.[0] ?? 0), s - (t0[t]?.[1] ?? 0)]).filter((x) => x[1] + x[2] > 20);
  console.log('node threads (user, sys ms per booking):', tsum.map(([t, u, s]) => `${t}:${(u / count).toFixed(2)}/${(s / count).toFixed(2)}`).join(' '));
  let pu = 0, ps = 0; for (const [k, [u, s]] of Object.entries(p1)) { pu += u - (p0[k]?.[0] ?? 0); ps += s - (p0[k]?.[1] ?? 0); }
  console.log(`pg user ${(pu / count).toFixed(2)} sys ${(ps / count).toFixed(2)} ms per booking`);
  console.log(`bookings/s ${(count / secs).toFixed(1)} refused ${refused} node ${(r.serverMs / count).toFixed(2)} pg ${(r.postgresMs / count).toFixed(2)} ms per booking`);
  const q = await db.query(`select calls, round(total_exec_time::numeric,1) exec, round(total_plan_time::numeric,1) plan, round(((total_exec_time+total_plan_time)/${count})::numeric,3) per_booking, wal_bytes/${Math.max(1,count)} wal, left(regexp_replace(query,'\\s+',' ','g'), 160) q from pg_stat_statements order by total_exec_time+total_plan_time desc limit 40`).catch((e) => ({ rows: [{ e: e.message }] }));
  console.table(q.rows);
  for (const sql of [`prepare t(int, text) as select $1 >= 2147483647 or (select count(*) from guest_booking where guest_email = $2 and status in ('pending','awaiting_payment','offered') and hold_expires_at > now()) < $1 as ok`, 'set plan_cache_mode = force_generic_plan', `explain analyze execute t(2147483647, '')`, `explain analyze execute t(3, '')`, `select count(*), count(*) filter (where guest_email = '') from guest_booking`, `select indexname || ': ' || indexdef from pg_indexes where tablename = 'guest_booking'`, `select relname, n_tup_hot_upd, n_tup_upd from pg_stat_user_tables where relname = 'guest_booking'`]) console.log((await db.query(sql)).rows.map((r) => Object.values(r).join(' ')).join('\n'));
  await new Promise((r) => setTimeout(r, 1500));
} finally { await db.end(); await server.stop(); }
