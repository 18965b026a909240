import pg from 'pg';
import type { Logger } from '../../common/logger.js';

const RECONNECT_MS = { first: 100, max: 5_000 };

/** Largest NOTIFY payload PostgreSQL accepts (8000 bytes); writers keep well under it. */
export const MAX_NOTIFY_BYTES = 7_900;

/** Anything that runs SQL with positional parameters: a pool, a client, or the ORM's connection. */
export interface SqlRunner {
  execute?: (sql: string, params: unknown[]) => Promise<unknown>;
  query?: (sql: string, params: unknown[]) => Promise<unknown>;
}

/**
 * Sends `payload` on `channel` through `runner`. Given the writer's transaction (an EntityManager
 * inside `transactional`, or a client after `begin`), PostgreSQL delivers it only when that
 * transaction commits: nothing is announced that did not happen.
 */
export async function notify(runner: SqlRunner, channel: string, payload: string): Promise<void> {
  if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES)
    throw new Error(`NOTIFY payload on ${channel} too large`);
  // The ORM's execute takes `?` placeholders; pg's query takes `$n`.
  if (runner.execute) await runner.execute('select pg_notify(?, ?)', [channel, payload]);
  else await runner.query!('select pg_notify($1, $2)', [channel, payload]);
}

/** A notification to send: its channel and its payload. */
export interface Notification {
  channel: string;
  payload: string;
}

/** At most this many notifications go in one statement. */
const ANNOUNCE_BATCH = 100;
/**
 * How long the first notification handed waits for others to go with it: short beside the 2 s a screen
 * may take to show a change, long enough that applications coming many a second share a statement.
 */
export const ANNOUNCE_WINDOW_MS = 50;

/** The name of the announcer's statement (sent in the background, after its writers' commits). */
export const ANNOUNCE_STATEMENT = 'announce-after-commit';

/** Sends the notifications it is handed, in order, several to a statement (see announceAfterCommit). */
class Announcer {
  private readonly queue: { note: Notification; logger: Pick<Logger, 'error'> }[] = [];
  private pending = false;
  /** Resolves once what is queued now has been sent (or failed): the pool may then close. */
  private sent: Promise<void> = Promise.resolve();

  constructor(private readonly pool: pg.Pool) {}

  announce(note: Notification, logger: Pick<Logger, 'error'>): void {
    this.queue.push({ note, logger });
    if (this.pending) return;
    this.pending = true;
    this.sent = new Promise((resolve) => setTimeout(resolve, ANNOUNCE_WINDOW_MS)).then(() => this.drain());
  }

  /** Waits until everything handed so far has been sent. */
  async settled(): Promise<void> {
    while (this.pending) await this.sent;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, ANNOUNCE_BATCH);
        try {
          // Volatile calls after the sort: sent in the order handed.
          await this.pool.query({
            name: ANNOUNCE_STATEMENT,
            text: `select pg_notify(n.channel, n.payload)
                   from unnest($1::text[], $2::text[]) with ordinality as n(channel, payload, k) order by n.k`,
            values: [batch.map(({ note }) => note.channel), batch.map(({ note }) => note.payload)],
          });
        } catch (error) {
          batch[0].logger.error(
            { err: error, notifications: batch.length },
            'notifications after a commit were not sent',
          );
        }
      }
    } finally {
      this.pending = false;
    }
  }
}

const announcers = new WeakMap<pg.Pool, Announcer>();

/** Where a notification that could not be sent is told when its writer has no logger at hand. */
const STDERR: Pick<Logger, 'error'> = {
  error: (details: unknown, message?: string) => console.error(message, details),
};

/**
 * Sends a notification for a write that has committed already, on its own: its writer's commit does
 * not take PostgreSQL's one lock for notifying (held by a notifying transaction from its commit's
 * start to its end, WAL flush included), so notifying writers' commits no longer queue one after the
 * other. The notifications handed within ANNOUNCE_WINDOW_MS (and while a statement is under way) go
 * together in one statement, in the order handed: busy moments send few statements and take that
 * lock a few times. Never throws: a notification that could not be sent is logged (its write stands,
 * and shows on the screens at their next read of it). Call it only once the write committed.
 */
export function announceAfterCommit(
  pool: pg.Pool,
  note: Notification,
  logger: Pick<Logger, 'error'> = STDERR,
): void {
  if (Buffer.byteLength(note.payload) > MAX_NOTIFY_BYTES) {
    logger.error({ channel: note.channel }, 'notification payload too large: not sent');
    return;
  }
  let announcer = announcers.get(pool);
  if (!announcer) announcers.set(pool, (announcer = new Announcer(pool)));
  announcer.announce(note, logger);
}

