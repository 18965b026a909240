import { screen, waitFor, within } from '@testing-library/react';
import { AdminSessionsDocument, EndAdminSessionDocument } from '@/generated/graphql';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { SessionsSection } from '../index';

const session = (id: string, device: string | null, current: boolean) => ({
  __typename: 'ActiveSession' as const,
  id,
  userId: 2,
  username: 'helper',
  device,
  address: '203.0.113.7',
  signedInAt: '2026-11-27T01:00:00.000Z',
  lastUsedAt: '2026-11-27T02:30:00.000Z',
  current,
});

const listMock = (sessions: ReturnType<typeof session>[]) => ({
  request: { query: AdminSessionsDocument, variables: { userId: null } },
  result: { data: { adminSessions: sessions } },
});

async function renderSection(mocks: RenderOptions['mocks']) {
  window.localStorage.setItem('adminLanguage', 'ENG');
  const result = await renderWithProviders(
    <AdminI18nProvider>
      <SessionsSection />
    </AdminI18nProvider>,
    { route: '/admin?section=sessions', mocks },
  );
  await screen.findByRole('heading', { name: 'Sessions' });
  return result;
}

describe('sessions section', () => {
  afterEach(() => window.localStorage.clear());

  it('lists my sessions with device, address and times, this device marked', async () => {
    await renderSection([listMock([session('a', 'Safari 17 · iPhone', true), session('b', null, false)])]);
    const table = await screen.findByRole('table', { name: 'Your sessions' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Safari 17 · iPhone');
    expect(rows[1]).toHaveTextContent('This device');
    expect(rows[1]).toHaveTextContent('203.0.113.7');
    expect(within(rows[1]).getByRole('button', { name: 'Sign out this device' })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('rowheader')).toHaveTextContent('Unknown device');
    expect(rows[2]).not.toHaveTextContent('This device');
  });

  it('ends another session only after confirming, then lists what is left', async () => {
    let ended: unknown = null;
    const { user } = await renderSection([
      listMock([session('a', 'Safari 17 · iPhone', true), session('b', 'Chrome 131 · macOS', false)]),
      {
        request: { query: EndAdminSessionDocument, variables: { id: 'b' } },
        result: (variables: unknown) => {
          ended = variables;
          return { data: { endAdminSession: true } };
        },
      },
      listMock([session('a', 'Safari 17 · iPhone', true)]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'End session on Chrome 131 · macOS' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End the session on Chrome 131 · macOS?' });
    expect(ended).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(ended).toEqual({ id: 'b' }));
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'End session on Chrome 131 · macOS' }),
      ).not.toBeInTheDocument(),
    );
  });
});
