import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { refusalText, type MessagePair } from './serverError';

/** `refusalText` with the rate-limit wording of the visitor's language; each caller gives its fallback. */
export function useRefusalText() {
  const { t } = useLingui();
  const tooManyAttempts = t`Too many attempts. Please try again later.`;
  return useCallback(
    (error: unknown, pairs: readonly MessagePair[], fallback: string) =>
      refusalText(error, pairs, { tooManyAttempts, fallback }),
    [tooManyAttempts],
  );
}
