import { useFormikContext } from 'formik';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { partyMaxOf } from '@domain/booking';
import { isIsoDate } from '@domain/calendar';
import type { BookingFormValues } from '@domain/schemas/booking';
import { SelectField, TextField } from '@/components/FormField';
import { useBindField } from '@/components/form/binding';
import { formatFullDate } from '@/lib/dates';
import { seatsLeftMessage } from '../messages';
import { slotState, type BookingExperience, type ScheduleChoice } from '../schedule';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

type ScheduleFieldsProps = {
  experience: BookingExperience;
  choice: ScheduleChoice;
  /** Problems of the chosen date, time and guest count, already in the UI language. */
  problems: Partial<Record<'bookingDate' | 'timeSlot' | 'numberOfGuests', string>>;
};

/**
 * Date (within the booking window), time (the day's slots with seats; past and full ones
 * closed) and guests (1 up to the slot's capacity, disabled until date and time are set).
 */
export function ScheduleFields({ experience, choice, problems }: ScheduleFieldsProps) {
  const { t, i18n } = useLingui();
  const { values, setFieldValue } = useFormikContext<BookingFormValues>();
  const field = useBindField<keyof BookingFormValues & string>();
  const now = new Date();
  const date = values.bookingDate;
  const dateHint = isIsoDate(date) ? formatFullDate(date, i18n.locale) : undefined;

  const guestsReady = Boolean(values.bookingDate && values.timeSlot && choice.capacity);
  const capacity = choice.capacity ?? 1;
  const minGuests = experience.minGuests;
  const maxGuests = guestsReady ? capacity : partyMaxOf(experience);
  const guestsHint =
    minGuests > 1
      ? t`Maximum ${maxGuests} guests, min ${minGuests} required`
      : t`Maximum ${maxGuests} guests`;
  const guests = field('numberOfGuests', problems.numberOfGuests);

  return (
    <Row>
      <TextField
        label={t`Date`}
        type="date"
        min={experience.bookingWindow.from}
        max={experience.bookingWindow.until}
        hint={dateHint}
        aria-required
        {...field('bookingDate', problems.bookingDate)}
      />
      <SelectField label={t`Time (Seoul)`} aria-required {...field('timeSlot', problems.timeSlot)}>
        <option value="">{t`Choose a time`}</option>
        {(choice.slots ?? []).map((slot) => {
          const state = slotState(date, slot, now);
          const { available, total } = slot;
          const seats = i18n._(seatsLeftMessage(available, total));
          const note =
            state === 'past'
              ? t`Past time`
              : state === 'closed'
                ? t`Booking closed`
                : state === 'full'
                  ? t`Full`
                  : null;
          return (
            <option key={slot.time} value={slot.time} disabled={state !== 'open'}>
              {note ? `${slot.time} (${seats}, ${note})` : `${slot.time} (${seats})`}
            </option>
          );
        })}
      </SelectField>
      <SelectField
        label={t`Number of guests`}
        hint={guestsHint}
        disabled={!guestsReady}
        aria-required
        {...guests}
        value={String(values.numberOfGuests)}
        onChange={(event) => setFieldValue('numberOfGuests', Number(event.target.value))}
      >
        {Array.from({ length: guestsReady ? capacity : values.numberOfGuests }, (_, i) => i + 1).map(
          (count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ),
        )}
      </SelectField>
    </Row>
  );
}
