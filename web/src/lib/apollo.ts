import { ApolloClient, HttpLink, InMemoryCache, type Reference, type TypePolicies } from '@apollo/client';
import { persistedQueriesLink } from './persistedQueries';

/**
 * Normalised-cache rules. Features add their type policies here (keyFields,
 * pagination merges) so every view reading the same object agrees after a mutation.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {},
  },
  Experience: {
    fields: {
      // Translations have no id: the list and the detail page ask for different fields of
      // them, so merge each language's entry instead of replacing the array.
      translations: {
        merge(
          existing: readonly Reference[] | undefined,
          incoming: readonly Reference[],
          { readField, mergeObjects },
        ) {
          return incoming.map((item) => {
            const language = readField<string>('language', item);
            const previous = existing?.find((entry) => readField<string>('language', entry) === language);
            return previous ? mergeObjects(previous, item) : item;
          });
        },
      },
    },
  },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}

/**
 * Fetch defaults (spec, application-wide): no polling, no refetch on window focus
 * or reconnect, cached data never goes stale by itself, no retries. No RetryLink is
 * installed and no RefetchEventManager is configured; `refetchOn: false` states it.
 */
export const defaultOptions: ApolloClient.DefaultOptions = {
  watchQuery: { fetchPolicy: 'cache-first', refetchOn: false },
  query: { fetchPolicy: 'cache-first' },
};

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: persistedQueriesLink().concat(
      new HttpLink({
        uri,
        credentials: 'same-origin',
        // Apollo Server's CSRF prevention lets multipart uploads and GET queries through only with
        // this header; sending it on every request is harmless for same-origin calls.
        headers: { 'apollo-require-preflight': 'true' },
      }),
    ),
    cache: createCache(),
    defaultOptions,
  });
}
