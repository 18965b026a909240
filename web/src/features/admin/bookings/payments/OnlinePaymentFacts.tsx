import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatKrw } from '@domain/pricing';
import { Button } from '@/components/Button';
import { useToast } from '@/components/toast';
import { Marker, type MarkerTone } from '@/features/admin/kit/Marker';
import type { OnlinePaymentAttemptFieldsFragment, OnlinePaymentState } from '@/generated/graphql';
import { ONLINE_METHOD_LABELS, ONLINE_STATE_LABELS } from './labels';

const Facts = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  code {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const State = styled(Marker)`
  margin: 0;
`;

const TONES: Record<OnlinePaymentState, MarkerTone> = {
  requested: 'muted',
  paid: 'success',
  failed: 'muted',
  refunding: 'warning',
  refunded: 'muted',
};

/**
 * An online payment's facts on its record: provider, method, state (with what went back) and the
 * PortOne payment id, copyable (what staff search for in PortOne's console).
 */
export function OnlinePaymentFacts({ attempt }: { attempt: OnlinePaymentAttemptFieldsFragment }) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const method = attempt.method
    ? ONLINE_METHOD_LABELS[attempt.method]
      ? i18n._(ONLINE_METHOD_LABELS[attempt.method])
      : attempt.method
    : null;
  const refunded = formatKrw(attempt.refundedAmount, i18n.locale);
  const id = attempt.paymentId;

  async function copy() {
    try {
      await navigator.clipboard.writeText(id);
      toast({ title: t`Payment id copied` });
    } catch {
      toast({ variant: 'destructive', title: t`Could not copy. Select the id and copy it by hand.` });
    }
  }

  return (
    <>
      <Facts>
        <span>
          {[attempt.provider === 'portone' ? 'PortOne' : attempt.provider, method]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <State $tone={TONES[attempt.state]}>{i18n._(ONLINE_STATE_LABELS[attempt.state])}</State>
        {attempt.refundRequestedAt ? (
          <State $tone="warning">
            <Trans>Refund requested, PortOne finishing it</Trans>
          </State>
        ) : null}
        {attempt.state === 'paid' && attempt.refundedAmount > 0 ? (
          <span>
            <Trans>{refunded} refunded</Trans>
          </span>
        ) : null}
      </Facts>
      <Facts>
        <span>
          <Trans>PortOne payment id</Trans>
        </span>
        <code>{id}</code>
        <Button size="sm" variant="ghost" onClick={() => void copy()} aria-label={t`Copy payment id ${id}`}>
          <Trans>Copy</Trans>
        </Button>
      </Facts>
    </>
  );
}
