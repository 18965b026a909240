import {
  AsYouType,
  Metadata,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import type { AppLocale } from './locales.js';

/**
 * Phone numbers of guests from anywhere (libphonenumber-js, its small metadata: enough to parse and
 * to check a number's length per country). Stored as E.164 (`+819012345678`); compared as E.164.
 */
export type PhoneCountry = CountryCode;

/**
 * The countries offered first: the spec's 23 in its order, then the Traditional-Chinese audience the
 * spec's list misses (Taiwan, Hong Kong, Macau). Every other country follows.
 */
export const FIRST_PHONE_COUNTRIES: readonly PhoneCountry[] = [
  'KR',
  'US',
  'JP',
  'CN',
  'GB',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'CH',
  'SE',
  'NO',
  'DK',
  'FI',
  'AU',
  'NZ',
  'SG',
  'MY',
  'TH',
  'VN',
  'PH',
  'ID',
  'TW',
  'HK',
  'MO',
];

/** The spec's default (South Korea) when neither the language nor the browser says better. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'KR';

/** Every country a number can be entered for: the first ones, then the rest (the web sorts them by name). */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  ...FIRST_PHONE_COUNTRIES,
  ...getCountries().filter((c) => !FIRST_PHONE_COUNTRIES.includes(c)),
];

export const isPhoneCountry = (value: unknown): value is PhoneCountry =>
  typeof value === 'string' && /^[A-Z]{2}$/.test(value) && isSupportedCountry(value);

/** '+81' for Japan. */
export const callingCodeOf = (country: PhoneCountry) => `+${getCountryCallingCode(country)}`;

/** A typed number read as one (`00` for `+`, separators allowed), or undefined when it is none. */
function parseTyped(input: string, country?: PhoneCountry) {
  const text = input.trim().replace(/^00(?=[1-9])/, '+');
  if (!text || text.length > 40 || !/^\+?[\d\s().\-/]+$/.test(text)) return undefined;
  return parsePhoneNumberFromString(text, country && isPhoneCountry(country) ? country : undefined);
}

/**
 * The number in E.164, or null when it cannot be one. `input` is international (`+81 90-1234-5678`,
 * `+81 09012345678`, `+819012345678`, `0081…`) or national with its `country` (`090-1234-5678` for
 * Japan): separators are ignored and a trunk 0 is dropped where the country dials one. Its length must
 * fit the country ("possible"). This reads what is stored or looked up: a booking made before numbers
 * were validated must still be found. A new number is checked with `validE164`.
 */
export function toE164(input: string, country?: PhoneCountry): string | null {
  const parsed = parseTyped(input, country);
  return parsed?.isPossible() ? parsed.number : null;
}

/**
 * The number in E.164 when it is a real number of its country's numbering plan (its ranges, not only
 * its length), else null: `+82 447700900123` (twelve digits after Korea's code, a British number typed
 * after +82) is refused (issue 34). A new booking's phone is checked with this, on both sides.
 */
export function validE164(input: string, country?: PhoneCountry): string | null {
  const parsed = parseTyped(input, country);
  return parsed?.isValid() ? parsed.number : null;
}

/** A stored number for people: `+81 90 1234 5678` (or the stored text when it is not a number). */
export function displayPhone(stored: string): string {
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

/**
 * The countries sharing a calling code, its main country first (+1: the United States, +7: Russia).
 * The method is in libphonenumber-js's Metadata class but not in its type declarations.
 */
function countriesOfCallingCode(code: string): PhoneCountry[] {
  const metadata = new Metadata() as unknown as {
    getCountryCodesForCallingCode(callingCode: string): PhoneCountry[] | undefined;
  };
  return metadata.getCountryCodesForCallingCode(code) ?? [];
}

/**
 * What a guest typed or pasted with a leading `+` (or `00`), once its calling code is complete: the
 * country it belongs to (the `current` one when it shares the calling code, as Canada and the United
 * States do) and the national digits without a trunk 0. Null while no calling code is recognised.
 */
export function splitInternational(
  input: string,
  current?: PhoneCountry,
): { country: PhoneCountry; national: string } | null {
  const compact = input.replace(/[^\d+]/g, '').replace(/^00(?=[1-9])/, '+');
  if (!/^\+\d/.test(compact)) return null;
  const typer = new AsYouType();
  typer.input(compact);
  const code = typer.getCallingCode();
  if (!code) return null;
  const candidates = countriesOfCallingCode(code);
  const parsed = parsePhoneNumberFromString(compact);
  const country = parsed?.country ?? (current && candidates.includes(current) ? current : candidates[0]);
  if (!country) return null;
  const rest = compact.slice(1 + code.length);
  const national = parsed?.isPossible() ? parsed.nationalNumber : rest;
  return { country, national: String(national) };
}

/**
 * The region of a BCP 47 tag, as written (`en-GB` → GB) or else the language's likely one (`en` → US,
 * `zh` → CN, `zh-Hant` → TW), if it names a country numbers can be entered for.
 */
function regionOf(tag: string): PhoneCountry | undefined {
  try {
    const locale = new Intl.Locale(tag);
    const region = locale.region ?? locale.maximize().region;
    return isPhoneCountry(region) ? region : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The countries of each UI language's readers, the first when the browser does not say (the server's
 * render): Traditional Chinese is read in Taiwan, Hong Kong and Macau, and by mainland guests too.
 */
const LANGUAGE_COUNTRIES: Record<AppLocale, readonly PhoneCountry[]> = {
  en: [],
  ja: ['JP'],
  'zh-Hant': ['TW', 'HK', 'MO', 'CN'],
  'zh-Hans': ['CN', 'SG'],
  ko: ['KR'],
};

/**
 * The countries a guest's number most likely belongs to, most likely first and each once: the region
 * of each browser language (`zh-CN` → China, `en-US` → the United States, `ja` → Japan), then the UI
 * language's countries, then the spec's default (South Korea).
 */
export function likelyPhoneCountries(
  locale: AppLocale,
  browserLanguages: readonly string[] = [],
): PhoneCountry[] {
  const countries = [...browserLanguages.map(regionOf), ...LANGUAGE_COUNTRIES[locale], DEFAULT_PHONE_COUNTRY];
  return [...new Set(countries.filter((c): c is PhoneCountry => c !== undefined))];
}

/**
 * The country the phone field opens with: the browser's region, from its first language (a guest in
 * Shanghai reading the Traditional Chinese pages, `zh-CN`, opens on China +86, not Taiwan); without a
 * browser (the server's render) the UI language's country (Japanese → Japan, Traditional Chinese →
 * Taiwan, Korean → Korea); else the spec's default.
 */
export function defaultPhoneCountry(
  locale: AppLocale,
  browserLanguages: readonly string[] = [],
): PhoneCountry {
  return likelyPhoneCountries(locale, browserLanguages)[0];
}

/**
 * Other countries, among `candidates`, in which the digits typed for `chosen` are a real number: a
 * look-up that found nothing says so, since the booking may have been made with that country code.
 */
export function otherCountriesOfNumber(
  digits: string,
  chosen: PhoneCountry,
  candidates: readonly PhoneCountry[],
): PhoneCountry[] {
  const typed = digits.trim();
  if (!typed || typed.startsWith('+')) return [];
  const own = toE164(typed, chosen);
  return candidates.filter((country) => {
    if (country === chosen) return false;
    const there = validE164(typed, country);
    return there !== null && there !== own;
  });
}
