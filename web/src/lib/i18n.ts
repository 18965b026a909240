import { i18n, type I18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LOCALE,
  fromLanguageCode,
  isAppLocale,
  LANG_PARAM,
  LANGUAGE_COOKIE,
  localeFromAcceptLanguage,
  localeFromCookie,
  localeFromParam,
  toLanguageCode,
  type AppLocale,
} from '@domain/locales';

export {
  DEFAULT_LOCALE,
  fromLanguageCode,
  isAppLocale,
  LOCALES,
  toLanguageCode,
  type AppLocale,
} from '@domain/locales';

/** localStorage key of the storefront language (holds a product code: ENG, JPN, CHN, CHS, KOR). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Each language's own name. Deliberately not translated: a visitor looks for
 * the name of their language as written in that language.
 */
export const LOCALE_NAMES: Record<AppLocale, string> = {
  en: 'English',
  ja: '日本語',
  'zh-Hant': '繁體中文',
  'zh-Hans': '简体中文',
  ko: '한국어',
};

type CatalogModule = { messages: Messages };
export type CatalogLoaders<L extends string> = Record<L, () => Promise<CatalogModule>>;

// One dynamic import per locale: the bundle holds each catalog as its own chunk,
// so only the active language is downloaded.
export const storefrontCatalogs: CatalogLoaders<AppLocale> = {
  en: () => import('../locales/en/messages.po'),
  ja: () => import('../locales/ja/messages.po'),
  'zh-Hant': () => import('../locales/zh-Hant/messages.po'),
  'zh-Hans': () => import('../locales/zh-Hans/messages.po'),
  ko: () => import('../locales/ko/messages.po'),
};

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy modes); the UI still works in the default language.
    return undefined;
  }
}

/** The language stored under `key`, or undefined when none (or an invalid one) is. */
function storedLocale(key: string): AppLocale | undefined {
  return fromLanguageCode(safeStorage()?.getItem(key));
}

/** Reads a stored language code; anything missing or invalid gives `fallback`. */
export function readStoredLocale<L extends AppLocale>(key: string, allowed: readonly L[], fallback: L): L {
  const locale = storedLocale(key);
  return locale && (allowed as readonly AppLocale[]).includes(locale) ? (locale as L) : fallback;
}

export function storeLocale(key: string, locale: AppLocale): void {
  safeStorage()?.setItem(key, toLanguageCode(locale));
}

const latestRequest = new WeakMap<I18n, number>();

/**
 * Loads the locale's catalog and activates it, unless another locale was asked for on the
 * same instance while it loaded (the later choice wins). Returns whether it was activated.
 */
export async function loadLocale<L extends AppLocale>(
  instance: I18n,
  locale: L,
  loaders: CatalogLoaders<L>,
): Promise<boolean> {
  const request = (latestRequest.get(instance) ?? 0) + 1;
  latestRequest.set(instance, request);
  const { messages } = await loaders[locale]();
  if (latestRequest.get(instance) !== request) return false;
  instance.loadAndActivate({ locale, messages });
  return true;
}

/**
 * The storefront's first language: a valid `?lang=` in the address (the language of a shared or
 * crawled URL, see domain/seo.ts) wins, then the stored choice, then the language cookie (storage
 * may be cleared or blocked while the cookie stays). With nothing stored (a first visit), the
 * language the server rendered the page in (`rendered`: it read the browser's Accept-Language),
 * else the browser's own preference, else English. The parameter is taken out of the address (the
 * choice is stored on activation), so the address bar never contradicts a later switch in the
 * language menu.
 */
export function initialStorefrontLocale(rendered?: AppLocale): AppLocale {
  const { pathname, search, hash } = window.location;
  const fromUrl = localeFromParam(new URLSearchParams(search).get(LANG_PARAM));
  // The other parameters stay exactly as written (no re-encoding of `category=Tour,Tickets`).
  const parts = search.slice(1).split('&').filter(Boolean);
  const kept = parts.filter((part) => part.split('=')[0] !== LANG_PARAM);
  if (kept.length !== parts.length) {
    const rest = kept.length ? `?${kept.join('&')}` : '';
    window.history.replaceState(window.history.state, '', pathname + rest + hash);
  }
  return (
    fromUrl ??
    storedLocale(LANGUAGE_STORAGE_KEY) ??
    cookieLocale() ??
    rendered ??
    browserLocale() ??
    DEFAULT_LOCALE
  );
}

/** The browser's preferred supported language (what its Accept-Language asks the server for). */
function browserLocale(): AppLocale | undefined {
  const { languages, language } = window.navigator;
  return localeFromAcceptLanguage(languages?.length ? languages.join(',') : language);
}

function cookieLocale(): AppLocale | undefined {
  try {
    return localeFromCookie(document.cookie);
  } catch {
    return undefined;
  }
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps the storefront visitor's language: in local storage, and in the `lang` cookie so that the
 * server renders the next page without `?lang=` in that language (seo.service.ts) instead of in
 * the browser's (Accept-Language) or English.
 */
export function rememberStorefrontLocale(locale: AppLocale): void {
  storeLocale(LANGUAGE_STORAGE_KEY, locale);
  // English needs a cookie only where the browser asks for another language (the server would
  // render that): most visits then send none, which a CDN that varies pages on the Cookie header
  // keeps as one page.
  const browserAsks = browserLocale() ?? DEFAULT_LOCALE;
  const wanted = locale === DEFAULT_LOCALE && browserAsks === DEFAULT_LOCALE ? undefined : locale;
  if (cookieLocale() === wanted) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = wanted
    ? `${LANGUAGE_COOKIE}=${wanted}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`
    : `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Marks the storefront's language `<select>` (read by `languagePickedBeforeHydration`). */
export const LANGUAGE_SELECT_ATTRIBUTE = 'data-language-select';

/**
 * A language the visitor picked in the server-rendered page's selector before the app ran (that
 * change had no listener yet), or null.
 */
export function languagePickedBeforeHydration(rendered: AppLocale): AppLocale | null {
  const select = document.querySelector<HTMLSelectElement>(`select[${LANGUAGE_SELECT_ATTRIBUTE}]`);
  return select && isAppLocale(select.value) && select.value !== rendered ? select.value : null;
}

let hydrated: Promise<void> = Promise.resolve();

/**
 * A server-rendered page is being hydrated until `done` settles: a language chosen meanwhile is
 * applied after it (switched during hydration, the text would not match the server's).
 */
export function deferLanguageChanges(done: Promise<void>): void {
  hydrated = done;
}

/**
 * Activates a storefront language: loads its catalog, stores the choice and
 * sets `<html lang>`. Uses the global Lingui instance that the storefront renders with.
 */
export async function activateStorefrontLocale(locale: AppLocale, instance: I18n = i18n): Promise<void> {
  await hydrated;
  if (!(await loadLocale(instance, locale, storefrontCatalogs))) return;
  rememberStorefrontLocale(locale);
  document.documentElement.lang = locale;
}

export { i18n };
