import { screen, waitFor, within } from '@testing-library/react';
import {
  AdminDashboardDocument,
  PaymentAutoCancelDocument,
  SetPaymentAutoCancelDaysDocument,
} from '@/generated/graphql';
import { backupStatusMock } from '@/testing/backupFixtures';
import { renderWithProviders } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { DashboardSection } from './DashboardSection';

const board = {
  adminDashboard: {
    __typename: 'AdminDashboard' as const,
    pendingApplications: 0,
    reviewsAwaitingModeration: 0,
    awaitingPayment: 3,
    overduePayments: 1,
    overpaidPayments: 0,
    refundsDue: 0,
    holdsEndingSoon: 0,
    awaitingOnlinePayment: 0,
    onlinePaymentsToday: 0,
    onlinePaidToday: 0,
    today: '2026-11-23',
    tomorrow: '2026-11-24',
    todaySlots: [],
    tomorrowSlots: [],
    paymentInstructionsPlaceholder: [],
  },
  onlinePaymentSettings: { __typename: 'OnlinePaymentSettings' as const, enabled: false },
};
const autoCancel = (days: number | null, ids: number[] = []) => ({
  request: { query: PaymentAutoCancelDocument },
  result: {
    data: {
      paymentAutoCancel: {
        __typename: 'AutoCancelPreview',
        days,
        wouldCancel: ids.map((id) => ({
          __typename: 'OverdueBookingType',
          id,
          guestName: `Guest ${id}`,
          itemId: 7,
          bookingDate: '2026-12-05',
          dueDate: '2026-11-15',
          amountDue: 90000,
          amountPaid: 0,
        })),
      },
    },
  },
});

function renderTile(mocks: unknown[], language?: 'ENG', counts: Record<string, number> = {}) {
  if (language) window.localStorage.setItem('adminLanguage', language);
  else window.localStorage.removeItem('adminLanguage');
  return renderWithProviders(
    <AdminI18nProvider>
      <DashboardSection />
    </AdminI18nProvider>,
    {
      route: '/admin',
      mocks: [
        {
          request: { query: AdminDashboardDocument, variables: () => true },
          result: { data: { ...board, adminDashboard: { ...board.adminDashboard, ...counts } } },
        },
        ...mocks,
        backupStatusMock(),
      ] as never,
    },
  );
}

describe('the payments tile', () => {
  it('links the awaiting and overdue counts to the filtered list, in Korean', async () => {
    await renderTile([autoCancel(null)]);
    const tile = await screen.findByRole('region', { name: '결제' });
    expect(within(tile).getByRole('link', { name: '입금 대기 3건' })).toHaveAttribute(
      'href',
      '/admin?section=bookings&payment=awaiting',
    );
    expect(within(tile).getByRole('link', { name: '기한 초과 1건' })).toHaveAttribute(
      'href',
      '/admin?section=bookings&payment=overdue',
    );
    expect(await within(tile).findByText('자동 취소가 꺼져 있습니다.')).toBeInTheDocument();
  });

  it('says what the next automatic cancellation would cancel, with links to them', async () => {
    await renderTile([autoCancel(5, [11, 12])], 'ENG');
    const tile = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(tile).findByText(/the next run would cancel 2 bookings/)).toHaveTextContent(
      'Automatic cancellation is on (5 days after the deadline)',
    );
    expect(within(tile).getByRole('link', { name: '#11 Guest 11' })).toHaveAttribute(
      'href',
      '/admin?section=bookings&q=11',
    );
    expect(within(tile).getByLabelText(/Cancel unpaid bookings after/)).toHaveValue('5');
  });

  it('turns automatic cancellation on after a confirmation naming the mails', async () => {
    const { user } = await renderTile(
      [
        { ...autoCancel(null), maxUsageCount: 1 },
        {
          request: { query: SetPaymentAutoCancelDaysDocument, variables: { days: 7 } },
          result: { data: { setPaymentAutoCancelDays: 7 } },
        },
        autoCancel(7, [11]),
      ],
      'ENG',
    );
    const tile = await screen.findByRole('region', { name: 'Payments' });
    const field = await within(tile).findByLabelText(/Cancel unpaid bookings after/);
    await user.type(field, '99');
    expect(within(tile).getByText('Between 1 and 60 days.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '7');
    await user.click(within(tile).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel unpaid bookings automatically?' });
    expect(dialog).toHaveTextContent(
      'unpaid 7 days after their deadline will be cancelled and their guests e-mailed',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await within(tile).findByText(/the next run would cancel 1 booking\./)).toBeInTheDocument();
  });

  // Issue 34 points 4 and 5: money to give back is on the card, each count a door to its list.
  it('links the refunds due and the overpaid bookings when there are any, in Korean', async () => {
    await renderTile([autoCancel(null)], undefined, { refundsDue: 2, overpaidPayments: 1 });
    const tile = await screen.findByRole('region', { name: '결제' });
    expect(within(tile).getByRole('link', { name: '환불 대기 2건' })).toHaveAttribute(
      'href',
      '/admin?section=bookings&payment=refund_due',
    );
    expect(within(tile).getByRole('link', { name: '초과 입금 1건' })).toHaveAttribute(
      'href',
      '/admin?section=bookings&payment=overpaid',
    );
  });

  it('says nothing of refunds or overpayments when there are none', async () => {
    await renderTile([autoCancel(null)], 'ENG');
    const tile = await screen.findByRole('region', { name: 'Payments' });
    await within(tile).findByRole('link', { name: '3 awaiting payment' });
    expect(within(tile).queryByRole('link', { name: /refund|overpaid/ })).not.toBeInTheDocument();
  });
});
