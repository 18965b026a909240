import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DIAL_CODES } from '@domain/constants';

type Country = (typeof DIAL_CODES)[number]['country'];

/** The countries of the 23 dial codes, named in the UI language. */
const COUNTRY_NAMES: Record<Country, MessageDescriptor> = {
  'South Korea': msg`South Korea`,
  'United States': msg`United States`,
  Japan: msg`Japan`,
  China: msg`China`,
  'United Kingdom': msg`United Kingdom`,
  Germany: msg`Germany`,
  France: msg`France`,
  Italy: msg`Italy`,
  Spain: msg`Spain`,
  Netherlands: msg`Netherlands`,
  Switzerland: msg`Switzerland`,
  Sweden: msg`Sweden`,
  Norway: msg`Norway`,
  Denmark: msg`Denmark`,
  Finland: msg`Finland`,
  Australia: msg`Australia`,
  'New Zealand': msg`New Zealand`,
  Singapore: msg`Singapore`,
  Malaysia: msg`Malaysia`,
  Thailand: msg`Thailand`,
  Vietnam: msg`Vietnam`,
  Philippines: msg`Philippines`,
  Indonesia: msg`Indonesia`,
};

/** The dial-code options in the spec's order (South Korea first), e.g. "Japan (+81)". */
export function dialCodeOptions(translate: (descriptor: MessageDescriptor) => string) {
  return DIAL_CODES.map(({ country, code }) => ({
    value: code,
    label: `${translate(COUNTRY_NAMES[country])} (${code})`,
  }));
}
