/**
 * Active queries to refresh after a review is written, changed or deleted: the list, and the
 * experience (its rating and review count are derived from the visible reviews). Named, so the
 * reviews feature does not reach into the experiences feature.
 */
export const REVIEW_QUERIES = ['Reviews', 'ExperienceDetail'];
