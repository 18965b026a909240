import pg from 'pg';
import type { Logger } from '../../common/logger.js';

/** The channel the content_version trigger notifies on, with payload `<name>:<version>`. */
export const CONTENT_VERSION_CHANNEL = 'content_version';

const RECONNECT_MS = { first: 100, max: 5_000 };

/**
 * The content versions of this process, kept current without a query per read: a dedicated
 * connection LISTENs to the trigger's notifications (sent when the writer commits), and re-reads
 * every version after each (re)connect, since notifications sent while it was away are lost.
 * Until it is connected, `connected` is false and readers must not trust `stamp`.
 */
export class ContentVersions {
  private readonly versions = new Map<string, bigint>();
  private readonly listeners = new Set<() => void>();
  private client: pg.Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = RECONNECT_MS.first;
  private stopped = false;
  private currentStamp = '';
  /** True while the listening connection is up and the versions were read after it started. */
  connected = false;
  /**
   * True once a (re)connect attempt failed, until one succeeds: the database cannot be reached from
   * here (not merely a dropped connection being made again), so nothing can change the content either.
   */
  unreachable = false;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
  ) {}

  /** Connects and listens; reconnects by itself until `stop()`. Resolves after the first attempt. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.connected = false;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** One string that changes whenever any version does (a kept answer's label). */
  get stamp(): string {
    return this.currentStamp;
  }

  /** The known version of a kind of content (undefined before the first read). */
  version(name: string): bigint | undefined {
    return this.versions.get(name);
  }

  /** Calls `listener` after any version moved (not on a re-read that found nothing new). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Reads every version through the pool: a writer calls it after its own write committed, so that
   * this process sees the write at once instead of after its notification.
   */
  async refresh(): Promise<void> {
    const { rows } = await this.pool.query<{ name: string; version: string }>(
      'select name, version from content_version',
    );
    this.apply(rows.map((r) => [r.name, BigInt(r.version)]));
  }

  /** Resolves when `name` reached `version` (true), or after `timeoutMs` without it (false). */
  waitFor(name: string, version: bigint, timeoutMs: number): Promise<boolean> {
    if ((this.versions.get(name) ?? -1n) >= version) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        off();
        resolve(false);
      }, timeoutMs);
      const off = this.onChange(() => {
        if ((this.versions.get(name) ?? -1n) < version) return;
        clearTimeout(timer);
        off();
        resolve(true);
      });
    });
  }

  private async connect(): Promise<void> {
    // Named, so an operator (or a test) can find the listening connection in pg_stat_activity.
    const client = new pg.Client({ ...this.connection, application_name: 'kc-content-versions' });
    this.client = client;
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      this.connected = false;
      client.removeAllListeners();
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      if (this.stopped) return;
      this.logger.warn({ err: error }, 'content version listener lost its connection; reconnecting');
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      const [name, version] = (message.payload ?? '').split(':');
      if (name && /^\d+$/.test(version ?? '')) this.apply([[name, BigInt(version)]]);
    });
    try {
      await client.connect();
      await client.query(`listen ${CONTENT_VERSION_CHANNEL}`);
      // Listening first, then reading: a write committed in between is in one or the other.
      const { rows } = await client.query<{ name: string; version: string }>(
        'select name, version from content_version',
      );
      if (this.client !== client) return;
      this.apply(rows.map((r) => [r.name, BigInt(r.version)]));
      this.connected = true;
      this.unreachable = false;
      this.retryMs = RECONNECT_MS.first;
    } catch (error) {
      if (!this.stopped) this.unreachable = true;
      lost(error as Error);
    }
  }

  private scheduleReconnect(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MS.max);
  }

  /** Versions only move forward: a late or repeated notification never takes one back. */
  private apply(entries: [string, bigint][]): void {
    let moved = false;
    for (const [name, version] of entries) {
      const known = this.versions.get(name);
      if (known === undefined || version > known) {
        this.versions.set(name, version);
        moved = true;
      }
    }
    if (!moved) return;
    this.currentStamp = [...this.versions]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, version]) => `${name}:${version}`)
      .join(',');
    for (const listener of this.listeners) listener();
  }
}
