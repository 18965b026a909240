import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentStatus } from '@/generated/graphql';
import { Marker, type MarkerTone } from '@/features/admin/kit/Marker';
import { PAYMENT_STATUS_LABELS } from './labels';

const TONES: Record<PaymentStatus, MarkerTone> = {
  unpaid: 'warning',
  partially_paid: 'warning',
  paid: 'success',
  overpaid: 'info',
  refund_due: 'danger',
  partially_refunded: 'warning',
  refunded: 'muted',
};

/** The kit's marker, on the line with its neighbours. */
const Pill = styled(Marker)`
  margin: 0;
`;

const Pair = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
`;

type PaymentBadgeProps = {
  status?: PaymentStatus | null;
  overdue?: boolean;
  /** Paid online (PortOne): marked "Online" beside the status. */
  online?: boolean | null;
};

/**
 * A booking's payment status, with "overdue" beside it past the deadline and "online" when paid
 * through PortOne; a dash before approval.
 */
export function PaymentBadge({ status, overdue, online }: PaymentBadgeProps) {
  const { i18n } = useLingui();
  if (!status) return <>—</>;
  return (
    <Pair>
      <Pill $tone={TONES[status]}>{i18n._(PAYMENT_STATUS_LABELS[status])}</Pill>
      {overdue ? (
        <Pill $tone="danger">
          <Trans>Overdue</Trans>
        </Pill>
      ) : null}
      {online ? (
        <Pill $tone="info">
          <Trans>Online</Trans>
        </Pill>
      ) : null}
    </Pair>
  );
}
