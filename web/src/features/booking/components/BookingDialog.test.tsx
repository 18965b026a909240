import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  CheckPromoCodeDocument,
  CreateBookingDocument,
  type CreateBookingInput,
  type PromoCodeCheckInput,
} from '@/generated/graphql';
import {
  availabilityMock,
  bookingExperience,
  bookingExperienceMock,
  freezeClock,
} from '@/testing/bookingFixtures';
import { renderWithProviders, type RenderWithUser } from '@/testing/render';
import { openSchedule } from '../scheduleBridge';
import { BookingDialog } from './BookingDialog';
import { BookingScheduler } from './BookingScheduler';

const NOW = '2026-06-15T23:30:00Z'; // 08:30 on 16 June in Seoul

const june = availabilityMock('2026-06', {
  '2026-06-17': [{ time: '10:00', available: 4 }, { time: '14:00' }],
  '2026-06-18': [{ time: '10:00', available: 2 }],
});

const expected = {
  itemId: 7,
  bookingDate: '2026-06-17',
  timeSlot: '10:00',
  numberOfGuests: 2,
  guestName: 'Mina Kim',
  guestEmail: 'mina@example.com',
  guestPhone: '+819012345678',
  verificationCode: '482913',
  specialRequests: 'Vegetarian lunch, please.',
  withOption: false,
  promoCode: null,
  language: 'ENG',
};

/** A createBooking the server answers; records the idempotency key of every request. */
function booking(
  keys: string[],
  answer: Partial<MockLink.MockedResponse> = {},
  sent: Partial<CreateBookingInput> = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: CreateBookingDocument,
      variables: ({ input }: { input: CreateBookingInput }) => {
        const { idempotencyKey, ...rest } = input;
        keys.push(idempotencyKey ?? '');
        expect(rest).toEqual({ ...expected, ...sent });
        return true;
      },
    },
    result: {
      data: {
        createBooking: {
          __typename: 'BookingReceipt',
          id: 55,
          verificationCode: '482913',
          status: 'pending',
          holdExpiresAt: null,
          payment: null,
        },
      },
    },
    ...answer,
  };
}

