import { CombinedGraphQLErrors } from '@apollo/client';
import { localizedMessage } from '@domain/messages';

/**
 * The message the server gave for a refused call (the first GraphQL error, in the spec's
 * wording), or undefined when there was no answer to read (network failure, crash).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((entry) => entry.message)?.message;
}

/** True when the server answered with this `extensions.code` (NOT_FOUND, BAD_USER_INPUT...). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.code === code);
}

/** The first value the server put under `extensions[name]` (e.g. a booking refusal's `reason`). */
export function errorExtension(error: unknown, name: string): unknown {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((entry) => entry.extensions?.[name] !== undefined)?.extensions?.[name];
}

/** A domain message table in English (what the server answers) and the same table translated. */
export type MessagePair<K extends string = string> = readonly [
  english: Readonly<Record<K, string>>,
  localized: Readonly<Record<K, string>>,
];

/**
 * The text of a refused call in the visitor's language: a rate limit reads as one; a message
 * the server took from a domain table (the spec's wording, in English) becomes that rule's
 * translation; another message from the server is shown as given; no answer at all, `fallback`.
 */
export function refusalText(
  error: unknown,
  pairs: readonly MessagePair[],
  texts: { tooManyAttempts: string; fallback: string },
): string {
  if (hasErrorCode(error, 'TOO_MANY_REQUESTS')) return texts.tooManyAttempts;
  const message = serverMessage(error);
  for (const [english, localized] of pairs) {
    const translated = localizedMessage(english, localized, message);
    if (translated !== undefined) return translated;
  }
  return message ?? texts.fallback;
}
