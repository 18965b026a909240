import { CombinedGraphQLErrors } from '@apollo/client';

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
