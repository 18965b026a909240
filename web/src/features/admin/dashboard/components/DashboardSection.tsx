import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { CardGrid } from '@/components/Layout';
import { Skeleton } from '@/components/Skeleton';
import { AdminDashboardDocument } from '@/generated/graphql';
import { HOLD_ENDING_SOON_HOURS } from '@domain/holds';
import { DashboardCharts } from './DashboardCharts';
import { BackupTile } from './BackupTile';
import { PaymentsTile } from './PaymentsTile';
import { OnlinePaymentsTile } from './OnlinePaymentsTile';
import { PlaceholderAccountBanner } from './PlaceholderAccountBanner';
import { SlotList } from './SlotList';
import { useTitleLanguage } from '@/features/admin/kit/useTitleLanguage';

export const PENDING_APPLICATIONS_HREF = '/admin?section=bookings&status=pending';
export const PENDING_REVIEWS_HREF = '/admin?section=reviews&status=pending';

/** The cards side by side as room allows (a short row stretches), each as tall as it needs. */
const Cards = styled(CardGrid).attrs({ as: 'div', $minColumn: '240px', $fit: true, $gap: 'md' })`
  align-items: start;
`;

const CardBox = styled.section<{ $wide?: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  ${({ $wide }) => ($wide ? 'grid-row: span 2;' : '')}

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Soon = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 700;
`;

const Count = styled(Link)`
  display: inline-block;
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

function Card({
  id,
  title,
  wide,
  children,
}: {
  id: string;
  title: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <CardBox aria-labelledby={id} $wide={wide}>
      <h3 id={id}>{title}</h3>
      {children}
    </CardBox>
  );
}

function Loading() {
  const { t } = useLingui();
  return (
    <Cards aria-busy="true" aria-label={t`Loading the dashboard`} role="group">
      {[0, 1, 2].map((n) => (
        <CardBox key={n}>
          <Skeleton $width="60%" $height="1.2em" />
          <Skeleton $width="30%" $height="2em" style={{ marginTop: 8 }} />
        </CardBox>
      ))}
    </Cards>
  );
}

/**
 * The admin home: pending applications (and how many lose their seats soon), today's and tomorrow's
 * slots (Seoul) with their guests, reviews awaiting moderation, payments and, where guests pay online,
 * online payments, each a link to its filtered list. Asked again each time it opens.
 */
export function DashboardSection() {
  const titleLanguage = useTitleLanguage();
  const { data, error, refetch } = useQuery(AdminDashboardDocument, {
    variables: { titleLanguage },
    fetchPolicy: 'cache-and-network',
  });
  const board = data?.adminDashboard;
  const pending = board?.pendingApplications ?? 0;
  const reviews = board?.reviewsAwaitingModeration ?? 0;
  const ending = board?.holdsEndingSoon ?? 0;
  const hours = HOLD_ENDING_SOON_HOURS;
  // Shown where guests pay online, and wherever online payments are still under way.
  const online =
    !!board &&
    (data?.onlinePaymentSettings.enabled || board.awaitingOnlinePayment > 0 || board.onlinePaymentsToday > 0);

  return (
    <>
      <h2>
        <Trans>Dashboard</Trans>
      </h2>
      {!board && error ? (
        <div role="alert">
          <p>
            <Trans>The dashboard could not be loaded.</Trans>
          </p>
          <Button size="sm" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : !board ? (
        <Loading />
      ) : (
        <>
          <PlaceholderAccountBanner languages={board.paymentInstructionsPlaceholder} />
          <Cards>
            <Card id="dashboard-pending" title={<Trans>Pending applications</Trans>}>
              <Count to={PENDING_APPLICATIONS_HREF}>
                <Trans>{pending} waiting for a decision</Trans>
              </Count>
              {ending > 0 ? (
                <Soon>
                  <Trans>
                    Holds ending within {hours} hours: {ending} (unapproved, they lose their seats)
                  </Trans>
                </Soon>
              ) : null}
            </Card>
            <Card id="dashboard-slots" title={<Trans>Today's and tomorrow's slots</Trans>} wide>
              <SlotList day="today" date={board.today} slots={board.todaySlots} />
              <SlotList day="tomorrow" date={board.tomorrow} slots={board.tomorrowSlots} />
            </Card>
            <Card id="dashboard-reviews" title={<Trans>Reviews awaiting moderation</Trans>}>
              <Count to={PENDING_REVIEWS_HREF}>
                <Trans>{reviews} to moderate</Trans>
              </Count>
            </Card>
            <PaymentsTile
              awaiting={board.awaitingPayment}
              overdue={board.overduePayments}
              overpaid={board.overpaidPayments}
              refunds={board.refundsDue}
            />
            {online ? (
              <OnlinePaymentsTile
                awaiting={board.awaitingOnlinePayment}
                today={board.onlinePaymentsToday}
                paidToday={board.onlinePaidToday}
              />
            ) : null}
            <BackupTile />
          </Cards>
        </>
      )}
      <DashboardCharts />
    </>
  );
}
