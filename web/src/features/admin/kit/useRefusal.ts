import { CombinedGraphQLErrors } from '@apollo/client';
import { useLingui } from '@lingui/react/macro';

/** The server's refusal in its own words, or that it could not be reached. */
export function useRefusal() {
  const { t } = useLingui();
  return (error: unknown) =>
    CombinedGraphQLErrors.is(error)
      ? (error.errors[0]?.message ?? t`Please try again.`)
      : t`Could not reach the server. Please try again.`;
}
