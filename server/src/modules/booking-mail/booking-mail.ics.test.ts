import { LANGUAGES, type Language } from '../../../../domain/constants.js';
import { loadConfig } from '../../config.js';
import { mailI18n } from '../mail/templates/i18n.js';
import { CONFIRMED_RULE } from '../mail/templates/guest.js';
import { SAMPLE_EXPERIENCE, sampleBooking } from '../../cli/mail-preview.render.js';
import { bookingOutboxMail } from './booking-mails.js';
import { escapeText, foldLine } from './booking-mail.ics.js';

// The calendar file of the approval and reminder mails (issue 34): Seoul time with its zone, an alarm,
// and what the guest needs without the mail. The sample booking is #1042 on 2026-12-05 at 14:00 in
// Seoul, 2 hours, for 2 guests.
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: '/nonexistent-not-written',
  SESSION_SECRET: 'ics-test-secret-that-is-long-enough-to-pass',
  PUBLIC_URL: 'https://kculture.example.com',
  DAY_OF_CONTACT: 'phone:+82 10-1234-5678, kakaotalk:kculture',
});
const NOW = new Date('2026-12-01T03:04:05Z');

function icsOf(language: Language, kind: 'approved' | 'reminder' = 'approved') {
  const mail = bookingOutboxMail(config, kind, sampleBooking(language), SAMPLE_EXPERIENCE, { now: NOW });
  expect(mail.attachments).toHaveLength(1);
  return mail.attachments![0].content;
}

/** Content lines with their folds undone (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
/** A property's value, unescaped, in the component that holds it (the event, or its alarm). */
function property(ics: string, name: string, within = 'VEVENT'): string | undefined {
  const lines = unfold(ics);
  const body = lines.slice(lines.indexOf(`BEGIN:${within}`), lines.indexOf(`END:${within}`));
  const line = body.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\\n/g, '\n')
    .replace(/\\([,;\\])/g, '$1');
}

describe('the calendar file', () => {
  it('is well formed: CRLF lines of at most 75 octets, components opened and closed in order', () => {
    for (const language of LANGUAGES) {
      const ics = icsOf(language);
      expect(ics.endsWith('\r\n')).toBe(true);
      expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      const open: string[] = [];
      for (const line of unfold(ics)) {
        if (line.startsWith('BEGIN:')) open.push(line.slice(6));
        if (line.startsWith('END:')) expect(open.pop()).toBe(line.slice(4));
      }
      expect(open).toEqual([]);
      const lines = unfold(ics);
      for (const required of ['VERSION:2.0', 'PRODID:', 'UID:booking-1042@kculture.example.com', 'DTSTAMP:'])
        expect(lines.some((l) => l.startsWith(required))).toBe(true);
      expect(property(ics, 'DTSTAMP')).toBe('20261201T030405Z');
    }
  });

  it('places the visit in Seoul time with TZID=Asia/Seoul and the zone it names (+09:00, no summer time)', () => {
    const ics = icsOf('ENG');
    const lines = unfold(ics);
    expect(lines).toContain('DTSTART;TZID=Asia/Seoul:20261205T140000');
    expect(lines).toContain('DTEND;TZID=Asia/Seoul:20261205T160000');
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Seoul',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0900',
      'TZOFFSETTO:+0900',
      'TZNAME:KST',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    // The zone is defined before the event that refers to it; no time is written in UTC or floating.
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines.filter((l) => /^DT(START|END)/.test(l) && !l.includes('TZID='))).toEqual([
      'DTSTART:19700101T000000',
    ]);
  });

  it('rings an alarm two hours before, with the title', () => {
    const ics = icsOf('JPN', 'reminder');
    expect(property(ics, 'ACTION', 'VALARM')).toBe('DISPLAY');
    expect(property(ics, 'TRIGGER', 'VALARM')).toBe('-PT120M');
    expect(property(ics, 'DESCRIPTION', 'VALARM')).toBe('マッコリ造り体験');
  });

  it.each(LANGUAGES)(
    'carries the meeting point, the look-up link, the contact and the status in the words of the mails (%s)',
    (language) => {
      const ics = icsOf(language);
      const i18n = mailI18n(language);
      const props = bookingOutboxMail(config, 'approved', sampleBooking(language), SAMPLE_EXPERIENCE).props;
      const { booking, links } = props as {
        booking: { location: string };
        links: { lookup: string };
      };
      expect(property(ics, 'LOCATION')).toBe(booking.location);
      expect(property(ics, 'URL')).toBe(links.lookup);
      expect(property(ics, 'CONTACT')).toBe(
        `${i18n._({ id: 'mail.label.phone' })} +82 10-1234-5678 · KakaoTalk kculture · help@kculture.example.com`,
      );
      const description = property(ics, 'DESCRIPTION')!.split('\n');
      expect(description).toEqual([
        `${i18n._({ id: 'mail.label.booking' })}: #1042`,
        `${i18n._({ id: 'mail.label.guests' })}: 2`,
        `${i18n._({ id: 'mail.label.status' })}: ${i18n._({ id: 'mail.status.confirmed' })}. ${i18n._(CONFIRMED_RULE)}`,
        `${i18n._({ id: 'mail.meeting.title' })}: ${booking.location}`,
        `${i18n._({ id: 'mail.button.lookup' })}: ${links.lookup}`,
        `${i18n._({ id: 'mail.dayOf.title' })}: ${property(ics, 'CONTACT')}`,
      ]);
      // Issue 34 point 9: the file says CONFIRMED, as the mails it goes with (approval, reminder) do.
      expect(property(ics, 'STATUS')).toBe('CONFIRMED');
    },
  );

  it('escapes TEXT and folds long lines between characters, never inside one', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const line = `SUMMARY:${'막걸리'.repeat(20)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(Buffer.from(folded).toString('utf8')).not.toContain('\uFFFD');
  });
});
