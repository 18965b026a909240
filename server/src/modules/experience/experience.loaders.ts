import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { reviewStatsOf, type ReviewStats } from './experience.rating.js';

/** Per-request batch loaders: a list of N experiences costs one query per derived field, not N. */
export interface Loaders {
  reviewStats: DataLoader<number, ReviewStats>;
  /** Experience titles by id (null for a missing one): the admin lists across items name them. */
  experienceTitle: DataLoader<number, string | null>;
}

// The request context's loaders include these (context.ts, RequestLoaders).
declare module '../../context.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RequestLoaders extends Loaders {}
}

/** Review figures come from their one definition (experience.rating.ts). */
export function createLoaders(em: EntityManager): Loaders {
  return {
    reviewStats: new DataLoader((ids) => reviewStatsOf(em.getConnection(), ids)),
    experienceTitle: new DataLoader(async (ids) => {
      // One placeholder per id: MikroORM expands an array bound to a single `?` into a list, which
      // `= any(?)` would not accept.
      const rows = await em
        .getConnection()
        .execute<{ id: number; title: string }[]>(
          `select id, title from experience where id in (${ids.map(() => '?').join(', ')})`,
          [...ids],
        );
      const byId = new Map(rows.map((r) => [r.id, r.title]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
