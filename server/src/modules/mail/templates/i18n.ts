import { TZDate } from '@date-fns/tz';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { SEOUL_TIME_ZONE, type Language } from '../../../../../domain/constants.js';
import { fromLanguageCode, type AppLocale } from '../../../../../domain/locales.js';
import { messages as en } from '../../../locales/en/mail.js';
import { messages as ja } from '../../../locales/ja/mail.js';
import { messages as ko } from '../../../locales/ko/mail.js';
import { messages as zhHans } from '../../../locales/zh-Hans/mail.js';
import { messages as zhHant } from '../../../locales/zh-Hant/mail.js';

/** The mail catalogs, compiled from server/src/locales/<locale>/mail.po by `npm run lingui:extract`. */
export const MAIL_CATALOGS: Record<AppLocale, Messages> = {
  en,
  ja,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
  ko,
};

/**
 * A Lingui instance for one mail in one language. Each render gets its own, so concurrent renders
 * in different languages never see each other's locale (no global i18n is mutated).
 */
export function mailI18n(language: Language): I18n {
  const locale = fromLanguageCode(language) ?? 'en';
  return setupI18n({ locale, messages: { [locale]: MAIL_CATALOGS[locale] } });
}

/** The instant a slot starts: a Seoul calendar date and HH:MM Seoul time. */
export function seoulInstant(date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, SEOUL_TIME_ZONE).getTime());
}

/** A Seoul calendar date written out in the mail's language, with its weekday. */
export function formatVisitDate(i18n: I18n, date: string): string {
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full', timeZone: SEOUL_TIME_ZONE }).format(
    seoulInstant(date, '12:00'),
  );
}

/** A slot's HH:MM, said to be Seoul time in the mail's language. */
export function formatVisitTime(i18n: I18n, time: string): string {
  return i18n._({ id: 'mail.time.seoul', message: '{time} (Seoul time)', values: { time } });
}

/** An instant as a Seoul date and 24-hour time in the mail's language (a cancellation deadline). */
export function formatSeoulInstant(i18n: I18n, instant: Date | string): string {
  return new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: SEOUL_TIME_ZONE,
  }).format(new Date(instant));
}
