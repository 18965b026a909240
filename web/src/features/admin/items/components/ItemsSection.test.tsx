import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  AdminExperienceDocument,
  AdminExperiencesDocument,
  UpdateExperienceDocument,
  DeleteExperienceDocument,
  SetExperienceActiveDocument,
} from '@/generated/graphql';
import { pickOption } from '@/testing/pickOption';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { ItemsSection } from '../index';
import { itemDetail } from '../testing/itemFixtures';

const item = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Experience' as const,
  id,
  title,
  isActive: true,
  category: 'Tour' as const,
  language: ['ENG' as const],
  kCultureTags: ['K_POP' as const],
  price: 40000,
  discountedPrice: 40000,
  promotionType: [],
  promotionDiscount: null,
  mainImage: null,
  location: 'Seoul',
  confirmationMode: 'request' as const,
  updatedAt: '2026-11-23T00:00:00.000Z',
  ...extra,
});

const filter = (extra: Record<string, unknown> = {}) => ({
  status: 'active',
  search: null,
  category: null,
  language: null,
  cultureTag: null,
  promotion: null,
  ...extra,
});

const listMock = (
  items: ReturnType<typeof item>[],
  extra: Record<string, unknown> = {},
  order: Record<string, unknown> = {},
) => ({
  request: {
    query: AdminExperiencesDocument,
    variables: { filter: filter(extra), page: { page: 1, pageSize: 20 }, ...order },
  },
  result: {
    data: {
      adminExperiences: {
        __typename: 'ExperiencePage' as const,
        totalCount: items.length,
        page: 1,
        pageSize: 20,
        items,
      },
    },
  },
});

async function renderList(mocks: RenderOptions['mocks'], route = '/admin') {
  window.localStorage.setItem('adminLanguage', 'ENG');
  const result = await renderWithProviders(
    <AdminI18nProvider>
      <ItemsSection />
    </AdminI18nProvider>,
    { route, mocks },
  );
  // (An open dialog hides the page from roles: look past that.)
  await screen.findByRole('heading', { name: 'Items', hidden: true });
  return result;
}

