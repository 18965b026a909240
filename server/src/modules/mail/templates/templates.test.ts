import { LANGUAGES, type Language } from '../../../../../domain/constants.js';
import { loadConfig } from '../../../config.js';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_CANCEL_REASON } from '../../booking/booking.errors.js';
import { bookingMailProps } from '../../booking-mail/booking-mails.js';
import {
  PREVIEW_KINDS,
  renderPreview,
  SAMPLE_EXPERIENCE,
  sampleBooking,
  writePreviews,
  type PreviewKind,
} from '../../../cli/mail-preview.render.js';
import { bookingCancelled, bookingReminder, CONFIRMED_RULE, PAYMENT_RULE } from './guest.js';
import { readCatalog } from '../../../../../scripts/po-checks.mjs';
import { formatSeoulInstant, mailI18n, seoulInstant } from './i18n.js';
import { BOOKING_MAIL_TEMPLATES, renderQueued } from './registry.js';
import { renderMail } from './render.js';

// Every template in every language, rendered with the preview's sample data: a booking (#1042) of
// the sample experience on Saturday 2026-12-05 at 14:00 Seoul time for 2 guests (₩45,000 each).
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: '/nonexistent-not-written',
  SESSION_SECRET: 'templates-test-secret-that-is-long-enough',
  PUBLIC_URL: 'https://kculture.example.com',
  PAYMENT_INSTRUCTIONS: 'Pay at the door in cash.',
});

const TITLE: Record<Language, string> = {
  ENG: 'Makgeolli brewing class',
  JPN: 'マッコリ造り体験',
  CHN: '馬格利酒釀造課程',
  CHS: '马格利酒酿造课程',
  KOR: '막걸리 빚기 클래스',
};
const REASON: Record<Language, string> = {
  ENG: 'Reason',
  JPN: '理由',
  CHN: '原因',
  CHS: '原因',
  KOR: '사유',
};
const ORGANISER: Record<Language, string> = {
  ENG: 'Cancelled by the organiser.',
  JPN: '主催者の都合によりキャンセルされました。',
  CHN: '已由主辦方取消。',
  CHS: '已由主办方取消。',
  KOR: '주최 측 사정으로 취소되었습니다.',
};
const BY_GUEST: Record<Language, string> = {
  ENG: 'Cancelled by the guest.',
  JPN: 'お客様ご自身によりキャンセルされました。',
  CHN: '已由您本人取消。',
  CHS: '已由您本人取消。',
  KOR: '고객님께서 직접 취소하셨습니다.',
};
const LANG_QUERY: Record<Language, string> = {
  ENG: '',
  JPN: 'lang=ja',
  CHN: 'lang=zh-Hant',
  CHS: 'lang=zh-Hans',
  KOR: 'lang=ko',
};

