import { useState } from 'react';
import { styled } from 'styled-components';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { TextField } from '@/components/FormField';
import { PageSpinner } from '@/components/Spinner';
import {
  AcceptWaitlistOfferDocument,
  DeclineWaitlistOfferDocument,
  WaitlistOfferDocument,
} from '@/generated/graphql';
import { formatFullDate } from '@/lib/dates';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

type Answer =
  | { kind: 'accepted'; id: number; code: string; status: string }
  | { kind: 'declined' }
  | { kind: 'failed'; message: string };

const seoulTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Asia/Seoul',
  }).format(new Date(iso));

/**
 * A waitlist offer's page (/waitlist/offer/<token>, the link of its mail): the held seats and until
 * when, then Accept (the booking is made as any application; the guest picks their look-up code) or
 * Decline (the seats pass on). Opening the page changes nothing: mail scanners open links.
 */
export function WaitlistOffer({ token, answer }: { token: string; answer: 'accept' | 'decline' | null }) {
  const { t, i18n } = useLingui();
  const { data, loading, error } = useQuery(WaitlistOfferDocument, { variables: { token } });
  const [accept, accepting] = useMutation(AcceptWaitlistOfferDocument);
  const [decline, declining] = useMutation(DeclineWaitlistOfferDocument);
  const [code, setCode] = useState('');
  const [result, setResult] = useState<Answer | null>(null);
  const over = t`This offer is no longer open: it was answered, it expired or the time slot has closed.`;

  if (loading) return <PageSpinner />;
  const offer = data?.waitlistOffer;
  if (error || !offer) {
    return (
      <p role="alert">
        <Trans>This offer link is not valid.</Trans>
      </p>
    );
  }
  if (result?.kind === 'accepted') {
    return (
      <div role="status">
        <p>
          <Trans>
            Your booking number is #{result.id}. Keep your 6-digit code {result.code}: with your e-mail and
            phone it opens your booking on the look-up page.
          </Trans>
        </p>
        <p>
          {result.status === 'confirmed' ? (
            <Trans>Your booking is confirmed. We have e-mailed you the details.</Trans>
          ) : result.status === 'awaiting_payment' ? (
            <Trans>Please pay on the look-up page to confirm your booking.</Trans>
          ) : (
            <Trans>We have your request and hold your seats while staff confirm it.</Trans>
          )}
        </p>
        <a href="/booking-verification">
          <Trans>View my booking</Trans>
        </a>
      </div>
    );
  }
  if (result?.kind === 'declined') {
    return (
      <p role="status">
        <Trans>You declined the offer. The seats go to the next guest on the waitlist. Thank you!</Trans>
      </p>
    );
  }
  const open = offer.status === 'offered' && offer.expiresAt;
  const codeValid = code === '' || /^\d{6}$/.test(code);

  async function onAccept() {
    try {
      const { data: answered } = await accept({ variables: { token, verificationCode: code || null } });
      const receipt = answered!.acceptWaitlistOffer;
      setResult({ kind: 'accepted', id: receipt.id, code: receipt.verificationCode, status: receipt.status });
    } catch {
      setResult({ kind: 'failed', message: over });
    }
  }
  async function onDecline() {
    try {
      await decline({ variables: { token } });
      setResult({ kind: 'declined' });
    } catch {
      setResult({ kind: 'failed', message: over });
    }
  }

  return (
    <section aria-label={t`Waitlist offer`}>
      <Facts>
        <dt>
          <Trans>Experience</Trans>
        </dt>
        <dd>{offer.title}</dd>
        <dt>
          <Trans>Date</Trans>
        </dt>
        <dd>{formatFullDate(offer.bookingDate, i18n.locale)}</dd>
        <dt>
          <Trans>Time</Trans>
        </dt>
        <dd>{offer.timeSlot}</dd>
        <dt>
          <Trans>Guests</Trans>
        </dt>
        <dd>{offer.numberOfGuests}</dd>
      </Facts>
      {!open || result?.kind === 'failed' ? (
        <p role="alert">{result?.kind === 'failed' ? result.message : over}</p>
      ) : (
        <>
          <p>
            <Trans>
              These seats are held for you until {seoulTime(offer.expiresAt!, i18n.locale)} (Seoul time).
            </Trans>
          </p>
          {answer === 'decline' ? null : (
            <TextField
              label={t`Choose a 6-digit code (optional)`}
              hint={t`With your e-mail and phone, it opens your booking later. Leave it empty and we will make one.`}
              inputMode="numeric"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              error={codeValid ? false : t`Verification number must be exactly 6 digits.`}
            />
          )}
          <Actions>
            {answer === 'decline' ? null : (
              <Button onClick={() => void onAccept()} disabled={!codeValid || accepting.loading}>
                <Trans>Accept and book</Trans>
              </Button>
            )}
            <Button
              variant={answer === 'decline' ? 'primary' : 'secondary'}
              onClick={() => void onDecline()}
              disabled={declining.loading}
            >
              <Trans>Decline the offer</Trans>
            </Button>
          </Actions>
        </>
      )}
    </section>
  );
}
