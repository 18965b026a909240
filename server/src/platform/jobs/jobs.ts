import { PgBoss, type QueueOptions } from 'pg-boss';
import type { Logger } from '../../common/logger.js';
import { jobFailures } from '../metrics/metrics.counters.js';
import { reportError } from '../../common/error-reporting.js';

/** Background work run by pg-boss: on a cron schedule (once across all instances) and on demand. */
export interface Job {
  queue: string;
  /** Cron expression (UTC) of the sweep, if the job has one. */
  cron?: string;
  /** The queue's retry and expiry settings (pg-boss defaults: 2 retries, 15 minutes to run). */
  options?: QueueOptions;
  run(): Promise<unknown>;
}

/**
 * Asks for a job to run soon. Asks close together make fewer runs, but never lose one: every ask is
 * followed by a run that starts after it.
 */
export interface JobQueue {
  request(queue: string): void;
}

/**
 * The process's job runner: pg-boss on the app's PostgreSQL (schema `pgboss`), so schedules and
 * on-demand runs survive restarts and run once across instances. Tests call the jobs directly.
 */
/** A queue's asks in this process: when it last queued a run, and the run waiting for the interval's end. */
interface Asked {
  sentAt: number;
  pending?: NodeJS.Timeout;
}

export class Jobs implements JobQueue {
  private boss?: PgBoss;

  constructor(
    private readonly logger: Logger,
    /** How often an idle worker looks for work (tests look more often). */
    private readonly pollingIntervalSeconds = 5,
    /** The least time between two runs asked for one queue by this process. */
    private readonly requestIntervalMs = 1000,
  ) {}

  async start(connectionString: string, jobs: readonly Job[]): Promise<void> {
    const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 3 });
    boss.on('error', (error) => this.logger.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const job of jobs) {
      await boss.createQueue(job.queue, job.options);
      await boss.work(job.queue, { pollingIntervalSeconds: this.pollingIntervalSeconds }, async () => {
        try {
          await job.run();
        } catch (error) {
          // pg-boss retries it; each failed run is counted (GET /metrics) and logged.
          jobFailures.inc({ queue: job.queue });
          this.logger.error({ err: error, queue: job.queue }, 'job failed');
          reportError(error, { queue: job.queue });
          throw error;
        }
      });
      // Schedules live in the database: one turned off (BACKUP_SCHEDULE=off) is removed, not left running.
      if (job.cron) await boss.schedule(job.queue, job.cron);
      else await boss.unschedule(job.queue);
    }
    this.boss = boss;
  }

  /** Per queue: when this process last queued a run, and the run it will queue at the interval's end. */
  private readonly requests = new Map<string, Asked>();

  request(queue: string): void {
    if (!this.boss) return;
    // At most one run queued a second: a busy minute (hundreds of bookings, each waking the mail and
    // the webhooks) costs pg-boss one job a second, not one an ask. An ask inside the interval is not
    // dropped: the run queued earlier may have started already and missed its work, so one more run is
    // queued at the interval's end (one for all the asks until then).
    let asked = this.requests.get(queue);
    if (!asked) this.requests.set(queue, (asked = { sentAt: -Infinity }));
    if (asked.pending) return;
    const wait = asked.sentAt + this.requestIntervalMs - Date.now();
    if (wait <= 0) return this.send(queue, asked);
    asked.pending = setTimeout(() => {
      asked.pending = undefined;
      this.send(queue, asked);
    }, wait).unref();
  }

  private send(queue: string, asked: Asked) {
    if (!this.boss) return;
    asked.sentAt = Date.now();
    this.boss.send(queue, {}).catch((error: unknown) => {
      this.logger.warn({ err: error, queue }, 'could not queue a job; its schedule will run it');
    });
  }

  /**
   * Stops between jobs: pg-boss stops fetching, waits up to `timeoutMs` for the jobs running here to
   * finish (the mail dispatch ends after the mail it is sending), then fails what still runs so that it
   * is retried, and closes its connections. Later requests are dropped: their work waits for the schedule.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    for (const asked of this.requests.values()) clearTimeout(asked.pending);
    this.requests.clear();
    await boss?.stop({ graceful: true, close: true, timeout: timeoutMs });
  }
}
