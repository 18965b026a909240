import type { Language } from './constants.js';

/** The storefront's UI locales (BCP 47), as Lingui, `<html lang>`, hreflang and `?lang=` write them. */
export const LOCALES = ['en', 'ja', 'zh-Hant', 'ko'] as const;
export type AppLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'en';

const LOCALE_TO_LANGUAGE: Record<AppLocale, Language> = {
  en: 'ENG',
  ja: 'JPN',
  'zh-Hant': 'CHN',
  ko: 'KOR',
};

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The product's language code (as stored on experiences, bookings, slides) for a UI locale. */
export function toLanguageCode(locale: AppLocale): Language {
  return LOCALE_TO_LANGUAGE[locale];
}

/** The UI locale for a product language code, or undefined for anything else. */
export function fromLanguageCode(code: unknown): AppLocale | undefined {
  return LOCALES.find((locale) => LOCALE_TO_LANGUAGE[locale] === code);
}

/** The query parameter that carries a page's language in shared and crawled URLs (`?lang=ja`). */
export const LANG_PARAM = 'lang';

/** The locale named by a `?lang=` value (any letter case), or undefined when it names none. */
export function localeFromParam(value: unknown): AppLocale | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase();
  return LOCALES.find((locale) => locale.toLowerCase() === wanted);
}

/**
 * The cookie that mirrors the storefront visitor's language choice (the web app keeps it beside
 * its local storage), so that the server renders a page without `?lang=` in that language.
 */
export const LANGUAGE_COOKIE = 'lang';

/** The locale of the `lang` cookie in a Cookie header, or undefined without a valid one. */
export function localeFromCookie(cookieHeader: string | undefined): AppLocale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at >= 0 && part.slice(0, at).trim() === LANGUAGE_COOKIE) return localeFromParam(part.slice(at + 1));
  }
  return undefined;
}
