import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContentVersions } from '../../platform/content-version/content-versions.js';
import { Experience } from '../experience/experience.entity.js';

/**
 * At most this many computed availability answers are kept (least recently used go first): each as its
 * JSON bytes and gzip (octo.json.ts; a 90-day calendar ~40 KB and ~4 KB), so at most ~10 MB.
 */
const MAX_ANSWERS = 200;

/**
 * What the OCTO reads keep between requests on this instance (docs/performance.md, "The OCTO API"),
 * so a reseller polling the same calendar costs little:
 *
 * - the active items, kept while the catalogue's content version stays (platform/content-version: a
 *   trigger bumps it in every writer's transaction, each instance hears it over pub/sub, as the
 *   storefront's caches do); while that connection is down nothing is kept;
 * - the answers computed from an item and its slots' taken seats, keyed on everything they depend on:
 *   the item's version, the range and the request's options, the Seoul minute (past and cut-off
 *   slots move by the minute) and the taken seats themselves. The seats are read from the database on
 *   every request (booking.capacity.ts `takenSeats`, the one rule), so a kept answer can never show a
 *   seat that was taken: a different count is a different key. The answers are kept serialised
 *   (octo.json.ts), so a kept one is sent without being serialised or compressed again.
 */
export class OctoReadCache {
  private itemsStamp = '';
  private readonly items = new Map<number, Promise<Experience | null>>();
  private readonly answers = new Map<string, unknown>();

  constructor(private readonly versions?: Pick<ContentVersions, 'connected' | 'stamp'>) {}

  /** The catalogue's version while it is followed, else null (nothing may be kept). */
  private stamp(): string | null {
    return this.versions?.connected ? this.versions.stamp : null;
  }

  /**
   * An active item by id, read once per catalogue version (a read-only copy shared by requests), with
   * the version it was read under (null: not kept) for `answer`.
   */
  async activeItem(
    em: EntityManager,
    id: number,
  ): Promise<{ item: Experience | null; version: string | null }> {
    const version = this.stamp();
    const read = () => em.findOne(Experience, { id, isActive: true });
    if (version === null) return { item: await read(), version };
    if (version !== this.itemsStamp) {
      this.items.clear();
      this.answers.clear();
      this.itemsStamp = version;
    }
    let item = this.items.get(id);
    if (!item) {
      item = read();
      this.items.set(id, item);
      // A failed read is not kept.
      item.catch(() => this.items.get(id) === item && this.items.delete(id));
    }
    return { item: await item, version };
  }

  /**
   * The answer under `key` (see the class: it must name the range, the request, the minute and the
   * taken seats) for an item read under `version`, or `compute`'s, kept while that version is current.
   */
  answer<T>(version: string | null, key: string, compute: () => T): T {
    if (version === null || version !== this.stamp() || version !== this.itemsStamp) return compute();
    const kept = this.answers.get(key);
    if (kept !== undefined) {
      this.answers.delete(key);
      this.answers.set(key, kept);
      return kept as T;
    }
    const value = compute();
    this.answers.set(key, value);
    if (this.answers.size > MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
    return value;
  }
}

/** One string of a slot map's taken seats (`YYYY-MM-DD HH:MM` → guests), for a cache key. */
export const seatsKey = (taken: Map<string, number>) =>
  [...taken].map(([slot, n]) => `${slot}=${n}`).join(',');
