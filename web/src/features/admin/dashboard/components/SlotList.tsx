import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DashboardSlotFragment } from '@/generated/graphql';
import { FillBar } from '@/features/admin/kit/FillBar';
import { formatSeoulDate } from '@/features/admin/kit/seoulTime';

/** The bookings desk's by-item view at one slot (level 3), as its URL names it. */
export const slotHref = (slot: Pick<DashboardSlotFragment, 'itemId' | 'bookingDate' | 'timeSlot'>) =>
  `/admin?section=bookings&view=by-item&item=${slot.itemId}&slot=${slot.bookingDate}%20${slot.timeSlot}`;

const Day = styled.section`
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  & + & {
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  align-items: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type SlotListProps = {
  /** 'today' or 'tomorrow': the heading and the empty text. */
  day: 'today' | 'tomorrow';
  date: string;
  slots: readonly DashboardSlotFragment[];
};

/** One day's slots: each a link to its roster, with a fill bar and its confirmed and waiting guests. */
export function SlotList({ day, date, slots }: SlotListProps) {
  const { t } = useLingui();
  const when = formatSeoulDate(date);
  const id = `dashboard-${day}`;
  return (
    <Day aria-labelledby={id}>
      <h4 id={id}>{day === 'today' ? <Trans>Today, {when}</Trans> : <Trans>Tomorrow, {when}</Trans>}</h4>
      {slots.length === 0 ? (
        <Muted>
          {day === 'today' ? <Trans>No bookings today.</Trans> : <Trans>No bookings tomorrow.</Trans>}
        </Muted>
      ) : (
        <List>
          {slots.map((s) => {
            const confirmed = s.confirmedGuests;
            const pending = s.pendingGuests;
            const max = s.maxGuests;
            return (
              <Line key={s.key}>
                <Link to={slotHref(s)}>
                  {s.timeSlot} {s.title}
                </Link>
                <FillBar
                  guests={confirmed}
                  capacity={max}
                  label={t`${confirmed} of ${max} seats confirmed`}
                />
                <span>
                  <Trans>
                    {confirmed} / {max} confirmed, {pending} waiting
                  </Trans>
                </span>
              </Line>
            );
          })}
        </List>
      )}
    </Day>
  );
}
