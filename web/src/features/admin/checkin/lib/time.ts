const seoulDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });
const seoulClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Seoul',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Today's date in Seoul (YYYY-MM-DD), whatever the phone's zone. */
export const seoulToday = (now: Date = new Date()) => seoulDay.format(now);

/** Whether a slot (Seoul date and HH:MM) has started at `now`. */
export function slotStarted(date: string, time: string, now: Date = new Date()): boolean {
  const today = seoulToday(now);
  if (date !== today) return date < today;
  return seoulClock.format(now) >= time.slice(0, 5);
}
