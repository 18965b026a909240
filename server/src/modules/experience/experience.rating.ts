/**
 * An experience's rating: which of its reviews the storefront shows, and the figures derived from
 * them. The one definition every module uses (the experience list's sort, its rating fields, the SEO
 * JSON-LD, the review module's lists and admin summary); it sits with the experience, which the
 * review module imports (reviews are of an experience), so the experience needs nothing of reviews but
 * their table.
 */

/**
 * Visible reviews: approved ones only (a verified review is approved when written). Pending and
 * rejected ones are hidden from the storefront and its figures (design: "For the guest from abroad").
 */
export const VISIBLE_REVIEW_SQL = 'is_approved is true';

/** MikroORM filter of visible reviews. */
export const VISIBLE_REVIEW_FILTER = { isApproved: true };

export interface ReviewStats {
  reviewCount: number;
  /** Mean rating of visible reviews, one decimal; 0 when none. */
  rating: number;
}

/** SQL's count and mean of visible reviews per experience, as a subquery to join on `experience_id`. */
export const REVIEW_STATS_SQL = `select experience_id, count(*) as review_count, avg(rating) as rating
  from review where ${VISIBLE_REVIEW_SQL} group by experience_id`;

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

interface Executor {
  execute(sql: string, params: unknown[]): Promise<unknown>;
}

/** The figures of several experiences in one query, in the order of `ids`. */
export async function reviewStatsOf(db: Executor, ids: readonly number[]): Promise<ReviewStats[]> {
  const rows = (await db.execute(
    `select experience_id, count(*) as count, avg(rating) as avg from review
     where experience_id in (${ids.map(() => '?').join(', ')}) and ${VISIBLE_REVIEW_SQL}
     group by experience_id`,
    [...ids],
  )) as { experience_id: number; count: string; avg: string | null }[];
  const byId = new Map(rows.map((r) => [Number(r.experience_id), r]));
  return ids.map((id) => reviewStats(byId.get(id)?.count, byId.get(id)?.avg));
}
