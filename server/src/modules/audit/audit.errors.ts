/** The audit log's messages (its filter's refusals). */
export const AUDIT_ERRORS = {
  badKind: 'kind must look like "item" or "item.update".',
  badDay: (name: 'from' | 'to') => `${name} must be a date (YYYY-MM-DD).`,
} as const;
