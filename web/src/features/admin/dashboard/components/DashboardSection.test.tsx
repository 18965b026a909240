import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AdminDashboardDocument, MeDocument } from '@/generated/graphql';
import { backupStatusMock } from '@/testing/backupFixtures';
import { renderWithProviders } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { DashboardSection } from '../index';

const slot = (
  itemId: number,
  title: string,
  date: string,
  time: string,
  max: number,
  c: number,
  p: number,
) => ({
  __typename: 'BookingDaySlot' as const,
  key: `${itemId}:${date}:${time}`,
  itemId,
  title,
  bookingDate: date,
  timeSlot: time,
  maxGuests: max,
  confirmedGuests: c,
  pendingGuests: p,
});

const board = (extra: Record<string, unknown> = {}) => ({
  adminDashboard: {
    __typename: 'AdminDashboard' as const,
    pendingApplications: 4,
    reviewsAwaitingModeration: 2,
    awaitingPayment: 0,
    overduePayments: 0,
    overpaidPayments: 0,
    refundsDue: 0,
    holdsEndingSoon: 0,
    awaitingOnlinePayment: 0,
    onlinePaymentsToday: 0,
    onlinePaidToday: 0,
    today: '2026-11-23',
    tomorrow: '2026-11-24',
    todaySlots: [
      slot(3, '한옥 다도 체험', '2026-11-23', '10:00', 10, 6, 1),
      slot(3, '한옥 다도 체험', '2026-11-23', '23:30', 10, 7, 0),
    ],
    tomorrowSlots: [slot(8, 'Kimchi class', '2026-11-24', '09:00', 10, 9, 2)],
    paymentInstructionsPlaceholder: [],
    ...extra,
  },
  onlinePaymentSettings: { __typename: 'OnlinePaymentSettings' as const, enabled: false },
});

const answer = (data: unknown) => ({
  request: { query: AdminDashboardDocument, variables: () => true },
  result: { data },
});

function renderSection(mocks: unknown[], language?: 'ENG') {
  if (language) window.localStorage.setItem('adminLanguage', language);
  return renderWithProviders(
    <AdminI18nProvider>
      <DashboardSection />
    </AdminI18nProvider>,
    { route: '/admin', mocks: [...mocks, backupStatusMock()] as never },
  );
}

