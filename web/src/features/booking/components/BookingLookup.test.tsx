import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  CancelMyBookingDocument,
  FindBookingDocument,
  type BookingLookupFieldsFragment,
} from '@/generated/graphql';
import { lookedUp } from '@/testing/bookingFixtures';
import { renderApp, renderWithProviders, type RenderWithUser } from '@/testing/render';
import { BookingLookup } from './BookingLookup';
import { LookupPayment } from './LookupPayment';

const input = { email: 'mina@example.com', phone: '+819012345678', verificationCode: '482913' };

const found = (booking = lookedUp()): MockLink.MockedResponse => ({
  request: { query: FindBookingDocument, variables: { input } },
  result: { data: { findBooking: booking } },
});

const refused = (code: string, message: string): MockLink.MockedResponse => ({
  request: { query: FindBookingDocument, variables: { input } },
  result: { errors: [new GraphQLError(message, { extensions: { code } })] },
});

async function openLookup(mocks: MockLink.MockedResponse[] = []) {
  const rendered = await renderWithProviders(<BookingLookup />, { mocks, userEventOptions: { delay: null } });
  return { ...rendered, form: within(screen.getByRole('form', { name: 'Find your booking' })) };
}

async function search(user: RenderWithUser['user'], email = 'Mina@Example.com ') {
  const form = within(screen.getByRole('form'));
  await user.type(form.getByLabelText('Email'), email);
  await user.selectOptions(form.getByLabelText('Country code'), 'JP');
  await user.type(form.getByLabelText('Phone number'), '090-1234-5678');
  await user.type(form.getByLabelText('Verification code'), '482913');
  await user.click(form.getByRole('button', { name: 'Find booking' }));
}

