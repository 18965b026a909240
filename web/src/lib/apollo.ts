import {
  ApolloClient,
  HttpLink,
  InMemoryCache,
  type ApolloLink,
  type NormalizedCacheObject,
  type Reference,
  type TypePolicies,
} from '@apollo/client';
import { persistedQueriesLink } from './persistedQueries';
import { createSessionEndGate, registerSessionEndGate } from './sessionEnd';

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

export interface ApolloClientOptions {
  /** GraphQL endpoint of the default HTTP link; default `/graphql`. */
  uri?: string;
  /** The link chain; default queries by hash over GET (persisted queries), then an HttpLink to `uri`. */
  link?: ApolloLink;
  /** Server-side rendering: queries run once, no refetching (Apollo's `ssrMode`). */
  ssr?: boolean;
  /** A cache state the server rendered the page with (`cache.extract()`), restored before the first render. */
  initialState?: NormalizedCacheObject;
}

/** The app's HTTP link: same-origin cookies, and the header that lets Apollo Server's CSRF check pass. */
export function httpLink(uri = '/graphql'): ApolloLink {
  return new HttpLink({
    uri,
    credentials: 'same-origin',
    // Apollo Server's CSRF prevention lets multipart uploads and GET queries through only with
    // this header; sending it on every request is harmless for same-origin calls.
    headers: { 'apollo-require-preflight': 'true' },
  });
}

export function createApolloClient(options: ApolloClientOptions = {}): ApolloClient {
  const cache = createCache();
  if (options.initialState) cache.restore(options.initialState);
  const gate = createSessionEndGate();
  const client = new ApolloClient({
    link: gate.link.concat(options.link ?? persistedQueriesLink().concat(httpLink(options.uri))),
    cache,
    defaultOptions,
    ssrMode: options.ssr ?? false,
  });
  registerSessionEndGate(client, gate);
  return client;
}
