import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PaymentAutoCancelDocument } from '@/generated/graphql';
import { AutoCancelSetting } from './AutoCancelSetting';
import { Tile } from './Tile';

export const AWAITING_PAYMENT_HREF = '/admin?section=bookings&payment=awaiting';
export const OVERDUE_PAYMENTS_HREF = '/admin?section=bookings&payment=overdue';
export const OVERPAID_PAYMENTS_HREF = '/admin?section=bookings&payment=overpaid';
export const REFUNDS_DUE_HREF = '/admin?section=bookings&payment=refund_due';

const PaymentsFrame = styled(Tile)`
  ul {
    margin: ${({ theme }) => theme.space.xs} 0;
    padding-left: ${({ theme }) => theme.space.md};
  }
`;

const Counts = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};

  a {
    color: ${({ theme }) => theme.colors.link};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

const Note = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type PaymentsTileProps = {
  awaiting: number;
  overdue: number;
  /** Confirmed bookings that kept more than due. */
  overpaid: number;
  /** Cancelled bookings that kept money, no refund recorded yet. */
  refunds: number;
};

/**
 * Payments owed: confirmed bookings awaiting payment and those past their deadline, and, when there
 * are any, money to give back (overpaid bookings, refunds due), each a link to the filtered list; with
 * automatic cancellation on, what its next run would cancel.
 */
export function PaymentsTile({ awaiting, overdue, overpaid, refunds }: PaymentsTileProps) {
  const { t } = useLingui();
  const { data } = useQuery(PaymentAutoCancelDocument, { fetchPolicy: 'cache-and-network' });
  const auto = data?.paymentAutoCancel;
  const days = auto?.days ?? null;
  const doomed = auto?.wouldCancel.length ?? 0;
  return (
    <PaymentsFrame aria-labelledby="dashboard-payments" $warn={overdue > 0 || refunds > 0}>
      <h3 id="dashboard-payments">
        <Trans>Payments</Trans>
      </h3>
      <Counts>
        <Link to={AWAITING_PAYMENT_HREF}>
          <Trans>{awaiting} awaiting payment</Trans>
        </Link>
        <Link to={OVERDUE_PAYMENTS_HREF}>
          <Trans>{overdue} overdue</Trans>
        </Link>
        {refunds > 0 ? (
          <Link to={REFUNDS_DUE_HREF}>
            <Plural value={refunds} one="# refund due" other="# refunds due" />
          </Link>
        ) : null}
        {overpaid > 0 ? (
          <Link to={OVERPAID_PAYMENTS_HREF}>
            <Trans>{overpaid} overpaid</Trans>
          </Link>
        ) : null}
      </Counts>
      {auto && days !== null ? (
        <Note>
          <Trans>
            Automatic cancellation is on (<Plural value={days} one="# day" other="# days" /> after the
            deadline): the next run would cancel <Plural value={doomed} one="# booking" other="# bookings" />.
          </Trans>
          {doomed > 0 ? (
            <details>
              <summary>{t`See them`}</summary>
              <ul>
                {auto.wouldCancel.map((b) => (
                  <li key={b.id}>
                    <Link to={`/admin?section=bookings&q=${b.id}`}>
                      #{b.id} {b.guestName}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </Note>
      ) : auto ? (
        <Note>
          <Trans>Automatic cancellation is off.</Trans>
        </Note>
      ) : null}
      {auto ? <AutoCancelSetting key={String(days)} days={days} /> : null}
    </PaymentsFrame>
  );
}
