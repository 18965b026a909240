/**
 * An experience's duration is free text typed by staff in the spec's forms ('90min', '2hrs',
 * '1.5hrs', '3 hours', '2h 30m'). Guests see it in their own language: what can be read as a
 * length of time is shown localised ('1時間30分', '2 hours'); anything else is shown as entered.
 */

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const HOURS = '(?:hours?|hrs?|h|시간|時間|小時|小时)';
// 分 last: the longer 分鐘 / 分钟 must win.
const MINUTES = '(?:minutes?|mins?|m|분|分鐘|分钟|分)';
// Hours, hours and minutes ('2h 30m', '1 hour and 30 minutes'), or minutes alone.
const DURATION_TEXT = new RegExp(
  String.raw`^(?:${NUMBER}\s*${HOURS}(?:\s*(?:,|and)?\s*${NUMBER}\s*${MINUTES})?|${NUMBER}\s*${MINUTES})$`,
);

/**
 * The minutes a duration text says ('90min' -> 90, '1.5hrs' -> 90, '2h 30m' -> 150), or null when
 * the text is not just a length of time ('half day', '2-3 hours', '').
 */
export function parseDurationMinutes(text: string): number | null {
  // NFKC: full-width digits and letters typed with a Japanese or Chinese keyboard read as ASCII.
  const match = DURATION_TEXT.exec(text.normalize('NFKC').trim().toLowerCase());
  if (!match) return null;
  const [, hours = 0, minutesAfterHours = 0, minutesAlone = 0] = match;
  const minutes = Math.round(Number(hours) * 60 + Number(minutesAfterHours) + Number(minutesAlone));
  return minutes > 0 ? minutes : null;
}

const unitFormats = new Map<string, Intl.NumberFormat>();

function unitFormat(locale: string, unit: 'hour' | 'minute'): Intl.NumberFormat {
  const key = `${locale}|${unit}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
    unitFormats.set(key, format);
  }
  return format;
}

/**
 * Minutes as hours and minutes in a locale: '1 hour 30 minutes', '1時間30分', '1小時30分鐘',
 * '1시간 30분'. Units and plurals come from Intl (CLDR), so every locale gets its own grammar.
 */
export function formatDuration(minutes: number, locale: string): string {
  // Japanese and Chinese write a number against its counter and the counters together ('1時間30分');
  // CLDR's unit patterns put a space in between ('1 時間 30 分') that reads as foreign there.
  const unspaced = ['ja', 'zh'].includes(new Intl.Locale(locale).language);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(formatUnit(hours, 'hour', locale, unspaced));
  if (rest > 0 || hours === 0) parts.push(formatUnit(rest, 'minute', locale, unspaced));
  return parts.join(unspaced ? '' : ' ');
}

function formatUnit(value: number, unit: 'hour' | 'minute', locale: string, unspaced: boolean): string {
  const format = unitFormat(locale, unit);
  if (!unspaced) return format.format(value);
  return format
    .formatToParts(value)
    .filter((part) => !(part.type === 'literal' && part.value.trim() === ''))
    .map((part) => part.value)
    .join('');
}

/** A duration text in a locale's words when it can be read ('90min' -> '1時間30分'), else as entered. */
export function localizeDuration(text: string, locale: string): string {
  const minutes = parseDurationMinutes(text);
  return minutes === null ? text : formatDuration(minutes, locale);
}
