import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { isIsoDate } from '@domain/calendar';
import { Button } from '@/components/Button';
import { TextField } from '@/components/FormField';
import { useToast } from '@/components/toast';
import {
  MoveMyBookingDocument,
  type BookingLookupFieldsFragment,
  type FindBookingInput,
} from '@/generated/graphql';
import { formatSeoulDeadline } from '@/lib/cancellationPolicy';
import { formatFullDate } from '@/lib/dates';
import { errorExtension, hasErrorCode } from '@/lib/serverError';
import { useForgetAvailability, useMonthAvailability } from '../hooks/useAvailability';
import { SlotList } from './SlotList';
import { LookupPanel as Panel } from './LookupPanel';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

type MoveBookingProps = {
  booking: BookingLookupFieldsFragment;
  input: FindBookingInput;
  onChange: (booking: BookingLookupFieldsFragment) => void;
};

/**
 * "Change date" on the look-up page (issue 41 point 1): while the item's change window is open the guest
 * picks another date and slot of the same item for the same party (the booking form's availability and
 * slot list), confirms, and sees the new date, or that their change request is with the staff.
 */
export function MoveBooking({ booking, input, onChange }: MoveBookingProps) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('');
  const [time, setTime] = useState<string | null>(null);
  const experienceId = booking.experience.id;
  const { days, loading } = useMonthAvailability(experienceId, open ? date : null);
  const forgetAvailability = useForgetAvailability(experienceId);
  const [moveMyBooking, { loading: moving }] = useMutation(MoveMyBookingDocument);
  const request = booking.changeRequest;

  if (request) {
    const asked = formatFullDate(request.toDate, i18n.locale);
    const askedTime = request.toTime;
    return (
      <Panel aria-labelledby="lookup-move-title">
        <h3 id="lookup-move-title">{t`Change date`}</h3>
        <p role="status">{t`Your request is with our staff: ${asked} at ${askedTime} (Seoul time). We hold those seats for you until they answer.`}</p>
      </Panel>
    );
  }
  if (!booking.canMove) return null;
  const deadline = booking.moveDeadline ? formatSeoulDeadline(booking.moveDeadline, i18n.locale) : '';
  const slots = (isIsoDate(date) ? days.get(date)?.slots : undefined) ?? [];
  // The booking's own slot is where it already is.
  const others = slots.filter((slot) => !(date === booking.bookingDate && slot.time === booking.timeSlot));

  function close() {
    setOpen(false);
    setDate('');
    setTime(null);
  }

  async function confirm(timeSlot: string) {
    try {
      const { data } = await moveMyBooking({
        variables: { input: { ...input, bookingDate: date, timeSlot } },
      });
      if (!data) throw new Error('The move answer was empty.');
      const moved = data.moveMyBooking;
      forgetAvailability();
      close();
      const when = formatFullDate(moved.bookingDate, i18n.locale);
      toast(
        moved.outcome === 'change_requested'
          ? { variant: 'success', title: t`Your request is with our staff` }
          : { variant: 'success', title: t`Your booking has moved to ${when}` },
      );
      onChange(moved);
    } catch (error) {
      setTime(null);
      forgetAvailability();
      const reason = errorExtension(error, 'reason');
      toast({
        variant: 'destructive',
        title: t`The date could not be changed`,
        description:
          reason === 'full' || reason === 'no_seats'
            ? t`The selected time slot is full.`
            : hasErrorCode(error, 'CONFLICT')
              ? t`This booking can no longer be changed online. Please contact us.`
              : hasErrorCode(error, 'TOO_MANY_REQUESTS')
                ? t`Too many attempts. Please try again later.`
                : t`Please try again.`,
      });
    }
  }

  const chosenDay = isIsoDate(date) ? formatFullDate(date, i18n.locale) : '';
  return (
    <Panel aria-labelledby="lookup-move-title">
      <h3 id="lookup-move-title">{t`Change date`}</h3>
      <p>{t`You can move this booking to another date or time until ${deadline} (Seoul time), for the same guests.`}</p>
      {!open ? (
        <div>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            <Trans>Change date</Trans>
          </Button>
        </div>
      ) : time ? (
        <>
          <p>{t`Move your booking to ${chosenDay} at ${time} (Seoul time)?`}</p>
          <Actions>
            <Button variant="secondary" onClick={() => setTime(null)}>
              <Trans>Back</Trans>
            </Button>
            <Button disabled={moving} onClick={() => void confirm(time)}>
              <Trans>Confirm new date</Trans>
            </Button>
          </Actions>
        </>
      ) : (
        <>
          <TextField
            label={t`New date`}
            type="date"
            min={booking.experience.bookingWindow.from}
            max={booking.experience.bookingWindow.until}
            hint={chosenDay || undefined}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
          />
          {isIsoDate(date) ? (
            <SlotList
              date={date}
              slots={others}
              loading={loading}
              guests={booking.numberOfGuests}
              onChoose={setTime}
            />
          ) : null}
          <div>
            <Button variant="secondary" onClick={close}>
              <Trans>Keep my date</Trans>
            </Button>
          </div>
        </>
      )}
    </Panel>
  );
}
