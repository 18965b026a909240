import { screen, within } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import { AdminBookingsDocument, BookingItemSummariesDocument } from '@/generated/graphql';
import { adminBookingRow } from '@/testing/adminFixtures';
import { pickOption } from '@/testing/pickOption';
import { renderWithProviders } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { BookingsSection } from '../index';

type Vars = { filter?: { payment?: string | null } };
const mock = (query: DocumentNode, data: unknown, match: (v: Vars) => boolean = () => true) => ({
  request: { query, variables: match },
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
      pending: 0,
      awaitingPayment: 0,
      confirmed: items.length,
      cancelled: 0,
      expired: 0,
      all: items.length,
    },
    items,
  },
});
const row = (id: number, paymentStatus: string, paymentOverdue = false) =>
  adminBookingRow(id, {
    status: 'confirmed',
    paymentStatus,
    amountDue: 90000,
    amountPaid: paymentStatus === 'paid' ? 90000 : 30000,
    paymentDueDate: '2026-11-20',
    paymentOverdue,
  });

const render = (route: string, mocks: unknown[], korean = false) => {
  if (korean) window.localStorage.removeItem('adminLanguage');
  else window.localStorage.setItem('adminLanguage', 'ENG');
  return renderWithProviders(
    <AdminI18nProvider>
      <BookingsSection />
    </AdminI18nProvider>,
    {
      route,
      mocks: [
        ...mocks,
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

describe('the applications list: payment column and filter', () => {
  it('takes the payment filter from the URL (the dashboard links), shows the payment badges and exports with it', async () => {
    const { user } = await render('/admin?section=bookings&payment=overdue', [
      mock(
        AdminBookingsDocument,
        page([row(1, 'partially_paid', true)]),
        (v) => v.filter?.payment === 'overdue',
      ),
    ]);
    const table = await screen.findByRole('table', { name: 'Applications' });
    const cells = await within(table).findAllByRole('row');
    expect(within(table).getByRole('columnheader', { name: 'Payment' })).toBeInTheDocument();
    expect(cells[1]).toHaveTextContent('Partially paid');
    expect(within(cells[1]).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveTextContent('Overdue');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toContain(
      'payment=overdue',
    );
    await user.click(screen.getByRole('button', { name: 'Import bank statement' }));
    expect(await screen.findByRole('dialog', { name: 'Import bank statement' })).toBeInTheDocument();
  });

  it('filters by payment status when one is chosen, in Korean', async () => {
    const { user } = await render(
      '/admin?section=bookings',
      [
        mock(AdminBookingsDocument, page([row(1, 'unpaid'), row(2, 'paid')]), (v) => !v.filter?.payment),
        mock(AdminBookingsDocument, page([row(2, 'paid')]), (v) => v.filter?.payment === 'paid'),
      ],
      true,
    );
    const table = await screen.findByRole('table', { name: '신청 목록' });
    expect(await within(table).findByText('미입금')).toBeInTheDocument();
    await pickOption(user, '결제', '입금 완료');
    expect(await within(table).findByText('입금 완료')).toBeInTheDocument();
    expect(within(table).queryByText('미입금')).not.toBeInTheDocument();
  });
});
