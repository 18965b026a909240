import {
  FIRST_PHONE_COUNTRIES,
  PHONE_COUNTRIES,
  callingCodeOf,
  defaultPhoneCountry,
  displayPhone,
  splitInternational,
  toE164,
} from './phone.js';

describe('toE164', () => {
  it.each([
    ['+81 90-1234-5678', undefined, '+819012345678'],
    ['+81 09012345678', undefined, '+819012345678'],
    ['+819012345678', undefined, '+819012345678'],
    ['0081 90 1234 5678', undefined, '+819012345678'],
    ['090-1234-5678', 'JP', '+819012345678'],
    ['+44 7700 900123', undefined, '+447700900123'],
    ['07700 900123', 'GB', '+447700900123'],
    ['+82 1012345678', undefined, '+821012345678'],
    ['010-1234-5678', 'KR', '+821012345678'],
    ['0912 345 678', 'TW', '+886912345678'],
    ['9123 4567', 'HK', '+85291234567'],
    ['(202) 555-0123', 'US', '+12025550123'],
    // Italy keeps its leading 0: it is part of the number there, not a trunk prefix.
    ['06 1234 5678', 'IT', '+390612345678'],
  ] as const)('%s (%s) is %s', (input, country, e164) => {
    expect(toE164(input, country)).toBe(e164);
  });

  it.each([
    ['12', 'KR'],
    ['+82 123', undefined],
    ['1012345678', undefined], // national, with no country to read it in
    ['+81 90 1234 5678 ext 9', undefined],
    ['tel:+819012345678', undefined],
    ['', 'JP'],
    ['+9'.padEnd(45, '9'), undefined],
  ] as const)('refuses %s (%s)', (input, country) => {
    expect(toE164(input, country)).toBeNull();
  });
});

describe('splitInternational (a pasted or typed +CC…)', () => {
  it('switches the country and keeps the national number without its trunk 0', () => {
    expect(splitInternational('+44 7700 900123', 'KR')).toEqual({ country: 'GB', national: '7700900123' });
    expect(splitInternational('+81 090-1234-5678', 'KR')).toEqual({ country: 'JP', national: '9012345678' });
    expect(splitInternational('0081 90 1234 5678')).toEqual({ country: 'JP', national: '9012345678' });
  });

  it('waits until the calling code is complete, then switches with what follows so far', () => {
    expect(splitInternational('+8')).toBeNull();
    expect(splitInternational('+88')).toBeNull();
    expect(splitInternational('+886')).toEqual({ country: 'TW', national: '' });
    expect(splitInternational('+44 77')).toEqual({ country: 'GB', national: '77' });
  });

  it('keeps the chosen country when it shares the calling code, and reads the number where it can', () => {
    expect(splitInternational('+1', 'CA')).toEqual({ country: 'CA', national: '' });
    expect(splitInternational('+1', 'KR')).toEqual({ country: 'US', national: '' });
    expect(splitInternational('+1 416 555 0123', 'US')).toMatchObject({
      country: 'CA',
      national: '4165550123',
    });
  });

  it('leaves a national number alone', () => {
    expect(splitInternational('090-1234-5678', 'JP')).toBeNull();
  });
});

describe('countries', () => {
  it("offers the spec's 23 first, then Taiwan, Hong Kong and Macau, then every other country once", () => {
    expect(FIRST_PHONE_COUNTRIES.slice(0, 3)).toEqual(['KR', 'US', 'JP']);
    expect(FIRST_PHONE_COUNTRIES.slice(23)).toEqual(['TW', 'HK', 'MO']);
    expect(FIRST_PHONE_COUNTRIES.map(callingCodeOf).slice(23)).toEqual(['+886', '+852', '+853']);
    expect(PHONE_COUNTRIES.length).toBeGreaterThan(200);
    expect(new Set(PHONE_COUNTRIES).size).toBe(PHONE_COUNTRIES.length);
  });

  it('opens on the country of the UI language, in English on the browser region, else Korea', () => {
    expect(defaultPhoneCountry('ja', ['en-US'])).toBe('JP');
    expect(defaultPhoneCountry('zh-Hant')).toBe('TW');
    expect(defaultPhoneCountry('ko')).toBe('KR');
    expect(defaultPhoneCountry('en', ['en-GB', 'en'])).toBe('GB');
    expect(defaultPhoneCountry('en', ['en', 'de-CH'])).toBe('CH');
    expect(defaultPhoneCountry('en', ['en'])).toBe('KR');
    expect(defaultPhoneCountry('en', ['not a tag'])).toBe('KR');
  });
});

it('shows a stored number grouped for people', () => {
  expect(displayPhone('+819012345678')).toBe('+81 90 1234 5678');
  expect(displayPhone('+82 1012345678')).toBe('+82 10 1234 5678');
  expect(displayPhone('not a number')).toBe('not a number');
});

it('takes the main country of a shared calling code', () => {
  expect(splitInternational('+7 912 345 67 89')).toMatchObject({ country: 'RU' });
  expect(splitInternational('+1 202 555 0123', 'KR')).toMatchObject({ country: 'US' });
});
