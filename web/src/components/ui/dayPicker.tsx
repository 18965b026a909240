import { TZDate } from '@date-fns/tz';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { ja } from 'date-fns/locale/ja';
import { ko } from 'date-fns/locale/ko';
import { zhCN } from 'date-fns/locale/zh-CN';
import { zhTW } from 'date-fns/locale/zh-TW';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { SEOUL_TIME_ZONE } from '@domain/constants';
import { ChevronIcon, ChevronLeftIcon } from '../icons';
import { IconButton } from '../Button';

// Shared pieces of the react-day-picker calendars (storefront Calendar, admin DatePicker and
// DateRangeField): Seoul dates as YYYY-MM-DD, date-fns locales, and themed components.

/** The time zone every calendar runs in, whatever the visitor's (design.md "Time"). */
export const CALENDAR_TIME_ZONE = SEOUL_TIME_ZONE;

const locales: Record<string, Locale> = { en: enUS, ja, ko, 'zh-Hant': zhTW, 'zh-Hans': zhCN };

/** The date-fns locale of a UI language (captions, weekday names); English otherwise. */
export function dayPickerLocale(language: string): Locale {
  return locales[language] ?? enUS;
}

/** A Seoul calendar date YYYY-MM-DD as the Seoul-zoned Date the day picker works with. */
export function toSeoulDay(date: string): TZDate {
  const [y, m, d] = date.split('-').map(Number);
  return new TZDate(y, m - 1, d, CALENDAR_TIME_ZONE);
}

/** A day of the picker back to its Seoul calendar date YYYY-MM-DD. */
export function fromSeoulDay(day: Date): string {
  const z = new TZDate(day.getTime(), CALENDAR_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`;
}

/** Month navigation buttons: the theme's icon button, really disabled at the ends of the range. */
export function MonthButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { 'aria-label': label = '', 'aria-disabled': ariaDisabled, ...rest } = props;
  return <IconButton {...rest} aria-label={label} disabled={Boolean(ariaDisabled)} />;
}

/** The chevrons of the month buttons. */
export function Chevron({ orientation }: { orientation?: 'up' | 'down' | 'left' | 'right' }) {
  return orientation === 'left' ? <ChevronLeftIcon /> : <ChevronIcon />;
}

/** The month and year above the grid: a heading, announced when it changes. */
export function CaptionHeading({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <h3 className={className} aria-live="polite">
      {children}
    </h3>
  );
}

/** Styles of the day picker's own elements (its default class names; no stylesheet imported). */
export const dayPickerStyles = css`
  .rdp-month {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }

  .rdp-month_caption {
    grid-column: 2;
    grid-row: 1;
    text-align: center;
  }

  .rdp-month_caption h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  .rdp-button_previous {
    grid-column: 1;
    grid-row: 1;
  }

  .rdp-button_next {
    grid-column: 3;
    grid-row: 1;
  }

  .rdp-button_previous:disabled,
  .rdp-button_next:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }

  .rdp-month_grid {
    grid-column: 1 / -1;
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
  }

  .rdp-weekday {
    padding: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
  }

  .rdp-day {
    padding: 1px;
    text-align: center;
  }
`;

/** Day buttons of the admin pickers (react-day-picker's own DayButton, selection modes). */
export const pickerDayStyles = css`
  .rdp-day_button {
    width: 40px;
    height: 40px;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }

  .rdp-day_button:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  .rdp-day_button:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
    opacity: 0.6;
    cursor: not-allowed;
  }

  .rdp-today .rdp-day_button {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }

  .rdp-range_middle .rdp-day_button {
    background: ${({ theme }) => theme.colors.surface};
  }

  .rdp-selected:not(.rdp-range_middle) .rdp-day_button {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
    font-weight: 700;
  }
`;

export const PickerRoot = styled.div`
  ${dayPickerStyles}
  ${pickerDayStyles}
`;

export const PickerActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** Navigation components shared by the pickers (the day buttons stay react-day-picker's). */
export const pickerComponents = {
  PreviousMonthButton: MonthButton,
  NextMonthButton: MonthButton,
  Chevron,
  CaptionLabel: CaptionHeading,
};
