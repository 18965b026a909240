import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatKrw } from '@domain/pricing';
import { ApproxPrice, ChargedInKrw } from '@/components/ApproxPrice';
import { Button } from '@/components/Button';
import type { OnlinePaymentFieldsFragment } from '@/generated/graphql';
import { AmountCard } from '../components/AmountCard';
import { METHOD_LABELS } from './messages';
import {
  isOnlineMethod,
  openPaymentWindow,
  paymentRequest,
  PAY_COMPLETE_PATH,
  type OnlineMethod,
  type PayingGuest,
} from './portone';
import { formatCountdown, useSecondsLeft } from './useCountdown';

const Step = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Hold = styled.p<{ $ended: boolean }>`
  margin: 0;
  color: ${({ theme, $ended }) => ($ended ? theme.colors.danger : theme.colors.warning)};
  font-weight: 600;
`;

const Methods = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 600;
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
  }

  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: none;
  }
`;

const Problem = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};

  p {
    margin: 0;
  }

  small {
    display: block;
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Fine = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type PaymentStepProps = {
  payment: OnlinePaymentFieldsFragment;
  /** The guest's name and e-mail, for PGs that ask for them (known right after booking). */
  customer?: PayingGuest;
};

type Problem = { kind: 'failed'; message: string } | { kind: 'unavailable' };

/**
 * The pay step (booking dialog of an instant item, the "Pay now" page): the amount due, how long the
 * seats stay held, a choice among the methods the site takes, then PortOne's window. When PortOne
 * answers in the page (desktop) the guest goes to the result page, as PortOne's redirect (phones)
 * takes them there; a payment not completed (cancelled in the window, declined) says so here, and the
 * guest may try again while the seats are held.
 */
export function PaymentStep({ payment, customer }: PaymentStepProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const headingId = useId();
  const methods = payment.channels.map(({ method }) => method).filter(isOnlineMethod);
  const [method, setMethod] = useState<OnlineMethod | undefined>(methods[0]);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const secondsLeft = useSecondsLeft(payment.holdExpiresAt);
  const ended = secondsLeft === 0;
  const amount = formatKrw(payment.amount, i18n.locale);
  const left = formatCountdown(secondsLeft ?? 0);
  const message = problem?.kind === 'failed' ? problem.message : '';

  async function pay() {
    if (!method || ended) return;
    setPaying(true);
    setProblem(null);
    try {
      const outcome = await openPaymentWindow(
        paymentRequest(payment, method, { locale: i18n.locale, origin: window.location.origin, customer }),
      );
      if (outcome.kind === 'paid') {
        void navigate(`${PAY_COMPLETE_PATH}?paymentId=${encodeURIComponent(outcome.paymentId)}`);
        return;
      }
      // PortOne is taking the guest away to pay (a redirect): the page stays as it is meanwhile.
      if (outcome.kind === 'redirecting') return;
      setProblem({ kind: 'failed', message: outcome.message });
    } catch {
      setProblem({ kind: 'unavailable' });
    }
    setPaying(false);
  }

  return (
    <Step aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Pay to confirm your booking</Trans>
      </h3>
      <AmountCard>
        <span>
          <Trans>Amount to pay</Trans>
        </span>
        <strong>
          {amount}
          <ApproxPrice krw={payment.amount} />
        </strong>
        <ChargedInKrw />
      </AmountCard>
      {secondsLeft !== null ? (
        ended ? (
          <Hold $ended role="alert">
            <Trans>
              Your seats are no longer held, and this booking can no longer be paid. Please book again.
            </Trans>
          </Hold>
        ) : (
          // A timer is not read out every second (role timer is not live): the guest reads it when they look.
          <Hold $ended={false} role="timer" aria-label={t`Time left to pay`}>
            <Trans>Your seats are held for {left}.</Trans>
          </Hold>
        )
      ) : null}
      <Methods>
        <legend>
          <Trans>Payment method</Trans>
        </legend>
        {methods.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${headingId}-method`}
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
            />
            {i18n._(METHOD_LABELS[value])}
          </label>
        ))}
      </Methods>
      {problem ? (
        <Problem role="alert">
          {problem.kind === 'failed' ? (
            <>
              <p>
                <Trans>
                  The payment was not completed, and you have not been charged. You can try again.
                </Trans>
              </p>
              {message ? <small>{t`PortOne says: ${message}`}</small> : null}
            </>
          ) : (
            <p>
              <Trans>
                The payment window could not be opened. Please check your connection and try again.
              </Trans>
            </p>
          )}
        </Problem>
      ) : null}
      <Button size="lg" fullWidth onClick={() => void pay()} disabled={paying || ended || !method}>
        {paying ? <Trans>Opening the payment window…</Trans> : <Trans>Pay {amount}</Trans>}
      </Button>
      <Fine>
        <Trans>
          You pay in Korean won through PortOne, our payment provider. Your card issuer or wallet may show the
          amount in your own currency.
        </Trans>
      </Fine>
    </Step>
  );
}
