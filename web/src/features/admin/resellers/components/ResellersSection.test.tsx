import { screen, waitFor, within } from '@testing-library/react';
import {
  CreateResellerDocument,
  IssueResellerKeyDocument,
  ItemPickerSearchDocument,
  ResellersDocument,
  RevokeResellerKeyDocument,
} from '@/generated/graphql';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { ResellersSection } from '../index';

const API_KEY = 'octo_Zx8Kq2Lm4Np6Rs8Tu0Vw2Xy4Za6Bc8De0Fg2Hi4Jk6';

const key = (id: number, prefix: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ResellerApiKeyType' as const,
  id,
  prefix,
  createdAt: '2026-11-23T01:05:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  ...extra,
});

const reseller = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ResellerType' as const,
  id,
  name,
  email: 'partners@klook.example',
  experienceIds: null,
  items: null,
  commissionPercent: 20,
  disabledAt: null,
  createdAt: '2026-11-23T01:05:00.000Z',
  keys: [key(7, 'octo_Zx8Kq2')],
  figures: {
    __typename: 'ResellerFiguresType' as const,
    bookings: 3,
    revenue: 150000,
    lastRequestAt: '2026-11-24T02:30:00.000Z',
    errors: 2,
  },
  ...extra,
});

const listMock = (rows: ReturnType<typeof reseller>[]) => ({
  request: { query: ResellersDocument },
  result: { data: { resellers: rows } },
});

async function renderSection(mocks: RenderOptions['mocks']) {
  window.localStorage.setItem('adminLanguage', 'ENG');
  const result = await renderWithProviders(
    <AdminI18nProvider>
      <ResellersSection />
    </AdminI18nProvider>,
    { route: '/admin?section=resellers', mocks },
  );
  await screen.findByRole('heading', { name: 'Resellers' });
  return result;
}

describe('resellers section', () => {
  afterEach(() => window.localStorage.clear());

  it('adds a reseller, shows its API key once with a copy button, then lists it with figures and keys', async () => {
    const sent: unknown[] = [];
    const created = reseller(4, 'Klook');
    const { user } = await renderSection([
      listMock([]),
      {
        request: {
          query: CreateResellerDocument,
          variables: {
            input: {
              name: 'Klook',
              email: 'partners@klook.example',
              experienceIds: null,
              commissionPercent: 20,
            },
          },
        },
        result: (variables: unknown) => {
          sent.push(variables);
          return {
            data: {
              createReseller: { __typename: 'IssuedResellerKey', id: 7, apiKey: API_KEY, reseller: created },
            },
          };
        },
      },
      listMock([created]),
    ]);
    expect(await screen.findByText('No resellers yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New reseller' }));
    const dialog = await screen.findByRole('dialog', { name: 'New reseller' });

    // Nothing typed: the form says so before asking the server.
    await user.click(within(dialog).getByRole('button', { name: 'Add the reseller' }));
    expect(await within(dialog).findByText("Please enter the reseller's name.")).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Klook');
    await user.type(within(dialog).getByLabelText('Contact e-mail'), 'partners@klook.example');
    expect(within(dialog).getByRole('checkbox', { name: 'Every active item' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Commission (%)'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Add the reseller' }));

    const shown = await screen.findByRole('dialog', { name: 'API key' });
    expect(within(shown).getByLabelText('API key')).toHaveTextContent(API_KEY);
    expect(shown).toHaveTextContent('You will not see it again.');
    await user.click(within(shown).getByRole('button', { name: 'Copy the key' }));
    expect(await screen.findByText('API key copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(API_KEY);
    await user.click(within(shown).getByRole('button', { name: 'I have saved the key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(API_KEY)).not.toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Resellers' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Klook');
    expect(row).toHaveTextContent('Every active item');
    expect(row).toHaveTextContent('20%');
    expect(row).toHaveTextContent('3 confirmed, ₩150,000');
    expect(row).toHaveTextContent('2026. 11. 24. 11:30');
    expect(row).toHaveTextContent('2 errors in 24 h');
    expect(within(row).getByRole('list', { name: 'Keys of Klook' })).toHaveTextContent(
      'octo_Zx8Kq2…never used',
    );
    expect(sent).toHaveLength(1);
  });

  it('revokes a key only after confirming', async () => {
    let revoked = 0;
    const { user } = await renderSection([
      listMock([reseller(4, 'Klook', { keys: [key(8, 'octo_Ab12Cd'), key(7, 'octo_Zx8Kq2')] })]),
      {
        request: { query: RevokeResellerKeyDocument, variables: { id: 4, keyId: 7 } },
        result: () => {
          revoked += 1;
          return { data: { revokeResellerKey: true } };
        },
      },
      listMock([
        reseller(4, 'Klook', {
          keys: [key(8, 'octo_Ab12Cd'), key(7, 'octo_Zx8Kq2', { revokedAt: '2026-11-25T00:00:00.000Z' })],
        }),
      ]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Revoke key octo_Zx8Kq2…' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke octo_Zx8Kq2… of Klook?' });
    expect(revoked).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke the key' }));
    expect(await screen.findByText('Key revoked')).toBeInTheDocument();
    expect(revoked).toBe(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Revoke key octo_Zx8Kq2…' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('list', { name: 'Keys of Klook' })).toHaveTextContent(
      'revoked 2026. 11. 25. 09:00',
    );
    expect(screen.getByRole('button', { name: 'Revoke key octo_Ab12Cd…' })).toBeInTheDocument();
  });

  it('issues another key after confirming and shows it once', async () => {
    let issued = 0;
    const { user } = await renderSection([
      listMock([reseller(4, 'Klook')]),
      {
        request: { query: IssueResellerKeyDocument, variables: { id: 4 } },
        result: () => {
          issued += 1;
          return {
            data: {
              issueResellerKey: {
                __typename: 'IssuedResellerKey',
                id: 9,
                apiKey: API_KEY,
                reseller: reseller(4, 'Klook', { keys: [key(9, 'octo_Zx8Kq2'), key(7, 'octo_Zx8Kq2')] }),
              },
            },
          };
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'New API key for Klook' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'A new API key for Klook?' });
    expect(issued).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Issue a key' }));
    const shown = await screen.findByRole('dialog', { name: 'API key' });
    expect(within(shown).getByLabelText('API key')).toHaveTextContent(API_KEY);
    expect(issued).toBe(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(API_KEY)).not.toBeInTheDocument());
  });

  it('names the items a reseller may sell when its form opens (their titles, not their ids)', async () => {
    const { user } = await renderSection([
      listMock([
        reseller(4, 'Klook', {
          experienceIds: [12, 5],
          items: [
            { __typename: 'ResellerItemType', id: 12, title: 'Hanbok walk' },
            { __typename: 'ResellerItemType', id: 5, title: 'Temple food class' },
          ],
        }),
      ]),
      {
        request: { query: ItemPickerSearchDocument, variables: { search: null, pageSize: 20 } },
        result: { data: { adminExperiences: { __typename: 'ExperiencePage', totalCount: 0, items: [] } } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Klook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Klook' });
    const chosen = within(dialog).getByRole('list', { name: 'Chosen items' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Hanbok walk (#12)×', 'Temple food class (#5)×']);
    expect(within(chosen).getByRole('button', { name: 'Remove Hanbok walk (#12)' })).toBeInTheDocument();
  });
});