const SUBJECTS: Record<PreviewKind, Record<Language, string>> = {
  received: {
    ENG: 'We received your booking application: Makgeolli brewing class',
    JPN: 'ご予約のお申し込みを受け付けました：マッコリ造り体験',
    CHN: '我們已收到您的預約申請：馬格利酒釀造課程',
    CHS: '我们已收到您的预订申请：马格利酒酿造课程',
    KOR: '예약 신청이 접수되었습니다: 막걸리 빚기 클래스',
  },
  approved: {
    ENG: 'Your booking is confirmed: Makgeolli brewing class',
    JPN: 'ご予約が確定しました：マッコリ造り体験',
    CHN: '您的預約已確認：馬格利酒釀造課程',
    CHS: '您的预订已确认：马格利酒酿造课程',
    KOR: '예약이 확정되었습니다: 막걸리 빚기 클래스',
  },
  cancelled: {
    ENG: 'Your booking was cancelled: Makgeolli brewing class',
    JPN: 'ご予約はキャンセルされました：マッコリ造り体験',
    CHN: '您的預約已取消：馬格利酒釀造課程',
    CHS: '您的预订已取消：马格利酒酿造课程',
    KOR: '예약이 취소되었습니다: 막걸리 빚기 클래스',
  },
  reminder: {
    ENG: 'Reminder: Makgeolli brewing class tomorrow at 14:00',
    JPN: 'リマインダー：明日 14:00 から マッコリ造り体験',
    CHN: '提醒：明天 14:00 的 馬格利酒釀造課程',
    CHS: '提醒：明天 14:00 的 马格利酒酿造课程',
    KOR: '알림: 내일 14:00 막걸리 빚기 클래스',
  },
  review_invitation: {
    ENG: 'How was Makgeolli brewing class? Share your review',
    JPN: 'マッコリ造り体験はいかがでしたか？レビューをお寄せください',
    CHN: '馬格利酒釀造課程 體驗如何？歡迎分享您的評論',
    CHS: '马格利酒酿造课程 体验如何？欢迎分享您的评价',
    KOR: '막걸리 빚기 클래스, 어떠셨나요? 후기를 남겨 주세요',
  },
  payment_reminder: {
    ENG: 'Payment reminder: Makgeolli brewing class',
    JPN: 'お支払いのお願い：マッコリ造り体験',
    CHN: '付款提醒：馬格利酒釀造課程',
    CHS: '付款提醒：马格利酒酿造课程',
    KOR: '결제 안내: 막걸리 빚기 클래스',
  },
  payment_received: {
    ENG: 'Payment received: Makgeolli brewing class',
    JPN: 'ご入金を確認しました：マッコリ造り体験',
    CHN: '已收到您的付款：馬格利酒釀造課程',
    CHS: '已收到您的付款：马格利酒酿造课程',
    KOR: '입금이 확인되었습니다: 막걸리 빚기 클래스',
  },
  expired: {
    ENG: 'Your booking application has expired: Makgeolli brewing class',
    JPN: 'ご予約のお申し込みは期限切れになりました：マッコリ造り体験',
    CHN: '您的預約申請已失效：馬格利酒釀造課程',
    CHS: '您的预订申请已失效：马格利酒酿造课程',
    KOR: '예약 신청이 만료되었습니다: 막걸리 빚기 클래스',
  },
  payment_refunded: {
    ENG: 'Refund sent: Makgeolli brewing class',
    JPN: '返金いたしました：マッコリ造り体験',
    CHN: '已為您退款：馬格利酒釀造課程',
    CHS: '已为您退款：马格利酒酿造课程',
    KOR: '환불해 드렸습니다: 막걸리 빚기 클래스',
  },
  moved: {
    ENG: 'Your booking has moved: Makgeolli brewing class on Saturday, December 5, 2026',
    JPN: 'ご予約の日時を変更しました：マッコリ造り体験（2026年12月5日土曜日）',
    CHN: '您的預約已改期：馬格利酒釀造課程（2026年12月5日 星期六）',
    CHS: '您的预订已改期：马格利酒酿造课程（2026年12月5日星期六）',
    KOR: '예약 일정이 변경되었습니다: 막걸리 빚기 클래스 2026년 12월 5일 토요일',
  },
  staff_moved: {
    ENG: '[Booking moved] #1042 Makgeolli brewing class 2026-12-05 14:00',
    JPN: '[予約日時変更] #1042 マッコリ造り体験 2026-12-05 14:00',
    CHN: '[預約改期] #1042 馬格利酒釀造課程 2026-12-05 14:00',
    CHS: '[预订改期] #1042 马格利酒酿造课程 2026-12-05 14:00',
    KOR: '[일정 변경] #1042 막걸리 빚기 클래스 2026-12-05 14:00',
  },
  staff_new: {
    ENG: '[New application] #1042 Makgeolli brewing class 2026-12-05 14:00',
    JPN: '[新規予約申込] #1042 マッコリ造り体験 2026-12-05 14:00',
    CHN: '[新預約申請] #1042 馬格利酒釀造課程 2026-12-05 14:00',
    CHS: '[新预订申请] #1042 马格利酒酿造课程 2026-12-05 14:00',
    KOR: '[새 예약 신청] #1042 막걸리 빚기 클래스 2026-12-05 14:00',
  },
  staff_guest_cancelled: {
    ENG: '[Guest cancellation] #1042 Makgeolli brewing class 2026-12-05 14:00',
    JPN: '[お客様キャンセル] #1042 マッコリ造り体験 2026-12-05 14:00',
    CHN: '[顧客取消] #1042 馬格利酒釀造課程 2026-12-05 14:00',
    CHS: '[顾客取消] #1042 马格利酒酿造课程 2026-12-05 14:00',
    KOR: '[고객 취소] #1042 막걸리 빚기 클래스 2026-12-05 14:00',
  },
  inquiry_staff: {
    ENG: '[Inquiry] Group of 12 in March',
    JPN: '[お問い合わせ] Group of 12 in March',
    CHN: '[詢問] Group of 12 in March',
    CHS: '[咨询] Group of 12 in March',
    KOR: '[문의] Group of 12 in March',
  },
};

