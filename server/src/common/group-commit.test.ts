import { GroupCommit } from './group-commit.js';

/** A database stand-in whose runs finish when the test says so: what ran, in which batches. */
function fakeDatabase(maxInFlight = 2, maxBatch = 3) {
  const runs: { jobs: string[]; finish: (ok?: boolean) => void }[] = [];
  const start = (jobs: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      runs.push({
        jobs,
        finish: (ok = true) =>
          ok ? resolve(jobs.map((job) => `done ${job}`)) : reject(new Error('aborted')),
      });
    });
  const group = new GroupCommit<string, string>({
    runBatch: (jobs) => start(jobs),
    runOne: async (job) => {
      if (job.startsWith('bad')) throw new Error(`refused ${job}`);
      return (await start([job]))[0];
    },
    keyOf: (job) => job.split(':')[0],
    maxInFlight,
    maxBatch,
  });
  return { group, runs };
}

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('runs a job at once, alone, and queues the ones of its key handed in meanwhile into one batch', async () => {
    const { group, runs } = fakeDatabase();
    const first = group.run('a:1');
    const later = ['a:2', 'a:3'].map((job) => group.run(job));
    await settle();
    expect(runs.map((run) => run.jobs)).toEqual([['a:1']]);
    runs[0].finish();
    expect(await first).toBe('done a:1');
    await settle();
    expect(runs.map((run) => run.jobs)).toEqual([['a:1'], ['a:2', 'a:3']]);
    runs[1].finish();
    expect(await Promise.all(later)).toEqual(['done a:2', 'done a:3']);
  });

  it('sends the key’s next run before it answers the jobs of the run that ended', async () => {
    const { group, runs } = fakeDatabase();
    // What had been sent when the first job got its answer.
    const first = group.run('a:1').then(() => runs.map((run) => run.jobs));
    const second = group.run('a:2');
    await settle();
    runs[0].finish();
    expect(await first).toEqual([['a:1'], ['a:2']]);
    runs[1].finish();
    expect(await second).toBe('done a:2');
  });

  it('runs jobs of different keys at once, up to maxInFlight, and takes at most maxBatch a batch', async () => {
    const { group, runs } = fakeDatabase(2, 3);
    const answers = ['a:1', 'b:1', 'c:1', 'a:2', 'a:3', 'a:4', 'a:5'].map((job) => group.run(job));
    await settle();
    // a and b run; c waits for a free run; a's later jobs wait for a's run to end.
    expect(runs.map((run) => run.jobs)).toEqual([['a:1'], ['b:1']]);
    runs[1].finish();
    await settle();
    expect(runs.map((run) => run.jobs)).toEqual([['a:1'], ['b:1'], ['c:1']]);
    runs[0].finish();
    await settle();
    expect(runs[3].jobs).toEqual(['a:2', 'a:3', 'a:4']);
    runs[2].finish();
    runs[3].finish();
    await settle();
    expect(runs[4].jobs).toEqual(['a:5']);
    runs[4].finish();
    expect(await Promise.all(answers)).toEqual(
      ['a:1', 'b:1', 'c:1', 'a:2', 'a:3', 'a:4', 'a:5'].map((job) => `done ${job}`),
    );
  });

  it('runs the jobs of a batch that failed one by one: each gets its own answer or its own error', async () => {
    const { group, runs } = fakeDatabase();
    const first = group.run('a:1');
    const good = group.run('a:2');
    const bad = group.run('bad:x').catch((error: Error) => error.message);
    const alsoGood = group.run('a:3');
    await settle();
    runs[0].finish();
    await first;
    await settle();
    // 'bad:x' has a key of its own: it ran alone already (and failed alone).
    expect(await bad).toBe('refused bad:x');
    const batch = runs.find((run) => run.jobs.length === 2)!;
    expect(batch.jobs).toEqual(['a:2', 'a:3']);
    batch.finish(false);
    await settle();
    // Again, alone: two runs of one job each.
    const alone = runs.filter((run) => run.jobs.length === 1 && run.jobs[0] !== 'a:1');
    expect(alone.map((run) => run.jobs[0]).sort()).toEqual(['a:2', 'a:3']);
    alone.forEach((run) => run.finish());
    expect(await Promise.all([good, alsoGood])).toEqual(['done a:2', 'done a:3']);
  });
});
