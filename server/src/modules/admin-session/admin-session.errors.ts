/** The session list's messages. */
export const SESSION_ERRORS = {
  notFound: 'No such session.',
  badUser: 'user must be an account id.',
} as const;
