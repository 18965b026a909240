import { addDays } from '@domain/calendar';

/**
 * Calendar dates YYYY-MM-DD (no time zone: they are Seoul dates) as UTC instants, so formatting
 * with `timeZone: 'UTC'` shows the same day whatever the visitor's zone.
 */
export function toUtcDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** The first day of the month of `date`. */
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/** The last day of the month of `date`. */
export const monthEnd = (date: string) => addDays(addMonths(monthStart(date), 1), -1);

/** The same day `months` months on, kept inside the target month (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** "Saturday, June 20, 2026" in the UI language (weekday included). */
export function formatFullDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(toUtcDate(date));
}

/**
 * A calendar date with its weekday that no reader can misread (no "26.11.20"): "20 Nov 2026 (Fri)",
 * "2026年11月20日(金)", "2026年11月20日 (週五)", "2026년 11월 20일 (금)".
 */
export function formatDateWithWeekday(date: string, locale: string): string {
  const day = toUtcDate(date);
  // English readers come from everywhere: day month year with the month's name reads one way to all.
  const dayLocale = locale === 'en' ? 'en-GB' : locale;
  const written = new Intl.DateTimeFormat(dayLocale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(day);
  // Japanese sets the weekday right against the date, as CLDR's own ja pattern does.
  const gap = new Intl.Locale(locale).language === 'ja' ? '' : ' ';
  return `${written}${gap}(${weekday})`;
}

/** A range of Seoul calendar dates YYYY-MM-DD, both ends included. */
export type DateRange = { from: string; to: string };

/** "Jun 3 – 5, 2026" (or one date) in the visitor's language. */
export function formatDateRange(range: DateRange, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const from = new Date(`${range.from}T00:00:00Z`);
  const to = new Date(`${range.to}T00:00:00Z`);
  return range.from === range.to ? format.format(from) : format.formatRange(from, to);
}
