import { screen, waitFor, within } from '@testing-library/react';
import {
  AdminCarouselsDocument,
  CreateCarouselDocument,
  DeleteCarouselDocument,
  UpdateCarouselDocument,
  ReorderCarouselsDocument,
} from '@/generated/graphql';
import { pickOption } from '@/testing/pickOption';
import { renderWithProviders, type RenderOptions } from '@/testing/render';
import { installFakeUploads } from '@/testing/fakeUploads';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { CarouselsSection } from '../index';

const slide = (id: number, title: string, sortOrder: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'CarouselSlide' as const,
  id,
  title,
  imageUrl: `/api/images/${id}.webp`,
  linkUrl: null,
  sortOrder,
  language: 'ENG' as const,
  fileMissing: false,
  ...extra,
});

const listMock = (items: ReturnType<typeof slide>[], language: string | null = null) => ({
  request: { query: AdminCarouselsDocument, variables: { language, page: { page: 1, pageSize: 100 } } },
  result: {
    data: {
      adminCarousels: {
        __typename: 'CarouselSlidePage' as const,
        totalCount: items.length,
        page: 1,
        pageSize: 100,
        items,
      },
    },
  },
});

async function renderSection(mocks: RenderOptions['mocks'], route = '/admin?section=carousels') {
  window.localStorage.setItem('adminLanguage', 'ENG');
  const result = await renderWithProviders(
    <AdminI18nProvider>
      <CarouselsSection />
    </AdminI18nProvider>,
    { route, mocks },
  );
  await screen.findByRole('heading', { name: 'Carousels', hidden: true });
  return result;
}

const rowTitles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('button')[0].textContent);

