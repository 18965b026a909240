/** What the image store answers when it cannot be reached (the spec's wording). */
export const STORAGE_ERRORS = {
  unavailable: 'Images cannot be stored or read right now. Please try again in a moment.',
} as const;
