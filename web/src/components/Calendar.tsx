import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { addDays } from '@domain/calendar';
import { addMonths, formatFullDate, monthStart, toUtcDate as toUtc } from '@/lib/dates';
import { IconButton } from './Button';
import { ChevronIcon, ChevronLeftIcon } from './icons';

// Dates are calendar dates YYYY-MM-DD (no time zone); "today" is the caller's (Seoul's).

/** The weeks (Sunday first) of the month of `date`; null pads the first and last week. */
function monthWeeks(date: string): Array<Array<string | null>> {
  const first = monthStart(date);
  const lead = toUtc(first).getUTCDay();
  const days = new Date(Date.UTC(+first.slice(0, 4), +first.slice(5, 7), 0)).getUTCDate();
  const cells: Array<string | null> = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: days }, (_, i) => addDays(first, i)),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  th {
    padding: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
  }

  td {
    padding: 1px;
    text-align: center;
  }
`;

const Day = styled.button<{ $inRange: boolean; $selected: boolean; $today: boolean; $excluded: boolean }>`
  width: 100%;
  max-width: 48px;
  aspect-ratio: 1;
  min-height: 40px;
  border: 1px solid ${({ theme, $today }) => ($today ? theme.colors.borderStrong : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected, $inRange }) =>
    $selected ? theme.colors.primary : $inRange ? theme.colors.surface : 'transparent'};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.textInverse : theme.colors.text)};
  font-weight: ${({ $selected }) => ($selected ? 700 : 500)};
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
    opacity: 0.6;
    cursor: not-allowed;
  }

  /* Excluded days (closed on that date or weekday): hatched, so they read apart from past days. */
  ${({ $excluded, theme }) =>
    $excluded &&
    `
    background: repeating-linear-gradient(
      135deg,
      transparent 0 4px,
      ${theme.colors.border} 4px 6px
    );
    border-color: ${theme.colors.border};
  `}
`;

/** The hatched swatch of an excluded day, for legends beside the calendar. */
export const ExcludedDaySwatch = styled.span`
  display: inline-block;
  width: 20px;
  height: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: repeating-linear-gradient(
    135deg,
    transparent 0 4px,
    ${({ theme }) => theme.colors.border} 4px 6px
  );
`;

export type DayState = {
  selected?: boolean;
  inRange?: boolean;
  /** Marked as excluded (hatched): e.g. a date or weekday on which nothing runs. */
  excluded?: boolean;
  /** Read after the date by assistive technology, e.g. "Closed". */
  description?: string;
};

export type CalendarProps = {
  /** The date that holds keyboard focus; its month is shown. */
  focusedDate: string;
  onFocusedDateChange: (date: string) => void;
  onSelect: (date: string) => void;
  isDisabled?: (date: string) => boolean;
  dayState?: (date: string) => DayState;
  /** Months before this date's month cannot be shown. */
  minDate?: string;
  /** Months after this date's month cannot be shown. */
  maxDate?: string;
  today?: string;
};

/**
 * A month grid of day buttons. One day is in the tab order; arrow keys move by day and week,
 * PageUp/PageDown by month, Home/End to the week's ends. Disabled days stay focusable
 * (aria-disabled) so the keyboard can move across them, but cannot be chosen.
 */
export function Calendar({
  focusedDate,
  onFocusedDateChange,
  onSelect,
  isDisabled = () => false,
  dayState = () => ({}),
  minDate,
  maxDate,
  today,
}: CalendarProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const dayRefs = useRef(new Map<string, HTMLButtonElement>());
  const [keyboardMoved, setKeyboardMoved] = useState(false);

  useEffect(() => {
    if (!keyboardMoved) return;
    dayRefs.current.get(focusedDate)?.focus();
    setKeyboardMoved(false);
  }, [focusedDate, keyboardMoved]);

  const monthLabel = new Intl.DateTimeFormat(i18n.locale, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(toUtc(focusedDate));
  const weekdayName = new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  const weekdays = Array.from({ length: 7 }, (_, i) => toUtc(addDays('2023-01-01', i)));

  const canGoBack = !minDate || monthStart(focusedDate) > monthStart(minDate);
  const canGoForward = !maxDate || monthStart(focusedDate) < monthStart(maxDate);
  const clamp = (date: string) =>
    minDate && date < minDate ? minDate : maxDate && date > maxDate ? maxDate : date;

  function move(date: string) {
    onFocusedDateChange(clamp(date));
    setKeyboardMoved(true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const dayOfWeek = toUtc(date).getUTCDay();
    const targets: Record<string, string> = {
      ArrowLeft: addDays(date, -1),
      ArrowRight: addDays(date, 1),
      ArrowUp: addDays(date, -7),
      ArrowDown: addDays(date, 7),
      PageUp: addMonths(date, -1),
      PageDown: addMonths(date, 1),
      Home: addDays(date, -dayOfWeek),
      End: addDays(date, 6 - dayOfWeek),
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    move(targets[event.key]);
  }

  return (
    <div>
      <Header>
        <IconButton
          aria-label={t`Previous month`}
          disabled={!canGoBack}
          onClick={() => onFocusedDateChange(clamp(addMonths(focusedDate, -1)))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <h3 id={headingId} aria-live="polite">
          {monthLabel}
        </h3>
        <IconButton
          aria-label={t`Next month`}
          disabled={!canGoForward}
          onClick={() => onFocusedDateChange(clamp(addMonths(focusedDate, 1)))}
        >
          <ChevronIcon />
        </IconButton>
      </Header>
      <Grid aria-labelledby={headingId}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.toISOString()} scope="col" abbr={weekdayLong.format(day)}>
                {weekdayName.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focusedDate).map((week, w) => (
            <tr key={w}>
              {week.map((date, d) =>
                date ? (
                  <td key={date}>
                    <DayButton
                      date={date}
                      label={formatFullDate(date, i18n.locale)}
                      focused={date === focusedDate}
                      disabled={isDisabled(date)}
                      state={dayState(date)}
                      today={date === today}
                      refs={dayRefs.current}
                      onSelect={onSelect}
                      onFocusDate={onFocusedDateChange}
                      onKeyDown={onKeyDown}
                    />
                  </td>
                ) : (
                  <td key={`empty-${d}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Grid>
    </div>
  );
}

type DayButtonProps = {
  date: string;
  label: string;
  focused: boolean;
  disabled: boolean;
  state: DayState;
  today: boolean;
  refs: Map<string, HTMLButtonElement>;
  onSelect: (date: string) => void;
  onFocusDate: (date: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: string) => void;
};

function DayButton({
  date,
  label,
  focused,
  disabled,
  state,
  today,
  refs,
  onSelect,
  onFocusDate,
  onKeyDown,
}: DayButtonProps) {
  return (
    <Day
      ref={(element) => {
        if (element) refs.set(date, element);
        else refs.delete(date);
      }}
      type="button"
      aria-label={state.description ? `${label}, ${state.description}` : label}
      aria-pressed={Boolean(state.selected)}
      aria-disabled={disabled || undefined}
      aria-current={today ? 'date' : undefined}
      tabIndex={focused ? 0 : -1}
      $selected={Boolean(state.selected)}
      $inRange={Boolean(state.inRange)}
      $today={today}
      $excluded={Boolean(state.excluded)}
      onClick={() => {
        if (disabled) return;
        onFocusDate(date);
        onSelect(date);
      }}
      onKeyDown={(event) => onKeyDown(event, date)}
    >
      {Number(date.slice(8))}
    </Day>
  );
}