describe('carousels section', () => {
  afterEach(() => window.localStorage.clear());

  it('lists the slides by order and marks a missing file', async () => {
    await renderSection([listMock([slide(2, 'Second', 2), slide(1, 'First', 1, { fileMissing: true })])]);
    await screen.findByText('2 slides');
    expect(rowTitles()).toEqual(['First', 'Second']);
    const first = screen.getAllByRole('row')[1];
    expect(within(first).getByText('File missing')).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[2]).queryByText('File missing')).toBeNull();
  });

  it('filters the list by language from its select, and All languages lists them all again', async () => {
    const jpn = slide(4, 'Tokyo fans', 1, { language: 'JPN' });
    const { user } = await renderSection([
      listMock([slide(1, 'First', 1), jpn]),
      listMock([jpn], 'JPN'),
      listMock([slide(1, 'First', 1), jpn]),
    ]);
    await screen.findByText('2 slides');
    const filter = screen.getByRole('combobox', { name: 'Language' });
    expect(filter).toHaveTextContent('All languages');
    await pickOption(user, filter, 'Japanese');
    expect(await screen.findByText('1 slides')).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Tokyo fans']);
    await pickOption(user, filter, 'All languages');
    expect(await screen.findByText('2 slides')).toBeInTheDocument();
  });

  it('moves a slide by keyboard and saves every order in one call', async () => {
    let saved: number[] | undefined;
    const { user } = await renderSection([
      listMock([slide(1, 'First', 1), slide(2, 'Second', 2), slide(3, 'Third', 3)]),
      {
        request: {
          query: ReorderCarouselsDocument,
          variables: (variables: { ids: number[] }) => {
            saved = variables.ids;
            return true;
          },
        },
        result: {
          data: {
            reorderCarousels: [
              { __typename: 'CarouselSlide', id: 1, sortOrder: 2 },
              { __typename: 'CarouselSlide', id: 2, sortOrder: 1 },
              { __typename: 'CarouselSlide', id: 3, sortOrder: 3 },
            ],
          },
        },
      },
    ]);
    await screen.findByText('3 slides');
    const down = screen.getByRole('button', { name: 'Move First down' });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowTitles()).toEqual(['Second', 'First', 'Third']));
    expect(saved).toEqual([2, 1, 3]);
    expect(await screen.findByText('First moved to position 2.')).toBeInTheDocument();
    // The focus stays on the moved slide's button, ready for the next move.
    expect(screen.getByRole('button', { name: 'Move First down' })).toHaveFocus();
    // The first slide cannot go further up.
    expect(screen.getByRole('button', { name: 'Move Second up' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('checks the dialog rules: image required, link a URL, order at least 1', async () => {
    const { user } = await renderSection([listMock([slide(1, 'First', 1)])]);
    await screen.findByText('1 slides');
    await user.click(screen.getByRole('button', { name: 'Add slide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add slide' });
    // A new slide's order defaults to the count plus 1.
    expect(within(dialog).getByLabelText('Order')).toHaveValue('2');
    await user.type(within(dialog).getByLabelText('Link URL'), 'not a url');
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.type(within(dialog).getByLabelText('Order'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Please upload a slide image.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please enter a valid URL (https://... or a path starting with /).'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Order must be a whole number of at least 1.')).toBeInTheDocument();
  });

  it('adds a slide with the fields of the dialog', async () => {
    let sent: unknown;
    const { user } = await renderSection([
      listMock([]),
      {
        request: {
          query: CreateCarouselDocument,
          variables: (variables: { input: unknown }) => {
            sent = variables.input;
            return true;
          },
        },
        result: { data: { createCarousel: slide(5, 'New', 1, { language: 'JPN' }) } },
      },
      listMock([slide(5, 'New', 1, { language: 'JPN' })]),
    ]);
    await screen.findByText('0 slides');
    await user.click(screen.getByRole('button', { name: 'Add slide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add slide' });
    // (The image comes from an upload; here the field is filled as an upload would.)
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const answer = { data: { uploadImage: { imageUrl: '/api/images/a.webp', filename: 'a.webp' } } };
    const fake = installFakeUploads(() => answer);
    try {
      await user.upload(within(dialog).getByLabelText('Slide image'), file);
      await within(dialog).findByRole('img', { name: 'Slide image preview' });
    } finally {
      fake.restore();
    }
    expect(fake.requests).toHaveLength(1);
    await user.type(within(dialog).getByLabelText('Title'), 'New');
    await user.type(within(dialog).getByLabelText('Link URL'), 'https://example.com/x');
    await pickOption(user, 'Language', 'Japanese (JPN)', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual({
      imageUrl: '/api/images/a.webp',
      title: 'New',
      linkUrl: 'https://example.com/x',
      sortOrder: 1,
      language: 'JPN',
    });
    expect(await screen.findByText('Slide added')).toBeInTheDocument();
  });

  it('deletes a slide only after confirmation, then the list reloads', async () => {
    let deleted = 0;
    const { user } = await renderSection([
      listMock([slide(1, 'First', 1), slide(2, 'Second', 2)]),
      {
        request: {
          query: DeleteCarouselDocument,
          variables: (v: { id: number }) => {
            deleted = v.id;
            return true;
          },
        },
        result: { data: { deleteCarousel: true } },
      },
      listMock([slide(2, 'Second', 1)]),
    ]);
    await screen.findByText('2 slides');
    await user.click(screen.getByRole('button', { name: 'Delete First' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete "First"?' });
    expect(deleted).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Slide deleted')).toBeInTheDocument();
    expect(deleted).toBe(1);
    expect(await screen.findByText('1 slides')).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Second']);
  });

  it('an edit that moves a slide to another language takes it out of the filtered list', async () => {
    const jpn = slide(4, 'Tokyo fans', 1, { language: 'JPN' });
    const { user } = await renderSection(
      [
        listMock([jpn], 'JPN'),
        {
          request: { query: UpdateCarouselDocument, variables: () => true },
          result: { data: { updateCarousel: { ...jpn, language: 'ENG' } } },
        },
        listMock([], 'JPN'),
      ],
      '/admin?section=carousels&language=JPN',
    );
    await user.click(await screen.findByRole('button', { name: 'Tokyo fans' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit slide' });
    expect(within(dialog).getByLabelText('Order')).toHaveValue('1');
    // An edit saves only once something changed.
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await pickOption(user, 'Language', 'English (ENG)', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Slide updated')).toBeInTheDocument();
    expect(await screen.findByText('No slides yet.')).toBeInTheDocument();
  });
});
