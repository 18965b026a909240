import { addDays, weekday } from '../../../domain/calendar.js';
import type { BookingStatus } from '../../../domain/constants.js';
import type { ExperienceSeed } from './types.js';

export interface BookingSeed {
  slug: string;
  status: BookingStatus;
  guests: number;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  /** The booking is on the first date the experience runs at least this many days from today. */
  daysAhead: number;
  /** Index into the experience's time slots. */
  slot: number;
  hoursAgo: number;
  adminMemo?: string;
  specialRequests?: string;
  /** The guest added the experience's option (when it has one). */
  withOption?: boolean;
}

/** Applications in every state, on upcoming dates, so the admin's booking views have something to show. */
export const BOOKINGS: BookingSeed[] = [
  {
    slug: 'eng-kpop-dance-hongdae',
    status: 'confirmed',
    guests: 3,
    guestName: 'Emily Roberts',
    guestEmail: 'emily.roberts@example.com',
    guestPhone: '+14155550134',
    daysAhead: 3,
    slot: 1,
    hoursAgo: 70,
    adminMemo: 'Paid by card. Asked for the NewJeans song.',
    withOption: true,
  },
  {
    slug: 'eng-kpop-dance-hongdae',
    status: 'pending',
    guests: 2,
    guestName: 'Lucas Meyer',
    guestEmail: 'lucas.meyer@example.de',
    guestPhone: '+4915123456789',
    daysAhead: 3,
    slot: 1,
    hoursAgo: 5,
    specialRequests: 'Complete beginners, please go easy on us!',
  },
  {
    slug: 'eng-makgeolli-brewing-bukchon',
    status: 'pending',
    guests: 2,
    guestName: 'Olivia Brown',
    guestEmail: 'olivia.brown@example.co.uk',
    guestPhone: '+447400123456',
    daysAhead: 5,
    slot: 0,
    hoursAgo: 20,
  },
  {
    slug: 'eng-dmz-half-day',
    status: 'cancelled',
    guests: 4,
    guestName: 'Wei Ming Tan',
    guestEmail: 'weiming.tan@example.sg',
    guestPhone: '+6591234567',
    daysAhead: 8,
    slot: 0,
    hoursAgo: 96,
    adminMemo: 'Guest changed flights; cancelled at their request, no fee.',
  },
  {
    slug: 'jpn-korean-cooking-class',
    status: 'confirmed',
    guests: 2,
    guestName: '佐藤 美咲',
    guestEmail: 'misaki.sato@example.jp',
    guestPhone: '+819012345678',
    daysAhead: 4,
    slot: 0,
    hoursAgo: 50,
    specialRequests: 'エビのアレルギーがあります。',
    adminMemo: 'Shrimp allergy: seafood pancake swapped for kimchi pancake.',
  },
  {
    slug: 'jpn-hanbok-palace-bukchon',
    status: 'pending',
    guests: 1,
    guestName: '田中 花子',
    guestEmail: 'hanako.tanaka@example.jp',
    guestPhone: '+818098765432',
    daysAhead: 6,
    slot: 1,
    hoursAgo: 2,
  },
  {
    slug: 'chn-gwangjang-food',
    status: 'confirmed',
    guests: 2,
    guestName: '陳怡君',
    guestEmail: 'yichun.chen@example.com',
    guestPhone: '+60123456789',
    daysAhead: 2,
    slot: 0,
    hoursAgo: 30,
  },
  {
    slug: 'kor-sool-pairing-dinner',
    status: 'pending',
    guests: 4,
    guestName: '김지은',
    guestEmail: 'jieun.kim@example.kr',
    guestPhone: '+821012345678',
    daysAhead: 7,
    slot: 0,
    hoursAgo: 12,
    specialRequests: '부모님 결혼기념일입니다.',
  },
];

/** The first date from `today + daysAhead` on which the experience runs (sales window, weekdays, closures). */
export function firstRunningDate(s: ExperienceSeed, today: string, daysAhead: number): string {
  const from = s.schedule.window ? Math.max(daysAhead, s.schedule.window[0]) : daysAhead;
  const until = s.schedule.window ? s.schedule.window[1] : 30;
  for (let d = from; d <= until; d++) {
    const date = addDays(today, d);
    if ((s.schedule.blockedWeekdays ?? []).includes(weekday(date))) continue;
    if ((s.schedule.unavailable ?? []).includes(d)) continue;
    return date;
  }
  throw new Error(`demo booking: ${s.slug} has no running date after ${daysAhead} days`);
}
