import { useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { PageHero } from '@/components/PageHero';
import { WaitlistLeave, WaitlistOffer } from '@/features/waitlist';

/** /waitlist/offer/<token>?answer=accept|decline: the offer mail's links (issue 41). */
export function WaitlistOfferPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const answer = params.get('answer');
  return (
    <PageHero title={t`Your waitlist offer`}>
      <WaitlistOffer token={token} answer={answer === 'accept' || answer === 'decline' ? answer : null} />
    </PageHero>
  );
}

/** /waitlist/leave/<token>: the join mail's link. */
export function WaitlistLeavePage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  return (
    <PageHero title={t`Leave the waitlist`}>
      <WaitlistLeave token={token} />
    </PageHero>
  );
}
