import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { AuditEntriesDocument } from '@/generated/graphql';
import { pickOption } from '@/testing/pickOption';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { ActivitySection } from '../index';

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

async function renderSection(route: string, mocks: RenderOptions['mocks'], language: 'ENG' | 'KOR' = 'ENG') {
  if (language === 'ENG') window.localStorage.setItem('adminLanguage', 'ENG');
  else window.localStorage.removeItem('adminLanguage');
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
  await screen.findByRole('heading', { name: language === 'ENG' ? 'Activity' : '활동 기록' });
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
    // The change and its target as the admin catalog says them (issue 34 point 10), not as codes.
    expect(within(rows[1]).getByText('Item edited')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Item #12')).toBeInTheDocument();
    expect(within(rows[1]).getByText('price')).toBeInTheDocument();
    expect(within(rows[1]).getByText('30000 → 35000')).toBeInTheDocument();
    expect(within(rows[1]).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(rows[2]).getByText('pending → confirmed')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Booking status changed')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Booking #5')).toBeInTheDocument();
  });

  it('says the changes in Korean for a Korean admin; a kind it does not know as its code', async () => {
    await renderSection(
      '/admin?section=activity',
      [
        answer({ username: null, kind: null, from: null, to: null, page: PAGE }, [
          entry(1, { kind: 'booking.status', targetType: 'booking', targetId: '5' }),
          entry(2, { kind: 'settings.update', targetType: 'setting', targetId: 'payment-instructions' }),
          entry(3, { kind: 'gift.wrap', targetType: 'gift', targetId: '9' }),
        ]),
      ],
      'KOR',
    );
    const table = await screen.findByRole('table', { name: '활동 기록' });
    const rows = (await within(table).findAllByRole('row')).slice(1);
    const cells = (row: HTMLElement, at: number[]) =>
      at.map(
        (i) => within(row).getAllByRole(i === 0 ? 'rowheader' : 'cell')[i === 0 ? 0 : i - 1].textContent,
      );
    expect(rows.map((row) => cells(row, [2, 3]))).toEqual([
      ['예약 상태 변경', '예약 #5'],
      ['설정 변경', '결제 안내'],
      ['gift.wrap', 'gift #9'],
    ]);
  });

  it('reads its filters from the URL and keeps new ones there', async () => {
    const { user } = await renderSection('/admin?section=activity&user=boss&from=2026-11-01&to=2026-11-30', [
      answer({ username: 'boss', kind: null, from: '2026-11-01', to: '2026-11-30', page: PAGE }, [
        entry(3, { username: 'boss' }),
      ]),
      answer({ username: 'boss', kind: 'payment', from: '2026-11-01', to: '2026-11-30', page: PAGE }, []),
    ]);
    expect(await screen.findByText('Item #12')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'User' })).toHaveValue('boss');
    await pickOption(user, 'Kind', 'Payments');
    expect(await screen.findByText('No changes match these filters.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('url')).toHaveTextContent('kind=payment'));
    expect(screen.getByLabelText('url')).toHaveTextContent('user=boss');
  });
});
