import type { ApolloCache } from '@apollo/client';

/**
 * After a create or delete: forgets the root list fields `fieldNames` (every page and filter of
 * them) and, when given, the deleted object, then collects what nothing points to any more. Every
 * open list that held them loads again; rows that stay keep updating in place from the cache.
 */
export function evictLists(
  cache: ApolloCache,
  fieldNames: readonly string[],
  deleted?: { __typename: string; id: number },
) {
  if (deleted) cache.evict({ id: cache.identify(deleted) });
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** A mutation's `update` that forgets these root list fields (see `evictLists`). */
export const listEviction =
  (...fieldNames: string[]) =>
  (cache: ApolloCache) =>
    evictLists(cache, fieldNames);
