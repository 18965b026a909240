import { useApolloClient, useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { MeDocument } from '@/generated/graphql';
import { TotpEnrolment } from './TotpEnrolment';
import { Card } from './parts';

const Page = styled.main`
  max-width: 600px;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

/**
 * What a session that must set up two-factor sign-in sees instead of the back office (the server
 * refuses everything else until then).
 */
export function EnrolmentPage({ onLogout }: { onLogout: () => void }) {
  const client = useApolloClient();
  const me = useQuery(MeDocument, { fetchPolicy: 'cache-first' });
  return (
    <Page>
      <h1>
        <Trans>Set up two-factor sign-in</Trans>
      </h1>
      <p>
        <Trans>Your account must use two-factor sign-in before you can use the back office.</Trans>
      </p>
      <Card>
        <TotpEnrolment
          username={me.data?.me?.username ?? ''}
          onDone={() => void client.refetchQueries({ include: [MeDocument] })}
        />
      </Card>
      <Button variant="secondary" onClick={onLogout}>
        <Trans>Sign out</Trans>
      </Button>
    </Page>
  );
}
