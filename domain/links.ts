/**
 * The query parameter that opens the review writer on an experience page
 * (`/experiences/7?review=write`): the review invitation mail links there.
 */
export const REVIEW_PARAM = 'review';
export const REVIEW_WRITE = 'write';

/**
 * The invitation mail's one-time token (`?review=write&invitation=<token>`): a review written with
 * it is a verified booking's, published at once.
 */
export const REVIEW_INVITATION_PARAM = 'invitation';
