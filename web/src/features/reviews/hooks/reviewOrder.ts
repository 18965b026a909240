/** The orders a visitor can choose for reviews (spec "Reviews"). */
export const REVIEW_SORTS = ['recent', 'visitDate', 'rating'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

type Sortable = { id: number; rating: number; visitDate: string; createdAt: string };

const newestFirst = (a: Sortable, b: Sortable) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

const COMPARE: Record<ReviewSort, (a: Sortable, b: Sortable) => number> = {
  recent: newestFirst,
  // Calendar dates (YYYY-MM-DD) compare as strings; ties keep the newest review first.
  visitDate: (a, b) => b.visitDate.localeCompare(a.visitDate) || newestFirst(a, b),
  rating: (a, b) => b.rating - a.rating || newestFirst(a, b),
};

/** A sorted copy (the query result is read-only). */
export function sortReviews<T extends Sortable>(reviews: readonly T[], sort: ReviewSort): T[] {
  return [...reviews].sort(COMPARE[sort]);
}

/** Video reviews are shown 3 at first, then 6 more per click on the expand arrow (spec §9). */
export const REELS_INITIAL = 3;
export const REELS_STEP = 6;
