import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatKrw } from '@domain/pricing';
import { Button } from '@/components/Button';
import {
  BookingPaymentsDocument,
  type OnlinePaymentAttemptFieldsFragment,
  type PaymentRecordFragment,
} from '@/generated/graphql';
import { formatSeoulDate, formatSeoulDateTime } from '@/features/admin/kit/seoulTime';
import { PAYMENT_METHOD_LABELS } from './labels';
import { PaymentBadge } from './PaymentBadge';
import { PaymentForm } from './PaymentForm';
import { OnlinePaymentFacts } from './OnlinePaymentFacts';
import { RefundOnlineDialog } from './RefundOnlineDialog';
import { VoidPaymentDialog } from './VoidPaymentDialog';
import { Facts } from '../components/Facts';

const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Records = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

const Struck = styled.s`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Small = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RefundTag = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;

const RowActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Forms = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  summary {
    cursor: pointer;
    font-weight: 600;
    padding: ${({ theme }) => theme.space.xs} 0;
  }
`;

/** Statuses where the money kept should go back: the refund form opens by itself. */
const REFUND_FIRST = new Set(['refund_due', 'partially_refunded', 'overpaid']);

type RecordProps = {
  payment: PaymentRecordFragment;
  /** The PortOne attempt this record was made from (method online). */
  online?: OnlinePaymentAttemptFieldsFragment;
  onVoid: () => void;
  onRefund: () => void;
};

