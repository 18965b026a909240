import {
  FIRST_PHONE_COUNTRIES,
  PHONE_COUNTRIES,
  callingCodeOf,
  defaultPhoneCountry,
  displayPhone,
  likelyPhoneCountries,
  otherCountriesOfNumber,
  splitInternational,
  toE164,
  validE164,
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

describe('validE164 (a new booking: a real number of its country, issue 34)', () => {
  it.each([
    ['+82 10-1234-5678', undefined, '+821012345678'],
    ['010-1234-5678', 'KR', '+821012345678'],
    ['+82 2 123 4567', undefined, '+8221234567'],
    ['+81 90 1234 5678', undefined, '+819012345678'],
    ['138 1234 5678', 'CN', '+8613812345678'],
    ['0912 345 678', 'TW', '+886912345678'],
    ['+1 213 555 0199', undefined, '+12135550199'],
    ['+44 7400 123456', undefined, '+447400123456'],
  ] as const)('%s (%s) is %s', (input, country, e164) => {
    expect(validE164(input, country)).toBe(e164);
  });

  it.each([
    // Twelve digits after Korea's code: a British number typed after +82. Its length is "possible".
    ['+82 447700900123', undefined],
    ['447700900123', 'KR'],
    // A length that fits but a range no country uses (Ofcom's drama numbers, a Korean 090 mobile).
    ['+44 7700 900123', undefined],
    ['+82 9012345678', undefined],
    ['12', 'KR'],
    ['tel:+821012345678', undefined],
  ] as const)('refuses %s (%s), which toE164 still reads as stored', (input, country) => {
    expect(validE164(input, country)).toBeNull();
  });

  it('leaves a stored number that is possible but not valid findable (the look-up reads with toE164)', () => {
    expect(toE164('+82 447700900123')).toBe('+82447700900123');
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

  // Issue 34: a guest in Shanghai reading the Traditional Chinese pages opened on Taiwan (+886).
  it("opens on the browser's region, from its first language, in every UI language", () => {
    expect(defaultPhoneCountry('zh-Hant', ['zh-CN', 'zh'])).toBe('CN');
    expect(defaultPhoneCountry('zh-Hant', ['zh-TW'])).toBe('TW');
    expect(defaultPhoneCountry('zh-Hant', ['zh-HK', 'en'])).toBe('HK');
    expect(defaultPhoneCountry('en', ['en-US', 'en'])).toBe('US');
    expect(defaultPhoneCountry('en', ['en-GB', 'en'])).toBe('GB');
    expect(defaultPhoneCountry('ko', ['en-US'])).toBe('US');
    // A language without a region: its likely one (Chrome in Japanese sends ['ja', 'en-US', 'en']).
    expect(defaultPhoneCountry('ja', ['ja', 'en-US', 'en'])).toBe('JP');
    expect(defaultPhoneCountry('en', ['zh'])).toBe('CN');
    expect(defaultPhoneCountry('en', ['en'])).toBe('US');
  });

  it("opens on the UI language's country without a browser (the server's render), else Korea", () => {
    expect(defaultPhoneCountry('ja')).toBe('JP');
    expect(defaultPhoneCountry('zh-Hant')).toBe('TW');
    expect(defaultPhoneCountry('ko')).toBe('KR');
    expect(defaultPhoneCountry('en')).toBe('KR');
    expect(defaultPhoneCountry('en', ['not a tag'])).toBe('KR');
  });

  it("lists the likely countries once each: the browser regions, the UI language's, Korea", () => {
    expect(likelyPhoneCountries('zh-Hant', ['zh-CN', 'zh', 'en-US'])).toEqual([
      'CN',
      'US',
      'TW',
      'HK',
      'MO',
      'KR',
    ]);
    expect(likelyPhoneCountries('ko', ['ko-KR'])).toEqual(['KR']);
  });

  it('names the other likely countries where the typed digits are a real number (a failed look-up)', () => {
    // A Chinese mobile typed with Taiwan chosen: it is a number in China.
    expect(otherCountriesOfNumber('138 1234 5678', 'TW', ['CN', 'TW', 'KR'])).toEqual(['CN']);
    // A Taiwanese mobile typed with China chosen.
    expect(otherCountriesOfNumber('0912 345 678', 'CN', ['CN', 'TW', 'KR'])).toEqual(['TW']);
    // A Korean mobile with Korea chosen: no other likely country.
    expect(otherCountriesOfNumber('010-1234-5678', 'KR', ['KR', 'JP'])).toEqual([]);
    // A number typed with its +code names its own country already.
    expect(otherCountriesOfNumber('+86 138 1234 5678', 'TW', ['CN'])).toEqual([]);
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