async function openDialog(
  mocks: MockLink.MockedResponse[] = [],
  experience = bookingExperience(),
  onlineMethods: string[] = [],
) {
  const onClose = jest.fn();
  const rendered = await renderWithProviders(
    <BookingDialog
      experience={experience}
      title="DMZ Half-Day Tour"
      date="2026-06-17"
      time="10:00"
      onlineMethods={onlineMethods}
      onClose={onClose}
    />,
    { mocks: [june, ...mocks], userEventOptions: { delay: null } },
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Book DMZ Half-Day Tour' }));
  // The guest count opens once the day's seats are known.
  await dialog.findByRole('option', { name: '4' });
  return { ...rendered, dialog, onClose };
}

type Dialog = ReturnType<typeof within>;

async function fill(user: RenderWithUser['user'], dialog: Dialog, skip: string[] = []) {
  await user.selectOptions(dialog.getByLabelText('Number of guests'), '2');
  await user.type(dialog.getByLabelText('Full name'), 'Mina Kim');
  await user.type(dialog.getByLabelText('Email'), 'mina@example.com');
  await user.selectOptions(dialog.getByLabelText('Country code'), 'JP');
  await user.type(dialog.getByLabelText('Phone number'), '090-1234-5678');
  if (!skip.includes('code')) await user.type(dialog.getByLabelText('6-digit verification number'), '482913');
  await user.type(dialog.getByLabelText('Special requests (optional)'), 'Vegetarian lunch, please.');
  if (!skip.includes('terms')) await user.click(dialog.getByLabelText('I agree to the terms of service.'));
}

const submit = (user: RenderWithUser['user'], dialog: Dialog) =>
  user.click(dialog.getByRole('button', { name: 'Apply for booking' }));

/** The toast on screen, as title + description. */
async function toastText(title: string) {
  const region = screen.getByRole('region', { name: 'Notifications (F8)' });
  const toast = await within(region).findByText(title);
  return toast.closest('li')?.textContent;
}

describe('booking dialog', () => {
  beforeEach(() => freezeClock(NOW));
  afterEach(() => jest.useRealTimers());

  it('opens with the date and slot preset and one guest, up to the seats left, with the total price', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog.getByLabelText('Date')).toHaveValue('2026-06-17');
    expect(dialog.getByLabelText('Time (Seoul)')).toHaveValue('10:00');
    const guests = dialog.getByLabelText('Number of guests');
    expect(guests).toHaveValue('1');
    expect(guests).toHaveAccessibleDescription('Maximum 4 guests');
    expect(within(guests).getAllByRole('option')).toHaveLength(4);
    expect(dialog.getByText('₩80,100')).toBeInTheDocument();
    expect(dialog.getByText('₩80,100 × 1 guest')).toBeInTheDocument();

    await user.selectOptions(guests, '3');
    expect(dialog.getByText('₩240,300')).toBeInTheDocument();
    expect(dialog.getByText('₩80,100 × 3 guests')).toBeInTheDocument();
  });

  it('keeps the guest count disabled until both date and time are set', async () => {
    const { user, dialog } = await openDialog();
    await user.selectOptions(dialog.getByLabelText('Time (Seoul)'), '');
    expect(dialog.getByLabelText('Number of guests')).toBeDisabled();
    await user.selectOptions(dialog.getByLabelText('Time (Seoul)'), '14:00');
    expect(dialog.getByLabelText('Number of guests')).toBeEnabled();
    await user.clear(dialog.getByLabelText('Date'));
    expect(dialog.getByLabelText('Number of guests')).toBeDisabled();
  });

  it('goes back to one guest when a date change leaves fewer seats', async () => {
    const { user, dialog } = await openDialog();
    await user.selectOptions(dialog.getByLabelText('Number of guests'), '3');

    const date = dialog.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-06-18');
    expect(dialog.getByLabelText('Date')).toHaveAccessibleDescription('Thursday, June 18, 2026');
    const guests = dialog.getByLabelText('Number of guests');
    expect(guests).toHaveValue('1');
    expect(
      within(guests)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2']);
    expect(dialog.getByText('₩80,100')).toBeInTheDocument();
  });

  it('explains a closed date and a full or past slot', async () => {
    const { user, dialog } = await openDialog();
    const date = dialog.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-06-21');
    expect(date).toHaveAccessibleDescription(
      'Sunday, June 21, 2026 This experience does not run on this day of the week.',
    );
    await user.clear(date);
    await user.type(date, '2026-06-16');
    const time = dialog.getByLabelText('Time (Seoul)');
    // 08:00 has started (08:30 in Seoul); 10:00 and 14:00 are open.
    expect(within(time).getByRole('option', { name: '08:00 (10 of 10 left, Past time)' })).toBeDisabled();
    expect(within(time).getByRole('option', { name: '14:00 (10 of 10 left)' })).toBeEnabled();
  });

  it("shows the minimum when the experience needs more than one guest, and won't send fewer", async () => {
    const { user, dialog } = await openDialog([], bookingExperience({ minGuests: 2 }));
    expect(dialog.getByLabelText('Number of guests')).toHaveAccessibleDescription(
      'Maximum 4 guests, min 2 required',
    );
    await fill(user, dialog);
    await user.selectOptions(dialog.getByLabelText('Number of guests'), '1');
    await submit(user, dialog);
    expect(await toastText('Please check your details')).toContain(
      'At least 2 guests are required for this experience.',
    );
    expect(dialog.getByLabelText('Number of guests')).toHaveFocus();
  });

  it("shows 'Missing Required Fields' and points at the first empty field", async () => {
    const { user, dialog } = await openDialog();
    await submit(user, dialog);
    expect(await toastText('Missing Required Fields')).toBe(
      'Missing Required FieldsPlease complete all required fields.',
    );
    const name = dialog.getByLabelText('Full name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field is required.');
  });

  it("shows 'Invalid Verification Number' for a code that is not 6 digits", async () => {
    const { user, dialog } = await openDialog();
    await fill(user, dialog, ['code']);
    await user.type(dialog.getByLabelText('6-digit verification number'), '4829');
    await submit(user, dialog);
    expect(await toastText('Invalid Verification Number')).toBe(
      'Invalid Verification NumberVerification number must be exactly 6 digits.',
    );
  });

  it('asks to check the terms of service', async () => {
    const { user, dialog } = await openDialog();
    await fill(user, dialog, ['terms']);
    await submit(user, dialog);
    expect(await toastText('Please check the terms of service.')).toBe('Please check the terms of service.');
    expect(dialog.getByLabelText('I agree to the terms of service.')).toHaveFocus();
    expect(
      dialog.getByRole('link', { name: 'Read the terms of service (opens in a new tab)' }),
    ).toHaveAttribute('href', '/terms');
  });

  it('keeps only digits in the phone and at most 6 digits in the code', async () => {
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Phone number'), 'tel: 090-1234 5678');
    expect(dialog.getByLabelText('Phone number')).toHaveValue('09012345678');
    await user.type(dialog.getByLabelText('6-digit verification number'), 'a1b2c3d4e5f6g7h8');
    expect(dialog.getByLabelText('6-digit verification number')).toHaveValue('123456');
  });

  it("offers every country, the spec's 23 then Taiwan, Hong Kong and Macau first; in English the browser's region is chosen", async () => {
    const { dialog } = await openDialog();
    const select = dialog.getByLabelText('Country code');
    const names = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names.length).toBeGreaterThan(200);
    expect(names.slice(0, 3)).toEqual(['South Korea (+82)', 'United States (+1)', 'Japan (+81)']);
    expect(names.slice(23, 26)).toEqual([
      'Taiwan (+886)',
      'Hong Kong SAR China (+852)',
      'Macao SAR China (+853)',
    ]);
    expect(names).toContain('Brazil (+55)');
    // jsdom's browser says en-US.
    expect(select).toHaveValue('US');
  });

  /** The dialog in `locale`, in a browser whose languages are `browser` (jsdom's own say en-US). */
  async function countryIn(locale: 'ja' | 'zh-Hant', browser: string[], label: string) {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
    const rendered = await renderWithProviders(
      <BookingDialog
        experience={bookingExperience()}
        title="DMZ Half-Day Tour"
        date="2026-06-17"
        time="10:00"
        onClose={jest.fn()}
      />,
      { mocks: [june], locale, userEventOptions: { delay: null } },
    );
    const select = within(await screen.findByRole('dialog')).getByLabelText(label);
    return { select, done: () => (rendered.unmount(), languages.mockRestore()) };
  }

  it('opens on Japan in Japanese in a Japanese browser', async () => {
    const { select, done } = await countryIn('ja', ['ja', 'en-US', 'en'], '国番号');
    expect(select).toHaveValue('JP');
    expect(within(select).getByRole('option', { name: '日本 (+81)' })).toBeInTheDocument();
    done();
  });

  // Issue 34: a guest in Shanghai reading the Traditional Chinese pages opened on Taiwan (+886).
  it("opens on the browser's region, not the UI language's: zh-CN is China (+86) in Traditional Chinese", async () => {
    const { select, done } = await countryIn('zh-Hant', ['zh-CN', 'zh'], '國碼');
    expect(select).toHaveValue('CN');
    done();
  });

  it('a pasted or typed +CC number picks its country and keeps the national number without the trunk 0', async () => {
    const { user, dialog } = await openDialog();
    const phone = dialog.getByLabelText('Phone number');
    await user.click(phone);
    await user.paste('+44 7700 900123');
    expect(dialog.getByLabelText('Country code')).toHaveValue('GB');
    expect(phone).toHaveValue('7700900123');
    await user.clear(phone);
    await user.type(phone, '+81 090-1234-5678');
    // Typed key by key, the country switches at '+81'; the rest is the number as dialled in Japan
    // (its trunk 0 is dropped when it is sent: see the submission test).
    expect(dialog.getByLabelText('Country code')).toHaveValue('JP');
    expect(phone).toHaveValue('09012345678');
  });

  it('checks the number before sending, in the guest language', async () => {
    const { user, dialog } = await openDialog();
    await fill(user, dialog);
    await user.clear(dialog.getByLabelText('Phone number'));
    await user.type(dialog.getByLabelText('Phone number'), '12');
    await submit(user, dialog);
    expect(await dialog.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Phone number')).toHaveFocus();
  });

  // Issue 34: twelve digits after +82 fit Korea's lengths but are no Korean number.
  it('refuses a number that is no real one in the chosen country, before sending', async () => {
    const { user, dialog } = await openDialog();
    await fill(user, dialog);
    await user.selectOptions(dialog.getByLabelText('Country code'), 'KR');
    await user.clear(dialog.getByLabelText('Phone number'));
    await user.type(dialog.getByLabelText('Phone number'), '447700900123');
    await submit(user, dialog);
    expect(await dialog.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Phone number')).toHaveFocus();
  });

  it('sends the booking and shows the success step with the details and the code', async () => {
    const keys: string[] = [];
    const { user, dialog } = await openDialog([booking(keys)]);
    await fill(user, dialog);
    await submit(user, dialog);

    const success = within(await screen.findByRole('dialog', { name: 'Booking request received' }));
    // An application, not a confirmed booking: the toast says so, in the status words of the dialog,
    // the mail and the look-up page.
    expect(await toastText('Booking request received')).toContain(
      'Pending approval. We will e-mail you once your application has been reviewed.',
    );
    expect(screen.queryByText(/confirmed/i)).not.toBeInTheDocument();
    expect(success.getByText('482913')).toBeInTheDocument();
    const details = within(success.getByLabelText('Booking details'));
    // Issue 34: the booking number, which the guest quotes on a transfer or when writing to us.
    expect(details.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Booking number',
      'Status',
      'Experience',
      'Date',
      'Time (Seoul)',
      'Number of guests',
      'Full name',
      'Email',
      'Phone number',
      'Total price',
    ]);
    expect(details.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '#55',
      'Pending approval',
      'DMZ Half-Day Tour',
      'Wednesday, June 17, 2026',
      '10:00',
      '2',
      'Mina Kim',
      'mina@example.com',
      '+81 90 1234 5678',
      '₩160,200',
    ]);
    expect(success.getByRole('link', { name: 'Look up a booking' })).toHaveAttribute(
      'href',
      '/booking-verification',
    );
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[\w.:-]{8,100}$/);
  });

  it('applies a promo code: shows the price with its discount before sending, and sends the code', async () => {
    // The server's answer to each check, in order: refused (whatever the reason), then the code priced.
    const check = (input: Partial<PromoCodeCheckInput>, answer: Record<string, unknown>) => ({
      request: {
        query: CheckPromoCodeDocument,
        variables: (v: { input: PromoCodeCheckInput }) => {
          expect(v.input).toEqual({
            itemId: 7,
            bookingDate: '2026-06-17',
            numberOfGuests: 2,
            withOption: false,
            language: 'ENG',
            ...input,
          });
          return true;
        },
      },
      result: { data: { checkPromoCode: { __typename: 'PromoCodeCheck', message: null, ...answer } } },
    });
    const { user, dialog } = await openDialog([
      check(
        { code: 'WRONG' },
        { valid: false, discount: 0, total: 160200, message: 'This code cannot be used for this booking.' },
      ),
      check({ code: 'HANOK10' }, { valid: true, discount: 16020, total: 144180 }),
      booking([], {}, { promoCode: 'hanok10' }),
    ]);
    await fill(user, dialog);
    const field = dialog.getByLabelText('Promo code (optional)');
    await user.type(field, 'wrong');
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await dialog.findByText('This code cannot be used for this booking.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('This code cannot be used for this booking.');
    expect(dialog.getByText('₩160,200')).toBeInTheDocument();

    await user.clear(field);
    // Enter applies the code, it does not send the booking.
    await user.type(field, 'hanok10{Enter}');
    expect(await dialog.findByRole('status')).toHaveTextContent('Code HANOK10 applied: ₩16,020 off');
    expect(dialog.getByText('₩144,180')).toBeInTheDocument();
    expect(dialog.getByText('₩80,100 × 2 guests (₩160,200 before the code)')).toBeInTheDocument();

    // Another guest count is another price: the discount is no longer shown until applied again.
    await user.selectOptions(dialog.getByLabelText('Number of guests'), '3');
    expect(dialog.queryByRole('status')).not.toBeInTheDocument();
    expect(dialog.getByText('₩240,300')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('The booking changed: apply the code again to see its price.');
    await user.selectOptions(dialog.getByLabelText('Number of guests'), '2');
    expect(dialog.getByText('₩144,180')).toBeInTheDocument();

    await submit(user, dialog);
    const success = within(await screen.findByRole('dialog', { name: 'Booking request received' }));
    const details = within(success.getByLabelText('Booking details'));
    const terms = details.getAllByRole('term').map((term) => term.textContent);
    const values = details.getAllByRole('definition').map((value) => value.textContent);
    expect(values[terms.indexOf('Total price')]).toBe('₩144,180');
  });

  it('offers the option: its price per guest is added to the total and the booking keeps it', async () => {
    const experience = bookingExperience({ optionText: 'Solo filming', optionPrice: 20000 });
    const { user, dialog } = await openDialog([booking([], {}, { withOption: true })], experience);
    await fill(user, dialog);
    expect(dialog.getByText('₩160,200')).toBeInTheDocument();
    await user.click(dialog.getByLabelText('Add Solo filming (+₩20,000 per guest)'));
    expect(dialog.getByText('₩200,200')).toBeInTheDocument();
    expect(dialog.getByText('₩100,100 × 2 guests')).toBeInTheDocument();
    await submit(user, dialog);

    const success = within(await screen.findByRole('dialog', { name: 'Booking request received' }));
    const details = within(success.getByLabelText('Booking details'));
    const terms = details.getAllByRole('term').map((term) => term.textContent);
    const values = details.getAllByRole('definition').map((value) => value.textContent);
    expect(values[terms.indexOf('Option')]).toBe('Solo filming');
    expect(values[terms.indexOf('Total price')]).toBe('₩200,200');
  });

  it('states the cancellation policy, with the exact Seoul deadline once a slot is chosen', async () => {
    const { user, dialog } = await openDialog();
    const note = dialog.getByRole('note', { name: 'Cancellation policy' });
    // 10:00 on 17 June in Seoul, 24 hours before.
    expect(note).toHaveTextContent('Free cancellation until Tuesday, June 16, 2026 at 10:00 (Seoul time)');
    await user.selectOptions(dialog.getByLabelText('Time (Seoul)'), '');
    expect(note).toHaveTextContent('Free cancellation until 24 hours before');
  });

  // Issue 34: booked on Saturday 21:50 in Seoul for Sunday 14:00, the form promised free cancellation
  // "until Saturday at 14:00", eight hours in the past.
  it('says "No free cancellation for this date" once the slot\'s free cancellation has ended', async () => {
    const { user, dialog } = await openDialog();
    const note = dialog.getByRole('note', { name: 'Cancellation policy' });
    const date = dialog.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-06-16');
    await user.selectOptions(dialog.getByLabelText('Time (Seoul)'), '14:00');
    // 24 hours before 14:00 today was 14:00 yesterday; it is 08:30 in Seoul.
    expect(note).toHaveTextContent(/^No free cancellation for this date$/);
    await user.clear(date);
    await user.type(date, '2026-06-17');
    expect(note).toHaveTextContent('Free cancellation until Tuesday, June 16, 2026 at 14:00 (Seoul time)');
  });

  it('counts the free cancellation to the minute, in Seoul time', async () => {
    // 10:00 in Seoul on 16 June is 01:00 UTC (15:00 the day before in Honolulu, where the tests run).
    freezeClock('2026-06-16T00:59:00Z');
    const first = await openDialog();
    expect(first.dialog.getByRole('note', { name: 'Cancellation policy' })).toHaveTextContent(
      'Free cancellation until Tuesday, June 16, 2026 at 10:00 (Seoul time)',
    );
    first.unmount();
    freezeClock('2026-06-16T01:00:00Z');
    const { dialog } = await openDialog();
    expect(dialog.getByRole('note', { name: 'Cancellation policy' })).toHaveTextContent(
      'No free cancellation for this date',
    );
  });

  it('says a date too close for a bank transfer is paid on site, decided at the Seoul midnight', async () => {
    // For 17 June: at 00:00 in Seoul on the 16th (15:00 UTC on the 15th, 05:00 in Honolulu) an approval
    // still leaves the whole of the 16th to pay; a minute later it does not.
    freezeClock('2026-06-15T15:00:00Z');
    const first = await openDialog();
    expect(first.dialog.queryByRole('note', { name: 'How to pay' })).not.toBeInTheDocument();
    first.unmount();
    freezeClock('2026-06-15T15:01:00Z');
    const { user, dialog } = await openDialog();
    expect(dialog.getByRole('note', { name: 'How to pay' })).toHaveTextContent(
      'This date is too soon for a bank transfer: once we approve your booking, you pay on the day at the meeting point, in cash (Korean won) or by card.',
    );
    const date = dialog.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-06-18');
    expect(dialog.queryByRole('note', { name: 'How to pay' })).not.toBeInTheDocument();
  });

  it('says both in Japanese', async () => {
    const rendered = await renderWithProviders(
      <BookingDialog
        experience={bookingExperience()}
        title="DMZ Half-Day Tour"
        date="2026-06-16"
        time="14:00"
        onClose={jest.fn()}
      />,
      { mocks: [june], locale: 'ja', userEventOptions: { delay: null } },
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('note', { name: 'キャンセルポリシー' })).toHaveTextContent(
      'この日程は無料キャンセルの対象外です',
    );
    expect(dialog.getByRole('note', { name: 'お支払い方法' })).toHaveTextContent(
      'この日程では銀行振込が間に合いません。予約が承認されたら、当日、集合場所にて現金（韓国ウォン）またはカードでお支払いください。',
    );
    rendered.unmount();
  });

  it('says how the booking is confirmed: by the team within 24 hours on request, at once for an instant item', async () => {
    const request = await openDialog();
    expect(request.dialog.getByRole('note', { name: 'How your booking is confirmed' })).toHaveTextContent(
      /^Confirmed by our team within 24 hours$/,
    );
    expect(request.dialog.getByText(/This is a booking application/)).toBeInTheDocument();
    request.unmount();

    const { dialog } = await openDialog([], bookingExperience({ confirmationMode: 'instant' }));
    expect(dialog.getByRole('note', { name: 'How your booking is confirmed' })).toHaveTextContent(
      /^Instant confirmation$/,
    );
    // Not an application waiting for review.
    expect(dialog.queryByText(/This is a booking application/)).not.toBeInTheDocument();
  });

  it('says before booking which methods an item is paid online with: now for an instant item, after approval on request', async () => {
    const none = await openDialog([], bookingExperience({ confirmationMode: 'instant' }));
    expect(none.dialog.queryByRole('note', { name: 'Paying online' })).not.toBeInTheDocument();
    expect(none.dialog.getByRole('button', { name: 'Book now' })).toBeInTheDocument();
    none.unmount();

    const instant = await openDialog([], bookingExperience({ confirmationMode: 'instant' }), [
      'card',
      'alipay',
      'wechatpay',
    ]);
    expect(instant.dialog.getByRole('note', { name: 'Paying online' })).toHaveTextContent(
      /^You pay online when you book, by Card, Alipay, or WeChat Pay\. Your seats are held while you pay\.$/,
    );
    expect(instant.dialog.getByRole('button', { name: 'Book and pay' })).toBeInTheDocument();
    instant.unmount();

    const request = await openDialog([], bookingExperience(), ['card']);
    expect(request.dialog.getByRole('note', { name: 'Paying online' })).toHaveTextContent(
      /^Once we approve your booking, you can pay online by Card\.$/,
    );
    expect(request.dialog.getByRole('button', { name: 'Apply for booking' })).toBeInTheDocument();
  });

  it('says an instant booking is confirmed (not received for review) when the site takes no online payment', async () => {
    const experience = bookingExperience({ confirmationMode: 'instant' });
    const answer = {
      result: {
        data: {
          createBooking: {
            __typename: 'BookingReceipt',
            id: 56,
            verificationCode: '482913',
            status: 'confirmed',
            holdExpiresAt: null,
            payment: null,
          },
        },
      },
    };
    const { user, dialog } = await openDialog([booking([], answer)], experience);
    await fill(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Book now' }));

    const success = within(await screen.findByRole('dialog', { name: 'Booking confirmed' }));
    expect(await toastText('Booking confirmed')).toContain('Confirmed. We have e-mailed you the details.');
    expect(
      success.getByText('Thank you! Your booking is confirmed. We have e-mailed you the details.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/received|review/i)).not.toBeInTheDocument();
    const details = within(success.getByLabelText('Booking details'));
    expect(details.getAllByRole('definition')[1]).toHaveTextContent('Confirmed');
  });

  it('goes on to the pay step after booking an instant item with online payment, its seats held', async () => {
    const experience = bookingExperience({ confirmationMode: 'instant' });
    const holdExpiresAt = new Date(Date.parse(NOW) + 15 * 60_000).toISOString();
    const answer = {
      result: {
        data: {
          createBooking: {
            __typename: 'BookingReceipt',
            id: 57,
            verificationCode: '482913',
            status: 'awaiting_payment',
            holdExpiresAt,
            payment: {
              __typename: 'OnlinePaymentPart',
              provider: 'portone',
              paymentId: 'booking-57-x',
              storeId: 'store-test',
              channels: [
                { __typename: 'OnlinePaymentChannel', method: 'card', channelKey: 'channel-key-card' },
                { __typename: 'OnlinePaymentChannel', method: 'alipay', channelKey: 'channel-key-alipay' },
              ],
              amount: 160200,
              currency: 'KRW',
              orderName: '#57 DMZ Half-Day Tour',
              holdExpiresAt,
            },
          },
        },
      },
    };
    const { user, dialog } = await openDialog([booking([], answer)], experience, ['card', 'alipay']);
    await fill(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Book and pay' }));

    const pay = within(await screen.findByRole('dialog', { name: 'Pay for your booking' }));
    expect(await toastText('Your seats are held')).toContain(
      'Awaiting payment. Pay now to confirm your booking.',
    );
    expect(pay.getByText(/^Booking #57 is waiting for your payment\./)).toBeInTheDocument();
    expect(pay.getByText('482913')).toBeInTheDocument();
    expect(pay.getByRole('heading', { name: 'Pay to confirm your booking' })).toBeInTheDocument();
    expect(pay.getAllByRole('radio')).toHaveLength(2);
    expect(pay.getByRole('timer')).toHaveTextContent('Your seats are held for 15:00.');
    expect(pay.getByRole('button', { name: 'Pay ₩160,200' })).toBeEnabled();
    expect(screen.queryByText(/application/i)).not.toBeInTheDocument();
  });

  it('offers no option when the experience has none', async () => {
    const { dialog } = await openDialog();
    expect(dialog.queryByRole('checkbox', { name: /^Add / })).not.toBeInTheDocument();
  });

  it("shows 'Booking Failed' with the message of the server's reason, in the UI's catalog", async () => {
    const { user, dialog } = await openDialog([
      booking([], {
        result: {
          errors: [
            new GraphQLError('Server wording', {
              extensions: { code: 'BAD_USER_INPUT', reason: 'slot_past' },
            }),
          ],
        },
      }),
    ]);
    await fill(user, dialog);
    await submit(user, dialog);
    expect(await toastText('Booking Failed')).toBe('Booking FailedThis time slot has already started.');
    expect(dialog.getByLabelText('Full name')).toHaveValue('Mina Kim');
  });

  it.each([
    ['CONFLICT', 'Not enough seats are left in this time slot.'],
    ['TOO_MANY_REQUESTS', 'Too many attempts. Please try again later.'],
    ['NOT_FOUND', 'This experience can no longer be booked.'],
  ])("shows 'Booking Failed' for %s with a message the guest can read", async (code, message) => {
    const { user, dialog } = await openDialog([
      booking([], {
        result: { errors: [new GraphQLError('Experience not found.', { extensions: { code } })] },
      }),
    ]);
    await fill(user, dialog);
    await submit(user, dialog);
    expect(await toastText('Booking Failed')).toBe(`Booking Failed${message}`);
  });

  it('retries with the same idempotency key after a network failure, so one booking is made', async () => {
    const keys: string[] = [];
    const { user, dialog } = await openDialog([
      booking(keys, { result: undefined, error: new Error('Failed to fetch') }),
      booking(keys),
    ]);
    await fill(user, dialog);
    await submit(user, dialog);
    expect(await toastText('Booking Failed')).toBe('Booking FailedPlease try again.');

    await submit(user, dialog);
    expect(await screen.findByRole('dialog', { name: 'Booking request received' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('booking dialog opened from the schedule', () => {
  beforeEach(() => freezeClock(NOW));
  afterEach(() => jest.useRealTimers());

  it('starts afresh after closing', async () => {
    const { user } = await renderWithProviders(<BookingScheduler />, {
      mocks: [bookingExperienceMock(), june],
      userEventOptions: { delay: null },
    });
    const chooseSlot = async () => {
      act(() => {
        openSchedule(7);
      });
      const schedule = within(await screen.findByRole('dialog', { name: 'Pick a date and time' }));
      await user.click(await schedule.findByRole('button', { name: 'Wednesday, June 17, 2026' }));
      await user.click(schedule.getByRole('button', { name: /^10:00/ }));
      return within(await screen.findByRole('dialog', { name: 'Book DMZ Half-Day Tour' }));
    };

    let dialog = await chooseSlot();
    await user.type(dialog.getByLabelText('Full name'), 'Mina Kim');
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await chooseSlot();
    expect(dialog.getByLabelText('Full name')).toHaveValue('');
    expect(dialog.getByLabelText('Number of guests')).toHaveValue('1');
  });
});