function Record({ payment, online, onVoid, onRefund }: RecordProps) {
  const { t, i18n } = useLingui();
  const method = i18n._(PAYMENT_METHOD_LABELS[payment.method]);
  const by = payment.createdBy;
  const refund = payment.kind === 'refund';
  // A refund reads as money going out: "Refund −₩30,000".
  const amount = formatKrw(payment.amount, i18n.locale);
  const line = [
    formatSeoulDate(payment.paidAt),
    refund ? `${t`Refund`} −${amount}` : amount,
    method,
    payment.reference,
    payment.note,
  ]
    .filter(Boolean)
    .join(' · ');
  if (payment.voidedAt) {
    const who = payment.voidedBy ?? '';
    const why = payment.voidReason ?? '';
    return (
      <li>
        <span>
          <Struck>{line}</Struck>
          <Small>
            <Trans>
              Voided by {who}: {why}
            </Trans>
          </Small>
        </span>
      </li>
    );
  }
  const when = formatSeoulDateTime(payment.createdAt);
  return (
    <li>
      <span>
        {refund ? <RefundTag>{line}</RefundTag> : line}
        {online ? <OnlinePaymentFacts attempt={online} /> : null}
        <Small>
          <Trans>
            Recorded by {by}, {when}
          </Trans>
        </Small>
      </span>
      <RowActions>
        {online && online.refundable > 0 ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={onRefund}
            aria-label={t`Refund through PortOne: ${line}`}
          >
            <Trans>Refund</Trans>
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={onVoid} aria-label={t`Void ${line}`}>
          <Trans>Void</Trans>
        </Button>
      </RowActions>
    </li>
  );
}

/**
 * An approved booking's payments: what is owed and paid, by when, each record, and the forms to record
 * a payment and, once money was kept, a refund. A cancelled booking keeps its panel while it was
 * approved (a refund may be due); one never approved has none.
 */
export function PaymentsPanel({ bookingId, cancelled = false }: { bookingId: number; cancelled?: boolean }) {
  const { t, i18n } = useLingui();
  const { data, error } = useQuery(BookingPaymentsDocument, { variables: { bookingId } });
  const [voiding, setVoiding] = useState<PaymentRecordFragment | null>(null);
  const [refunding, setRefunding] = useState<OnlinePaymentAttemptFieldsFragment | null>(null);
  const summary = data?.bookingPayments;
  const attempts = data?.booking.onlinePayments ?? [];
  const attemptOf = (p: PaymentRecordFragment) =>
    p.kind === 'payment' ? attempts.find((a) => a.recordId === p.id) : undefined;
  // Money PortOne took that never became a record (a late or mismatched payment going back).
  const unrecorded = attempts.filter(
    (a) => a.recordId === null && (a.state === 'refunding' || a.state === 'refunded'),
  );
  if (cancelled && summary && !summary.dueDate && summary.payments.length === 0) return null;

  return (
    <Panel aria-labelledby={`payments-${bookingId}`}>
      <h3 id={`payments-${bookingId}`}>
        <Trans>Payment</Trans>
      </h3>
      {!summary ? (
        error ? (
          <p role="alert">
            <Trans>The payments could not be loaded.</Trans>
          </p>
        ) : (
          <p>…</p>
        )
      ) : (
        <>
          <Facts>
            <dt>
              <Trans>Amount due</Trans>
            </dt>
            <dd>{formatKrw(summary.amountDue, i18n.locale)}</dd>
            {summary.amountRefunded > 0 ? (
              <>
                <dt>
                  <Trans>Refunded</Trans>
                </dt>
                <dd>{formatKrw(summary.amountRefunded, i18n.locale)}</dd>
                <dt>
                  <Trans>Kept after refunds</Trans>
                </dt>
              </>
            ) : (
              <dt>
                <Trans>Paid</Trans>
              </dt>
            )}
            <dd>{formatKrw(summary.amountPaid, i18n.locale)}</dd>
            <dt>
              <Trans>Payment status</Trans>
            </dt>
            <dd>
              <PaymentBadge status={summary.status} overdue={summary.overdue} />
            </dd>
            <dt>
              <Trans>Deadline</Trans>
            </dt>
            <dd>
              {summary.dueDate ? (
                formatSeoulDate(summary.dueDate)
              ) : summary.way === 'on_site' ? (
                <Trans>On site, on the day</Trans>
              ) : (
                '—'
              )}
            </dd>
            <dt>
              <Trans>Transfer reference</Trans>
            </dt>
            <dd>{summary.reference}</dd>
          </Facts>
          {summary.payments.length ? (
            <Records aria-label={t`Payment records`}>
              {summary.payments.map((p) => (
                <Record
                  key={p.id}
                  payment={p}
                  online={attemptOf(p)}
                  onVoid={() => setVoiding(p)}
                  onRefund={() => setRefunding(attemptOf(p) ?? null)}
                />
              ))}
            </Records>
          ) : (
            <p>
              <Trans>No payment recorded yet.</Trans>
            </p>
          )}
          {unrecorded.length ? (
            <Records aria-label={t`Online payments sent back automatically`}>
              {unrecorded.map((a) => (
                <li key={a.id}>
                  <span>
                    {formatKrw(a.amount, i18n.locale)}
                    <OnlinePaymentFacts attempt={a} />
                  </span>
                </li>
              ))}
            </Records>
          ) : null}
          <Forms>
            {summary.amountPaid > 0 ? (
              <details open={REFUND_FIRST.has(summary.status)}>
                <summary>
                  <Trans>Record a refund</Trans>
                </summary>
                <PaymentForm bookingId={bookingId} kind="refund" refundable={summary.amountPaid} />
              </details>
            ) : null}
            {cancelled ? (
              <details>
                <summary>
                  <Trans>Record a payment that came after the cancellation</Trans>
                </summary>
                <PaymentForm bookingId={bookingId} />
              </details>
            ) : (
              <PaymentForm bookingId={bookingId} />
            )}
          </Forms>
        </>
      )}
      {refunding ? (
        <RefundOnlineDialog bookingId={bookingId} attempt={refunding} onClose={() => setRefunding(null)} />
      ) : null}
      {voiding ? (
        <VoidPaymentDialog bookingId={bookingId} payment={voiding} onClose={() => setVoiding(null)} />
      ) : null}
    </Panel>
  );
}