/** The booking's facts as the summary card's text part writes them (label, then value). */
const FACTS: Record<Language, string[]> = {
  ENG: [
    'Booking number\n#1042',
    'Date\nSaturday, December 5, 2026',
    'Time\n14:00 (Seoul time)',
    'Guests\n2',
    'Total\n₩90,000',
  ],
  JPN: [
    '予約番号\n#1042',
    '日付\n2026年12月5日土曜日',
    '時間\n14:00（ソウル時間）',
    '人数\n2',
    '合計\n₩90,000',
  ],
  CHN: [
    '預約編號\n#1042',
    '日期\n2026年12月5日 星期六',
    '時間\n14:00（首爾時間）',
    '人數\n2',
    '總金額\n￦90,000',
  ],
  CHS: [
    '预订号\n#1042',
    '日期\n2026年12月5日星期六',
    '时间\n14:00（首尔时间）',
    '人数\n2',
    '总金额\n₩90,000',
  ],
  KOR: [
    '예약 번호\n#1042',
    '날짜\n2026년 12월 5일 토요일',
    '시간\n14:00 (서울 시간)',
    '인원\n2',
    '총 금액\n₩90,000',
  ],
};

const BUTTON: Record<Language, { lookup: string; review: string; admin: string }> = {
  ENG: { lookup: 'View my booking', review: 'Write a review', admin: 'Open this slot in the back office' },
  JPN: { lookup: '予約を確認する', review: 'レビューを書く', admin: '管理画面でこの時間枠を開く' },
  CHN: { lookup: '查看我的預約', review: '撰寫評論', admin: '在管理後台開啟此時段' },
  CHS: { lookup: '查看我的预订', review: '撰写评价', admin: '在管理后台打开此时段' },
  KOR: { lookup: '예약 확인하기', review: '후기 작성하기', admin: '관리자 화면에서 이 시간대 열기' },
};

const ORIGIN = 'https://kculture.example.com';
const LOCALE_OF: Record<Language, string> = {
  ENG: 'en',
  JPN: 'ja',
  CHN: 'zh-Hant',
  CHS: 'zh-Hans',
  KOR: 'ko',
};
const withLang = (url: string, language: Language, sep: '?' | '&') =>
  LANG_QUERY[language] ? `${url}${sep}${LANG_QUERY[language]}` : url;

/** Where each template's button leads, in a language. */
function buttonOf(kind: PreviewKind, language: Language): [label: string, href: string] {
  const b = BUTTON[language];
  if (kind === 'review_invitation') {
    return [b.review, withLang(`${ORIGIN}/experiences/7?review=write`, language, '&')];
  }
  if (kind === 'staff_new' || kind === 'staff_guest_cancelled' || kind === 'staff_moved') {
    // The booking's slot (bookings by item, level 3): the sample experience #7 on 2026-12-05 at 14:00.
    return [b.admin, `${ORIGIN}/admin?section=bookings&view=by-item&item=7&slot=2026-12-05+14%3A00`];
  }
  if (kind === 'inquiry_staff') {
    const label = {
      ENG: 'Reply to the sender',
      JPN: '送信者に返信',
      CHN: '回覆寄件人',
      CHS: '回复发件人',
      KOR: '보낸 사람에게 답장',
    };
    return [label[language], 'mailto:mina@example.com?subject=Re%3A%20Group%20of%2012%20in%20March'];
  }
  return [b.lookup, withLang(`${ORIGIN}/booking-verification`, language, '?')];
}

