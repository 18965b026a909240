// Booking applications as a real client sends them, and a steady load of them, for the process tests.
import http from 'node:http';
import pg from 'pg';
// @ts-expect-error plain ESM helper shared with the global setup
import { embeddedDatabaseUrl } from './server.mjs';
import { bookableSeats } from './booking-seats.mjs';

type Application = Record<string, unknown>;

/** Settings for a server under a booking load: no per-IP booking limit. */
/** The built app started as a process by `startServer` (e2e/server.mjs). */
export interface AppProcess {
  url: string;
  pid: number;
  kill(signal?: string): void;
  stop(): Promise<{ code: number | null; signal: string | null }>;
  exited: Promise<{ code: number | null; signal: string | null }>;
  output(): string;
}

export const LOAD_ENV = { RATE_LIMIT_BOOKINGS_PER_HOUR: '1000000' };

/**
 * A maker of valid applications on the demo data, each call a new guest. Every application holds its
 * seats (issue 37), so one slot fills after a few: the maker spreads them over every seat the schedule
 * offers (bookableSeats, shared with the bookings bench), slot after slot, and checks the first one is
 * accepted.
 */
export async function applications(url: string): Promise<(n: number) => Application> {
  const spread = await bookableSeats(url);
  const stamp = Date.now();
  const make = (n: number): Application => ({
    ...spread[n % spread.length],
    guestName: `Load Guest ${n}`,
    guestEmail: `load${n}-${stamp}@example.com`,
  });
  const first = await fetch(`${url}/api/guest-bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(make(0)),
  });
  if (spread.length === 0 || first.status !== 201)
    throw new Error('no bookable item and date in the demo data');
  return (n) => make(n + 1);
}

/** The ids of every booking in the embedded database of a running server on `dataDir`, read with SQL. */
export async function storedBookingIds(dataDir: string): Promise<Set<number>> {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>('select id from guest_booking');
    return new Set(rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}

/**
 * What became of one request. `refused`: no connection was ever established (ECONNREFUSED), so the
 * server never accepted it. `broken`: the connection was established (new, or a kept-alive one) and
 * the request written, and still no answer came (reset, hang-up, timeout): an accepted request lost.
 */
export type Outcome =
  | { kind: 'answered'; status: number; body: string; at: number }
  | { kind: 'refused'; at: number }
  | { kind: 'broken'; code: string; written: boolean; at: number };

function postJson(agent: http.Agent, url: string, body: unknown): Promise<Outcome> {
  return new Promise((resolve) => {
    const data = JSON.stringify(body);
    let connected = false;
    let written = false;
    const req = http.request(`${url}/api/guest-bookings`, {
      method: 'POST',
      agent,
      timeout: 30_000,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
    });
    req.on('socket', (socket) => {
      if (!socket.connecting) connected = true;
      else socket.once('connect', () => (connected = true));
    });
    req.on('finish', () => (written = true));
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })));
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ kind: 'answered', status: res.statusCode ?? 0, body: text, at: Date.now() }),
      );
      res.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ kind: 'broken', code: error.code ?? error.message, written, at: Date.now() }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && error.code === 'ECONNREFUSED') resolve({ kind: 'refused', at: Date.now() });
      else resolve({ kind: 'broken', code: error.code ?? error.message, written, at: Date.now() });
    });
    req.end(data);
  });
}

export interface Load {
  outcomes: Outcome[];
  /** Booking ids the server acknowledged (201 with an id and the guest's code). */
  acknowledged: number[];
  /** Stops the clients after their current request; resolves when they all have. */
  stop(): Promise<void>;
  /** Resolves when every client has stopped (after `stop()`, or each on its first refusal). */
  done: Promise<void>;
}

/**
 * `clients` clients each sending applications one after another on kept-alive connections, until
 * stopped or refused (the server no longer takes connections).
 */
export function bookingLoad(url: string, make: (n: number) => Application, clients = 8): Load {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const outcomes: Outcome[] = [];
  const acknowledged: number[] = [];
  let stopped = false;
  let n = 1000;
  const client = async () => {
    while (!stopped) {
      const outcome = await postJson(agent, url, make(n++));
      outcomes.push(outcome);
      if (outcome.kind === 'answered' && outcome.status === 201) {
        const body = JSON.parse(outcome.body) as { id: number; verificationCode: string };
        if (body.verificationCode === '246810') acknowledged.push(body.id);
      }
      if (outcome.kind === 'refused') return;
      // A broken connection (the server killed): a real client would retry later; this one stops.
      if (outcome.kind === 'broken') return;
    }
  };
  const done = Promise.all(Array.from({ length: clients }, client)).then(() => agent.destroy());
  return {
    outcomes,
    acknowledged,
    done,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

/** Resolves once `n` bookings were acknowledged (or rejects after `ms`). */
export async function untilAcknowledged(load: Load, n: number, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (load.acknowledged.length < n) {
    if (Date.now() > deadline) throw new Error(`only ${load.acknowledged.length} bookings in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
