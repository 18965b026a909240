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

/** A booking's payment status, with "overdue" beside it past the deadline; a dash before approval. */
export function PaymentBadge({ status, overdue }: { status?: PaymentStatus | null; overdue?: boolean }) {
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
    </Pair>
  );
}
