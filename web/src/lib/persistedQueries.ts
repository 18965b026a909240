import { ApolloLink } from '@apollo/client';
import type { OperationTypeNode } from 'graphql';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { GET_OPERATIONS } from '@domain/graphqlOperations';

/** Hex sha256 of a query text with Web Crypto (what Apollo Server checks a registered text against). */
export async function sha256Hex(text: string, subtle: SubtleCrypto): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Automatic persisted queries: the public queries of GET_OPERATIONS go out by hash as GET (`/graphql?operationName=…&variables=…&
 * extensions={"persistedQuery":…}`), so the server's fast path and a CDN find a kept answer by its
 * URL; the full text is sent (by POST) only the first time a server instance meets the hash.
 * Every other query goes by POST with its text, so nothing a guest or an admin typed is ever in a URL.
 * Mutations go as they are, by POST with their text: no cache can keep their answer, and by hash
 * the first of each kind on a server instance would take two round trips (the hash refused, then
 * the text), its effect landing only with the second. Chosen over a build-time manifest: nothing
 * to generate or deploy beside the build, and a server instance learns the storefront's few
 * queries on their first use. Without Web
 * Crypto (a page served over plain http from another host than localhost) the link passes queries
 * through unchanged.
 */
export function persistedQueriesLink(
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): ApolloLink {
  const passThrough = new ApolloLink((operation, forward) => forward(operation));
  if (!subtle) return passThrough;
  return ApolloLink.split(
    // A type-only import: graphql's runtime stays out of the storefront's entry.
    (operation) =>
      operation.operationType === ('query' as OperationTypeNode) &&
      GET_OPERATIONS.has(operation.operationName ?? ''),
    new PersistedQueryLink({ sha256: (text) => sha256Hex(text, subtle), useGETForHashedQueries: true }),
    passThrough,
  );
}