/**
 * The pool whose announcer every writer of live updates hands them to (the ORM's own), so they go out in
 * the order handed, whichever module wrote them.
 */
export const announcingPool = (em: { getConnection(): { getNativeClient(): Promise<pg.Pool> } }) =>
  em.getConnection().getNativeClient();

/**
 * Waits until the notifications handed to `pool`'s announcer so far have been sent (before it closes), at
 * most `ms`: a database that does not answer (a stop during its restart) does not hold the stop up; what
 * was not sent is logged by the announcer, and the screens re-read at their next connection.
 */
export async function announcementsSent(pool: pg.Pool, ms = 2_000): Promise<void> {
  const settled = announcers.get(pool)?.settled();
  if (!settled) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([settled, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** A channel's handler; the work it returns is waited for by `stop()`. */
type Handler = (payload: string) => void | Promise<void>;

/**
 * The process's one path for what must reach every app instance (design.md "One pub/sub path"):
 * a dedicated connection LISTENs to the channels asked for and hands each notification to their
 * handlers. It reconnects by itself with a growing delay; notifications sent while it was away are
 * lost, so after each (re)connect `onConnect` listeners run: each re-reads whatever it keeps.
 */
export class PgPubSub {
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly connectListeners = new Set<() => Promise<void> | void>();
  private readonly disconnectListeners = new Set<() => void>();
  /** What handlers and reconnects started and have not finished: `stop()` waits for it. */
  private readonly inFlight = new Set<Promise<unknown>>();
  private client: pg.Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = RECONNECT_MS.first;
  private stopped = true;
  private starting: Promise<void> | undefined;
  /** True while the listening connection is up and every onConnect listener ran after it started. */
  connected = false;
  /**
   * True once a (re)connect attempt failed, until one succeeds: the database cannot be reached from
   * here (not merely a dropped connection being made again), so nothing can change in it either.
   */
  unreachable = false;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly logger: Logger,
    /** Shown in pg_stat_activity, so an operator (or a test) can find the listening connection. */
    private readonly applicationName = 'kc-pubsub',
  ) {}

  /** Connects and listens; reconnects by itself until `stop()`. Resolves after the first attempt. */
  start(): Promise<void> {
    if (!this.stopped) return this.starting ?? Promise.resolve();
    this.stopped = false;
    this.starting = this.connect();
    return this.starting;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.connected = false;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
    // A handler's re-read started by a late notification finishes before the caller closes what it uses.
    await Promise.allSettled([...this.inFlight]);
  }

  private track(work: Promise<unknown>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => undefined);
  }

  /**
   * Calls `handler` with every payload sent on `channel` from now on (by any instance). The
   * channel is listened to at once when connected, and again after every reconnect.
   */
  subscribe(channel: string, handler: Handler): () => void {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      const client = this.client;
      if (client && this.connected) {
        client.query(`listen ${channel}`).catch((error: Error) => this.lost(client, error));
      }
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  /** Runs after each (re)connect, once every channel is listened to; the connection counts as up when all resolved. */
  onConnect(listener: () => Promise<void> | void): () => void {
    this.connectListeners.add(listener);
    return () => this.connectListeners.delete(listener);
  }

  /** Runs when the listening connection is lost (notifications may be missed until onConnect). */
  onDisconnect(listener: () => void): () => void {
    this.disconnectListeners.add(listener);
    return () => this.disconnectListeners.delete(listener);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ ...this.connection, application_name: this.applicationName });
    this.client = client;
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      const set = this.handlers.get(message.channel);
      if (!set) return;
      for (const handler of [...set]) {
        const failed = (error: unknown) =>
          this.logger.error({ err: error, channel: message.channel }, 'pub/sub handler failed');
        try {
          const work = handler(message.payload ?? '');
          if (work) this.track(work.catch(failed));
        } catch (error) {
          failed(error);
        }
      }
    });
    try {
      await client.connect();
      // Stopped while connecting: this connection is nobody's any more.
      if (this.client !== client) {
        await client.end().catch(() => undefined);
        return;
      }
      for (const channel of this.handlers.keys()) await client.query(`listen ${channel}`);
      // Listening first, then re-reading: a write committed in between is in one or the other.
      for (const listener of [...this.connectListeners]) await listener();
      if (this.client !== client) return;
      this.connected = true;
      this.unreachable = false;
      this.retryMs = RECONNECT_MS.first;
    } catch (error) {
      if (!this.stopped) this.unreachable = true;
      this.lost(client, error as Error);
    }
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    const wasConnected = this.connected;
    this.connected = false;
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (wasConnected) for (const listener of [...this.disconnectListeners]) listener();
    if (this.stopped) return;
    this.logger.warn({ err: error }, 'pub/sub listener lost its connection; reconnecting');
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.track(this.connect()), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MS.max);
  }
}
