export const NEWSLETTER_ERRORS = {
  badToken: 'This unsubscribe link is not valid. Please use the link in your newsletter e-mail.',
} as const;
