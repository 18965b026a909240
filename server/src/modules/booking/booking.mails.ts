import { TZDate } from '@date-fns/tz';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createEvent } from 'ics';
import { weekday } from '../../../../domain/calendar.js';
import { SEOUL_TIME_ZONE } from '../../../../domain/constants.js';
import { discountedPrice, formatKrw } from '../../../../domain/pricing.js';
import type { Config } from '../../config.js';
import type { LanguageEnum } from '../../common/enums.js';
import type { Experience } from '../experience/experience.entity.js';
import { escapeHtml, queueMail } from '../mail/mail.service.js';
import type { GuestBooking } from './guest-booking.entity.js';

/** The booking mails (issue #4 item 7): guest mails in the booking's language, staff mails in Korean. */
export type BookingMailKind = 'received' | 'staff_new' | 'approved' | 'cancelled' | 'staff_guest_cancelled';

interface Copy {
  locale: string;
  weekdays: string[];
  labels: {
    booking: string;
    experience: string;
    date: string;
    time: string;
    seoulTime: string;
    guests: string;
    total: string;
    name: string;
    email: string;
    phone: string;
    requests: string;
    reason: string;
  };
  hello: (name: string) => string;
  received: { subject: (title: string) => string; intro: string; lookup: string };
  approved: { subject: (title: string) => string; intro: string; payment: string; calendar: string };
  cancelled: { subject: (title: string) => string; intro: string };
  signature: string;
}

const COPY: Record<LanguageEnum, Copy> = {
  ENG: {
    locale: 'en-US',
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    labels: {
      booking: 'Booking number',
      experience: 'Experience',
      date: 'Date',
      time: 'Time',
      seoulTime: 'Seoul time',
      guests: 'Guests',
      total: 'Total',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      requests: 'Special requests',
      reason: 'Reason',
    },
    hello: (name) => `Dear ${name},`,
    received: {
      subject: (title) => `We received your booking application: ${title}`,
      intro:
        'Thank you for your application. It is waiting for confirmation by our team; we will reply within 24 hours.',
      lookup:
        'You can look your booking up at any time with your e-mail, phone and the 6-digit verification number you chose:',
    },
    approved: {
      subject: (title) => `Your booking is confirmed: ${title}`,
      intro: 'Good news: your booking is confirmed. We look forward to seeing you in Seoul!',
      payment: 'Payment',
      calendar: 'The attached calendar file adds the experience to your calendar.',
    },
    cancelled: {
      subject: (title) => `Your booking was cancelled: ${title}`,
      intro: 'Your booking has been cancelled.',
    },
    signature: 'K-Culture Experiences, Seoul',
  },
  JPN: {
    locale: 'ja-JP',
    weekdays: ['日', '月', '火', '水', '木', '金', '土'],
    labels: {
      booking: '予約番号',
      experience: '体験',
      date: '日付',
      time: '時間',
      seoulTime: 'ソウル時間',
      guests: '人数',
      total: '合計',
      name: 'お名前',
      email: 'メール',
      phone: '電話番号',
      requests: 'ご要望',
      reason: '理由',
    },
    hello: (name) => `${name} 様`,
    received: {
      subject: (title) => `ご予約のお申し込みを受け付けました：${title}`,
      intro: 'お申し込みありがとうございます。現在スタッフが確認中です。24時間以内にご連絡いたします。',
      lookup: 'メールアドレス、電話番号、ご自身で決めた6桁の確認番号で、いつでも予約を確認できます：',
    },
    approved: {
      subject: (title) => `ご予約が確定しました：${title}`,
      intro: 'ご予約が確定しました。ソウルでお会いできるのを楽しみにしております。',
      payment: 'お支払い',
      calendar: '添付のカレンダーファイルで予定をカレンダーに追加できます。',
    },
    cancelled: {
      subject: (title) => `ご予約はキャンセルされました：${title}`,
      intro: 'ご予約はキャンセルされました。',
    },
    signature: 'K-Culture Experiences（ソウル）',
  },
  CHN: {
    locale: 'zh-TW',
    weekdays: ['日', '一', '二', '三', '四', '五', '六'],
    labels: {
      booking: '預約編號',
      experience: '體驗',
      date: '日期',
      time: '時間',
      seoulTime: '首爾時間',
      guests: '人數',
      total: '總金額',
      name: '姓名',
      email: '電子郵件',
      phone: '電話',
      requests: '特殊需求',
      reason: '原因',
    },
    hello: (name) => `${name} 您好：`,
    received: {
      subject: (title) => `我們已收到您的預約申請：${title}`,
      intro: '感謝您的申請。我們的團隊正在確認中，將於 24 小時內回覆您。',
      lookup: '您可隨時以電子郵件、電話及您設定的 6 位數驗證碼查詢預約：',
    },
    approved: {
      subject: (title) => `您的預約已確認：${title}`,
      intro: '好消息：您的預約已確認。期待在首爾與您相見！',
      payment: '付款方式',
      calendar: '附件的行事曆檔案可將此行程加入您的行事曆。',
    },
    cancelled: {
      subject: (title) => `您的預約已取消：${title}`,
      intro: '您的預約已取消。',
    },
    signature: 'K-Culture Experiences（首爾）',
  },
  KOR: {
    locale: 'ko-KR',
    weekdays: ['일', '월', '화', '수', '목', '금', '토'],
    labels: {
      booking: '예약 번호',
      experience: '체험',
      date: '날짜',
      time: '시간',
      seoulTime: '서울 시간',
      guests: '인원',
      total: '총 금액',
      name: '이름',
      email: '이메일',
      phone: '전화번호',
      requests: '요청 사항',
      reason: '사유',
    },
    hello: (name) => `${name} 님, 안녕하세요.`,
    received: {
      subject: (title) => `예약 신청이 접수되었습니다: ${title}`,
      intro: '신청해 주셔서 감사합니다. 담당자가 확인 중이며 24시간 이내에 회신드리겠습니다.',
      lookup: '이메일, 전화번호, 직접 정하신 6자리 인증번호로 언제든지 예약을 조회할 수 있습니다:',
    },
    approved: {
      subject: (title) => `예약이 확정되었습니다: ${title}`,
      intro: '예약이 확정되었습니다. 서울에서 뵙기를 기대합니다!',
      payment: '결제 안내',
      calendar: '첨부된 캘린더 파일로 일정을 캘린더에 추가할 수 있습니다.',
    },
    cancelled: {
      subject: (title) => `예약이 취소되었습니다: ${title}`,
      intro: '예약이 취소되었습니다.',
    },
    signature: 'K-Culture Experiences, 서울',
  },
};

