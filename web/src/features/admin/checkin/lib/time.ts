const seoulDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });

/** Today's date in Seoul (YYYY-MM-DD), whatever the phone's zone. */
export const seoulToday = (now: Date = new Date()) => seoulDay.format(now);

/** Whether a slot has started (the domain's rule, shared with the desk). */
export { slotStarted } from '@domain/checkIn';
