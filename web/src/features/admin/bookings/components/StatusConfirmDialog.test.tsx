import { readFileSync } from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { adminBookingRow } from '@/testing/adminFixtures';
import { renderWithProviders } from '@/testing/render';
import { StatusConfirmDialog } from './StatusConfirmDialog';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';

// In Korean 취소 is both "Cancel" (dismiss a dialog) and "cancellation" (of a booking): a dialog
// that asks whether to cancel a booking must not offer 취소 as the way out (issue 34 point 10).
describe('how a back-office dialog is dismissed', () => {
  it('says 닫기 (Close) beside a cancellation, never 취소', async () => {
    window.localStorage.removeItem('adminLanguage');
    const onCancel = jest.fn();
    const { user } = await renderWithProviders(
      <AdminI18nProvider>
        <StatusConfirmDialog
          booking={adminBookingRow(5) as never}
          change={{ status: 'cancelled', reason: '' }}
          pending={false}
          onCancel={onCancel}
          onConfirm={async () => {}}
        />
      </AdminI18nProvider>,
    );
    const ask = await screen.findByRole('alertdialog', { name: '예약 #5을(를) 거절할까요?' });
    expect(
      within(ask)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['닫기', '거절하고 이메일 보내기']);
    expect(within(ask).getByRole('button', { name: '닫기' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: '닫기' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('is never the bare "Cancel" anywhere in the back office or its kit', () => {
    const catalog = readFileSync(path.resolve(process.cwd(), 'web/src/locales/ko/admin.po'), 'utf8');
    expect(catalog).not.toMatch(/^msgid "Cancel"$/m);
  });
});
