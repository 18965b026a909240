import type pg from 'pg';

/** Kinds of content with a version row (see the content_version migration for what bumps each). */
export type ContentName = 'catalog';

type Entry = { version: string; value: Promise<unknown> };

/** A look-up for an answer computed elsewhere: the kept value, or how to keep the one computed now. */
export type CacheSlot<T> = { hit: true; value: T } | { hit: false; keep(value: T): void };

/**
 * Answers built from database content, kept until that content's version changes. The versions
 * are bumped by triggers inside the writers' transactions, so whichever process or tool writes,
 * the next read sees it. The version is read before the answer is computed: a kept answer can
 * only be newer than its label, never older, and a newer label recomputes it. Concurrent misses
 * of `get` share one computation; a failed one is not kept. Kept values are shared: never mutate one.
 */
export class ContentCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly maxEntries = 100,
  ) {}

  /** The current version of a kind of content, or null when it has no version row. */
  async version(name: ContentName): Promise<string | null> {
    const { rows } = await this.pool.query<{ version: string }>(
      'select version from content_version where name = $1',
      [name],
    );
    return rows[0]?.version ?? null;
  }

  /** The answer kept under `key`, or a new one from `compute` when `name` changed since. */
  async get<T>(name: ContentName, key: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.version(name);
    if (version === null) return compute();
    const kept = this.current<T>(name, key, version);
    if (kept) return kept;
    const value = compute();
    this.keep(name, key, version, value);
    return value;
  }

  /** The kept answer under `key`, or a `keep` that files the answer computed now under this version. */
  async open<T>(name: ContentName, key: string): Promise<CacheSlot<T>> {
    const version = await this.version(name);
    if (version === null) return { hit: false, keep: () => undefined };
    const kept = this.current<T>(name, key, version);
    if (kept) return { hit: true, value: await kept };
    return { hit: false, keep: (value) => this.keep(name, key, version, Promise.resolve(value)) };
  }

  /** How many answers are kept (for tests and health figures). */
  get size(): number {
    return this.entries.size;
  }

  private current<T>(name: ContentName, key: string, version: string): Promise<T> | undefined {
    const id = `${name}\u0000${key}`;
    const kept = this.entries.get(id);
    if (!kept || kept.version !== version) return undefined;
    // Re-inserting keeps the Map in least-recently-used order for eviction.
    this.entries.delete(id);
    this.entries.set(id, kept);
    return kept.value as Promise<T>;
  }

  private keep(name: ContentName, key: string, version: string, value: Promise<unknown>): void {
    const id = `${name}\u0000${key}`;
    const entry: Entry = { version, value };
    this.entries.delete(id);
    this.entries.set(id, entry);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    value.catch(() => {
      if (this.entries.get(id) === entry) this.entries.delete(id);
    });
  }
}
