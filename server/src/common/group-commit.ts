/**
 * Group commit: jobs handed in while earlier ones are still with the database go together, in one round
 * trip (and, for writes, one transaction), instead of one round trip each. Nothing waits on purpose: a
 * job whose key (`keyOf`) has no run with the database starts at once, alone (while fewer than
 * `maxInFlight` runs are out in all); under load the jobs of a key that arrive while its run is out
 * queue, and its next run takes all of them (at most `maxBatch`). So a quiet server answers as fast as
 * before, and a busy one pays the round trip, the statement's overhead and the commit once per batch.
 *
 * A batch that fails as a whole (one job's unique violation aborts the transaction they share) is run
 * again job by job, so each job gets its own answer or its own error, as if it had never been batched:
 * `runBatch` must have written nothing when it throws (its transaction rolled back).
 */
export interface GroupCommitOptions<Job, Result> {
  /** Runs several jobs in one round trip; answers their results in the jobs' order. */
  runBatch: (jobs: Job[]) => Promise<Result[]>;
  /** Runs one job (a batch of one, and each job of a batch that failed). */
  runOne: (job: Job) => Promise<Result>;
  /** Runs at once with the database (each on a connection of its own). */
  maxInFlight: number;
  /**
   * What a job waits on in the database (an item's slot locks and tally rows): jobs of one key go in one run
   * at a time, and a batch holds one key's jobs. Runs of different keys go at once (up to maxInFlight),
   * as they would not wait for each other; those of one key would, holding a connection each.
   */
  keyOf: (job: Job) => string;
  /** Jobs in one batch at most. */
  maxBatch: number;
}

interface Waiting<Job, Result> {
  job: Job;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<Job, Result> {
  /** Jobs not yet started, by key, the key waiting longest first (one whose queue emptied goes last). */
  private readonly waiting = new Map<string, Waiting<Job, Result>[]>();
  /** Keys with a run in flight. */
  private readonly running = new Set<string>();

  constructor(private readonly o: GroupCommitOptions<Job, Result>) {}

  /** Runs `job`, alone or with the jobs queued beside it; resolves with its own result. */
  run(job: Job): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const key = this.o.keyOf(job);
      const queue = this.waiting.get(key);
      if (queue) queue.push({ job, resolve, reject });
      else this.waiting.set(key, [{ job, resolve, reject }]);
      this.pump();
    });
  }

  private pump(): void {
    for (const [key, queue] of this.waiting) {
      if (this.running.size >= this.o.maxInFlight) return;
      if (this.running.has(key)) continue;
      const batch = queue.splice(0, this.o.maxBatch);
      if (queue.length === 0) this.waiting.delete(key);
      this.running.add(key);
      void this.execute(batch, () => {
        this.running.delete(key);
        this.pump();
      });
    }
  }

  /**
   * Runs a batch; `done` once the database has answered for all of it, before its jobs are answered:
   * the key's next run goes out first, and does not wait behind this run's answers (their callers' own
   * work, their responses written).
   */
  private async execute(batch: Waiting<Job, Result>[], done: () => void): Promise<void> {
    let settled: PromiseSettledResult<Result>[] | undefined;
    try {
      if (batch.length > 1) {
        try {
          const results = await this.o.runBatch(batch.map((waiting) => waiting.job));
          settled = results.map((value) => ({ status: 'fulfilled', value }));
        } catch {
          // Nothing of the batch was written: each job again, alone, answers for itself below.
        }
      }
      settled ??= await Promise.allSettled(batch.map(({ job }) => this.o.runOne(job)));
    } finally {
      done();
    }
    batch.forEach(({ resolve, reject }, i) => {
      const outcome = settled[i];
      if (outcome.status === 'fulfilled') resolve(outcome.value);
      else reject(outcome.reason);
    });
  }
}
