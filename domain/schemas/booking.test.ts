import {
  BOOKING_MESSAGES as M,
  createBookingFormSchema,
  createLookupFormSchema,
  bookingRequestSchema,
  digitsOnly,
} from './booking.js';

const form = {
  bookingDate: '2026-12-01',
  timeSlot: '10:00',
  numberOfGuests: 2,
  guestName: ' Aiko ',
  guestEmail: 'Aiko@Example.jp',
  dialCode: '+81',
  phoneDigits: '9012345678',
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
    [{ dialCode: '+999' }, M.phoneInvalid],
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

describe('the booking request schema', () => {
  it('normalises the phone to dial code, space, digits', () => {
    const value = bookingRequestSchema.validateSync({
      ...form,
      itemId: 1,
      guestPhone: '+81-90-1234-5678',
    });
    expect(value.guestPhone).toBe('+81 9012345678');
  });
});

describe('the look-up form schema', () => {
  it('needs every field and caps the code at 6 characters', () => {
    const schema = createLookupFormSchema();
    const ok = { email: 'a@b.co', dialCode: '+82', phoneDigits: '1012345678', verificationCode: '123456' };
    expect(firstError(schema, ok)).toBeNull();
    expect(firstError(schema, { ...ok, email: '' })).toBe(M.required);
    expect(firstError(schema, { ...ok, verificationCode: '1234567' })).toBe(M.codeInvalid);
  });
});

describe('digitsOnly', () => {
  it('keeps digits, up to a maximum', () => {
    expect(digitsOnly('+82 (10) 1234-5678')).toBe('82101234 5678'.replace(' ', ''));
    expect(digitsOnly('12a3456789', 6)).toBe('123456');
  });
});
