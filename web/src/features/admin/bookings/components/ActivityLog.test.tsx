import { screen, within } from '@testing-library/react';
import { BookingLogsDocument } from '@/generated/graphql';
import { renderWithProviders } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { ActivityLog } from './ActivityLog';

const entry = (id: number, logType: string, details: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'BookingLog' as const,
  id,
  logType,
  details,
  oldValue: null,
  newValue: null,
  createdBy: 'admin',
  createdByName: 'desk',
  createdAt: '2026-11-23T01:05:00.000Z',
  ...extra,
});

const logs = [
  entry(1, 'booking_created', 'Application for 3 guest(s) on 2026-12-05 10:00', {
    newValue: 'pending',
    createdBy: 'customer',
    createdByName: null,
  }),
  entry(2, 'status_change', 'Status changed from pending to confirmed (capacity overridden: 12/10 guests)', {
    oldValue: 'pending',
    newValue: 'confirmed',
  }),
  entry(3, 'payment_recorded', 'Payment of ₩40,000 (bank_transfer, 2026-11-27) recorded by desk: KIM MINA'),
  entry(4, 'payment_voided', 'Payment of ₩40,000 (2026-11-27) voided by desk: Wrong booking'),
  entry(5, 'status_change', 'Status changed from confirmed to cancelled: Cancelled by the guest.', {
    oldValue: 'confirmed',
    newValue: 'cancelled',
    createdBy: 'customer',
    createdByName: null,
  }),
  entry(6, 'email_sent', '예약이 취소되었습니다: 한옥 다도 체험', {
    newValue: 'mina@example.com',
    createdBy: 'system',
    createdByName: null,
  }),
  entry(7, 'status_change', 'A line this screen does not know', {
    oldValue: 'cancelled',
    newValue: 'pending',
  }),
];

describe("a booking's activity log", () => {
  it("reads in the admin's language, the server's English lines included; an unknown line as written", async () => {
    window.localStorage.removeItem('adminLanguage');
    await renderWithProviders(
      <AdminI18nProvider>
        <ActivityLog bookingId={9} />
      </AdminI18nProvider>,
      {
        mocks: [
          {
            request: { query: BookingLogsDocument, variables: { bookingId: 9 } },
            result: { data: { bookingLogs: logs } },
          },
        ] as never,
      },
    );
    const log = await screen.findByRole('region', { name: '활동 기록' });
    await within(log).findAllByRole('listitem');
    const lines = within(log)
      .getAllByRole('listitem')
      .map((item) => [...item.querySelectorAll('p')].slice(1).map((p) => p.textContent));
    expect(lines).toEqual([
      ['2026-12-05 10:00, 3명', '— → 대기'],
      ['정원 초과 확정: 10석에 12명', '대기 → 확정'],
      ['₩40,000 입금 (계좌 이체, 2026-11-27) · 참조: KIM MINA'],
      ['₩40,000 입금 기록(2026-11-27) 무효 처리: Wrong booking'],
      ['사유: 고객이 취소했습니다.', '확정 → 취소'],
      ['예약이 취소되었습니다: 한옥 다도 체험', '— → mina@example.com'],
      ['A line this screen does not know', '취소 → 대기'],
    ]);
    expect(log).not.toHaveTextContent('Status changed from');
  });
});
