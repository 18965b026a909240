import type pg from 'pg';

/** Kinds of content with a version row (see the content_version migration for what bumps each). */
export type ContentName = 'catalog';

type Entry = { version: string; value: Promise<string> };

/**
 * Serialised answers built from database content, kept until that content's version changes.
 * The versions are bumped by triggers inside the writers' transactions, so whichever process or
 * tool writes, the next read sees it. The version is read before the answer is computed: a kept
 * answer can only be newer than its label, never older, and a newer label recomputes it.
 * Concurrent misses share one computation; a failed one is not kept.
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
  async get(name: ContentName, key: string, compute: () => Promise<string>): Promise<string> {
    const version = await this.version(name);
    if (version === null) return compute();
    const id = `${name}\u0000${key}`;
    const kept = this.entries.get(id);
    // Re-inserting keeps the Map in least-recently-used order for eviction.
    this.entries.delete(id);
    if (kept && kept.version === version) {
      this.entries.set(id, kept);
      return kept.value;
    }
    const entry: Entry = { version, value: compute() };
    this.entries.set(id, entry);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    entry.value.catch(() => {
      if (this.entries.get(id) === entry) this.entries.delete(id);
    });
    return entry.value;
  }

  /** How many answers are kept (for tests and health figures). */
  get size(): number {
    return this.entries.size;
  }
}
