/**
 * A calendar date (YYYY-MM-DD) as the reviews show it: "25.06.20" plus the weekday's
 * abbreviation in the UI language ("Fri", "金", "週五", "금"). The date has no time zone,
 * so it is formatted as UTC to stay on the same day everywhere.
 */
export function formatReviewDate(date: string, locale: string): { date: string; weekday: string } {
  const [year, month, day] = date.slice(0, 10).split('-');
  const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(utc);
  return { date: `${year.slice(-2)}.${month}.${day}`, weekday };
}