const htmlHref = (href: string) => href.replace(/&/g, '&amp;');
const cases = PREVIEW_KINDS.flatMap((kind) => LANGUAGES.map((language) => [kind, language] as const));

describe('mail templates', () => {
  it.each(cases)('%s in %s: subject, facts, button and a text part', async (kind, language) => {
    const mail = await renderPreview(config, kind, language);
    expect(mail.subject).toBe(SUBJECTS[kind][language]);
    expect(mail.html).toMatch(
      new RegExp(`^<!DOCTYPE html[^>]*><html dir="ltr" lang="${LOCALE_OF[language]}"`),
    );

    const [label, href] = buttonOf(kind, language);
    expect(mail.html).toContain(`href="${htmlHref(href)}"`);
    const linkText = href.startsWith('mailto:') ? href.slice('mailto:'.length) : href;
    expect(mail.text).toContain(`${label} ${linkText}`);

    if (kind !== 'inquiry_staff') {
      // The review invitation recalls which visit (number, experience, date); the others give every fact.
      const facts = kind === 'review_invitation' ? FACTS[language].slice(0, 2) : FACTS[language];
      for (const fact of facts) expect(mail.text).toContain(fact);
      expect(mail.text).toContain(TITLE[language]);
    }
    // A guest's mail ends with the team's hours and contact; the team's own, with the sender only.
    const staff = kind.startsWith('staff_') || kind === 'inquiry_staff';
    const contact = [
      'help@kculture.example.com',
      'partners@kculture.example.com',
      { ENG: '09:00–18:00', JPN: '09:00〜18:00', CHN: '09:00–18:00', CHS: '09:00–18:00', KOR: '09:00–18:00' }[
        language
      ],
    ];
    for (const line of contact) {
      if (staff) expect(mail.text).not.toContain(line);
      else expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain('K-Culture Experiences Co., Ltd.');
  });

  it.each(LANGUAGES)(
    'a reminder written on the day of the visit (sent late) says today in %s',
    async (language) => {
      const props = bookingMailProps(config, sampleBooking(language), SAMPLE_EXPERIENCE, language, {
        now: seoulInstant('2026-12-05', '09:00'),
      });
      const mail = await renderMail(bookingReminder, language, props);
      expect(mail.subject).toBe(
        {
          ENG: 'Reminder: Makgeolli brewing class today at 14:00',
          JPN: 'リマインダー：本日 14:00 から マッコリ造り体験',
          CHN: '提醒：今天 14:00 的 馬格利酒釀造課程',
          CHS: '提醒：今天 14:00 的 马格利酒酿造课程',
          KOR: '알림: 오늘 14:00 막걸리 빚기 클래스',
        }[language],
      );
      expect(mail.text).toContain(
        {
          ENG: 'See you today!',
          JPN: '本日お会いしましょう！',
          CHN: '今天見！',
          CHS: '今天见！',
          KOR: '오늘 뵙겠습니다!',
        }[language],
      );
    },
  );

  it.each(LANGUAGES)(
    'approval and reminder in %s: payment, meeting point in two languages and map links (Naver, Kakao, Google; Amap in CHS)',
    async (language) => {
      for (const kind of ['approved', 'reminder'] as const) {
        const mail = await renderPreview(config, kind, language);
        const name = encodeURIComponent(TITLE[language]);
        const addressKo = '서울특별시 종로구 계동길 12 (북촌 전통 양조장)';
        const hrefs = [
          ...mail.html.matchAll(/href="(https:\/\/[^"]*(?:naver|kakao|google\.com\/maps|amap)[^"]*)"/g),
        ].map((m) => m[1].replace(/&amp;/g, '&'));
        const amap = `https://uri.amap.com/marker?position=126.9849,37.5826&name=${name}&coordinate=wgs84&callnative=1&src=k-culture-booking`;
        expect(hrefs).toEqual([
          ...(language === 'CHS' ? [amap] : []),
          `https://map.naver.com/p/search/${encodeURIComponent(addressKo)}`,
          `https://map.kakao.com/link/map/${name},37.5826,126.9849`,
          'https://www.google.com/maps/search/?api=1&query=37.5826,126.9849',
        ]);
        const korean = {
          ENG: 'In Korean, to show a taxi driver',
          JPN: '韓国語の住所（タクシーの運転手に見せてください）',
          CHN: '韓文地址（可出示給計程車司機）',
          CHS: '韩文地址（可出示给出租车司机）',
          KOR: '한국어 주소 (택시 기사님께 보여 주세요)',
        }[language];
        expect(mail.text).toContain(`${korean}\n${addressKo}`);
        if (language === 'CHS') expect(mail.text).toContain('高德地图');
        const meeting = {
          ENG: 'Meeting point',
          JPN: '集合場所',
          CHN: '集合地點',
          CHS: '集合地点',
          KOR: '집결 장소',
        }[language];
        const place = {
          ENG: 'Bukchon Traditional Brewery, 12 Gyedong-gil, Jongno-gu, Seoul',
          JPN: '北村伝統醸造所（ソウル鍾路区桂洞キル12）',
          CHN: '北村傳統釀酒坊（首爾鍾路區桂洞街 12 號）',
          CHS: '北村传统酿酒坊（首尔钟路区桂洞街 12 号）',
          KOR: '북촌 전통 양조장 (서울 종로구 계동길 12)',
        }[language];
        expect(mail.text).toContain(`${meeting}\n\n${place}`);
      }
      const approved = await renderPreview(config, 'approved', language);
      expect(approved.text).toContain('Pay at the door in cash.');
      const reminder = await renderPreview(config, 'reminder', language);
      expect(reminder.text).toMatch(
        / \* Comfortable clothes: you will knead rice\n \* Not for guests under 19 \(alcohol\)/,
      );
    },
  );

  // Issue 40: the site shows the guest's currency beside KRW; a mail about money says the charge is in
  // KRW, in the guest's language, and shows KRW alone (no rate of the day kept in a lasting record).
  it.each(LANGUAGES)(
    'says in %s that the charge is in KRW, in each mail about the price',
    async (language) => {
      const said = {
        ENG: 'All amounts are in Korean won (KRW), the currency you are charged in.',
        JPN: '金額はすべて韓国ウォン（KRW）で、お支払いもKRWで請求されます。',
        CHN: '所有金額均以韓元（KRW）計，實際亦以韓元收費。',
        CHS: '所有金额均以韩元（KRW）计，实际也按韩元收费。',
        KOR: '모든 금액은 원화(KRW) 기준이며 결제도 원화로 청구됩니다.',
      }[language];
      for (const kind of ['received', 'approved', 'payment_reminder', 'payment_received'] as const) {
        const mail = await renderPreview(config, kind, language);
        expect([kind, mail.text.includes(said)]).toEqual([kind, true]);
        expect(mail.html).toContain(said);
      }
      // Not in a mail with no price to pay.
      expect((await renderPreview(config, 'expired', language)).text).not.toContain(said);
    },
  );

  // Issue 29, honest words: the status reads as in the booking dialog, its toast and the look-up page
  // (the web's catalog of each language), and "confirmed" only once staff confirmed.
  it.each(LANGUAGES)("names the status in the web pages' words in %s", async (language) => {
    const locale = LOCALE_OF[language];
    const po = readFileSync(path.resolve(`web/src/locales/${locale}/messages.po`), 'utf8');
    const webWord = (english: string) => new RegExp(`\nmsgid "${english}"\nmsgstr "(.+)"\n`).exec(po)?.[1];
    const statuses = [
      ['received', 'Pending approval'],
      ['approved', 'Confirmed'],
      ['cancelled', 'Cancelled'],
    ] as const;
    for (const [kind, english] of statuses) {
      const word = webWord(english);
      expect(word).toBeDefined();
      expect((await renderPreview(config, kind, language)).text).toContain(`\n${word}\n`);
    }
    const received = await renderPreview(config, 'received', language);
    expect(received.text).not.toContain(`\n${webWord('Confirmed')}\n`);
  });

  // Issue 34 point 9: one rule for "confirmed" (the place is reserved) and for payment (its own status
  // and deadline; unpaid past it may be cancelled), in the same words as the terms and look-up pages.
  it.each(LANGUAGES)(
    'states what "confirmed" means and the payment rule in the web pages\' words in %s',
    async (language) => {
      const locale = LOCALE_OF[language];
      const web = new Map(
        readCatalog(path.resolve(`web/src/locales/${locale}/messages.po`)).map((m) => [m.id, m.str]),
      );
      const webWords = (english: string) => (locale === 'en' ? english : web.get(english));
      const confirmed = webWords(CONFIRMED_RULE.message);
      const payment = webWords(PAYMENT_RULE.message);
      expect(confirmed).toBeTruthy();
      expect(payment).toBeTruthy();
      const approved = (await renderPreview(config, 'approved', language)).text;
      expect(approved).toContain(confirmed);
      expect(approved).toContain(payment);
      const reminder = (await renderPreview(config, 'payment_reminder', language)).text;
      expect(reminder).toContain(payment);
      // An application is not confirmed: its mail states no such rule.
      expect((await renderPreview(config, 'received', language)).text).not.toContain(confirmed);
    },
  );

  it.each(LANGUAGES)(
    "a cancellation without a written reason gives the organiser's in %s; a written one goes as written",
    async (language) => {
      const reasonOf = async (reason: string) => {
        const props = bookingMailProps(config, sampleBooking(language), SAMPLE_EXPERIENCE, language, {
          reason,
        });
        const { text } = await renderMail(bookingCancelled, language, props);
        return /\n(.+)\n/.exec(text.slice(text.indexOf(REASON[language])))?.[1];
      };
      expect(await reasonOf(ADMIN_CANCEL_REASON)).toBe(ORGANISER[language]);
      expect(await reasonOf('Cancelled by the guest.')).toBe(BY_GUEST[language]);
      expect(await reasonOf('The guide is ill.')).toBe('The guide is ill.');
    },
  );

  // Issue 34 point 2: no mail promises a free cancellation that has ended by the time it is rendered
  // to be sent. The sample visit is on 5 December at 14:00 with 24 hours' free cancellation: until
  // 14:00 on 4 December in Seoul (05:00 UTC; the evening of the 3rd in Honolulu, where the tests run).
  const BOOKING_KINDS = PREVIEW_KINDS.filter((kind) => kind !== 'inquiry_staff');
  it.each(LANGUAGES)(
    'no booking mail in %s promises a free cancellation that has ended',
    async (language) => {
      const i18n = mailI18n(language);
      const deadline = formatSeoulInstant(i18n, seoulInstant('2026-12-04', '14:00'));
      const promise = i18n._({ id: 'mail.policy.free', values: { hours: 24, deadline } });
      const ended = i18n._({ id: 'mail.policy.closed', values: { deadline } });
      const render = (kind: (typeof BOOKING_KINDS)[number], now: Date) =>
        renderMail(
          BOOKING_MAIL_TEMPLATES[kind],
          language,
          bookingMailProps(config, sampleBooking(language), SAMPLE_EXPERIENCE, language, { now }),
        );
      // A minute before the deadline the approval promises it; from the deadline on, no mail does.
      expect((await render('approved', seoulInstant('2026-12-04', '13:59'))).text).toContain(promise);
      for (const kind of BOOKING_KINDS) {
        const { text } = await render(kind, seoulInstant('2026-12-04', '14:00'));
        expect(text).not.toContain(promise);
        if (kind === 'approved') expect(text).toContain(ended);
      }
    },
  );

  it.each(LANGUAGES)(
    'a mail queued earlier is judged when it is rendered to be sent, in %s',
    async (language) => {
      const i18n = mailI18n(language);
      const deadline = formatSeoulInstant(i18n, seoulInstant('2026-12-04', '14:00'));
      // Written (queued) at 13:50, rendered by the dispatcher at 14:10 after a mail server outage.
      const props = bookingMailProps(config, sampleBooking(language), SAMPLE_EXPERIENCE, language, {
        now: seoulInstant('2026-12-04', '13:50'),
      });
      const late = await renderQueued(
        'booking:approved',
        language,
        props,
        seoulInstant('2026-12-04', '14:10'),
      );
      expect(late.text).not.toContain(i18n._({ id: 'mail.policy.free', values: { hours: 24, deadline } }));
      expect(late.text).toContain(i18n._({ id: 'mail.policy.closed', values: { deadline } }));
      const inTime = await renderQueued(
        'booking:approved',
        language,
        props,
        seoulInstant('2026-12-04', '13:55'),
      );
      expect(inTime.text).toContain(i18n._({ id: 'mail.policy.free', values: { hours: 24, deadline } }));
    },
  );

  it('a payment deadline that has passed when the mail is rendered is not asked for', async () => {
    const booking = {
      ...sampleBooking('ENG'),
      amountDue: 90_000,
      paymentDueDate: '2026-12-02',
      paymentWay: 'bank_transfer',
    };
    const props = bookingMailProps(config, booking as never, SAMPLE_EXPERIENCE, 'ENG', {
      now: seoulInstant('2026-11-29', '10:00'),
    });
    const inTime = await renderQueued('booking:approved', 'ENG', props, seoulInstant('2026-12-02', '23:59'));
    expect(inTime.text).toContain('Pay by\nWednesday, December 2, 2026\n');
    const late = await renderQueued('booking:approved', 'ENG', props, seoulInstant('2026-12-03', '00:00'));
    expect(late.text).toContain(
      'Pay by\nWednesday, December 2, 2026 (passed: please pay as soon as you can)\n',
    );
  });

  it('cancellation gives the reason; inquiry keeps what the guest wrote, escaped', async () => {
    const cancelled = await renderPreview(config, 'cancelled', 'KOR');
    expect(cancelled.text).toContain('사유\nThe brewery is closed for a national holiday.');
    const inquiry = await renderPreview(config, 'inquiry_staff', 'KOR');
    expect(inquiry.text).toContain('보낸 사람\nMina Park <mina@example.com>');
    // The guest's language by its name, in Korean.
    expect(inquiry.text).toContain('언어\n일본어');
    expect(inquiry.text).toContain('Hello!\nCan twelve of us book');
    expect(inquiry.html).toContain('Mina Park &lt;mina@example.com&gt;');
  });

  it.each(cases)('%s in %s: the HTML basics of mail clients', async (kind, language) => {
    const { html } = await renderPreview(config, kind, language);
    expect(html).not.toMatch(/<script|<link|@import|@font-face|<iframe|<form/i);
    expect(html).toContain('<meta name="color-scheme" content="light dark"');
    // Layout in tables (react-email's sections), every <img> with alt text.
    expect(html).toMatch(/<table[^>]*role="presentation"/);
    for (const img of html.match(/<img[^>]*>/g) ?? []) expect(img).toMatch(/ alt="[^"]+"/);
    // Styles inline: no class without an inline style beside it (the classes only refine dark mode).
    for (const tag of html.match(/<[a-z]+ [^>]*class="[^"]*"[^>]*>/g) ?? []) expect(tag).toContain('style="');
  });

  it('renders concurrently in different languages without mixing them (one i18n per mail)', async () => {
    const mails = await Promise.all(
      [...LANGUAGES, ...LANGUAGES].map((language) => renderPreview(config, 'approved', language)),
    );
    expect(mails.map((m) => m.subject)).toEqual(
      [...LANGUAGES, ...LANGUAGES].map((language) => SUBJECTS.approved[language]),
    );
  });

  it('npm run mail:preview writes every template in every language, with an index', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kc-mail-preview-'));
    try {
      const files = await writePreviews(config, dir);
      expect(files).toHaveLength(1 + PREVIEW_KINDS.length * LANGUAGES.length);
      const names = readdirSync(dir);
      expect(names).toContain('reminder.zh-Hant.html');
      expect(names).toContain('inquiry_staff.ko.txt');
      const index = readFileSync(path.join(dir, 'index.html'), 'utf8');
      expect(index).toContain('<a href="approved.ja.html">approved.ja</a>');
      expect(index).toContain(SUBJECTS.approved.JPN);
      expect(readFileSync(path.join(dir, 'approved.ja.txt'), 'utf8')).toMatch(
        /^Subject: ご予約が確定しました/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
