/**
 * The query parameter that opens the review writer on an experience page
 * (`/experiences/7?review=write`): the review invitation mail links there.
 */
export const REVIEW_PARAM = 'review';
export const REVIEW_WRITE = 'write';