describe('items list', () => {
  afterEach(() => window.localStorage.clear());

  it('lists active items by default with the discounted price and an Add Item link', async () => {
    await renderList([
      listMock([
        item(1, 'Palace walk', {
          promotionType: ['PERCENT_OFF'],
          promotionDiscount: 25,
          discountedPrice: 30000,
        }),
        item(2, 'DMZ tour', { confirmationMode: 'instant' }),
      ]),
    ]);
    const table = await screen.findByRole('table', { name: '2 items' });
    // Instant items are marked; those confirmed on request are not.
    expect(within(within(table).getByRole('row', { name: /DMZ tour/ })).getByText('Instant')).toBeVisible();
    const row = within(table).getByRole('row', { name: /Palace walk/ });
    expect(within(row).queryByText('Instant')).not.toBeInTheDocument();
    expect(within(row).getByText('₩40,000')).toBeInTheDocument();
    expect(within(row).getByText(/₩30,000/)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Palace walk' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    expect(screen.getByRole('link', { name: 'Add Item' })).toHaveAttribute('href', '/admin/add-item');
  });

  it('switches an item off at once and back with an Update Failed toast when the server refuses', async () => {
    const { user } = await renderList([
      listMock([item(1, 'Palace walk')]),
      {
        request: { query: SetExperienceActiveDocument, variables: { id: 1, isActive: false } },
        result: {
          errors: [new GraphQLError('Authentication required.', { extensions: { code: 'UNAUTHENTICATED' } })],
        },
      },
    ]);
    const toggle = await screen.findByRole('switch', { name: 'Palace walk on sale' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Authentication required.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Palace walk on sale' })).toBeChecked());
  });

  it('asks before deleting and shows why the server refused (409)', async () => {
    const message =
      'This item has bookings or reviews and cannot be deleted. Deactivate it instead to take it off sale.';
    const { user } = await renderList([
      listMock([item(1, 'Palace walk')]),
      {
        request: { query: DeleteExperienceDocument, variables: { id: 1 } },
        result: { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Actions for Palace walk' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete "Palace walk"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Palace walk/ })).toBeInTheDocument();
  });

  it('keeps status and filters in the URL and asks the server with them', async () => {
    await renderList(
      [
        listMock([item(3, 'Old tour', { isActive: false })], {
          status: 'inactive',
          category: 'Tour',
          cultureTag: 'K_POP',
          promotion: 'PERCENT_OFF',
        }),
      ],
      '/admin?status=inactive&category=Tour&tag=K-Pop&promotion=%25OFF',
    );
    expect(await screen.findByRole('table', { name: '1 items' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Old tour on sale' })).not.toBeChecked();
  });

  it('asks the server with the status and the filters chosen in their selects; All clears a filter', async () => {
    const { user } = await renderList([
      listMock([item(1, 'Palace walk')]),
      listMock([item(3, 'Old tour', { isActive: false })], { status: 'inactive' }),
      listMock([item(3, 'Old tour', { isActive: false })], {
        status: 'inactive',
        category: 'Tour',
        promotion: 'PERCENT_OFF',
      }),
      listMock([], { status: 'inactive', promotion: 'PERCENT_OFF' }),
    ]);
    await screen.findByRole('table', { name: '1 items' });
    await pickOption(user, 'Status', 'Inactive');
    expect(await screen.findByRole('switch', { name: 'Old tour on sale' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    let dialog = await screen.findByRole('dialog', { name: 'Filter items' });
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('All');
    await pickOption(user, 'Category', 'Tour', dialog);
    await pickOption(user, 'Promotion', '%OFF', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
    await screen.findByRole('table', { name: '1 items' });

    await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
    dialog = await screen.findByRole('dialog', { name: 'Filter items' });
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Tour');
    await pickOption(user, 'Category', 'All', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    expect(await screen.findByText('No items match the conditions.')).toBeInTheDocument();
  });

  it('edits in a dialog: Save only once changed, then the list shows the new title from the cache', async () => {
    const stored = itemDetail({ id: 1, title: 'Palace walk', category: 'Tour', kCultureTags: ['K_POP'] });
    const { user } = await renderList(
      [
        listMock([item(1, 'Palace walk')]),
        {
          request: { query: AdminExperienceDocument, variables: { id: 1 } },
          result: { data: { experience: stored } },
        },
        {
          request: {
            query: UpdateExperienceDocument,
            variables: (v: {
              id: number;
              input: { title?: string | null; kCultureTags?: string[] | null };
            }) =>
              v.id === 1 && v.input.title === 'Palace night walk' && v.input.kCultureTags?.[0] === 'K_POP',
          },
          result: { data: { updateExperience: { ...stored, title: 'Palace night walk' } } },
        },
      ],
      '/admin?edit=1',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit item' });
    const title = await within(dialog).findByRole('textbox', { name: 'Title' });
    const saveButton = within(dialog).getByRole('button', { name: 'Save changes' });
    expect(saveButton).toBeDisabled();
    await user.clear(title);
    await user.type(title, 'Palace night walk');
    await user.click(saveButton);
    expect(await screen.findByText('Item Updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit item' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Palace night walk' })).toBeInTheDocument();
  });

  it('edits how bookings are confirmed and the cut-off on the Schedule tab, showing the stored ones', async () => {
    const stored = itemDetail({
      id: 1,
      title: 'Palace walk',
      confirmationMode: 'instant',
      bookingCutoffHours: 6,
    });
    const { user } = await renderList(
      [
        listMock([item(1, 'Palace walk', { confirmationMode: 'instant' })]),
        {
          request: { query: AdminExperienceDocument, variables: { id: 1 } },
          result: { data: { experience: stored } },
        },
        {
          request: {
            query: UpdateExperienceDocument,
            variables: (v: {
              id: number;
              input: { confirmationMode?: string | null; bookingCutoffHours?: number | null };
            }) => v.id === 1 && v.input.confirmationMode === 'request' && v.input.bookingCutoffHours === 0,
          },
          result: {
            data: {
              updateExperience: { ...stored, confirmationMode: 'request' as const, bookingCutoffHours: 0 },
            },
          },
        },
      ],
      '/admin?edit=1&tab=schedule',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit item' });
    const mode = await within(dialog).findByRole('combobox', { name: 'How bookings are confirmed' });
    expect(mode).toHaveTextContent('Instant confirmation (when seats are free)');
    const cutoff = within(dialog).getByLabelText('Stop selling a slot (hours before it starts)');
    expect(cutoff).toHaveValue('6');
    await pickOption(user, mode, 'On request (staff approve)');
    await user.clear(cutoff);
    await user.type(cutoff, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Item Updated')).toBeInTheDocument();
    // The list follows from the cache: no longer marked instant.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit item' })).not.toBeInTheDocument());
    expect(screen.queryByText('Instant')).not.toBeInTheDocument();
  });

  it('sorts on the server by a column header, which says how it is sorted', async () => {
    const { user } = await renderList([
      listMock([item(1, 'Palace walk'), item(2, 'DMZ tour')]),
      listMock([item(2, 'DMZ tour'), item(1, 'Palace walk')], {}, { sort: 'title', direction: 'ASC' }),
    ]);
    const table = await screen.findByRole('table', { name: '2 items' });
    await user.click(within(table).getByRole('button', { name: 'Title' }));
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .map((r) => r.textContent)[1],
      ).toMatch(/^DMZ tour/),
    );
    expect(within(table).getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });
});
