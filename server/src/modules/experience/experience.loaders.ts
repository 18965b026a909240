import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { reviewStatsOf, type ReviewStats } from '../review/review.stats.js';

/** Per-request batch loaders: a list of N experiences costs one query per derived field, not N. */
export interface Loaders {
  reviewStats: DataLoader<number, ReviewStats>;
}

/** Review figures come from the review module's one definition (review.stats.ts). */
export function createLoaders(em: EntityManager): Loaders {
  return {
    reviewStats: new DataLoader((ids) => reviewStatsOf(em.getConnection(), ids)),
  };
}
