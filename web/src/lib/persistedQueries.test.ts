import { createHash, webcrypto } from 'node:crypto';
import { jest } from '@jest/globals';
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { GET_OPERATIONS } from '@domain/graphqlOperations';
import * as generated from '@/generated/graphql';
import { ExperienceListDocument, FindBookingDocument, SubscribeDocument } from '@/generated/graphql';
import { createApolloClient } from './apollo';

type Call = { url: string; method: string; headers: Record<string, string>; body?: string };

/** A fetch that records each request and answers with the next of `answers`. */
function recordingFetch(answers: unknown[]) {
  const calls: Call[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    });
    const text = JSON.stringify(answers.shift());
    return {
      status: 200,
      ok: true,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => text,
    };
  });
  return { fetch, calls };
}

const LIST = { experiences: [] };
const variables = { filter: { language: 'ENG' }, sort: 'popularity' } as const;

describe('the web app sends its queries by hash', () => {
  const original = { fetch: globalThis.fetch, crypto: globalThis.crypto };
  beforeEach(() => {
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  });
  afterEach(() => {
    globalThis.fetch = original.fetch;
    Object.defineProperty(globalThis, 'crypto', { value: original.crypto, configurable: true });
  });

  it('asks for a query by its sha256 over GET, with the CSRF header and without the text', async () => {
    const { fetch, calls } = recordingFetch([{ data: LIST }]);
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const client = createApolloClient({ uri: 'http://localhost/graphql' });

    await client.query({ query: ExperienceListDocument, variables });

    expect(calls).toHaveLength(1);
    const url = new URL(calls[0].url);
    expect(calls[0].method).toBe('GET');
    expect(calls[0].headers['apollo-require-preflight']).toBe('true');
    expect(url.pathname).toBe('/graphql');
    expect(url.searchParams.get('operationName')).toBe('ExperienceList');
    expect(url.searchParams.has('query')).toBe(false);
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual(variables);
    // The hash is the sha256 of the text as the link prints it (with __typename added by the cache).
    const text = print(addTypenameToDocument(ExperienceListDocument));
    expect(JSON.parse(url.searchParams.get('extensions')!).persistedQuery).toEqual({
      version: 1,
      sha256Hash: createHash('sha256').update(text).digest('hex'),
    });
  });

  it('sends the text by POST once when the server does not know the hash', async () => {
    const { fetch, calls } = recordingFetch([
      { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] },
      { data: LIST },
    ]);
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const client = createApolloClient({ uri: 'http://localhost/graphql' });

    const result = await client.query({ query: ExperienceListDocument, variables });

    expect(result.data).toEqual(LIST);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST']);
    const body = JSON.parse(calls[1].body!);
    expect(body.query).toContain('query ExperienceList');
    expect(body.extensions.persistedQuery.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends a mutation by POST with its text, in one round trip (no hash to be refused first)', async () => {
    const { fetch, calls } = recordingFetch([{ data: { subscribeNewsletter: true } }]);
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const client = createApolloClient({ uri: 'http://localhost/graphql' });

    await client.mutate({
      mutation: SubscribeDocument,
      variables: { email: 'a@example.com', language: 'ENG' },
    });

    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url).toBe('http://localhost/graphql');
    const body = JSON.parse(calls[0].body!);
    expect(body.query).toContain('mutation Subscribe');
    expect(body.extensions?.persistedQuery).toBeUndefined();
  });

  it('sends a look-up by POST: the e-mail, phone and code never appear in a URL', async () => {
    const { fetch, calls } = recordingFetch([{ data: { findBooking: null } }]);
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const client = createApolloClient({ uri: 'http://localhost/graphql' });
    const input = { email: 'aiko@example.jp', phone: '+81 9012345678', verificationCode: '246810' };

    await client.query({ query: FindBookingDocument, variables: { input } }).catch(() => undefined);

    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url).toBe('http://localhost/graphql');
    expect(JSON.parse(calls[0].body!).variables).toEqual({ input });
  });

  it('sends only the public queries of GET_OPERATIONS by GET: every other query in the app goes by POST', () => {
    // Each operation the web app defines, by the name it is sent under.
    const names = Object.entries(generated as unknown as Record<string, DocumentNode>)
      .filter(([key]) => key.endsWith('Document'))
      .flatMap(([, doc]) => doc.definitions)
      .filter(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'query',
      )
      .map((d) => d.name!.value);
    const byGet = names.filter((name) => GET_OPERATIONS.has(name));
    expect(byGet.sort()).toEqual([...GET_OPERATIONS].sort());
    for (const name of ['FindBooking', 'AdminBookings', 'SearchExperiences', 'Me']) {
      expect(names).toContain(name);
      expect(GET_OPERATIONS.has(name)).toBe(false);
    }
  });
});
