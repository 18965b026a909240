import { ValidationError } from 'yup';
import { experienceErrorSummary } from '../../../../domain/schemas/experience.js';
import { AppError, badInput, conflict, notFound } from '../../common/errors.js';

/** The experience module's messages (spec §8 wording where it gives one). */
export const EXPERIENCE_ERRORS = {
  notFound: "The experience you're looking for doesn't exist or has been removed.",
  inUse:
    'This item has bookings or reviews and cannot be deleted. Deactivate it instead to take it off sale.',
  notObject: 'The request must be a JSON object.',
  activeInvalid: 'isActive must be true or false.',
  badDate: 'Dates must be YYYY-MM-DD.',
  rangeOrder: 'The end date cannot be before the start date.',
  rangeTooLong: (days: number) => `The date range can be at most ${days} days.`,
} as const;

export const experienceNotFound = () => notFound(EXPERIENCE_ERRORS.notFound);

/** Deleting an item with bookings or reviews is refused (design.md "Back office"). */
export const experienceInUse = (bookings: number, reviews: number) =>
  conflict(EXPERIENCE_ERRORS.inUse, { bookings, reviews });

/**
 * A failed item validation as BAD_USER_INPUT: the message names every failing field ('Missing
 * required fields: ...' first); `extensions.fields` maps each field to its message for the form.
 */
export function experienceInvalid(error: unknown): AppError {
  if (!(error instanceof ValidationError)) throw error;
  const summary = experienceErrorSummary(error);
  return badInput(summary.message, { fields: summary.fields, missing: summary.missing });
}
