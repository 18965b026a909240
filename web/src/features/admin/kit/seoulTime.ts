// Dates and times in the back office: Seoul's, in the Korean format, whatever the browser's zone.

const seoulDate = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'UTC',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
});

/** A calendar date (YYYY-MM-DD, already Seoul) in Korean format with its weekday (2026. 11. 23. (월)). */
export const formatSeoulDate = (date: string) => seoulDate.format(new Date(`${date}T00:00:00Z`));

const seoulDateTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An instant in Seoul time, Korean format (e.g. 2026. 11. 23. 17:05). */
export const formatSeoulDateTime = (iso: string) => seoulDateTime.format(new Date(iso));

const seoulDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });
const seoulClock = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const seoulMonthDayClock = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/**
 * An instant in Seoul time, short: the time alone on the same Seoul day as `now` (14:05), else with its
 * month and day (12. 03. 14:05).
 */
export function formatSeoulMoment(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  return seoulDay.format(at) === seoulDay.format(now) ? seoulClock.format(at) : seoulMonthDayClock.format(at);
}
