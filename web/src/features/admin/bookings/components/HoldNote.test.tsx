import { screen, within } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import { AdminBookingsDocument, BookingItemSummariesDocument } from '@/generated/graphql';
import { adminBookingRow } from '@/testing/adminFixtures';
import { renderWithProviders } from '@/testing/render';
import { PHONE_QUERY } from '@/theme';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { BookingsSection } from '../index';

// Issue 37 point 6: the applications list says until when a booking holds its seats (Seoul time),
// highlights a hold about to end, says when an expired one ended, and marks bookings paid online.

const mock = (query: DocumentNode, data: unknown) => ({
  request: { query, variables: () => true },
  result: { data },
  maxUsageCount: 10,
});
const page = (items: unknown[]) => ({
  adminBookings: {
    __typename: 'BookingPage',
    totalCount: items.length,
    page: 1,
    pageSize: 20,
    counts: {
      __typename: 'BookingStatusCounts',
      pending: 3,
      awaitingPayment: 1,
      confirmed: 2,
      cancelled: 0,
      expired: 1,
      all: 7,
    },
    items,
  },
});

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
const pad = (n: number) => String(n).padStart(2, '0');
/** Seoul's wall clock (UTC+9, no daylight saving), said as the list says it: the time alone today, else with the date. */
function seoul(at: Date) {
  const wall = (d: Date) => new Date(d.getTime() + 9 * 60 * MINUTE);
  const [w, today] = [wall(at), wall(new Date())];
  const time = `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;
  return w.toISOString().slice(0, 10) === today.toISOString().slice(0, 10)
    ? time
    : `${pad(w.getUTCMonth() + 1)}. ${pad(w.getUTCDate())}. ${time}`;
}

const soon = inMinutes(90);
const later = inMinutes(30 * 60);
const paying = inMinutes(12);
const ended = inMinutes(-5);
const expired = inMinutes(-26 * 60);
const rows = [
  adminBookingRow(1, { status: 'pending', holdExpiresAt: soon.toISOString() }),
  adminBookingRow(2, { status: 'pending', holdExpiresAt: later.toISOString() }),
  adminBookingRow(3, { status: 'awaiting_payment', holdExpiresAt: paying.toISOString() }),
  adminBookingRow(4, { status: 'pending', holdExpiresAt: ended.toISOString() }),
  adminBookingRow(5, { status: 'expired', holdExpiresAt: expired.toISOString() }),
  adminBookingRow(6, {
    status: 'confirmed',
    paymentStatus: 'paid',
    amountDue: 90000,
    amountPaid: 90000,
    paidOnline: true,
  }),
  adminBookingRow(7, { status: 'confirmed', paymentStatus: 'paid', amountDue: 90000, amountPaid: 90000 }),
  adminBookingRow(8, { status: 'pending', holdExpiresAt: paying.toISOString(), resellerName: 'Klook' }),
];

function mockPhone(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query === PHONE_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const render = (korean = false) => {
  if (korean) window.localStorage.removeItem('adminLanguage');
  else window.localStorage.setItem('adminLanguage', 'ENG');
  return renderWithProviders(
    <AdminI18nProvider>
      <BookingsSection />
    </AdminI18nProvider>,
    {
      route: '/admin?section=bookings',
      mocks: [
        mock(AdminBookingsDocument, page(rows)),
        mock(BookingItemSummariesDocument, {
          bookingItemSummaries: {
            __typename: 'BookingItemSummaryPage',
            totalCount: 0,
            page: 1,
            pageSize: 20,
            items: [],
          },
        }),
      ] as never,
    },
  );
};

describe('the applications list: holds and online payments', () => {
  it('says until when each booking holds its seats, highlights one about to end, and marks those paid online', async () => {
    mockPhone(false);
    await render();
    const table = await screen.findByRole('table', { name: 'Applications' });
    const [, ...cells] = await within(table).findAllByRole('row');

    expect(cells[0]).toHaveTextContent(`held until ${seoul(soon)} (ending soon)`);
    expect(within(cells[0]).getByText(/held until/)).toHaveAttribute('data-soon', 'true');
    expect(cells[1]).toHaveTextContent(`held until ${seoul(later)}`);
    expect(cells[1]).not.toHaveTextContent('ending soon');
    expect(within(cells[1]).getByText(/held until/)).not.toHaveAttribute('data-soon');
    // A payment hold is 15 minutes: about to end by nature.
    expect(cells[2]).toHaveTextContent(`Awaiting paymentheld until ${seoul(paying)} (ending soon)`);
    // Ended, not yet marked expired by the job.
    expect(cells[3]).toHaveTextContent(`hold ended ${seoul(ended)}`);
    expect(cells[4]).toHaveTextContent(`Expiredexpired ${seoul(expired)}`);
    expect(cells[5]).not.toHaveTextContent(/held until|hold ended|expired/);

    expect(within(cells[5]).getByText('Online')).toBeInTheDocument();
    expect(within(cells[6]).queryByText('Online')).not.toBeInTheDocument();
    // A reseller's hold says whose it is: the reseller confirms it, not staff.
    expect(cells[7]).toHaveTextContent(`held by Klook until ${seoul(paying)}; the reseller confirms it`);
    // The tabs count the statuses that hold seats and those that expired.
    const tabs = screen.getByRole('group', { name: 'Status' });
    expect(within(tabs).getByRole('button', { name: 'Awaiting payment (1)' })).toBeInTheDocument();
    expect(within(tabs).getByRole('button', { name: 'Expired (1)' })).toBeInTheDocument();
  });

  it('says the same on the phone cards, in Korean', async () => {
    mockPhone(true);
    await render(true);
    const cards = await screen.findByRole('list', { name: '신청 목록' });
    const [first, , , , fifth] = within(cards).getAllByRole('listitem');
    expect(first).toHaveTextContent(`${seoul(soon)}까지 좌석 유지 (곧 만료)`);
    expect(fifth).toHaveTextContent(`${seoul(expired)} 만료`);
  });
});