/** The experience's title in a language (its translation when there is one). */
export function titleIn(experience: Experience, language: LanguageEnum): string {
  return experience.translations?.[language]?.title?.trim() || experience.title;
}

/** The experience's length in minutes when its duration text says it ('2 hours', '90 min', '3시간'); else 2 hours. */
export function durationMinutes(duration: string | null | undefined): number {
  const text = (duration ?? '').toLowerCase();
  const hours = /(\d+(?:\.\d+)?)\s*(?:h|hr|hrs|hour|hours|시간|時間|小時)/.exec(text);
  const minutes = /(\d+)\s*(?:min|mins|minutes|m|분|分鐘|分)/.exec(text.replace(hours?.[0] ?? '', ''));
  const total = (hours ? Number(hours[1]) * 60 : 0) + (minutes ? Number(minutes[1]) : 0);
  return total > 0 && total <= 24 * 60 ? Math.round(total) : 120;
}

/** An .ics event at the booking's Seoul date and time (written in UTC, so every calendar places it right). */
export function bookingIcs(booking: GuestBooking, experience: Experience, config: Config): string {
  const [y, m, d] = booking.bookingDate.split('-').map(Number);
  const [hh, mm] = booking.timeSlot.split(':').map(Number);
  const start = new TZDate(y, m - 1, d, hh, mm, SEOUL_TIME_ZONE).getTime();
  const { error, value } = createEvent({
    uid: `booking-${booking.id}@${new URL(config.publicUrl).hostname}`,
    productId: 'k-culture-booking',
    method: 'PUBLISH',
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: durationMinutes(experience.duration) },
    title: titleIn(experience, booking.language),
    location: experience.location ?? undefined,
    description: `#${booking.id} · ${booking.numberOfGuests} guest(s)`,
    url: `${config.publicUrl}/experiences/${experience.id}`,
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('ics: no calendar produced');
  return value;
}

function details(copy: Copy, booking: GuestBooking, experience: Experience, extra: [string, string][] = []) {
  const total = discountedPrice(experience) * booking.numberOfGuests;
  const rows: [string, string][] = [
    [copy.labels.booking, `#${booking.id}`],
    [copy.labels.experience, titleIn(experience, booking.language)],
    [copy.labels.date, `${booking.bookingDate} (${copy.weekdays[weekday(booking.bookingDate)]})`],
    [copy.labels.time, `${booking.timeSlot} (${copy.labels.seoulTime})`],
    [copy.labels.guests, String(booking.numberOfGuests)],
    [copy.labels.total, formatKrw(total, copy.locale)],
    [copy.labels.name, booking.guestName],
    [copy.labels.email, booking.guestEmail],
    [copy.labels.phone, booking.guestPhone],
    ...(booking.specialRequests ? [[copy.labels.requests, booking.specialRequests] as [string, string]] : []),
    ...extra,
  ];
  return rows;
}

function render(paragraphs: string[], rows: [string, string][], afterRows: string[] = []) {
  const text = [...paragraphs, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', ...afterRows].join('\n');
  const p = (s: string) => `<p>${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const table = `<table cellpadding="4" style="border-collapse:collapse">${rows
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table>`;
  const html = `<!doctype html><html><body style="font-family:sans-serif">${paragraphs.map(p).join('')}${table}${afterRows.map(p).join('')}</body></html>`;
  return { text: text.trimEnd() + '\n', html };
}

/** Writes one booking mail to the outbox, in the caller's transaction. */
export function queueBookingMail(
  em: EntityManager,
  config: Config,
  kind: BookingMailKind,
  booking: GuestBooking,
  experience: Experience,
  reason?: string,
): void {
  const staff = kind === 'staff_new' || kind === 'staff_guest_cancelled';
  const language: LanguageEnum = staff ? 'KOR' : booking.language;
  const copy = COPY[language];
  const title = titleIn(experience, language);
  const lookupUrl = `${config.publicUrl}/booking-verification`;
  let subject: string;
  let body: { text: string; html: string };
  const attachments = [];

  switch (kind) {
    case 'received':
      subject = copy.received.subject(title);
      body = render(
        [copy.hello(booking.guestName), copy.received.intro],
        details(copy, booking, experience),
        [`${copy.received.lookup} ${lookupUrl}`, copy.signature],
      );
      break;
    case 'approved':
      subject = copy.approved.subject(title);
      body = render(
        [copy.hello(booking.guestName), copy.approved.intro],
        details(copy, booking, experience),
        [`${copy.approved.payment}: ${config.paymentInstructions}`, copy.approved.calendar, copy.signature],
      );
      attachments.push({
        filename: `booking-${booking.id}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: bookingIcs(booking, experience, config),
      });
      break;
    case 'cancelled':
      subject = copy.cancelled.subject(title);
      body = render(
        [copy.hello(booking.guestName), copy.cancelled.intro],
        details(copy, booking, experience, reason ? [[copy.labels.reason, reason]] : []),
        [`${copy.received.lookup} ${lookupUrl}`, copy.signature],
      );
      break;
    case 'staff_new':
      subject = `[새 예약 신청] #${booking.id} ${title} ${booking.bookingDate} ${booking.timeSlot}`;
      body = render(
        ['새 예약 신청이 들어왔습니다. 관리자 화면에서 승인 또는 취소해 주세요.'],
        details(copy, booking, experience),
        [`${config.publicUrl}/admin`],
      );
      break;
    case 'staff_guest_cancelled':
      subject = `[고객 취소] #${booking.id} ${title} ${booking.bookingDate} ${booking.timeSlot}`;
      body = render(['고객이 예약 신청을 직접 취소했습니다.'], details(copy, booking, experience), [
        `${config.publicUrl}/admin`,
      ]);
      break;
  }
  queueMail(em, {
    kind: `booking_${kind}`,
    to: staff ? config.staffEmail : booking.guestEmail,
    language,
    subject,
    ...body,
    attachments,
    booking,
  });
}
