/** The password reset's user-facing messages. */
export const RESET_ERRORS = {
  invalid: 'This password reset link is not valid.',
  used: 'This password reset link was already used.',
  expired: 'This password reset link has expired. Ask for a new one.',
} as const;