describe('booking look-up', () => {
  it("shows 'Missing Required Fields' when something is missing", async () => {
    const { user, form } = await openLookup();
    await user.type(form.getByLabelText('Email'), 'mina@example.com');
    await user.click(form.getByRole('button', { name: 'Find booking' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect((await within(region).findByText('Missing Required Fields')).closest('li')).toHaveTextContent(
      'Missing Required FieldsPlease complete all required fields.',
    );
    expect(form.getByLabelText('Phone number')).toHaveFocus();
  });

  it('keeps only digits in the phone (a +81 typed first picks Japan) and at most 6 digits in the code', async () => {
    const { user, form } = await openLookup();
    await user.type(form.getByLabelText('Phone number'), 'tel (90) 1234-5678');
    expect(form.getByLabelText('Phone number')).toHaveValue('9012345678');
    await user.clear(form.getByLabelText('Phone number'));
    await user.type(form.getByLabelText('Phone number'), '+81 (90) 1234-5678');
    expect(form.getByLabelText('Country code')).toHaveValue('JP');
    expect(form.getByLabelText('Phone number')).toHaveValue('9012345678');
    await user.type(form.getByLabelText('Verification code'), '12a34b5678');
    expect(form.getByLabelText('Verification code')).toHaveValue('123456');
  });

  it("shows the found booking under 'Booking Found' and clears the form for another search", async () => {
    const { user } = await openLookup([found()]);
    await search(user);

    expect(await screen.findByRole('status')).toHaveTextContent('Booking Found');
    const result = within(screen.getByRole('article', { name: 'DMZ Half-Day Tour' }));
    expect(result.getByRole('heading', { level: 2, name: 'DMZ Half-Day Tour' })).toHaveFocus();
    expect(result.getByText('Tour')).toBeInTheDocument();
    expect(result.getByText('Paju, Gyeonggi-do')).toBeInTheDocument();
    const details = within(result.getByLabelText('Booking details'));
    expect(details.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Booking number',
      'Date',
      'Time slot',
      'Guest name',
      'Email',
      'Phone number',
      'Number of guests',
      'Total price',
      'Status',
    ]);
    expect(details.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '#55',
      'Tuesday, June 16, 2026',
      '10:00 (Seoul time)',
      'Mina Kim',
      'mina@example.com',
      '+81 90 1234 5678',
      '2',
      '₩160,200',
      'Pending approval',
    ]);
    // The status in plain words, and until when it can be cancelled.
    expect(result.getByText(/hold your seats while staff confirm it/)).toBeInTheDocument();
    expect(
      result.getByText('You can cancel free of charge until Monday, June 15, 2026 at 10:00 (Seoul time).'),
    ).toBeInTheDocument();

    await user.click(result.getByRole('button', { name: 'Search another booking' }));
    const form = within(screen.getByRole('form', { name: 'Find your booking' }));
    expect(form.getByLabelText('Email')).toHaveValue('');
    expect(form.getByLabelText('Email')).toHaveFocus();
    expect(form.getByLabelText('Phone number')).toHaveValue('');
    expect(form.getByLabelText('Verification code')).toHaveValue('');
    expect(form.getByLabelText('Country code')).toHaveValue('US');
  });

  it('links a booking that may be paid online now to its Pay now page, and says until when its seats are held', async () => {
    const waiting = lookedUp({
      status: 'awaiting_payment',
      // 10:15 in Seoul on 15 June.
      holdExpiresAt: '2026-06-15T01:15:00.000Z',
      payToken: '55.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
    });
    const { user } = await openLookup([found(waiting)]);
    await search(user);
    const result = within(await screen.findByRole('article', { name: 'DMZ Half-Day Tour' }));
    expect(result.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/pay/55.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
    );
    expect(
      result.getByText('Your seats are held until Monday, June 15, 2026 at 10:15 (Seoul time).'),
    ).toBeInTheDocument();
  });

  it('offers no Pay now link when nothing may be paid online, and no hold once confirmed', async () => {
    const { user } = await openLookup([found(lookedUp({ status: 'confirmed', holdExpiresAt: null }))]);
    await search(user);
    const result = within(await screen.findByRole('article', { name: 'DMZ Half-Day Tour' }));
    expect(result.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(result.queryByText(/Your seats are held/)).not.toBeInTheDocument();
  });

  it('lets the guest cancel a pending booking after confirming', async () => {
    const { user } = await openLookup([
      found(),
      {
        request: { query: CancelMyBookingDocument, variables: { input } },
        result: { data: { cancelMyBooking: lookedUp({ status: 'cancelled', canCancel: false }) } },
      },
    ]);
    await search(user);
    const result = within(await screen.findByRole('article'));
    await user.click(result.getByRole('button', { name: 'Cancel booking' }));

    const confirm = within(screen.getByRole('dialog', { name: 'Cancel this booking?' }));
    await user.click(confirm.getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(result.getByText('Pending approval')).toBeInTheDocument();

    await user.click(result.getByRole('button', { name: 'Cancel booking' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel this booking?' })).getByRole('button', {
        name: 'Yes, cancel booking',
      }),
    );
    expect(await result.findByText('Cancelled')).toBeInTheDocument();
    expect(result.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.getByText('Booking cancelled')).toBeInTheDocument();
  });

  it('lets the guest cancel a confirmed booking inside the window, and shows its option and total', async () => {
    const confirmed = lookedUp({
      status: 'confirmed',
      withOption: true,
      totalPrice: 200200,
      promoCode: 'HANOK10',
      discount: 20_000,
      experience: { ...lookedUp().experience, optionText: 'Solo filming' },
    });
    const { user } = await openLookup([
      found(confirmed),
      {
        request: { query: CancelMyBookingDocument, variables: { input } },
        result: {
          data: {
            cancelMyBooking: {
              ...confirmed,
              status: 'cancelled',
              canCancel: false,
              cancelRefusal: 'already_cancelled',
            },
          },
        },
      },
    ]);
    await search(user);
    const result = within(await screen.findByRole('article'));
    const details = within(result.getByLabelText('Booking details'));
    const terms = details.getAllByRole('term').map((term) => term.textContent);
    const values = details.getAllByRole('definition').map((value) => value.textContent);
    expect(values[terms.indexOf('Option')]).toBe('Solo filming');
    expect(values[terms.indexOf('Promo code')]).toBe('HANOK10 · −₩20,000');
    expect(values[terms.indexOf('Total price')]).toBe('₩200,200');
    expect(result.getByText('Confirmed')).toBeInTheDocument();
    await user.click(result.getByRole('button', { name: 'Cancel booking' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel this booking?' })).getByRole('button', {
        name: 'Yes, cancel booking',
      }),
    );
    expect(await result.findByText('Cancelled')).toBeInTheDocument();
    expect(result.queryByRole('region', { name: 'Cancellation' })).not.toBeInTheDocument();
  });

  it('after the deadline says why not and whom to contact, with the on-the-day contacts', async () => {
    const late = lookedUp({
      status: 'confirmed',
      canCancel: false,
      cancelRefusal: 'window_closed',
      dayContacts: [
        { channel: 'phone', value: '+82 10-1234-5678', href: 'tel:+821012345678' },
        { channel: 'kakaotalk', value: 'kculture', href: null },
      ],
    });
    const { user } = await openLookup([found(late)]);
    await search(user);
    const result = within(await screen.findByRole('article'));
    expect(result.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    const panel = within(result.getByRole('region', { name: 'Cancellation' }));
    expect(
      panel.getByText(
        'Free cancellation ended on Monday, June 15, 2026 at 10:00 (Seoul time), so this booking can no longer be cancelled online. To change or cancel it, please contact us:',
      ),
    ).toBeInTheDocument();
    const contacts = within(panel.getByRole('list', { name: 'How to contact us' }));
    expect(contacts.getByRole('link', { name: '+82 10-1234-5678' })).toHaveAttribute(
      'href',
      'tel:+821012345678',
    );
    expect(contacts.getByText('kculture')).toBeInTheDocument();
    expect(contacts.getByRole('link', { name: 'help@kculture.example.com' })).toBeInTheDocument();
    const dayOf = within(result.getByRole('region', { name: 'On the day' }));
    expect(dayOf.getByRole('link', { name: '+82 10-1234-5678' })).toBeInTheDocument();
  });

  it('says so when the experience has no free cancellation', async () => {
    const strict = lookedUp({
      canCancel: false,
      cancelRefusal: 'no_free_cancellation',
      cancellationDeadline: null,
    });
    const { user } = await openLookup([found(strict)]);
    await search(user);
    const result = within(await screen.findByRole('article'));
    expect(result.getByText(/^This experience has no free cancellation/)).toBeInTheDocument();
    expect(result.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('when the server refuses (the window closed meanwhile), shows why instead of the button', async () => {
    const { user } = await openLookup([
      found(),
      {
        request: { query: CancelMyBookingDocument, variables: { input } },
        result: {
          errors: [
            new GraphQLError('The free cancellation period of this booking has ended.', {
              extensions: { code: 'CONFLICT', reason: 'window_closed' },
            }),
          ],
        },
      },
    ]);
    await search(user);
    const result = within(await screen.findByRole('article'));
    await user.click(result.getByRole('button', { name: 'Cancel booking' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel this booking?' })).getByRole('button', {
        name: 'Yes, cancel booking',
      }),
    );
    expect(await result.findByText(/^Free cancellation ended on/)).toBeInTheDocument();
    expect(result.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.getByText('Cancellation failed')).toBeInTheDocument();
  });

  it.each([
    [
      'an unknown booking',
      refused('NOT_FOUND', 'Booking not found. Please check your information and try again.'),
      'Booking not found. Please check your information and try again.',
    ],
    [
      'too many attempts',
      refused('TOO_MANY_REQUESTS', 'Too many attempts. Please try again later.'),
      'Too many attempts. Please try again later.',
    ],
    [
      'a network failure',
      { request: { query: FindBookingDocument, variables: { input } }, error: new Error('Failed to fetch') },
      'Search failed. Please try again.',
    ],
  ])('explains %s and keeps the form', async (_case, mock, message) => {
    const { user, form } = await openLookup([mock]);
    await search(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(form.getByLabelText('Email')).toHaveValue('Mina@Example.com');
  });

  it('says "not found" in the UI language on the look-up page', async () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja', 'en-US', 'en']);
    const { user } = await renderApp({
      route: '/booking-verification',
      locale: 'ja',
      mocks: [refused('NOT_FOUND', 'Booking not found. Please check your information and try again.')],
      userEventOptions: { delay: null },
    });
    const form = within(screen.getByRole('form', { name: '予約を確認する' }));
    await user.type(form.getByLabelText('メール'), 'mina@example.com');
    // Japan is chosen for a Japanese page: the guest types the number as dialled at home.
    expect(form.getByLabelText('国番号')).toHaveValue('JP');
    await user.type(form.getByLabelText('電話番号'), '09012345678');
    await user.type(form.getByLabelText('確認番号'), '482913');
    await user.click(form.getByRole('button', { name: '予約を検索' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '予約が見つかりません。入力内容をご確認のうえ、もう一度お試しください。',
    );
    expect(
      within(form.getByLabelText('国番号')).getByRole('option', { name: '日本 (+81)' }),
    ).toBeInTheDocument();
    // A Japanese mobile is no number in the other likely countries: no hint.
    expect(screen.getByRole('alert').querySelector('span')).toBeNull();
    languages.mockRestore();
  });

  // Issue 34: the form opened on Taiwan for a guest in Shanghai, who could not tell why nothing was found.
  it('says when the digits are a phone number in another likely country, in the UI language', async () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-TW', 'zh']);
    const sent = { email: 'wei@example.cn', phone: '+88613812345678', verificationCode: '482913' };
    const { user } = await renderApp({
      route: '/booking-verification',
      locale: 'zh-Hant',
      mocks: [
        {
          request: { query: FindBookingDocument, variables: { input: sent } },
          result: { errors: [new GraphQLError('Booking not found.', { extensions: { code: 'NOT_FOUND' } })] },
        },
      ],
      userEventOptions: { delay: null },
    });
    const form = within(screen.getByRole('form', { name: '查詢預約' }));
    await user.type(form.getByLabelText('電子郵件'), sent.email);
    expect(form.getByLabelText('國碼')).toHaveValue('TW');
    await user.type(form.getByLabelText('電話號碼'), '13812345678');
    await user.type(form.getByLabelText('驗證碼'), sent.verificationCode);
    await user.click(form.getByRole('button', { name: '查詢預約' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/中國 \(\+86\)/);
    languages.mockRestore();
  });
});

describe('payment on the look-up page (issue 22)', () => {
  it('shows what a confirmed booking owes, by when, with which reference and how to pay', async () => {
    const confirmed = lookedUp({
      status: 'confirmed',
      payment: {
        __typename: 'GuestPaymentType',
        amountDue: 160_200,
        amountPaid: 60_000,
        amountRefunded: 0,
        status: 'partially_paid',
        dueDate: '2026-06-13',
        overdue: false,
        reference: '#55',
        way: 'bank_transfer',
        instructions: 'Bank transfer (KRW): Example Bank 000-000000-00-000.',
      } as BookingLookupFieldsFragment['payment'],
    });
    const { user } = await openLookup([found(confirmed)]);
    await search(user);
    const payment = within(await screen.findByRole('region', { name: 'Payment' }));
    const details = within(payment.getByLabelText('Payment details'));
    expect(details.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '₩160,200',
      '₩60,000',
      'Partly paid',
      '13 Jun 2026 (Sat)',
      '#55',
    ]);
    expect(payment.getByText('Bank transfer (KRW): Example Bank 000-000000-00-000.')).toBeInTheDocument();
  });

  it('says a booking approved too close to its date is paid on site, with no deadline nor reference (issue 34)', async () => {
    const confirmed = lookedUp({
      status: 'confirmed',
      payment: {
        __typename: 'GuestPaymentType',
        amountDue: 160_200,
        amountPaid: 0,
        amountRefunded: 0,
        status: 'unpaid',
        dueDate: null,
        overdue: false,
        reference: '#55',
        way: 'on_site',
        instructions: 'Your experience is too soon for a bank transfer: please pay on the day.',
      } as BookingLookupFieldsFragment['payment'],
    });
    const { user } = await openLookup([found(confirmed)]);
    await search(user);
    const payment = within(await screen.findByRole('region', { name: 'Payment' }));
    const details = within(payment.getByLabelText('Payment details'));
    expect(details.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Amount due',
      'Amount paid',
      'Payment status',
      'How to pay',
    ]);
    expect(details.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '₩160,200',
      '₩0',
      'Not paid yet',
      'On site, on the day',
    ]);
    expect(
      payment.getByText(
        'Your experience is too soon for a bank transfer: please pay on the day at the meeting point, in cash (Korean won) or by card.',
      ),
    ).toBeInTheDocument();
    expect(payment.queryByText('Reference on the transfer')).not.toBeInTheDocument();
    // Nor the transfer's deadline rule: a booking paid on the day has no deadline to miss.
    expect(payment.queryByText(/payment deadline may be cancelled/)).not.toBeInTheDocument();
  });

  // Issue 34 point 4: a paid booking that is cancelled keeps its payment panel, saying the refund.
  const refundDue = {
    __typename: 'GuestPaymentType',
    amountDue: 90_000,
    amountPaid: 90_000,
    amountRefunded: 0,
    status: 'refund_due',
    dueDate: '2026-06-13',
    overdue: false,
    reference: '#55',
    way: 'bank_transfer',
    instructions: 'Bank transfer (KRW): Example Bank 000-000000-00-000.',
  } as BookingLookupFieldsFragment['payment'];

  it('a cancelled paid booking: what was paid and the refund due, no way to pay', async () => {
    const { user } = await openLookup([found(lookedUp({ status: 'cancelled', payment: refundDue }))]);
    await search(user);
    const payment = within(await screen.findByRole('region', { name: 'Payment' }));
    expect(payment.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '₩90,000',
      'To be refunded',
    ]);
    expect(
      payment.getByText('We will refund ₩90,000 to you and write to you once it has been sent.'),
    ).toBeInTheDocument();
    expect(payment.queryByText(/Example Bank/)).not.toBeInTheDocument();
  });

  it.each([
    ['ja', '返金予定', '₩90,000を返金いたします。送金が完了しましたらメールでお知らせします。'],
    ['zh-Hant', '待退款', '我們將退還 ￦90,000 給您，款項匯出後會再寫信通知您。'],
    ['ko', '환불 예정', '₩90,000을 환불해 드리며, 송금이 끝나면 메일로 알려 드리겠습니다.'],
  ] as const)('says the refund due in %s', async (locale, status, note) => {
    // (The panel's other words are translated under point 1 of the issue.)
    await renderWithProviders(<LookupPayment payment={refundDue} />, { locale });
    expect(screen.getByText(status)).toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('says nothing about payment before approval', async () => {
    const { user } = await openLookup([found()]);
    await search(user);
    await screen.findByRole('status');
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
  });
});
