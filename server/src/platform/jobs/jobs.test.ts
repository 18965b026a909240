import pg from 'pg';
import { createLogger } from '../../common/logger.js';
import { createTestDatabase, type TestDatabase } from '../../testing/database.js';
import { Jobs, type Job } from './jobs.js';

const logger = createLogger({ logLevel: 'silent' });
// Idle workers look for work twice a second: a worker that kept fetching while stopping would be seen.
const POLL_SECONDS = 0.5;

let db: TestDatabase;
let pool: pg.Pool;
const runners: Jobs[] = [];
beforeAll(async () => {
  db = await createTestDatabase();
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop(1000)));
  await pool.end();
  await db.drop();
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${ms} ms`);
    await sleep(100);
  }
}

/** The states of the queue's jobs, oldest first. */
async function states(queue: string): Promise<string[]> {
  const { rows } = await pool.query<{ state: string }>(
    'select state from pgboss.job where name = $1 order by created_on, id',
    [queue],
  );
  return rows.map((r) => r.state);
}

/** A job whose runs each wait for `release()`; `started` counts the runs begun. */
function gatedJob(queue: string) {
  let gate = deferred();
  const job = {
    started: 0,
    finished: 0,
    queue,
    async run() {
      job.started++;
      await gate.promise;
      job.finished++;
    },
    release() {
      gate.resolve();
      gate = deferred();
    },
  } satisfies Job & Record<string, unknown>;
  return job;
}

async function startRunner(job: Job, requestIntervalMs?: number): Promise<Jobs> {
  const runner = new Jobs(logger, POLL_SECONDS, requestIntervalMs);
  runners.push(runner);
  await runner.start(db.url, [job]);
  return runner;
}

/** Queues one run, as the app asks for one (asks within a second of the last run queued wait for its end). */
async function queue(runner: Jobs, name: string, expectedJobs: number): Promise<void> {
  runner.request(name);
  await until(
    () => states(name),
    (s) => s.length === expectedJobs,
  );
  await sleep(1100);
}

describe('Jobs.stop', () => {
  it('waits for the running job, starts no other; what was queued runs on the next instance', async () => {
    const job = gatedJob('test-graceful');
    const first = await startRunner(job);
    await queue(first, job.queue, 1);
    await until(
      async () => job.started,
      (n) => n === 1,
    );
    await queue(first, job.queue, 2);
    expect(await states(job.queue)).toEqual(['active', 'created']);

    let stopped = false;
    const stopping = first.stop(10_000).then(() => (stopped = true));
    await sleep(1500);
    // Still stopping: the running job is not cut.
    expect({ stopped, finished: job.finished }).toEqual({ stopped: false, finished: 0 });
    job.release();
    await stopping;
    // Workers poll every 0.5 s: a worker that kept fetching after the running job would have begun the next.
    await sleep(1500);
    expect({ started: job.started, finished: job.finished }).toEqual({ started: 1, finished: 1 });
    expect(await states(job.queue)).toEqual(['completed', 'created']);
    // Asked after the stop: dropped (its work waits for the schedule), never an error.
    first.request(job.queue);

    let ran = 0;
    const second = await startRunner({ queue: job.queue, run: async () => ran++ });
    await until(
      () => states(job.queue),
      (s) => s.join() === 'completed,completed',
    );
    expect(ran).toBe(1);
    await second.stop();
  }, 60_000);

  it('fails a job still running at the timeout, which the next instance runs again', async () => {
    const job = gatedJob('test-hanging');
    const first = await startRunner(job);
    await queue(first, job.queue, 1);
    await until(
      async () => job.started,
      (n) => n === 1,
    );
    const began = Date.now();
    await first.stop(1000);
    expect(Date.now() - began).toBeLessThan(5000);
    expect(job.finished).toBe(0);
    const { rows } = await pool.query<{ state: string; output: unknown }>(
      'select state, output from pgboss.job where name = $1',
      [job.queue],
    );
    // Failed with a retry left: queued again for the next instance.
    expect(rows).toEqual([{ state: 'retry', output: { value: 'pg-boss shut down while active' } }]);

    let ran = 0;
    const second = await startRunner({ queue: job.queue, run: async () => ran++ });
    await until(
      () => states(job.queue),
      (s) => s.join() === 'completed',
    );
    expect(ran).toBe(1);
    await second.stop();
    job.release();
  }, 60_000);
});

describe('Jobs.request', () => {
  it('makes one run of the asks inside the interval, queued at its end: no ask is lost', async () => {
    const INTERVAL_MS = 3000;
    const name = 'test-asks';
    let ran = 0;
    const runner = await startRunner({ queue: name, run: async () => ran++ }, INTERVAL_MS);
    runner.request(name);
    await until(
      () => states(name),
      (s) => s.join() === 'completed',
    );
    // The first run is over: asked again inside its interval (a commit after that run had looked), the
    // work is not left for the schedule. The three asks make one more run, queued at the interval's end.
    runner.request(name);
    runner.request(name);
    runner.request(name);
    expect(await states(name)).toEqual(['completed']);
    await until(
      () => states(name),
      (s) => s.join() === 'completed,completed',
    );
    const { rows } = await pool.query<{ gap: number }>(
      `select extract(epoch from max(created_on) - min(created_on)) * 1000 as gap from pgboss.job where name = $1`,
      [name],
    );
    // Queued at the interval's end (the database's clock; a little slack for the first insert's latency).
    expect(Number(rows[0].gap)).toBeGreaterThan(INTERVAL_MS - 500);
    expect(ran).toBe(2);
    // An ask waiting for its interval's end when the runner stops is dropped with it, never an error.
    runner.request(name);
    runner.request(name);
    await runner.stop();
    await sleep(INTERVAL_MS + 500);
    expect(await states(name)).toEqual(['completed', 'completed']);
  }, 60_000);
});
