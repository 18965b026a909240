import type pg from 'pg';
import type { PgPubSub } from '../pubsub/pubsub.js';

/** The channel the content_version trigger notifies on, with payload `<name>:<version>`. */
export const CONTENT_VERSION_CHANNEL = 'content_version';

/**
 * The content versions of this process, kept current without a query per read: the process's
 * pub/sub connection (platform/pubsub) hands over the trigger's notifications (sent when the writer
 * commits), and every version is re-read after each (re)connect, since notifications sent while it
 * was away are lost. Until then `connected` is false and readers must not trust `stamp`.
 */
export class ContentVersions {
  private readonly versions = new Map<string, bigint>();
  private readonly listeners = new Set<() => void>();
  private currentStamp = '';
  private read = false;

  constructor(
    private readonly pubsub: PgPubSub,
    private readonly pool: pg.Pool,
  ) {
    pubsub.subscribe(CONTENT_VERSION_CHANNEL, (payload) => {
      const [name, version] = payload.split(':');
      if (name && /^\d+$/.test(version ?? '')) this.apply([[name, BigInt(version)]]);
    });
    pubsub.onDisconnect(() => (this.read = false));
    pubsub.onConnect(async () => {
      await this.refresh();
      this.read = true;
    });
  }

  /** True while the listening connection is up and the versions were read after it started. */
  get connected(): boolean {
    return this.read && this.pubsub.connected;
  }

  /** True once the listening connection could not be made again: the database is out of reach. */
  get unreachable(): boolean {
    return this.pubsub.unreachable;
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
