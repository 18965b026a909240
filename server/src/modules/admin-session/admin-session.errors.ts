export const SESSION_ERRORS = { notFound: 'No such session.' } as const;
