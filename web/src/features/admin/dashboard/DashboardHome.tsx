import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PageSpinner } from '@/components/Spinner';
import { AdminDashboardDocument, type AdminDashboardQuery } from '@/generated/graphql';

type Slot = AdminDashboardQuery['adminDashboard']['slots'][number];

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Card = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Day = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }

  p {
    margin: 0;
  }
`;

/** The bookings list of one slot (the by-item view's third level). */
function slotHref(slot: Slot): string {
  const query = new URLSearchParams({
    section: 'bookings',
    view: 'by-item',
    item: String(slot.itemId),
    slot: `${slot.date} ${slot.timeSlot}`,
  });
  return `/admin?${query.toString()}`;
}

function SlotList({ title, date, slots }: { title: string; date: string; slots: readonly Slot[] }) {
  const { i18n } = useLingui();
  const day = new Intl.DateTimeFormat(i18n.locale, {
    timeZone: 'Asia/Seoul',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(`${date}T12:00:00+09:00`));
  const mine = slots.filter((s) => s.date === date);
  return (
    <Day aria-labelledby={`dashboard-${date}`}>
      <h3 id={`dashboard-${date}`}>
        {title} · {day}
      </h3>
      {mine.length === 0 ? (
        <p>
          <Trans>No applications for this day.</Trans>
        </p>
      ) : (
        <ul>
          {mine.map((s) => (
            <li key={`${s.itemId} ${s.timeSlot}`}>
              <Link to={slotHref(s)}>
                {s.timeSlot} {s.itemTitle}
              </Link>{' '}
              <Trans>
                confirmed {s.confirmedGuests} / {s.capacity} guests, pending {s.pendingGuests}
              </Trans>
            </li>
          ))}
        </ul>
      )}
    </Day>
  );
}

/** The back office's home: what needs attention now, each figure a link to the filtered list. */
export function DashboardHome() {
  const { t } = useLingui();
  const { data, error, loading } = useQuery(AdminDashboardDocument, { fetchPolicy: 'cache-and-network' });
  const heading = (
    <h2>
      <Trans>Dashboard</Trans>
    </h2>
  );
  if (loading && !data) {
    return (
      <>
        {heading}
        <PageSpinner />
      </>
    );
  }
  if (error || !data) {
    return (
      <>
        {heading}
        <p role="alert">
          <Trans>The dashboard could not be loaded. Please reload the page.</Trans>
        </p>
      </>
    );
  }
  const d = data.adminDashboard;
  return (
    <>
      {heading}
      <Cards>
        <Card to="/admin?section=bookings&status=pending">
          <span>
            <Trans>Pending applications</Trans>
          </span>
          <strong>{d.pendingBookings}</strong>
          <Plural
            value={d.pendingBookings}
            one="# application to confirm or cancel"
            other="# applications to confirm or cancel"
          />
        </Card>
        <Card to="/admin?section=reviews&status=pending">
          <span>
            <Trans>Reviews awaiting moderation</Trans>
          </span>
          <strong>{d.pendingReviews}</strong>
          <Plural
            value={d.pendingReviews}
            one="# review to approve or reject"
            other="# reviews to approve or reject"
          />
        </Card>
      </Cards>
      <SlotList title={t`Today`} date={d.today} slots={d.slots} />
      <SlotList title={t`Tomorrow`} date={d.tomorrow} slots={d.slots} />
    </>
  );
}
