import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { AdminI18nProvider } from '@/features/admin/i18n/AdminI18nProvider';
import { AuditEntriesDocument } from '@/generated/graphql';
import { pickOption } from '@/testing/pickOption';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { ActivitySection } from './index';

const entry = (id: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'AuditEntry' as const,
  id,
  at: '2026-11-27T01:30:00.000Z',
  username: 'helper',
  address: '203.0.113.7',
  kind: 'item.update',
  targetType: 'experience',
  targetId: '12',
  before: '{"price":30000}',
  after: '{"price":35000}',
  ...extra,
});

const answer = (
  variables: Record<string, unknown>,
  items: ReturnType<typeof entry>[],
  totalCount = items.length,
) => ({
  request: { query: AuditEntriesDocument, variables },
  result: {
    data: { auditEntries: { __typename: 'AuditEntryPage', totalCount, page: 1, pageSize: 20, items } },
  },
});

function Url() {
  return <output aria-label="url">{useLocation().search}</output>;
}

async function renderSection(route: string, mocks: RenderOptions['mocks']) {
  window.localStorage.setItem('adminLanguage', 'ENG');
  const result = await renderWithProviders(
    <AdminI18nProvider>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <ActivitySection />
              <Url />
            </>
          }
        />
      </Routes>
    </AdminI18nProvider>,
    { route, mocks },
  );
  await screen.findByRole('heading', { name: 'Activity' });
  return result;
}

const PAGE = { page: 1, pageSize: 20 };

describe('activity section', () => {
  afterEach(() => window.localStorage.clear());

  it('lists who changed what, when and from where, with the fields before and after', async () => {
    await renderSection('/admin?section=activity', [
      answer({ username: null, kind: null, from: null, to: null, page: PAGE }, [
        entry(1),
        entry(2, {
          username: 'boss',
          kind: 'booking.status',
          targetType: 'booking',
          targetId: '5',
          before: '{"status":"pending"}',
          after: '{"status":"confirmed"}',
        }),
      ]),
    ]);
    const table = await screen.findByRole('table', { name: 'Activity' });
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('helper')).toBeInTheDocument();
    expect(within(rows[1]).getByText('experience #12')).toBeInTheDocument();
    expect(within(rows[1]).getByText('price')).toBeInTheDocument();
    expect(within(rows[1]).getByText('30000 → 35000')).toBeInTheDocument();
    expect(within(rows[1]).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(rows[2]).getByText('pending → confirmed')).toBeInTheDocument();
  });

  it('reads its filters from the URL and keeps new ones there', async () => {
    const { user } = await renderSection('/admin?section=activity&user=boss&from=2026-11-01&to=2026-11-30', [
      answer({ username: 'boss', kind: null, from: '2026-11-01', to: '2026-11-30', page: PAGE }, [
        entry(3, { username: 'boss' }),
      ]),
      answer({ username: 'boss', kind: 'payment', from: '2026-11-01', to: '2026-11-30', page: PAGE }, []),
    ]);
    expect(await screen.findByText('experience #12')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'User' })).toHaveValue('boss');
    await pickOption(user, 'Kind', 'Payments');
    expect(await screen.findByText('No changes match these filters.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('url')).toHaveTextContent('kind=payment'));
    expect(screen.getByLabelText('url')).toHaveTextContent('user=boss');
  });
});
