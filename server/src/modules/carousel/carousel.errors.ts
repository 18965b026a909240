import { notFound } from '../../common/errors.js';

/** The carousel module's messages; the rules' own are in domain/schemas/carousel.ts. */
export const CAROUSEL_ERRORS = {
  notFound: 'Slide not found.',
  reorderInvalid: 'Give each slide id once, as a list of 1 to 500 ids.',
} as const;

export const slideNotFound = () => notFound(CAROUSEL_ERRORS.notFound);
