import { useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { seoulToday } from '@domain/calendar';
import { Button } from '@/components/Button';
import { Calendar, ExcludedDaySwatch } from '@/components/Calendar';
import { SelectField } from '@/components/FormField';
import { Modal } from '@/components/Modal';
import { PageSpinner } from '@/components/Spinner';
import { useMonthAvailability } from '../hooks/useAvailability';
import { dayStatusOf, firstOpenDay, guestRange, isExcluded, searchedRange } from '../schedule';
import type { BookingExperience } from '../schedule';
import { SlotList } from './SlotList';

const SeoulNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Swatch = styled.span<{ $kind: 'open' | 'closed' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: 0.7rem;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: ${({ $kind }) => ($kind === 'closed' ? 'line-through' : 'none')};
  border-color: ${({ theme, $kind }) => ($kind === 'closed' ? 'transparent' : theme.colors.borderStrong)};
`;

const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Guests = styled(SelectField)`
  max-width: 280px;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What the guest chose in the schedule: the booking form starts from it. */
export type ScheduleChosen = { date: string; time: string; guests: number };

type ScheduleModalProps = {
  /** Undefined while it loads (or when it failed to: `failed`). */
  experience: BookingExperience | undefined;
  failed: boolean;
  title: string;
  /** The dates searched for on the list: the calendar opens on the first bookable one. */
  dates?: { from: string; to: string } | null;
  onClose: () => void;
  onChoose: (chosen: ScheduleChosen) => void;
  /** A full slot (or one too small for the party) the guest asks to wait for; absent: no waitlist. */
  onWaitlist?: (chosen: ScheduleChosen) => void;
};

/**
 * The schedule (spec §2, §5): the guest count, a month calendar limited to the booking window
 * whose days come from the server's availability (past, outside the window, closed dates and
 * weekdays are disabled; closed ones hatched), then the chosen day's slots. All in Seoul time.
 */
export function ScheduleModal({
  experience,
  failed,
  title,
  dates = null,
  onClose,
  onChoose,
  onWaitlist,
}: ScheduleModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Pick a date and time`}
      description={title || undefined}
      width="640px"
    >
      <SeoulNote>
        <Trans>All dates and times are Seoul time (KST, UTC+9).</Trans>
      </SeoulNote>
      {experience ? (
        <Schedule experience={experience} dates={dates} onChoose={onChoose} onWaitlist={onWaitlist} />
      ) : failed ? (
        <Problem role="alert">
          <Trans>We couldn't load the schedule.</Trans>
        </Problem>
      ) : (
        <PageSpinner />
      )}
    </Modal>
  );
}

type ScheduleProps = {
  experience: BookingExperience;
  dates: { from: string; to: string } | null;
  onChoose: (chosen: ScheduleChosen) => void;
  onWaitlist?: (chosen: ScheduleChosen) => void;
};

function Schedule({ experience, dates, onChoose, onWaitlist }: ScheduleProps) {
  const { t } = useLingui();
  const today = seoulToday();
  const { from, until } = experience.bookingWindow;
  const start = from > today ? from : today;
  const searched = searchedRange(dates, start, until);
  const [focusedDate, setFocusedDate] = useState(searched?.from ?? start);
  const [picked, setPicked] = useState<string | null>(null);
  const guestCounts = guestRange(experience);
  const [guests, setGuests] = useState(guestCounts.min);
  const month = useMonthAvailability(experience.id, focusedDate);
  const searchedMonth = useMonthAvailability(experience.id, searched?.from);
  // Until the guest picks a day, the first open one of the dates searched on the list is chosen.
  const selected =
    picked ?? (searched && firstOpenDay(searchedMonth.days, searched.from, searched.to, today));
  const chosenDay = useMonthAvailability(experience.id, selected);
  const statusOf = (date: string) => dayStatusOf(month.days.get(date), date, today);
  const { min: minGuests, max: maxGuests } = guestCounts;

  return until < start ? (
    <Hint>
      <Trans>This experience cannot be booked at the moment.</Trans>
    </Hint>
  ) : (
    <>
      <Guests
        label={t`Number of guests`}
        hint={
          minGuests > 1
            ? t`Maximum ${maxGuests} guests, min ${minGuests} required`
            : t`Maximum ${maxGuests} guests`
        }
        value={String(guests)}
        onChange={(event) => setGuests(Number(event.target.value))}
      >
        {Array.from({ length: maxGuests - minGuests + 1 }, (_, i) => minGuests + i).map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </Guests>
      <div aria-busy={month.loading}>
        <Calendar
          focusedDate={focusedDate}
          onFocusedDateChange={setFocusedDate}
          onSelect={setPicked}
          isDisabled={(date) => statusOf(date) !== 'available'}
          minDate={start}
          maxDate={until}
          today={today}
          dayState={(date) => {
            const excluded = isExcluded(statusOf(date));
            return {
              selected: date === selected,
              excluded,
              description: excluded ? t`Closed` : undefined,
            };
          }}
        />
      </div>
      {month.error ? (
        <Problem role="alert">
          <Trans>We couldn't load the schedule.</Trans>
          <Button size="sm" variant="secondary" onClick={() => void month.refetch().catch(() => undefined)}>
            <Trans>Try again</Trans>
          </Button>
        </Problem>
      ) : null}
      <Legend aria-label={t`Legend`}>
        <li>
          <Swatch $kind="open" aria-hidden="true">
            1
          </Swatch>
          <Trans>Available</Trans>
        </li>
        <li>
          <ExcludedDaySwatch aria-hidden="true" />
          <Trans>Closed</Trans>
        </li>
        <li>
          <Swatch $kind="closed" aria-hidden="true">
            1
          </Swatch>
          <Trans>Past or not on sale</Trans>
        </li>
      </Legend>
      {selected ? (
        <SlotList
          date={selected}
          slots={chosenDay.days.get(selected)?.slots ?? []}
          loading={chosenDay.loading}
          guests={guests}
          onChoose={(time) => onChoose({ date: selected, time, guests })}
          onWaitlist={onWaitlist ? (time) => onWaitlist({ date: selected, time, guests }) : undefined}
        />
      ) : (
        <Hint>
          <Trans>Choose a date to see its times and seats.</Trans>
        </Hint>
      )}
    </>
  );
}
