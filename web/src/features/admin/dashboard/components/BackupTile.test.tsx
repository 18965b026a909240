import { screen, within } from '@testing-library/react';
import { backupStatusMock } from '@/testing/backupFixtures';
import { renderWithProviders } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { BackupTile } from './BackupTile';

function renderTile(mock: ReturnType<typeof backupStatusMock>, language?: 'ENG') {
  if (language) window.localStorage.setItem('adminLanguage', language);
  return renderWithProviders(
    <AdminI18nProvider>
      <BackupTile />
    </AdminI18nProvider>,
    { route: '/admin', mocks: [mock] as never },
  );
}

describe('BackupTile', () => {
  it('shows the last backup in Seoul time and its size, in Korean, without a warning when it is recent', async () => {
    await renderTile(
      backupStatusMock({ lastSuccessAt: '2026-11-24T18:00:05.000Z', lastSuccessSizeBytes: 1_450_000 }),
    );
    const tile = await screen.findByRole('region', { name: '백업' });
    expect(await within(tile).findByText('1.5 MB')).toBeInTheDocument();
    // 18:00 UTC is 03:00 the next day in Seoul.
    expect(within(tile).getByText(/2026\. 11\. 25\..*3:00/)).toBeInTheDocument();
    expect(within(tile).getByText('켜짐')).toBeInTheDocument();
    expect(within(tile).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns with the reason when the last attempt failed (English)', async () => {
    await renderTile(
      backupStatusMock({ lastRunOk: false, lastError: 'No space left on device', needsAttention: true }),
      'ENG',
    );
    const tile = await screen.findByRole('region', { name: 'Backups' });
    expect(await within(tile).findByRole('alert')).toHaveTextContent(
      'The last backup failed: No space left on device',
    );
    // The last good one is still shown.
    expect(within(tile).getByText('Last backup')).toBeInTheDocument();
  });

  it('warns when the last good backup is older than 26 hours', async () => {
    const old = new Date(Date.now() - 30 * 3_600_000).toISOString();
    await renderTile(backupStatusMock({ lastSuccessAt: old, needsAttention: true }), 'ENG');
    expect(await screen.findByRole('alert')).toHaveTextContent('The last backup is more than 26 hours old.');
  });

  it('warns when there is no backup at all, and says when the daily backup is off', async () => {
    await renderTile(
      backupStatusMock({
        lastRunAt: null,
        lastRunOk: null,
        lastSuccessAt: null,
        lastSuccessSizeBytes: null,
        lastSuccessHost: null,
        needsAttention: true,
        schedule: null,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('아직 백업이 없습니다.');
    expect(screen.getByText('꺼짐 (BACKUP_SCHEDULE=off)')).toBeInTheDocument();
    expect(screen.queryByText('마지막 백업')).not.toBeInTheDocument();
  });
});