describe('DashboardSection', () => {
  it('shows a skeleton, then the three cards in Korean with links to the filtered lists', async () => {
    await renderSection([answer(board())]);

    expect(await screen.findByRole('group', { name: '대시보드를 불러오는 중' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('heading', { level: 2, name: '대시보드' })).toBeInTheDocument();

    const pending = await screen.findByRole('region', { name: '대기 중인 신청' });
    expect(within(pending).getByRole('link', { name: '처리 대기 4건' })).toHaveAttribute(
      'href',
      '/admin?section=bookings&status=pending',
    );
    const reviews = screen.getByRole('region', { name: '검토 대기 중인 리뷰' });
    expect(within(reviews).getByRole('link', { name: '검토 대기 2건' })).toHaveAttribute(
      'href',
      '/admin?section=reviews&status=pending',
    );
    expect(screen.queryByRole('group', { name: '대시보드를 불러오는 중' })).not.toBeInTheDocument();
  });

  it("lists today's and tomorrow's slots in Seoul dates, each a link to its roster with a fill bar", async () => {
    await renderSection([answer(board())]);

    const today = await screen.findByRole('region', { name: '오늘, 2026. 11. 23. (월)' });
    const links = within(today).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['10:00 한옥 다도 체험', '/admin?section=bookings&view=by-item&item=3&slot=2026-11-23%2010:00'],
      ['23:30 한옥 다도 체험', '/admin?section=bookings&view=by-item&item=3&slot=2026-11-23%2023:30'],
    ]);
    // 60% is green, 70% orange, 90% red.
    const bars = within(today).getAllByRole('img');
    expect(bars.map((b) => [b.getAttribute('aria-label'), b.dataset.level])).toEqual([
      ['10석 중 6석 확정', 'low'],
      ['10석 중 7석 확정', 'high'],
    ]);
    expect(today).toHaveTextContent('확정 6 / 10명, 대기 1명');

    const tomorrow = screen.getByRole('region', { name: '내일, 2026. 11. 24. (화)' });
    expect(within(tomorrow).getByRole('link', { name: '09:00 Kimchi class' })).toHaveAttribute(
      'href',
      '/admin?section=bookings&view=by-item&item=8&slot=2026-11-24%2009:00',
    );
    expect(within(tomorrow).getByRole('img')).toHaveAttribute('data-level', 'full');
  });

  it("asks for the item titles in the admin's language", async () => {
    await renderSection([
      {
        request: { query: AdminDashboardDocument, variables: { titleLanguage: 'KOR' } },
        result: { data: board({ tomorrowSlots: [slot(8, '김치 만들기', '2026-11-24', '09:00', 10, 1, 0)] }) },
      },
    ]);
    const tomorrow = await screen.findByRole('region', { name: '내일, 2026. 11. 24. (화)' });
    expect(within(tomorrow).getByRole('link', { name: '09:00 김치 만들기' })).toBeInTheDocument();
  });

  it('says so when a day has no slots (English)', async () => {
    await renderSection(
      [
        answer(
          board({ pendingApplications: 0, reviewsAwaitingModeration: 0, todaySlots: [], tomorrowSlots: [] }),
        ),
      ],
      'ENG',
    );

    expect(await screen.findByText('No bookings today.')).toBeInTheDocument();
    expect(screen.getByText('No bookings tomorrow.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0 waiting for a decision' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Today, 2026. 11. 23. (월)' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the dashboard cannot be loaded', async () => {
    const { user } = await renderSection(
      [
        {
          request: { query: AdminDashboardDocument, variables: () => true },
          result: { errors: [new GraphQLError('Boom')] },
        },
        answer(board()),
      ],
      'ENG',
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '4 waiting for a decision' })).toBeInTheDocument();
  });

  describe('while guests are told the placeholder bank account', () => {
    const signedInAs = (role: 'owner' | 'staff') => ({
      request: { query: MeDocument },
      result: {
        data: {
          me: {
            __typename: 'AdminUser' as const,
            id: 1,
            username: 'boss',
            role,
            twoFactorEnabled: true,
            mustEnrolTwoFactor: false,
          },
        },
      },
    });

    it('shows the owner which languages, with the way to the setting (Korean)', async () => {
      await renderSection([
        answer(board({ paymentInstructionsPlaceholder: ['ENG', 'KOR'] })),
        signedInAs('owner'),
      ]);

      const banner = await screen.findByRole('region', { name: '고객에게 임시 계좌가 안내되고 있습니다' });
      expect(banner).toHaveTextContent('영어, 한국어');
      expect(banner).toHaveTextContent('Example Bank 000-000000-00-000');
      expect(within(banner).getByRole('link', { name: '결제 안내 설정하기' })).toHaveAttribute(
        'href',
        '/admin?section=settings',
      );
    });

    it('shows nothing to staff (only an owner can fix it), nor once every language has real instructions', async () => {
      await renderSection(
        [answer(board({ paymentInstructionsPlaceholder: ['ENG'] })), signedInAs('staff')],
        'ENG',
      );
      await screen.findByRole('link', { name: '4 waiting for a decision' });
      expect(screen.queryByRole('region', { name: /placeholder account/ })).not.toBeInTheDocument();
    });

    it('shows nothing to the owner once no language gets the placeholder', async () => {
      await renderSection([answer(board()), signedInAs('owner')], 'ENG');
      await screen.findByRole('link', { name: '4 waiting for a decision' });
      expect(screen.queryByRole('region', { name: /placeholder account/ })).not.toBeInTheDocument();
    });
  });
});
