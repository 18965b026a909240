import { useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { addDays, seoulToday, weekday } from '@domain/calendar';
import { slotStarted } from '@domain/checkIn';
import { Button } from '@/components/Button';
import { BookingDayViewDocument, type BookingDayViewQuery } from '@/generated/graphql';
import { FillBar } from '@/features/admin/kit/FillBar';
import { formatSeoulDate } from '@/features/admin/kit/seoulTime';
import { useTitleLanguage } from '@/features/admin/kit/useTitleLanguage';
import { Empty } from './tableParts';

type DaySlot = BookingDayViewQuery['bookingDayView'][number];

/** Monday first, as Korean calendars are often laid out. */
const WEEKDAYS = [
  { id: 1, label: msg`Mon` },
  { id: 2, label: msg`Tue` },
  { id: 3, label: msg`Wed` },
  { id: 4, label: msg`Thu` },
  { id: 5, label: msg`Fri` },
  { id: 6, label: msg`Sat` },
  { id: 0, label: msg`Sun` },
];
export const CALENDAR_DAYS = 21;
/** Slots listed in a day's cell; one more is asked for, to know that the day has more (its list shows them all). */
export const DAY_SLOTS = 12;

/** Whole weeks (Monday to Sunday) covering the coming three weeks and every date that has slots. */
function calendarDays(today: string, dates: string[]): string[] {
  const sorted = [today, addDays(today, CALENDAR_DAYS - 1), ...dates].sort();
  let day = sorted[0];
  while (weekday(day) !== 1) day = addDays(day, -1);
  const out: string[] = [];
  for (; day <= sorted[sorted.length - 1] || weekday(day) !== 1; day = addDays(day, 1)) out.push(day);
  return out;
}

const Calendar = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
`;

const Weekday = styled.div`
  font-weight: 600;
  text-align: center;
`;

const Day = styled.section<{ $today: boolean }>`
  min-height: 96px;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme, $today }) => ($today ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const SlotBar = styled(FillBar)`
  margin: 0 ${({ theme }) => theme.space.sm};
`;

/** A started slot's arrivals (issue 39), under its seats. */
const Arrivals = styled.span`
  display: block;
  font-weight: 600;
`;

type DayViewProps = { onOpenSlot: (slot: DaySlot) => void; onOpenDay: (date: string) => void };

/**
 * The coming three weeks: each slot's confirmed and waiting guests against its capacity, and once a slot
 * has started, how many of its confirmed guests arrived and its no-shows (live, like the rest of the desk).
 */
export function DayView({ onOpenSlot, onOpenDay }: DayViewProps) {
  const { t, i18n } = useLingui();
  const titleLanguage = useTitleLanguage();
  const { data, error } = useQuery(BookingDayViewDocument, {
    variables: { titleLanguage, days: CALENDAR_DAYS, slotsPerDay: DAY_SLOTS + 1 },
  });
  if (error)
    return (
      <Empty role="alert">
        <Trans>The day view could not be loaded.</Trans>
      </Empty>
    );
  if (!data) return null;
  if (data.bookingDayView.length === 0)
    return (
      <Empty>
        <Trans>No applications in the coming weeks.</Trans>
      </Empty>
    );
  const byDate = new Map<string, DaySlot[]>();
  for (const slot of data.bookingDayView)
    byDate.set(slot.bookingDate, [...(byDate.get(slot.bookingDate) ?? []), slot]);
  const days = calendarDays(seoulToday(), [...byDate.keys()]);
  const today = seoulToday();
  return (
    <Calendar role="group" aria-label={t`Coming weeks`}>
      {WEEKDAYS.map((w) => (
        <Weekday key={w.id} aria-hidden="true">
          {i18n._(w.label)}
        </Weekday>
      ))}
      {days.map((date) => {
        const slots = byDate.get(date) ?? [];
        return (
          <Day key={date} aria-label={formatSeoulDate(date)} $today={date === today}>
            <h3>{Number(date.slice(8))}</h3>
            <ul>
              {slots.slice(0, DAY_SLOTS).map((s) => (
                <SlotLine key={s.key} slot={s} onOpen={() => onOpenSlot(s)} />
              ))}
            </ul>
            {slots.length > DAY_SLOTS && (
              <Button variant="ghost" size="sm" onClick={() => onOpenDay(date)}>
                <Trans>More slots: this day&apos;s applications</Trans>
              </Button>
            )}
          </Day>
        );
      })}
    </Calendar>
  );
}

function SlotLine({ slot: s, onOpen }: { slot: DaySlot; onOpen: () => void }) {
  const { t } = useLingui();
  const confirmed = s.confirmedGuests;
  const pending = s.pendingGuests;
  const held = s.heldGuests;
  const max = s.maxGuests;
  const arrived = s.arrivedGuests;
  const noShows = s.noShows;
  return (
    <li>
      <Button variant="ghost" size="sm" onClick={onOpen}>
        {s.timeSlot} {s.title}
      </Button>
      <SlotBar guests={confirmed} capacity={max} label={t`${confirmed} of ${max} seats confirmed`} />
      <Trans>
        {confirmed} / {max} confirmed, {pending} waiting
      </Trans>
      {held > 0 ? (
        <>
          {' · '}
          <span title={t`Seats held for a payment in progress, a waitlist offer or a guest's change request`}>
            <Trans>{held} held</Trans>
          </span>
        </>
      ) : null}
      {slotStarted(s.bookingDate, s.timeSlot) && confirmed > 0 ? (
        <Arrivals>
          <Trans>
            Arrived {arrived} / {confirmed}
          </Trans>
          {noShows > 0 ? (
            <>
              {' · '}
              <Plural value={noShows} one="# no-show" other="# no-shows" />
            </>
          ) : null}
        </Arrivals>
      ) : null}
    </li>
  );
}
