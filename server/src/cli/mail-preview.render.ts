import { bookingTotal } from '../../../domain/pricing.js';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, type Language } from '../../../domain/constants.js';
import { fromLanguageCode } from '../../../domain/locales.js';
import type { Config } from '../config.js';
import {
  BOOKING_MAIL_TEMPLATES,
  bookingMailProps,
  type BookingMailKind,
} from '../modules/booking-mail/booking-mails.js';
import type { GuestBooking } from '../modules/booking/guest-booking.entity.js';
import type { Experience } from '../modules/experience/experience.entity.js';
import { seoulInstant } from '../modules/mail/templates/i18n.js';
import { renderMail, type RenderedMail } from '../modules/mail/templates/render.js';
import { staffInquiry } from '../modules/mail/templates/staff.js';

/** A sample experience for previews and template tests: translated, with coordinates and notes. */
export const SAMPLE_EXPERIENCE = {
  id: 7,
  title: 'Makgeolli brewing class',
  location: 'Bukchon Traditional Brewery, 12 Gyedong-gil, Jongno-gu, Seoul',
  duration: '2 hours',
  freeCancellationHours: 24,
  price: 45000,
  promotionType: [],
  promotionDiscount: 0,
  addressKo: '서울특별시 종로구 계동길 12 (북촌 전통 양조장)',
  latitude: 37.5826,
  longitude: 126.9849,
  goodToKnow: ['Comfortable clothes: you will knead rice', 'Not for guests under 19 (alcohol)'],
  translations: {
    JPN: { title: 'マッコリ造り体験', location: '北村伝統醸造所（ソウル鍾路区桂洞キル12）' },
    CHN: { title: '馬格利酒釀造課程', location: '北村傳統釀酒坊（首爾鍾路區桂洞街 12 號）' },
    CHS: { title: '马格利酒酿造课程', location: '北村传统酿酒坊（首尔钟路区桂洞街 12 号）' },
    KOR: { title: '막걸리 빚기 클래스', location: '북촌 전통 양조장 (서울 종로구 계동길 12)' },
  },
} as unknown as Experience;

/** A sample booking of the sample experience, in a language. */
export function sampleBooking(language: Language): GuestBooking {
  return {
    id: 1042,
    experience: SAMPLE_EXPERIENCE,
    itemId: SAMPLE_EXPERIENCE.id,
    bookingDate: '2026-12-05',
    timeSlot: '14:00',
    guestName: 'Sam Lee',
    guestEmail: 'sam.lee@example.com',
    guestPhone: '+1 2025550123',
    numberOfGuests: 2,
    withOption: false,
    totalPrice: bookingTotal(SAMPLE_EXPERIENCE, 2, false),
    language,
    status: 'confirmed',
    specialRequests: 'One vegetarian guest',
  } as unknown as GuestBooking;
}

export const SAMPLE_INQUIRY = {
  name: 'Mina Park',
  email: 'mina@example.com',
  language: 'JPN',
  subject: 'Group of 12 in March',
  message: 'Hello!\nCan twelve of us book the brewing class together on a weekday in March?',
};

export const PREVIEW_KINDS = [
  ...(Object.keys(BOOKING_MAIL_TEMPLATES) as BookingMailKind[]),
  'inquiry_staff',
] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/** One template in one language with the sample data (staff mails too: every template, every language). */
export function renderPreview(config: Config, kind: PreviewKind, language: Language): Promise<RenderedMail> {
  if (kind === 'inquiry_staff') return renderMail(staffInquiry, language, SAMPLE_INQUIRY);
  const reason = kind === 'cancelled' ? 'The brewery is closed for a national holiday.' : undefined;
  // Written the day before the sample visit, as the reminder is.
  const now = seoulInstant('2026-12-04', '09:00');
  const booking = sampleBooking(language);
  // A paid booking: its cancellation says a refund is due; the refund mail, the refund sent.
  const paid = booking.totalPrice;
  const refund =
    kind === 'payment_refunded'
      ? { paid, refunded: paid, amount: paid, on: '2026-12-02' }
      : kind === 'cancelled' || kind === 'staff_guest_cancelled'
        ? { paid, refunded: 0 }
        : null;
  // A move: the guest's from the day before, at a higher price (a change request shows it the same way).
  const move =
    kind === 'moved' || kind === 'staff_moved'
      ? {
          kind: 'moved' as const,
          from: { date: '2026-12-04', time: '10:00' },
          to: { date: '2026-12-05', time: '14:00' },
          priceDifference: 0,
          byGuest: true,
        }
      : undefined;
  const props = bookingMailProps(config, booking, SAMPLE_EXPERIENCE, language, { reason, now, refund, move });
  return renderMail(BOOKING_MAIL_TEMPLATES[kind], language, props);
}

/** Writes every template in every language as `<kind>.<locale>.html` (and .txt) under `dir`, plus an index. */
export async function writePreviews(config: Config, dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const files: string[] = [];
  const links: string[] = [];
  for (const kind of PREVIEW_KINDS) {
    for (const language of LANGUAGES) {
      const mail = await renderPreview(config, kind, language);
      const name = `${kind}.${fromLanguageCode(language)}`;
      await writeFile(path.join(dir, `${name}.html`), mail.html);
      await writeFile(path.join(dir, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
      files.push(path.join(dir, `${name}.html`));
      links.push(
        `<li><a href="${name}.html">${name}</a> (<a href="${name}.txt">text</a>): ${escape(mail.subject)}</li>`,
      );
    }
  }
  const index = path.join(dir, 'index.html');
  await writeFile(
    index,
    `<!doctype html><meta charset="utf-8"><title>Mail previews</title><ul>${links.join('')}</ul>`,
  );
  return [index, ...files];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
