import { screen, within } from '@testing-library/react';
import { AdminDashboardDocument } from '@/generated/graphql';
import { renderWithProviders } from '@/testing/render';
import { AdminI18nProvider } from '../i18n/AdminI18nProvider';
import { DashboardHome } from './index';

const slot = (
  itemId: number,
  itemTitle: string,
  date: string,
  timeSlot: string,
  c: number,
  p: number,
  cap: number,
) => ({
  __typename: 'DashboardSlot' as const,
  itemId,
  itemTitle,
  date,
  timeSlot,
  confirmedGuests: c,
  pendingGuests: p,
  capacity: cap,
});

const mocks = [
  {
    request: { query: AdminDashboardDocument },
    result: {
      data: {
        adminDashboard: {
          __typename: 'AdminDashboard',
          today: '2026-11-23',
          tomorrow: '2026-11-24',
          pendingBookings: 3,
          pendingReviews: 1,
          slots: [
            slot(7, 'Kimchi class', '2026-11-23', '09:00', 0, 4, 10),
            slot(3, 'Hanok tea', '2026-11-23', '10:00', 3, 2, 4),
          ],
        },
      },
    },
  },
];

async function show(korean: boolean) {
  if (korean) window.localStorage.removeItem('adminLanguage');
  else window.localStorage.setItem('adminLanguage', 'ENG');
  return renderWithProviders(
    <AdminI18nProvider>
      <DashboardHome />
    </AdminI18nProvider>,
    { route: '/admin', mocks },
  );
}

describe('DashboardHome', () => {
  it('links each figure to its filtered list, and each slot of today to its applications', async () => {
    await show(false);
    const pending = await screen.findByRole('link', { name: /Pending applications\s*3/ });
    expect(pending).toHaveAttribute('href', '/admin?section=bookings&status=pending');
    expect(screen.getByRole('link', { name: /Reviews awaiting moderation\s*1/ })).toHaveAttribute(
      'href',
      '/admin?section=reviews&status=pending',
    );

    const today = screen.getByRole('region', { name: /^Today/ });
    const hanok = within(today).getByRole('link', { name: '10:00 Hanok tea' });
    expect(hanok).toHaveAttribute(
      'href',
      '/admin?section=bookings&view=by-item&item=3&slot=2026-11-23+10%3A00',
    );
    expect(hanok.closest('li')).toHaveTextContent('confirmed 3 / 4 guests, pending 2');
    expect(within(today).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: /^Tomorrow/ })).toHaveTextContent(
      'No applications for this day.',
    );
  });

  it('speaks Korean by default', async () => {
    await show(true);
    expect(await screen.findByRole('link', { name: /대기 중인 신청\s*3/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^오늘/ })).toBeInTheDocument();
  });
});
