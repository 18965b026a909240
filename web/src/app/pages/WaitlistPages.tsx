import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { PageHero } from '@/components/PageHero';
import { WaitlistLeave, WaitlistOffer } from '@/features/waitlist';

/** The waitlist links' one heading and intro (the server's head copy: domain/seoCopy.ts `waitlist`). */
function WaitlistPage({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageHero
      title={t`Your place on the waitlist`}
      intro={t`Accept or decline the seats offered to you, or leave the waitlist of a K-Culture experience.`}
    >
      {children}
    </PageHero>
  );
}

/** /waitlist/offer/<token>?answer=accept|decline: the offer mail's links (issue 41). */
export function WaitlistOfferPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const answer = params.get('answer');
  return (
    <WaitlistPage>
      <WaitlistOffer token={token} answer={answer === 'accept' || answer === 'decline' ? answer : null} />
    </WaitlistPage>
  );
}

/** /waitlist/leave/<token>: the join mail's link. */
export function WaitlistLeavePage() {
  const { token = '' } = useParams();
  return (
    <WaitlistPage>
      <WaitlistLeave token={token} />
    </WaitlistPage>
  );
}
