import { REVIEW_MESSAGES } from '../../../../domain/schemas/review.js';
import { badInput, conflict, forbidden, notFound } from '../../common/errors.js';

/** The review module's messages (one place; the rules' own are in domain/schemas/review.ts). */
export const REVIEW_ERRORS = {
  notFound: 'Review not found.',
  incorrectPin: 'Incorrect PIN. Please try again.',
  /** A photo that is not one of this site's uploads is refused with the schema's own message. */
  notAnUpload: REVIEW_MESSAGES.imageInvalid,
  /** Same wording as the experience module's (a review of a missing or inactive item). */
  experienceNotFound: "The experience you're looking for doesn't exist or has been removed.",
  badItemId: 'itemId must be the id of an experience.',
  badSelection: 'Select between 1 and 500 reviews.',
  invitationInvalid: 'This review invitation link is not valid.',
  invitationUsed: 'This review invitation has already been used.',
  invitationOtherItem: 'This review invitation is for another experience.',
} as const;

export const reviewNotFound = () => notFound(REVIEW_ERRORS.notFound);
export const incorrectPin = () => forbidden(REVIEW_ERRORS.incorrectPin);
export const notAnUpload = (field: string) => badInput(REVIEW_ERRORS.notAnUpload, { field });
export const invitationInvalid = () => badInput(REVIEW_ERRORS.invitationInvalid, { field: 'invitation' });
export const invitationUsed = () => conflict(REVIEW_ERRORS.invitationUsed, { field: 'invitation' });
export const invitationOtherItem = () => badInput(REVIEW_ERRORS.invitationOtherItem, { field: 'invitation' });
