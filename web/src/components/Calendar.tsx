import { useEffect, useRef } from 'react';
import { DayPicker, type DayButtonProps } from 'react-day-picker';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { formatFullDate, monthStart } from '@/lib/dates';
import {
  CALENDAR_TIME_ZONE,
  CaptionHeading,
  Chevron,
  MonthButton,
  dayPickerLocale,
  dayPickerStyles,
  fromSeoulDay,
  toSeoulDay,
} from './ui/dayPicker';

// Dates are Seoul calendar dates YYYY-MM-DD; "today" is the caller's (Seoul's).

const Root = styled.div`
  ${dayPickerStyles}
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
  font: inherit;
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

/**
 * A day of the grid. Disabled days carry `aria-disabled` (and cannot be chosen); the chosen one
 * `aria-pressed`, today `aria-current="date"`. Focus follows the day picker's keyboard moves.
 */
function DayButton({ day: _day, modifiers, ...buttonProps }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return (
    <Day
      ref={ref}
      {...buttonProps}
      aria-pressed={Boolean(modifiers.chosen)}
      aria-disabled={modifiers.disabled || undefined}
      aria-current={modifiers.today ? 'date' : undefined}
      $selected={Boolean(modifiers.chosen)}
      $inRange={Boolean(modifiers.inRange)}
      $today={Boolean(modifiers.today)}
      $excluded={Boolean(modifiers.excluded)}
    />
  );
}

const components = {
  DayButton,
  PreviousMonthButton: MonthButton,
  NextMonthButton: MonthButton,
  Chevron,
  CaptionLabel: CaptionHeading,
};

export type DayState = {
  selected?: boolean;
  inRange?: boolean;
  /** Marked as excluded (hatched): e.g. a date or weekday on which nothing runs. */
  excluded?: boolean;
  /** Read after the date by assistive technology, e.g. "Closed". */
  description?: string;
};

export type CalendarProps = {
  /** A date of the month shown (the month the caller loads data for). */
  focusedDate: string;
  /** Called with the first day of the month shown after navigation (clamped to `minDate`). */
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
 * A month of days on react-day-picker, in Seoul's time zone and the UI language (date-fns
 * locales). Arrow keys move by day and week, PageUp/PageDown by month, Home/End to the week's
 * ends; disabled days cannot be chosen.
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
  const state = (day: Date) => dayState(fromSeoulDay(day));

  return (
    <Root>
      <DayPicker
        timeZone={CALENDAR_TIME_ZONE}
        locale={dayPickerLocale(i18n.locale)}
        weekStartsOn={0}
        navLayout="around"
        month={toSeoulDay(monthStart(focusedDate))}
        onMonthChange={(month) => {
          const first = fromSeoulDay(month);
          onFocusedDateChange(minDate && first < minDate ? minDate : first);
        }}
        startMonth={minDate ? toSeoulDay(minDate) : undefined}
        endMonth={maxDate ? toSeoulDay(maxDate) : undefined}
        today={today ? toSeoulDay(today) : undefined}
        disabled={(day: Date) => isDisabled(fromSeoulDay(day))}
        modifiers={{
          chosen: (day: Date) => Boolean(state(day).selected),
          inRange: (day: Date) => Boolean(state(day).inRange),
          excluded: (day: Date) => Boolean(state(day).excluded),
        }}
        onDayClick={(day, modifiers) => {
          if (!modifiers.disabled) onSelect(fromSeoulDay(day));
        }}
        labels={{
          labelPrevious: () => t`Previous month`,
          labelNext: () => t`Next month`,
          labelDayButton: (day: Date) => {
            const date = fromSeoulDay(day);
            const label = formatFullDate(date, i18n.locale);
            const description = dayState(date).description;
            return description ? `${label}, ${description}` : label;
          },
        }}
        components={components}
      />
    </Root>
  );
}
