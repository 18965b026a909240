import { DEFAULT_LOCALE, isAppLocale } from '@domain/locales';
import { useHydrated } from '@/lib/useHydrated';
import {
  FIRST_PHONE_COUNTRIES,
  PHONE_COUNTRIES,
  callingCodeOf,
  defaultPhoneCountry,
  type PhoneCountry,
} from '@domain/phone';

export type PhoneCountryOption = { value: PhoneCountry; label: string };

const cache = new Map<string, { first: PhoneCountryOption[]; rest: PhoneCountryOption[] }>();

/**
 * Every country, named in the UI language by the browser's own data (Intl.DisplayNames: no copy of
 * 245 names in four languages to ship) with its calling code, e.g. "日本 (+81)": the first ones in
 * their order (the spec's 23, then Taiwan, Hong Kong, Macau), then the rest by name.
 */
export function phoneCountryOptions(locale: string) {
  let options = cache.get(locale);
  if (!options) {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = undefined;
    }
    const option = (country: PhoneCountry): PhoneCountryOption => ({
      value: country,
      label: `${names?.of(country) ?? country} (${callingCodeOf(country)})`,
    });
    options = {
      first: FIRST_PHONE_COUNTRIES.map(option),
      rest: PHONE_COUNTRIES.slice(FIRST_PHONE_COUNTRIES.length)
        .map(option)
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    };
    cache.set(locale, options);
  }
  return options;
}

export const toAppLocale = (locale: string) => (isAppLocale(locale) ? locale : DEFAULT_LOCALE);

/**
 * The country the phone field opens with, for this UI language and this browser (see
 * defaultPhoneCountry). In a browser only: the server renders the language's country alone.
 */
export function initialPhoneCountry(locale: string): PhoneCountry {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return defaultPhoneCountry(toAppLocale(locale), languages);
}

/**
 * The phone country a form opens with: the browser-aware one, except while a server-rendered page is
 * hydrated, where it must be what the server rendered (the language's country); PhoneField moves it to
 * the browser's region once the page is live.
 */
export function useInitialPhoneCountry(locale: string): PhoneCountry {
  const hydrated = useHydrated();
  return hydrated ? initialPhoneCountry(locale) : defaultPhoneCountry(toAppLocale(locale));
}
