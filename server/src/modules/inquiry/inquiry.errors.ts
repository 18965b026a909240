export const INQUIRY_ERRORS = { notFound: 'Inquiry not found.' } as const;
