import { useQuery } from '@apollo/client/react';
import { createGlobalStyle, styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { AdminBookingsDocument, type AdminBookingArrivalFragment } from '@/generated/graphql';
import { useTitleLanguage } from '@/features/admin/kit/useTitleLanguage';
import { STATUS_LABELS, optionName } from '../labels';
import { StyledTable } from '@/components/table';
import { displayPhone } from '@domain/phone';
import { formatSeoulDate, formatSeoulMoment } from '@/features/admin/kit/seoulTime';
import { slotStarted } from '@domain/checkIn';

/** When printing, only the roster shows. */
const PrintOnlyRoster = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    .booking-roster,
    .booking-roster * {
      visibility: visible;
    }
    .booking-roster {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
    }
    .booking-roster button {
      display: none;
    }
  }
`;

const Sheet = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
`;

type RosterProps = { itemId: number; itemTitle: string; date: string; time: string };

/** A printable roster of one slot: waiting and confirmed applicants, guests, phone and special requests. */
export function Roster({ itemId, itemTitle, date, time }: RosterProps) {
  const { t, i18n } = useLingui();
  const titleLanguage = useTitleLanguage();
  const { data } = useQuery(AdminBookingsDocument, {
    variables: {
      titleLanguage,
      page: { page: 1, pageSize: 100 },
      sort: 'guestName',
      direction: 'ASC',
      filter: { itemId, dateFrom: date, dateTo: date, timeSlot: time },
    },
  });
  const rows = (data?.adminBookings.items ?? []).filter((b) => b.status !== 'cancelled');
  // Once the slot has started, who came (the check-in screen's arrivals, live like the rest of the desk).
  const started = slotStarted(date, time);
  const confirmed = rows.filter((b) => b.status === 'confirmed');
  const arrived = confirmed.reduce(
    (sum, b) => sum + (b.checkedInAt ? (b.guestsArrived ?? b.numberOfGuests) : 0),
    0,
  );
  const guests = rows.filter((b) => b.status === 'confirmed').reduce((sum, b) => sum + b.numberOfGuests, 0);
  return (
    <Sheet className="booking-roster" aria-labelledby="roster-title">
      <PrintOnlyRoster />
      <h3 id="roster-title">
        <Trans>
          Roster: {itemTitle}, {formatSeoulDate(date)} {time}
        </Trans>
      </h3>
      <p>
        <Trans>{guests} confirmed guests</Trans>
        {started ? (
          <>
            {' · '}
            <Trans>
              arrived {arrived} / {guests}
            </Trans>
          </>
        ) : null}
      </p>
      <StyledTable>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Applicant</Trans>
            </th>
            <th scope="col">
              <Trans>Guests</Trans>
            </th>
            <th scope="col">
              <Trans>Option</Trans>
            </th>
            <th scope="col">
              <Trans>Phone</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Special requests</Trans>
            </th>
            {started ? (
              <th scope="col">
                <Trans>Arrival</Trans>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => (
            <tr key={b.id}>
              <td>{b.guestName}</td>
              <td>{b.numberOfGuests}</td>
              <td>{optionName(b, t`Option`) ?? '—'}</td>
              <td>{displayPhone(b.guestPhone)}</td>
              <td>{i18n._(STATUS_LABELS[b.status])}</td>
              <td>{b.specialRequests || '—'}</td>
              {started ? <td>{b.status === 'confirmed' ? <Arrival booking={b} /> : '—'}</td> : null}
            </tr>
          ))}
        </tbody>
      </StyledTable>
      <Button variant="secondary" onClick={() => window.print()}>
        <Trans>Print roster</Trans>
      </Button>
    </Sheet>
  );
}

/** A confirmed booking's arrival: 3 / 4 arrived and when, a no-show, or not here yet. */
function Arrival({ booking: b }: { booking: AdminBookingArrivalFragment & { numberOfGuests: number } }) {
  if (b.checkedInAt) {
    const came = b.guestsArrived ?? b.numberOfGuests;
    const of = b.numberOfGuests;
    // The guest's arrival: the phone's scan time when it was queued offline, else the check-in's.
    const at = formatSeoulMoment(b.checkInScannedAt ?? b.checkedInAt);
    return (
      <Trans>
        Arrived {came} / {of} at {at}
      </Trans>
    );
  }
  if (b.noShowAt) return <Trans>No-show</Trans>;
  return <Trans>Not checked in</Trans>;
}
