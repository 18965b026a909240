import { useState } from 'react';
import { styled } from 'styled-components';
import { useMutation, useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { AdminWaitlistDocument, OfferWaitlistEntryDocument, type WaitlistStatus } from '@/generated/graphql';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  li {
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, MessageDescriptor> = {
  waiting: msg`Waiting`,
  offered: msg`Offered`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
  expired: msg`Offer expired`,
  left: msg`Left`,
  closed: msg`Closed`,
};

/**
 * A slot's waitlist in the desk (issue 41): the guests in queue order with where they stand, and an
 * offer by hand for one still waiting (mailed, so asked for first).
 */
export function WaitlistQueue({ itemId, date, time }: { itemId: number | null; date: string; time: string }) {
  const { t, i18n } = useLingui();
  const { data, refetch } = useQuery(AdminWaitlistDocument, { variables: { date, itemId, time } });
  const [offer, { loading }] = useMutation(OfferWaitlistEntryDocument);
  const [asking, setAsking] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const entries = data?.adminWaitlist ?? [];
  if (entries.length === 0) return null;

  async function confirm(id: number) {
    setProblem(null);
    try {
      await offer({ variables: { id } });
      await refetch();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t`The offer could not be made.`);
    }
    setAsking(null);
  }

  return (
    <Section aria-labelledby="waitlist-title">
      <h3 id="waitlist-title">
        <Trans>Waitlist ({entries.length})</Trans>
      </h3>
      {problem ? <p role="alert">{problem}</p> : null}
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Row>
              <strong>{entry.guestName}</strong>
              <span>
                <Trans>{entry.numberOfGuests} guests</Trans>
              </span>
              <span>{entry.guestEmail}</span>
              <span>{entry.guestPhone}</span>
              <span>{i18n._(WAITLIST_STATUS_LABELS[entry.status])}</span>
              {entry.status === 'waiting' ? (
                asking === entry.id ? (
                  <>
                    <span>
                      <Trans>Hold seats for {entry.guestName} and e-mail them the offer?</Trans>
                    </span>
                    <Button size="sm" onClick={() => void confirm(entry.id)} disabled={loading}>
                      <Trans>Offer and e-mail</Trans>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setAsking(null)}>
                      <Trans>Close</Trans>
                    </Button>
                  </>
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => setAsking(entry.id)}>
                    <Trans>Offer seats</Trans>
                  </Button>
                )
              ) : null}
            </Row>
          </li>
        ))}
      </ol>
    </Section>
  );
}
