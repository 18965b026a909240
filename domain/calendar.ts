import { SEOUL_TIME_ZONE } from './constants.js';

/** Calendar rules in Asia/Seoul, whatever the visitor's or server's zone (design.md "Time"). */

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** True for a 24-hour HH:MM time. */
export function isHhMm(value: unknown): value is string {
  return typeof value === 'string' && TIME_RE.test(value);
}

/** Today's date in Seoul as YYYY-MM-DD. */
export function seoulToday(now: Date = new Date()): string {
  return seoulDateTime(now).date;
}

type SeoulDateTime = Readonly<{ date: string; time: string }>;

/** The last instant converted: a month's schedule asks about the same `now` hundreds of times. */
let lastConverted: { instant: number; value: SeoulDateTime } | undefined;

/** Intl options for a Seoul date and 24-hour time to the minute (a locale gives the order and separators). */
export const SEOUL_TO_THE_MINUTE: Intl.DateTimeFormatOptions = {
  timeZone: SEOUL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** Seoul's wall clock by the runtime's own time-zone data (no library in every page's bundle). */
let seoulParts: Intl.DateTimeFormat | undefined;

/**
 * From when Seoul's clock is UTC+9 all year (its last daylight saving time ended in October 1988) to the
 * last instant of a four-digit year: within it the wall clock is the instant plus nine hours, without the
 * time-zone data (Intl's formatToParts costs ~10 µs a call, and a booking's rules ask it many times).
 */
const FIXED_OFFSET = { from: Date.UTC(1989, 0, 1), to: Date.UTC(9999, 11, 31), ms: 9 * 3_600_000 };

/** The Seoul calendar date and HH:MM wall time of an instant. */
export function seoulDateTime(now: Date = new Date()): SeoulDateTime {
  const instant = now.getTime();
  if (lastConverted?.instant === instant) return lastConverted.value;
  const value =
    instant >= FIXED_OFFSET.from && instant < FIXED_OFFSET.to
      ? fixedOffsetDateTime(instant)
      : zoneDataDateTime(instant);
  lastConverted = { instant, value };
  return value;
}

/** seoulDateTime within FIXED_OFFSET: the instant nine hours on, read in UTC. */
function fixedOffsetDateTime(instant: number): SeoulDateTime {
  const wall = new Date(instant + FIXED_OFFSET.ms).toISOString();
  return Object.freeze({ date: wall.slice(0, 10), time: wall.slice(11, 16) });
}

/** seoulDateTime by the runtime's time-zone data (any instant). */
export function zoneDataDateTime(instant: number): SeoulDateTime {
  seoulParts ??= new Intl.DateTimeFormat('en-US', SEOUL_TO_THE_MINUTE);
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of seoulParts.formatToParts(instant)) part[type] = value;
  return Object.freeze({
    date: `${part.year!.padStart(4, '0')}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}`,
  });
}

/**
 * The instant of a Seoul date and HH:MM wall time, whatever the runtime's zone (Asia/Seoul has kept
 * UTC+9 without daylight saving since 1988). The date and time are taken as given: check them first.
 */
export const seoulWallTime = (date: string, time = '00:00'): Date => new Date(`${date}T${time}:00+09:00`);

/** Adds whole days to a calendar date (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** How many calendar days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysInRange(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  const days = (Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000 + 1;
  return Math.max(0, days);
}

/** 0 = Sunday ... 6 = Saturday, of a calendar date. */
export function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The spec's REST date shape [year, month, day] to YYYY-MM-DD; also accepts {year, month, day} and strings. */
export function toIsoDate(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return isIsoDate(value.slice(0, 10)) ? value.slice(0, 10) : null;
  let parts: unknown[] | null = null;
  if (Array.isArray(value)) parts = value;
  else if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    parts = [o.year, o.month, o.day];
  }
  if (!parts || parts.length < 3 || !parts.slice(0, 3).every((p) => Number.isInteger(p))) return null;
  const [y, m, d] = parts as number[];
  const iso = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** YYYY-MM-DD to the spec's [year, month, day]. */
export function toDateParts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y, m, d];
}
