import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface ReviewStats {
  reviewCount: number;
  /** Mean rating of visible reviews, one decimal; 0 when none. */
  rating: number;
}

/** Per-request batch loaders: a list of N experiences costs one query per derived field, not N. */
export interface Loaders {
  reviewStats: DataLoader<number, ReviewStats>;
}

/** Visible reviews: pending (null) and approved; rejected ones are hidden from the storefront. */
export const VISIBLE_REVIEW_SQL = 'is_approved is distinct from false';

/** Rating and count from SQL's count(*) and avg(rating) of visible reviews (null when none). */
export function reviewStats(
  count: string | number | null | undefined,
  avg: string | number | null | undefined,
): ReviewStats {
  return {
    reviewCount: count ? Number(count) : 0,
    rating: avg ? Math.round(Number(avg) * 10) / 10 : 0,
  };
}

export function createLoaders(em: EntityManager): Loaders {
  return {
    reviewStats: new DataLoader(async (ids) => {
      const rows: { experience_id: number; count: string; avg: string | null }[] = await em
        .getConnection()
        .execute(
          `select experience_id, count(*) as count, avg(rating) as avg from review
           where experience_id in (${ids.map(() => '?').join(', ')}) and ${VISIBLE_REVIEW_SQL}
           group by experience_id`,
          [...ids],
        );
      const byId = new Map(rows.map((r) => [Number(r.experience_id), r]));
      return ids.map((id) => reviewStats(byId.get(id)?.count, byId.get(id)?.avg));
    }),
  };
}
