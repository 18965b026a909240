import { DEFAULT_LOCALE, isAppLocale } from '@domain/locales';
import { useHydrated } from '@/lib/useHydrated';
import {
  FIRST_PHONE_COUNTRIES,
  PHONE_COUNTRIES,
  callingCodeOf,
  defaultPhoneCountry,
  likelyPhoneCountries,
  otherCountriesOfNumber,
  type PhoneCountry,
} from '@domain/phone';

export type PhoneCountryOption = { value: PhoneCountry; label: string };

function regionNames(locale: string): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    return undefined;
  }
}

/** "日本 (+81)": the country in the UI language and its calling code. */
const countryLabel = (country: PhoneCountry, names: Intl.DisplayNames | undefined) =>
  `${names?.of(country) ?? country} (${callingCodeOf(country)})`;

const cache = new Map<string, { first: PhoneCountryOption[]; rest: PhoneCountryOption[] }>();

/**
 * Every country, named in the UI language by the browser's own data (Intl.DisplayNames: no copy of
 * 245 names in four languages to ship) with its calling code, e.g. "日本 (+81)": the first ones in
 * their order (the spec's 23, then Taiwan, Hong Kong, Macau), then the rest by name.
 */
export function phoneCountryOptions(locale: string) {
  let options = cache.get(locale);
  if (!options) {
    const names = regionNames(locale);
    const option = (country: PhoneCountry): PhoneCountryOption => ({
      value: country,
      label: countryLabel(country, names),
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
  return defaultPhoneCountry(toAppLocale(locale), browserLanguages());
}

const browserLanguages = () =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/**
 * The likely countries (the browser's regions, the UI language's, Korea) in which the digits typed for
 * `chosen` are a real number too, named in the UI language ("中国 (+86)"): a look-up that found
 * nothing suggests them (issue 34).
 */
export function otherCountriesHere(digits: string, chosen: string, locale: string): string[] {
  const likely = likelyPhoneCountries(toAppLocale(locale), browserLanguages());
  const names = regionNames(locale);
  return otherCountriesOfNumber(digits, chosen as PhoneCountry, likely).map((c) => countryLabel(c, names));
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
