import {
  canAddListEntry,
  createExperienceSchema,
  EXPERIENCE_MESSAGES,
  experienceErrorSummary,
  stripGoodToKnow,
  validateExperience,
  ValidationError,
} from './experience.js';

/** A complete, valid item as the form holds it (strings where the user types). */
export const validItem = () => ({
  language: ['ENG'],
  title: 'Hanbok Palace Walk',
  category: 'Experience',
  kCultureTags: ['K-Drama'],
  location: 'Jongno-gu, Seoul',
  minGuests: '2',
  maxGuests: '8',
  price: '40000',
  metaTitle: 'Hanbok walk',
  startTime: '09:00',
  duration: '90min',
  salesAvailableFrom: '2026-12-01',
  salesAvailableUntil: '2026-12-31',
  timeSlots: ['09:00', '14:30'],
});

/** The summary of what fails for `input`, or undefined when it is valid. */
function failure(input: unknown) {
  try {
    validateExperience(input);
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return experienceErrorSummary(error);
  }
}
const messageOf = (change: Record<string, unknown>) => failure({ ...validItem(), ...change })?.message;

describe('experience schema', () => {
  it('accepts a valid item and casts it to what is stored', () => {
    expect(validateExperience(validItem())).toMatchObject({
      language: ['ENG'],
      minGuests: 2,
      maxGuests: 8,
      price: 40000,
      promotionDiscount: null,
      optionPrice: null,
      optionText: null,
      isActive: true,
      timeSlots: ['09:00', '14:30'],
    });
  });

  it('names every missing required field in one message, in the form order', () => {
    const summary = failure({ title: '  ', language: [], timeSlots: ['', ' '] });
    expect(summary?.message).toBe(
      'Missing required fields: Language, Title, Category, K-Culture Tag, Location, ' +
        'Start Time, Duration, Sales Start Date, Sales End Date, Time Slots, Meta Title',
    );
    expect(summary?.missing).toContain('timeSlots');
    expect(summary?.fields.title).toBe(EXPERIENCE_MESSAGES.required);
  });

  it('fills the defaults when empty: price 0, max 10, min 1, discount null', () => {
    const v = validateExperience({ ...validItem(), price: '', maxGuests: '', minGuests: undefined });
    expect(v).toMatchObject({ price: 0, maxGuests: 10, minGuests: 1, promotionDiscount: null });
  });

  it('confirms on request with a 2-hour cut-off unless told; takes instant and a cut-off of 0-168 whole hours', () => {
    expect(validateExperience(validItem())).toMatchObject({
      confirmationMode: 'request',
      bookingCutoffHours: 2,
    });
    expect(
      validateExperience({ ...validItem(), confirmationMode: '', bookingCutoffHours: ' ' }),
    ).toMatchObject({ confirmationMode: 'request', bookingCutoffHours: 2 });
    for (const [mode, hours] of [
      ['instant', '0'],
      ['request', 168],
    ] as const)
      expect(
        validateExperience({ ...validItem(), confirmationMode: mode, bookingCutoffHours: hours }),
      ).toMatchObject({ confirmationMode: mode, bookingCutoffHours: Number(hours) });
    expect(messageOf({ confirmationMode: 'Instant' })).toBe(EXPERIENCE_MESSAGES.confirmationModeInvalid);
    for (const hours of [169, -1, 2.5, '1.5', 'two'])
      expect(messageOf({ bookingCutoffHours: hours })).toBe(
        'Booking cut-off must be a whole number of hours from 0 to 168.',
      );
  });

  it('falls back to the title for an empty meta title', () => {
    expect(validateExperience({ ...validItem(), metaTitle: ' ' }).metaTitle).toBe('Hanbok Palace Walk');
  });

  it('wants exactly one language and one culture tag, from the lists', () => {
    expect(messageOf({ language: ['ENG', 'JPN'] })).toBe('Choose exactly one language.');
    expect(messageOf({ kCultureTags: ['K-Pop', 'K-Food'] })).toBe('Choose exactly one K-Culture tag.');
    expect(messageOf({ language: ['XX'] })).toBe('Choose one of the offered values.');
    expect(messageOf({ category: 'Cruise' })).toBe('Choose one of the offered values.');
  });

  it.each(['24:00', '9:00', '12:60', 'noon'])('refuses the start time %s', (startTime) => {
    expect(messageOf({ startTime })).toBe(EXPERIENCE_MESSAGES.timeFormat);
  });

  it.each(['90min', '2hrs', '1hr', '2HRS', '45 Min'])('accepts the duration %s', (duration) => {
    expect(messageOf({ duration })).toBeUndefined();
  });

  it.each(['90', 'two hours', '2h', 'min'])('refuses the duration %s', (duration) => {
    expect(messageOf({ duration })).toBe(EXPERIENCE_MESSAGES.durationFormat);
  });

  it('wants the sales end later than the start; accepts [y, m, d] dates', () => {
    expect(messageOf({ salesAvailableUntil: '2026-12-01' })).toBe(
      'sales end date must be later than the start',
    );
    expect(messageOf({ salesAvailableFrom: '2026-02-30' })).toBe('Enter a valid date.');
    const v = validateExperience({
      ...validItem(),
      salesAvailableFrom: [2026, 12, 2],
      unavailableDates: [[2026, 12, 25]],
    });
    expect(v.salesAvailableFrom).toBe('2026-12-02');
    expect(v.unavailableDates).toEqual(['2026-12-25']);
  });

  it('checks slots: HH:MM, minutes 0/15/30/45, duplicates listed; drops empty ones; takes [{startTime}]', () => {
    expect(messageOf({ timeSlots: ['25:00'] })).toBe(EXPERIENCE_MESSAGES.timeFormat);
    expect(messageOf({ timeSlots: ['09:10'] })).toBe('Slot minutes must be 00, 15, 30 or 45.');
    expect(messageOf({ timeSlots: ['09:00', '10:00', '09:00', '10:00', '11:00'] })).toBe(
      'duplicate time slots: 09:00, 10:00',
    );
    const v = validateExperience({
      ...validItem(),
      timeSlots: [{ startTime: '09:00' }, { startTime: '' }, '10:15'],
    });
    expect(v.timeSlots).toEqual(['09:00', '10:15']);
  });

  it('ties option details to the option price', () => {
    expect(messageOf({ optionText: '   ' })).toBe('option details cannot be only whitespace');
    expect(messageOf({ optionText: 'Photo pack' })).toBe(
      'option details cannot be entered when price is empty',
    );
    expect(
      validateExperience({ ...validItem(), optionText: ' Photo pack ', optionPrice: '5000' }),
    ).toMatchObject({
      optionText: 'Photo pack',
      optionPrice: 5000,
    });
  });

  it('refuses duplicate hashtags case-insensitively and drops empty entries', () => {
    expect(messageOf({ hashtags: ['Palace', 'hanbok', 'palace'] })).toBe('duplicate hashtags: palace');
    expect(validateExperience({ ...validItem(), hashtags: ['a', ' ', 'b'] }).hashtags).toEqual(['a', 'b']);
  });

  it('keeps min guests at most max guests, both at least 1', () => {
    expect(messageOf({ minGuests: '9', maxGuests: '8' })).toBe('Min guests cannot be more than max guests.');
    expect(messageOf({ minGuests: '0' })).toBe('Guests must be at least 1.');
  });

  it('takes a per-booking maximum from min guests to max guests, or none (blank, null, absent)', () => {
    const range = 'Guests per booking must be from min guests to max guests, or empty for no limit.';
    expect(validateExperience({ ...validItem(), maxGuestsPerBooking: '6' }).maxGuestsPerBooking).toBe(6);
    expect(validateExperience({ ...validItem(), maxGuestsPerBooking: 8 }).maxGuestsPerBooking).toBe(8);
    expect(validateExperience({ ...validItem(), maxGuestsPerBooking: '2' }).maxGuestsPerBooking).toBe(2);
    expect(validateExperience({ ...validItem(), maxGuestsPerBooking: ' ' }).maxGuestsPerBooking).toBeNull();
    expect(validateExperience({ ...validItem(), maxGuestsPerBooking: null }).maxGuestsPerBooking).toBeNull();
    expect(validateExperience(validItem()).maxGuestsPerBooking).toBeNull();
    // min 2, max 8 (validItem)
    expect(messageOf({ maxGuestsPerBooking: '9' })).toBe(range);
    expect(messageOf({ maxGuestsPerBooking: '1' })).toBe(range);
    expect(messageOf({ maxGuestsPerBooking: '0' })).toBe(range);
    expect(messageOf({ maxGuestsPerBooking: 'six' })).toBe(range);
    expect(messageOf({ maxGuestsPerBooking: '2.5' })).toBe(range);
  });

  it.each([
    ['price', '1.5'],
    ['price', '-1'],
    ['price', '1e3'],
    ['maxGuests', '10 '.repeat(2)],
    ['minGuests', 'two'],
    ['optionPrice', '3,000'],
  ])('accepts digits only in %s (%j)', (field, value) => {
    expect(failure({ ...validItem(), [field]: value })?.fields[field]).toBe(EXPERIENCE_MESSAGES.digitsOnly);
  });

  it('takes a discount of 0-99 with %OFF only', () => {
    expect(messageOf({ promotionType: ['%OFF'], promotionDiscount: '100' })).toBe(
      'discount must be under 100%',
    );
    expect(
      validateExperience({ ...validItem(), promotionType: ['%OFF'], promotionDiscount: '99' }),
    ).toMatchObject({
      promotionDiscount: 99,
    });
    expect(
      validateExperience({ ...validItem(), promotionType: ['NEW'], promotionDiscount: '20' }),
    ).toMatchObject({
      promotionDiscount: null,
    });
  });

  it('strips tags and < > { } [ ] \\ from Good to Know', () => {
    expect(stripGoodToKnow('<b>Bring</b> {water} [and] a\\ hat <3')).toEqual({
      value: 'Bring water and a hat 3',
      stripped: true,
    });
    expect(stripGoodToKnow('Plain text')).toEqual({ value: 'Plain text', stripped: false });
    expect(
      validateExperience({ ...validItem(), goodToKnow: ['<script>x</script>', '<i></i>', 'ok'] }).goodToKnow,
    ).toEqual(['x', 'ok']);
  });

  it('allows a new included entry only when the last one is filled', () => {
    expect(canAddListEntry([])).toBe(true);
    expect(canAddListEntry(['Tea'])).toBe(true);
    expect(canAddListEntry(['Tea', ' '])).toBe(false);
  });

  it('limits About Experience to 4 lines and the SEO and short texts to their lengths', () => {
    expect(messageOf({ aboutExperience: 'a\nb\nc\nd' })).toBeUndefined();
    expect(messageOf({ aboutExperience: 'a\nb\nc\nd\ne' })).toBe(
      'About Experience can have at most 4 lines.',
    );
    expect(messageOf({ shortDescription: 'x'.repeat(151) })).toBe(
      'Short description must be at most 150 characters.',
    );
    expect(messageOf({ shortDescription: 'x'.repeat(150) })).toBeUndefined();
    expect(messageOf({ metaTitle: 'x'.repeat(61) })).toBe('Meta title must be at most 60 characters.');
    expect(messageOf({ metaDescription: 'x'.repeat(161) })).toBe(
      'Meta description must be at most 160 characters.',
    );
  });

  it('accepts only a Google Maps embed address for the map, also from the iframe snippet', () => {
    const url = 'https://www.google.com/maps/embed?pb=!1m18';
    expect(
      validateExperience({ ...validItem(), googleMapIframe: `<iframe src="${url}"></iframe>` })
        .googleMapIframe,
    ).toBe(url);
    expect(messageOf({ googleMapIframe: 'https://evil.example/maps/embed' })).toBe(
      EXPERIENCE_MESSAGES.mapEmbedInvalid,
    );
  });

  // Issue 40: the meeting point lies in Korea, both coordinates or neither, its Korean address in Hangul.
  it('takes coordinates in Korea only, both or neither, and a Korean address in Hangul', () => {
    expect(
      validateExperience({
        ...validItem(),
        latitude: '37.5796',
        longitude: 126.977,
        addressKo: ' 서울특별시 종로구 사직로 161 ',
      }),
    ).toMatchObject({ latitude: 37.5796, longitude: 126.977, addressKo: '서울특별시 종로구 사직로 161' });
    expect(
      validateExperience({ ...validItem(), latitude: '', longitude: null, addressKo: '' }),
    ).toMatchObject({
      latitude: null,
      longitude: null,
      addressKo: null,
    });
    const outside = EXPERIENCE_MESSAGES.coordinateOutsideKorea;
    expect(outside).toBe(
      'The coordinates must lie in South Korea (latitude 33.0–38.7, longitude 124.5–132.0).',
    );
    // Tokyo; swapped fields; Jeju's south coast and Dokdo are in.
    expect(messageOf({ latitude: 35.6812, longitude: 139.7671 })).toBe(outside);
    expect(failure({ ...validItem(), latitude: 35.6812, longitude: 139.7671 })?.fields).toEqual({
      longitude: outside,
    });
    expect(messageOf({ latitude: '126.977', longitude: '37.5796' })).toBe(
      `${EXPERIENCE_MESSAGES.coordinateInvalid}; ${outside}`,
    );
    expect(messageOf({ latitude: 33.2406, longitude: 126.5603 })).toBeUndefined();
    expect(messageOf({ latitude: 37.2426, longitude: 131.8669 })).toBeUndefined();
    // Out of any range: the one "valid" message, not the Korea one as well.
    expect(messageOf({ latitude: '137.5', longitude: '126.9' })).toBe(EXPERIENCE_MESSAGES.coordinateInvalid);
    expect(messageOf({ latitude: '37.5, 126.9', longitude: '' })).toContain(
      EXPERIENCE_MESSAGES.coordinateInvalid,
    );
    expect(messageOf({ latitude: '37.5796', longitude: '' })).toBe(
      EXPERIENCE_MESSAGES.coordinatePairIncomplete,
    );
    expect(messageOf({ longitude: 126.977 })).toBe(EXPERIENCE_MESSAGES.coordinatePairIncomplete);
    expect(messageOf({ addressKo: 'Sajik-ro 161, Jongno-gu, Seoul' })).toBe(
      EXPERIENCE_MESSAGES.addressKoNotKorean,
    );
    expect(messageOf({ addressKo: '서'.repeat(301) })).toBe(EXPERIENCE_MESSAGES.tooLong);
  });

  it('refuses unknown fields and names every failing field at once', () => {
    expect(messageOf({ isAdmin: true })).toBe('Unknown fields: isAdmin');
    const summary = failure({
      ...validItem(),
      title: '',
      duration: 'x',
      promotionType: ['%OFF'],
      promotionDiscount: 150,
    });
    expect(summary?.message).toBe(
      `Missing required fields: Title; discount must be under 100%; ${EXPERIENCE_MESSAGES.durationFormat}`,
    );
    expect(Object.keys(summary!.fields).sort()).toEqual(['duration', 'promotionDiscount', 'title']);
  });

  it('speaks the messages it is given', () => {
    const ko = createExperienceSchema({
      ...EXPERIENCE_MESSAGES,
      discountTooHigh: '할인율은 100% 미만이어야 합니다',
    });
    expect(() =>
      ko.validateSync({ ...validItem(), promotionType: ['%OFF'], promotionDiscount: 100 }),
    ).toThrow('할인율은 100% 미만이어야 합니다');
  });
});
