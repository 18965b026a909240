/** The admin sign-in's user-facing messages (spec §8: 'Invalid credentials.'). */
export const AUTH_ERRORS = {
  invalid: 'Invalid credentials.',
  missing: 'Username and password are required.',
  passwordNeeded: 'Enter your current password to confirm.',
  wrongPassword: 'That is not your current password.',
} as const;

export const ACCOUNT_ERRORS = {
  samePassword: 'Choose a new password, not your current one.',
  sameEmail: 'This is your e-mail address already.',
  emailTaken: 'An account with this e-mail address exists already.',
  tooManyEmailChanges: 'Too many e-mail changes in an hour. Please try again later.',
  linkInvalid: 'This confirmation link is not valid.',
  linkUsed: 'This confirmation link was already used.',
  linkExpired: 'This confirmation link has expired. Change your e-mail address again.',
} as const;
