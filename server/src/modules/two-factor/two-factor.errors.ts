/** The two-factor module's user-facing messages. */
export const TWO_FACTOR_ERRORS = {
  invalidCode: 'Invalid code.',
  codeUsed: 'This code was used already. Wait for the next one.',
  missingCode: 'Enter the 6-digit code from your app, or a recovery code.',
  pendingExpired: 'Your sign-in expired. Please enter your password again.',
  alreadyEnabled: 'Two-factor sign-in is on already.',
  notStarted: 'Start the set-up first: scan the QR code, then enter a code.',
  notEnabled: 'Two-factor sign-in is not on.',
  required: 'Two-factor sign-in is required for this account: it cannot be turned off.',
  ownFirst: 'Turn on two-factor sign-in for your own account first.',
  policyNotBoolean: 'requiredForEveryone must be true or false.',
  locked:
    'Two-factor sign-in is locked after too many wrong codes. Reset your password (Forgot your password?) or ask an owner to unlock it.',
  ownReset: 'Use Account security for your own two-factor sign-in.',
  noAccount: 'No such account.',
} as const;
