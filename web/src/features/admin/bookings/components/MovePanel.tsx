import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { isIsoDate } from '@domain/calendar';
import { formatKrw } from '@domain/pricing';
import { Button } from '@/components/Button';
import { SelectField, TextField } from '@/components/FormField';
import { useToast } from '@/components/toast';
import {
  ApproveChangeRequestDocument,
  DeclineChangeRequestDocument,
  MoveBookingDocument,
  MoveSlotSeatsDocument,
  type BookingMovesFragment,
} from '@/generated/graphql';
import { formatSeoulDate, formatSeoulDateTime } from '@/features/admin/kit/seoulTime';
import { errorExtension, serverMessage } from '@/lib/serverError';
import { BOOKING_QUERIES } from '../hooks/refetch';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p,
  ul {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  > div {
    flex: 1 1 10rem;
  }
`;

const Request = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
`;

type MovePanelProps = {
  booking: BookingMovesFragment & {
    id: number;
    itemId: number;
    bookingDate: string;
    timeSlot: string;
    numberOfGuests: number;
    status: string;
  };
};

const slotText = (date: string, time: string) => `${formatSeoulDate(date)} ${time}`;

/**
 * Moving a booking from its manage dialog (issue 41 point 1): the guest's open change request with
 * Approve and Decline, the moves so far, and Move to a date and slot with seats left for the party
 * (no change window, no limit; the server never goes over capacity).
 */
export function MovePanel({ booking }: MovePanelProps) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const seats = useQuery(MoveSlotSeatsDocument, {
    variables: { itemId: booking.itemId, date },
    skip: !isIsoDate(date),
    fetchPolicy: 'network-only',
  });
  const options = { refetchQueries: [...BOOKING_QUERIES, 'BookingSlotTally'] };
  const [move, moving] = useMutation(MoveBookingDocument, options);
  const [approve, approving] = useMutation(ApproveChangeRequestDocument, options);
  const [decline, declining] = useMutation(DeclineChangeRequestDocument, options);
  const movable = ['pending', 'awaiting_payment', 'confirmed'].includes(booking.status);
  const request = booking.changeRequest;
  const asked = request ? slotText(request.toDate, request.toTime) : '';
  const difference = request ? formatKrw(request.priceDifference, i18n.locale) : '';
  const slots = (seats.data?.experience.availability[0]?.slots ?? []).filter(
    (slot) =>
      !slot.isPast &&
      slot.available >= booking.numberOfGuests &&
      !(date === booking.bookingDate && slot.time === booking.timeSlot),
  );

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ variant: 'success', title: done, description: t`The guest was e-mailed.` });
      setDate('');
      setTime('');
    } catch (error) {
      const full = errorExtension(error, 'reason') === 'full';
      toast({
        variant: 'destructive',
        title: t`Not saved`,
        description: full
          ? t`The selected time slot is full.`
          : (serverMessage(error) ?? t`Please try again.`),
      });
      void seats.refetch();
    }
  };

  return (
    <Panel aria-labelledby={`move-${booking.id}`}>
      <h3 id={`move-${booking.id}`}>
        <Trans>Date change</Trans>
      </h3>
      {request ? (
        <Request role="group" aria-label={t`Change request`}>
          <p>
            {request.priceDifference
              ? t`The guest asks to move to ${asked} (price difference ${difference}). Its seats are held until you decide.`
              : t`The guest asks to move to ${asked}. Its seats are held until you decide.`}
          </p>
          <Row>
            <Button
              disabled={approving.loading}
              onClick={() =>
                void run(() => approve({ variables: { id: booking.id } }), t`Change request approved`)
              }
            >
              <Trans>Approve</Trans>
            </Button>
            <Button
              variant="secondary"
              disabled={declining.loading}
              onClick={() =>
                void run(() => decline({ variables: { id: booking.id } }), t`Change request declined`)
              }
            >
              <Trans>Decline</Trans>
            </Button>
          </Row>
        </Request>
      ) : null}
      {booking.moves.length > 0 ? (
        <ul aria-label={t`Moves`}>
          {booking.moves.map((m) => {
            const from = slotText(m.fromDate, m.fromTime);
            const to = slotText(m.toDate, m.toTime);
            const by = m.byGuest ? t`the guest` : (m.byName ?? '—');
            const at = formatSeoulDateTime(m.createdAt);
            return <li key={m.id}>{t`Moved from ${from} to ${to} by ${by}, ${at}`}</li>;
          })}
        </ul>
      ) : null}
      {movable ? (
        <Row>
          <TextField
            label={t`New date`}
            type="date"
            value={date}
            onChange={(event) => {
              setDate(event.currentTarget.value);
              setTime('');
            }}
          />
          <SelectField
            label={t`New time`}
            value={time}
            disabled={!isIsoDate(date) || seats.loading}
            hint={
              isIsoDate(date) && !seats.loading && slots.length === 0
                ? t`No slot has seats for this party.`
                : undefined
            }
            onChange={(event) => setTime(event.currentTarget.value)}
          >
            <option value="">{t`Choose a time`}</option>
            {slots.map((slot) => {
              const { time: at, available, total } = slot;
              return (
                <option key={at} value={at}>
                  {t`${at} (${available} of ${total} seats left)`}
                </option>
              );
            })}
          </SelectField>
          <Button
            disabled={!time || moving.loading}
            onClick={() =>
              void run(
                () => move({ variables: { id: booking.id, bookingDate: date, timeSlot: time } }),
                t`Booking moved`,
              )
            }
          >
            <Trans>Move</Trans>
          </Button>
        </Row>
      ) : null}
    </Panel>
  );
}
