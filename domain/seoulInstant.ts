/**
 * Instants entered and shown as Seoul wall time (Asia/Seoul has kept UTC+9 with no daylight
 * saving since 1988), whatever the browser's or server's own zone.
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** `YYYY-MM-DDTHH:MM` (an `<input type="datetime-local">` value) read as Seoul time; null when blank or invalid. */
export function seoulLocalToIso(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value}:00+09:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An instant as Seoul wall time `YYYY-MM-DDTHH:MM`; '' when absent. */
export function isoToSeoulLocal(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
}

/** An instant's Seoul calendar date as `yyyy.MM.dd` (the admin's popup period). */
export function seoulDotDate(iso: string | Date | null | undefined): string {
  const local = isoToSeoulLocal(iso);
  return local ? local.slice(0, 10).replaceAll('-', '.') : '';
}
