/**
 * An iCalendar file (RFC 5545) of one event in Seoul: its times with `TZID=Asia/Seoul` and the zone's
 * VTIMEZONE (Korea keeps +09:00 all year, no daylight saving since 1988), an alarm, and the text a
 * guest needs without the mail (issue 34). Written here because the `ics` package writes times in UTC
 * or floating only, and has no VTIMEZONE.
 */

export const SEOUL_TZID = 'Asia/Seoul';
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

const VTIMEZONE_SEOUL = [
  'BEGIN:VTIMEZONE',
  `TZID:${SEOUL_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:KST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export interface SeoulEvent {
  uid: string;
  /** When the file is written. */
  stamp: Date;
  start: Date;
  minutes: number;
  title: string;
  location?: string | null;
  /** Lines of the description (the booking, its status, the meeting point, the look-up link, the contact). */
  description: string[];
  url?: string;
  /** Whom to reach (RFC 5545 CONTACT). */
  contact?: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** The alarm, this many minutes before the start. */
  alarmMinutesBefore: number;
  alarmText: string;
}

/** TEXT as RFC 5545 escapes it: backslash, semicolon, comma, and line breaks as `\n`. */
export const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A content line folded at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Continuation lines start with a space, which counts towards their 75.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');
const stampOf = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
/** An instant as Seoul's wall clock (`20261205T140000`). */
const seoulLocal = (d: Date) => stampOf(new Date(d.getTime() + SEOUL_OFFSET_MS));

export function seoulEventIcs(event: SeoulEvent): string {
  const end = new Date(event.start.getTime() + event.minutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//k-culture-booking//bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE_SEOUL,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stampOf(event.stamp)}Z`,
    `DTSTART;TZID=${SEOUL_TZID}:${seoulLocal(event.start)}`,
    `DTEND;TZID=${SEOUL_TZID}:${seoulLocal(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `DESCRIPTION:${escapeText(event.description.join('\n'))}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.contact ? [`CONTACT:${escapeText(event.contact)}`] : []),
    `STATUS:${event.status}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(event.alarmText)}`,
    `TRIGGER:-PT${event.alarmMinutesBefore}M`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
