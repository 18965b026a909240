/** The reseller module's messages (admin API and the OCTO gate). */
export const RESELLER_ERRORS = {
  notFound: 'Reseller not found.',
  keyNotFound: 'API key not found.',
  badName: 'Give the reseller a name (at most 200 characters).',
  badEmail: 'Give a valid contact e-mail address.',
  badExperienceIds: 'experienceIds must be a list of item ids (or left out for every item).',
  unknownExperience: (id: number) => `No item with id ${id}.`,
  badDisabled: 'disabled must be true or false.',
  badCommission: 'commissionPercent must be a number from 0 to 100 (or left out).',
  /** Over the key's rate limit (OCTO names no code for it: ours, in OCTO's error shape). */
  tooManyRequests: (seconds: number) => `Too many requests with this API key: try again in ${seconds} s.`,
  /** OCTO's UNAUTHORIZED answer (docs.octo.travel: errors). */
  unauthorized: 'Missing, unknown or revoked API key: send Authorization: Bearer <your API key>.',
} as const;
