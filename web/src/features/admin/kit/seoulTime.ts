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
