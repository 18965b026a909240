import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CombinedGraphQLErrors } from '@apollo/client';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * What the pages a mailed one-time link opens share (an invitation, a password reset): their card,
 * how a refusal reads, and the "done" card with the way to sign in.
 */
export const LinkCard = styled.div`
  width: min(440px, 100%);
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** The server's refusal in its own words, or that it could not be reached. */
export function useRefusal() {
  const { t } = useLingui();
  return (error: unknown) =>
    CombinedGraphQLErrors.is(error)
      ? (error.errors[0]?.message ?? t`Please try again.`)
      : t`Could not reach the server. Please try again.`;
}

/** The link did its work: a heading, what happened, and the sign-in. */
export function LinkDone({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <LinkCard role="status">
      <h1>{title}</h1>
      <p>{children}</p>
      <Link to="/admin">
        <Trans>Sign in</Trans>
      </Link>
    </LinkCard>
  );
}
