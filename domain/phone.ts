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

/**
 * The number in E.164, or null when it cannot be one. `input` is international (`+81 90-1234-5678`,
 * `+81 09012345678`, `+819012345678`, `0081…`) or national with its `country` (`090-1234-5678` for
 * Japan): separators are ignored and a trunk 0 is dropped where the country dials one. A number is
 * accepted when its length fits the country ("possible"): numbering plans change faster than any
 * copy of their ranges, and a guest with a new range must still be able to book.
 */
export function toE164(input: string, country?: PhoneCountry): string | null {
  const text = input.trim().replace(/^00(?=[1-9])/, '+');
  if (!text || text.length > 40 || !/^\+?[\d\s().\-/]+$/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, country && isPhoneCountry(country) ? country : undefined);
  return parsed?.isPossible() ? parsed.number : null;
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

/** The region of a BCP 47 tag (`en-GB` → GB), if it names a country numbers can be entered for. */
function regionOf(tag: string): PhoneCountry | undefined {
  try {
    const region = new Intl.Locale(tag).region;
    return isPhoneCountry(region) ? region : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The country the phone field opens with: the UI language's (Japanese → Japan, Traditional Chinese →
 * Taiwan, Korean → Korea); in English the browser's region (`en-GB` → the United Kingdom); else the
 * spec's default.
 */
export function defaultPhoneCountry(
  locale: AppLocale,
  browserLanguages: readonly string[] = [],
): PhoneCountry {
  if (locale === 'ja') return 'JP';
  if (locale === 'zh-Hant') return 'TW';
  if (locale === 'ko') return 'KR';
  for (const tag of browserLanguages) {
    const region = regionOf(tag);
    if (region) return region;
  }
  return DEFAULT_PHONE_COUNTRY;
}
