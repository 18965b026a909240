import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentStatus } from '@/generated/graphql';
import { PAYMENT_STATUS_LABELS } from './labels';

const COLORS: Record<PaymentStatus | 'overdue', string> = {
  unpaid: '#8a5a00',
  partially_paid: '#8a5a00',
  paid: '#1e6b3a',
  overpaid: '#1f4f8a',
  refund_due: '#b3261e',
  partially_refunded: '#8a5a00',
  refunded: '#4b5060',
  overdue: '#b3261e',
};

const Pill = styled.span<{ $tone: PaymentStatus | 'overdue' }>`
  display: inline-block;
  padding: 2px 8px;
  border: 1px solid ${({ $tone }) => COLORS[$tone]};
  border-radius: 999px;
  color: ${({ $tone }) => COLORS[$tone]};
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
`;

const Pair = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
`;

/** A booking's payment status, with "overdue" beside it past the deadline; a dash before approval. */
export function PaymentBadge({ status, overdue }: { status?: PaymentStatus | null; overdue?: boolean }) {
  const { i18n } = useLingui();
  if (!status) return <>—</>;
  return (
    <Pair>
      <Pill $tone={status}>{i18n._(PAYMENT_STATUS_LABELS[status])}</Pill>
      {overdue ? (
        <Pill $tone="overdue">
          <Trans>Overdue</Trans>
        </Pill>
      ) : null}
    </Pair>
  );
}
