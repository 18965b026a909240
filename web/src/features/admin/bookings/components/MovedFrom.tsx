import { useLingui } from '@lingui/react/macro';
import type { BookingMovesFragment } from '@/generated/graphql';
import { formatSeoulDate } from '@/features/admin/kit/seoulTime';
import { Marker } from '@/features/admin/kit/Marker';

/**
 * Beside a booking's date in the desk: where its last move came from ("Moved from 5 Dec 10:00"), and
 * that a change request waits; nothing for a booking never moved.
 */
export function MovedFrom({ booking }: { booking: BookingMovesFragment }) {
  const { t } = useLingui();
  const last = booking.moves.at(-1);
  const from = last ? `${formatSeoulDate(last.fromDate)} ${last.fromTime}` : '';
  return (
    <>
      {last ? (
        <>
          {' '}
          <Marker $tone="muted">{t`Moved from ${from}`}</Marker>
        </>
      ) : null}
      {booking.changeRequest ? (
        <>
          {' '}
          <Marker $tone="warning">{t`Change requested`}</Marker>
        </>
      ) : null}
    </>
  );
}
