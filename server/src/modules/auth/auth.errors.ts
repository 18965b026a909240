/** The admin sign-in's user-facing messages (spec §8: 'Invalid credentials.'). */
export const AUTH_ERRORS = {
  invalid: 'Invalid credentials.',
  missing: 'Username and password are required.',
  passwordNeeded: 'Enter your current password to confirm.',
  wrongPassword: 'That is not your current password.',
} as const;
