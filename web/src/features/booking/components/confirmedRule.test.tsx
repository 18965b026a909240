import { jest } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { msg } from '@lingui/core/macro';
import type { AppLocale } from '@domain/locales';
import type { BookingLookupFieldsFragment } from '@/generated/graphql';
import { lookedUp } from '@/testing/bookingFixtures';
import { renderApp, renderWithProviders } from '@/testing/render';
import { CONFIRMED_RULE, PAYMENT_RULE } from '../messages';
import { LookupResult } from './LookupResult';

// Issue 34 point 9: the look-up said "confirmed" beside "unpaid" while the terms said a place is secured
// only once approved and paid. One rule now: confirmed = the place is reserved; payment has its own
// status and deadline, and an unpaid booking past it may be cancelled. The look-up page states it in
// the very words of the terms page, in every language (the mails: templates.test).
const unpaid = lookedUp({
  status: 'confirmed',
  payment: {
    __typename: 'GuestPaymentType',
    amountDue: 160_200,
    amountPaid: 0,
    amountRefunded: 0,
    status: 'unpaid',
    dueDate: '2026-06-13',
    overdue: false,
    reference: '#55',
    way: 'bank_transfer',
    instructions: 'Bank transfer (KRW).',
  } as BookingLookupFieldsFragment['payment'],
});

const input = { email: 'mina@example.com', phone: '+819012345678', verificationCode: '482913' };

describe.each(['en', 'ja', 'zh-Hant', 'ko'] as AppLocale[])('the rule of "confirmed" in %s', (locale) => {
  it('reads the same on the look-up page (status and payment) as on the terms page', async () => {
    await renderWithProviders(
      <LookupResult booking={unpaid} input={input} onChange={jest.fn()} onSearchAnother={jest.fn()} />,
      { locale },
    );
    const confirmed = i18n._(CONFIRMED_RULE);
    const payment = i18n._(PAYMENT_RULE);
    if (locale !== 'en') expect(confirmed).not.toBe(CONFIRMED_RULE.message);
    // Beside the status "Confirmed", and in the payment panel beside "Not paid yet".
    expect(screen.getByText(confirmed)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: i18n._(msg`Payment`) })).getByText(payment),
    ).toBeInTheDocument();
    cleanup();

    await renderApp({ route: '/terms', locale });
    const rule = await screen.findByText(
      (_, element) => element?.tagName === 'P' && element.textContent === `${confirmed} ${payment}`,
    );
    expect(rule.previousElementSibling).toHaveTextContent(i18n._(msg`Confirmation and payment`));
    // The old promise (a place secured only once approved and paid) is gone.
    expect(document.body.textContent).not.toMatch(/approved and paid/);
  });
});
