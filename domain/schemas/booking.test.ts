import {
  BOOKING_MESSAGES as M,
  createBookingFormSchema,
  createLookupFormSchema,
  bookingRequestSchema,
  digitsOnly,
  phoneE164,
} from './booking.js';

const form = {
  bookingDate: '2026-12-01',
  timeSlot: '10:00',
  numberOfGuests: 2,
  guestName: ' Aiko ',
  guestEmail: 'Aiko@Example.jp',
  phoneCountry: 'JP',
  phoneDigits: '090-1234-5678',
  verificationCode: '123456',
  specialRequests: '',
  termsAccepted: true,
};

const firstError = (schema: { validateSync: (v: unknown) => unknown }, value: unknown) => {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the booking form schema', () => {
  const schema = createBookingFormSchema();

  it('accepts a complete form and trims and lower-cases what it should', () => {
    expect(schema.validateSync(form)).toMatchObject({ guestName: 'Aiko', guestEmail: 'aiko@example.jp' });
  });

  it.each([
    [{ guestName: '' }, M.required],
    [{ bookingDate: '' }, M.required],
    [{ timeSlot: '' }, M.required],
    [{ phoneDigits: '' }, M.required],
    [{ verificationCode: '12345' }, M.codeInvalid],
    [{ verificationCode: '1234567' }, M.codeInvalid],
    [{ phoneDigits: '90-1234' }, M.phoneInvalid],
    [{ phoneDigits: '90123456789012345678' }, M.phoneInvalid],
    [{ phoneCountry: 'XX' }, M.phoneInvalid],
    [{ phoneCountry: '+81' }, M.phoneInvalid],
    [{ guestEmail: 'nope' }, M.emailInvalid],
    [{ termsAccepted: false }, M.termsRequired],
    [{ numberOfGuests: 0 }, M.guestsInvalid],
  ])('refuses %p with its message', (change, message) => {
    expect(firstError(schema, { ...form, ...change })).toBe(message);
  });

  it('takes translated messages', () => {
    const ja = createBookingFormSchema({ ...M, codeInvalid: '確認番号は6桁の数字で入力してください。' });
    expect(firstError(ja, { ...form, verificationCode: '1' })).toBe(
      '確認番号は6桁の数字で入力してください。',
    );
  });
});

describe('the booking form phone', () => {
  it('reads the number in the chosen country: a Japanese 090 number and a British 07400 one', () => {
    expect(phoneE164({ phoneCountry: 'JP', phoneDigits: '09012345678' })).toBe('+819012345678');
    expect(phoneE164({ phoneCountry: 'GB', phoneDigits: '07400123456' })).toBe('+447400123456');
    expect(
      firstError(createBookingFormSchema(), { ...form, phoneCountry: 'GB', phoneDigits: '7400123456' }),
    ).toBeNull();
  });

  // Issue 34: twelve digits after +82 were accepted (their length is "possible" in Korea).
  it('refuses a number that is no real one in the chosen country, before anything is sent', () => {
    const schema = createBookingFormSchema();
    expect(firstError(schema, { ...form, phoneCountry: 'KR', phoneDigits: '447700900123' })).toBe(
      M.phoneInvalid,
    );
    expect(firstError(schema, { ...form, phoneCountry: 'GB', phoneDigits: '7700900123' })).toBe(
      M.phoneInvalid,
    );
  });
});

describe('the booking request schema', () => {
  it.each(['+81-90-1234-5678', '+81 09012345678', '+819012345678', '+81 9012345678'])(
    'stores %s as E.164',
    (guestPhone) => {
      const value = bookingRequestSchema.validateSync({ ...form, itemId: 1, guestPhone });
      expect(value.guestPhone).toBe('+819012345678');
    },
  );

  it.each(['9012345678', '+82 12', '+44 7700 900123 x1', 'call me', '+82 447700900123', '+82447700900123'])(
    'refuses %s',
    (guestPhone) => {
      expect(firstError(bookingRequestSchema, { ...form, itemId: 1, guestPhone })).toBe(M.phoneInvalid);
    },
  );
});

describe('the look-up form schema', () => {
  it('needs every field and caps the code at 6 characters', () => {
    const schema = createLookupFormSchema();
    const ok = {
      email: 'a@b.co',
      phoneCountry: 'KR',
      phoneDigits: '01012345678',
      verificationCode: '123456',
    };
    expect(firstError(schema, ok)).toBeNull();
    expect(firstError(schema, { ...ok, email: '' })).toBe(M.required);
    expect(firstError(schema, { ...ok, verificationCode: '1234567' })).toBe(M.codeInvalid);
    // A booking stored before numbers were validated is still looked up with its number.
    expect(firstError(schema, { ...ok, phoneDigits: '447700900123' })).toBeNull();
  });
});

describe('digitsOnly', () => {
  it('keeps digits, up to a maximum', () => {
    expect(digitsOnly('+82 (10) 1234-5678')).toBe('82101234 5678'.replace(' ', ''));
    expect(digitsOnly('12a3456789', 6)).toBe('123456');
  });
});
