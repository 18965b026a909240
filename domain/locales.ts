import type { Language } from './constants.js';

/** The storefront's UI locales (BCP 47), as Lingui, `<html lang>`, hreflang and `?lang=` write them. */
export const LOCALES = ['en', 'ja', 'zh-Hant', 'zh-Hans', 'ko'] as const;
export type AppLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'en';

const LOCALE_TO_LANGUAGE: Record<AppLocale, Language> = {
  en: 'ENG',
  ja: 'JPN',
  'zh-Hant': 'CHN',
  'zh-Hans': 'CHS',
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

/** Regions whose Chinese readers write Traditional characters (a tag naming no script). */
const TRADITIONAL_REGIONS = ['tw', 'hk', 'mo'];

/**
 * The supported locale one BCP 47 language tag asks for, or undefined. Chinese goes by its script
 * when the tag names one (zh-Hant, zh-Hans), else by its region: Taiwan, Hong Kong and Macau read
 * Traditional (zh-Hant, our CHN copy); the mainland, Singapore and a plain `zh` read Simplified
 * (zh-Hans, CHS). A script we have no copy in (zh-Latn) asks for none of ours.
 */
export function localeFromLanguageTag(tag: string): AppLocale | undefined {
  const [language = '', ...subtags] = tag.trim().toLowerCase().split(/[-_]/);
  if (language === 'en') return 'en';
  if (language === 'ja') return 'ja';
  if (language === 'ko') return 'ko';
  if (language !== 'zh') return undefined;
  const script = subtags.find((subtag) => subtag.length === 4);
  if (script) return script === 'hant' ? 'zh-Hant' : script === 'hans' ? 'zh-Hans' : undefined;
  return subtags.some((subtag) => TRADITIONAL_REGIONS.includes(subtag)) ? 'zh-Hant' : 'zh-Hans';
}

/** The product's language code a BCP 47 tag asks for (zh-CN → CHS, zh-TW → CHN), or undefined. */
export function languageFromTag(tag: string): Language | undefined {
  const locale = localeFromLanguageTag(tag);
  return locale && toLanguageCode(locale);
}

/** At most this many entries of an Accept-Language header are read (a long header costs no more). */
const MAX_ACCEPTED_LANGUAGES = 24;

/**
 * The supported locale an Accept-Language header prefers most (by its q values, then its order),
 * or undefined when it asks for none of them (`*`, fr, zh-Latn...): the caller's default applies.
 */
export function localeFromAcceptLanguage(header: string | undefined): AppLocale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',', MAX_ACCEPTED_LANGUAGES)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)).find(Boolean);
      return { tag, index, weight: q ? Number(q[1]) : 1 };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return undefined;
}

/** What a storefront request says about its language. */
export interface LanguageSignals {
  /** The `?lang=` value. */
  param?: string | null;
  /** The Cookie header (its `lang` cookie: the visitor's stored choice). */
  cookie?: string;
  /** The Accept-Language header: the browser's preference, for a first visit. */
  acceptLanguage?: string;
}

/**
 * The language a storefront page is rendered in: `?lang=`, else the stored choice (the cookie),
 * else the browser's preferred supported language, else English. The server's renderer and its
 * cache of rendered pages both ask this, so a kept page is only ever served in its own language.
 */
export function requestLocale({ param, cookie, acceptLanguage }: LanguageSignals): AppLocale {
  return (
    localeFromParam(param) ??
    localeFromCookie(cookie) ??
    localeFromAcceptLanguage(acceptLanguage) ??
    DEFAULT_LOCALE
  );
}
