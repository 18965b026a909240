/** The article module's user-facing messages. */
export const ARTICLE_ERRORS = {
  notFound: "The article you're looking for doesn't exist.",
} as const;
