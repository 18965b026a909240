import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatKrw } from '@domain/pricing';
import { Tile } from './Tile';

export const AWAITING_ONLINE_PAYMENT_HREF = '/admin?section=bookings&status=awaiting_payment';

const Counts = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  a {
    color: ${({ theme }) => theme.colors.link};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

type OnlinePaymentsTileProps = {
  /** Bookings waiting for their online payment, seats held. */
  awaiting: number;
  /** Payments recorded from PortOne today (Seoul), and their sum in KRW. */
  today: number;
  paidToday: number;
};

/** Online payments (PortOne): bookings waiting for theirs (a link to that tab) and today's, with their sum. */
export function OnlinePaymentsTile({ awaiting, today, paidToday }: OnlinePaymentsTileProps) {
  const { i18n } = useLingui();
  const sum = formatKrw(paidToday, i18n.locale);
  return (
    <Tile aria-labelledby="dashboard-online-payments" $warn={false}>
      <h3 id="dashboard-online-payments">
        <Trans>Online payments</Trans>
      </h3>
      <Counts>
        <Link to={AWAITING_ONLINE_PAYMENT_HREF}>
          <Trans>{awaiting} awaiting online payment</Trans>
        </Link>
        <span>
          <Trans>
            Paid online today: {today} ({sum})
          </Trans>
        </span>
      </Counts>
    </Tile>
  );
}
