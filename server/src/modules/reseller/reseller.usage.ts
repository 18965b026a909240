import type pg from 'pg';
import type { Logger } from '../../common/logger.js';
import type { Job } from '../../platform/jobs/jobs.js';

interface Counts {
  requests: number;
  errors: number;
  last: Date;
}

/** How often at most an instance writes what it counted (a key's last use, a reseller's requests). */
export const USAGE_FLUSH_MS = 5_000;

const KEYS_USED = {
  name: 'reseller-keys-used',
  text: `update reseller_api_key k set last_used_at = greatest(k.last_used_at, v.at)
    from unnest($1::int[], $2::timestamptz[]) as v(id, at) where k.id = v.id`,
};
const USAGE = {
  name: 'reseller-usage-add',
  text: `insert into reseller_usage (reseller_id, hour, requests, errors, last_request_at)
    select v.id, date_trunc('hour', v.at), v.requests, v.errors, v.at
    from unnest($1::int[], $2::int[], $3::int[], $4::timestamptz[]) as v(id, requests, errors, at)
    join reseller r on r.id = v.id
    on conflict (reseller_id, hour) do update set
      requests = reseller_usage.requests + excluded.requests,
      errors = reseller_usage.errors + excluded.errors,
      last_request_at = greatest(reseller_usage.last_request_at, excluded.last_request_at)`,
};

/**
 * Counts each reseller's OCTO requests in memory and writes them in one batch every few seconds: OCTO
 * is polled hard, so a request costs a map update, not a row. A key's `last_used_at` and the reseller's
 * hourly requests and errors (4xx/5xx) are what staff see (reseller.figures.ts). An instance that dies
 * loses at most its last few seconds of counts; the requests themselves are in the request log.
 */
export class ResellerUsage {
  private keys = new Map<number, Date>();
  private resellers = new Map<number, Counts>();
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: pg.Pool,
    private readonly logger?: Logger,
    private readonly everyMs = USAGE_FLUSH_MS,
  ) {}

  /** One answered request of `resellerId` with `keyId`. */
  record(resellerId: number, keyId: number, status: number, at = new Date()): void {
    this.keys.set(keyId, at);
    const counts = this.resellers.get(resellerId) ?? { requests: 0, errors: 0, last: at };
    counts.requests += 1;
    if (status >= 400) counts.errors += 1;
    counts.last = at;
    this.resellers.set(resellerId, counts);
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.flush().catch((error: unknown) => this.logger?.warn({ err: error }, 'reseller usage not saved'));
      }, this.everyMs);
      this.timer.unref();
    }
  }

  /** Writes what was counted since the last flush (batches run one after the other). */
  flush(): Promise<void> {
    const keys = this.keys;
    const resellers = this.resellers;
    this.keys = new Map();
    this.resellers = new Map();
    this.flushing = this.flushing.catch(() => undefined).then(() => this.write(keys, resellers));
    return this.flushing;
  }

  /** Stops the timer and writes what is left (an instance leaving). */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private async write(keys: Map<number, Date>, resellers: Map<number, Counts>) {
    if (keys.size) await this.pool.query({ ...KEYS_USED, values: [[...keys.keys()], [...keys.values()]] });
    if (resellers.size) {
      const rows = [...resellers];
      await this.pool.query({
        ...USAGE,
        values: [
          rows.map(([id]) => id),
          rows.map(([, c]) => c.requests),
          rows.map(([, c]) => c.errors),
          rows.map(([, c]) => c.last),
        ],
      });
    }
  }
}

/** How long a reseller's hourly counts are kept (staff see the last 24 hours' errors and the last request). */
export const USAGE_KEEP_DAYS = 90;

/**
 * Deletes hourly counts older than `keepDays`, keeping each reseller's newest row (its last request is read
 * from it, however long ago). Returns how many rows went.
 */
export async function pruneResellerUsage(pool: pg.Pool, keepDays = USAGE_KEEP_DAYS): Promise<number> {
  const { rowCount } = await pool.query(
    `delete from reseller_usage u where u.hour < now() - make_interval(days => $1)
      and exists (select 1 from reseller_usage n where n.reseller_id = u.reseller_id and n.hour > u.hour)`,
    [keepDays],
  );
  return rowCount ?? 0;
}

/** The prune as a daily job (04:29 UTC, 13:29 in Seoul). */
export function resellerUsagePruneJob(pool: pg.Pool, logger: Logger): Job {
  return {
    queue: 'reseller-usage-prune',
    cron: '29 4 * * *',
    run: async () => {
      const deleted = await pruneResellerUsage(pool);
      if (deleted) logger.info({ deleted }, 'old reseller usage counts deleted');
    },
  };
}
