import { useState } from 'react';
import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { ItemPickerSearchDocument } from '@/generated/graphql';
import { renderWithProviders } from '@/testing/render';
import { AdminI18nProvider } from './i18n/AdminI18nProvider';
import { ItemPicker } from './ItemPicker';

beforeEach(() => window.localStorage.setItem('adminLanguage', 'ENG'));

type Vars = { search: string | null; pageSize: number };

const item = (id: number, title: string) => ({ __typename: 'Experience' as const, id, title });
const found = (totalCount: number, items: ReturnType<typeof item>[]) => ({
  data: { adminExperiences: { __typename: 'ExperiencePage' as const, totalCount, items } },
});

/** Answers the search with exactly these variables (and only those), counting the calls. */
function search(variables: Vars, answer: ReturnType<typeof found>) {
  const result = jest.fn(() => answer);
  const mock = {
    request: { query: ItemPickerSearchDocument, variables },
    result,
    maxUsageCount: Number.POSITIVE_INFINITY,
  } as unknown as MockLink.MockedResponse;
  return { mock, result };
}

/** Every other search: nothing found; the variables are recorded. */
function otherSearches() {
  const calls: Vars[] = [];
  const mock = {
    request: {
      query: ItemPickerSearchDocument,
      variables: (variables: Vars) => {
        calls.push(variables);
        return true;
      },
    },
    result: found(0, []),
    maxUsageCount: Number.POSITIVE_INFINITY,
  } as unknown as MockLink.MockedResponse;
  return { mock, calls };
}

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <ItemPicker label="Item" value={value} onChange={setValue} />
      <p>Chosen: {value ?? 'none'}</p>
    </>
  );
}

function renderPicker(mocks: MockLink.MockedResponse[], initial: number | null = null) {
  return renderWithProviders(
    <AdminI18nProvider>
      <Harness initial={initial} />
    </AdminI18nProvider>,
    { route: '/admin', mocks },
  );
}

const firstPage = () =>
  search(
    { search: null, pageSize: 20 },
    found(1000, [item(3, 'Bibimbap class'), item(7, 'Kimchi class'), item(12, 'Kimchi market tour')]),
  );

describe('the item picker', () => {
  it('offers the first items at once, saying how many more there are', async () => {
    const first = firstPage();
    const { user } = await renderPicker([first.mock]);
    const box = await screen.findByRole('combobox', { name: 'Item' });
    expect(box).toHaveAttribute('placeholder', 'Type to search items');
    await waitFor(() => expect(first.result).toHaveBeenCalled());

    await user.click(box);
    await user.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox', { name: 'Item' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bibimbap class (#3)', 'Kimchi class (#7)', 'Kimchi market tour (#12)']);
    expect(within(list).getByText('997 more: keep typing to narrow down.')).toBeInTheDocument();
  });

  it('searches the server with the typed text once typing pauses, and choosing an item sets the value', async () => {
    const first = firstPage();
    const kimchi = search(
      { search: 'kimchi', pageSize: 20 },
      found(2, [item(7, 'Kimchi class'), item(12, 'Kimchi market tour')]),
    );
    const chosen = search(
      { search: 'Kimchi market tour', pageSize: 20 },
      found(1, [item(12, 'Kimchi market tour')]),
    );
    const others = otherSearches();
    const { user } = await renderPicker([first.mock, kimchi.mock, chosen.mock, others.mock]);
    const box = await screen.findByRole('combobox', { name: 'Item' });

    await user.type(box, '  kimchi ');
    await waitFor(() => expect(kimchi.result).toHaveBeenCalledTimes(1));
    const list = screen.getByRole('listbox', { name: 'Item' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Kimchi class (#7)', 'Kimchi market tour (#12)']),
    );
    // Only the finished (trimmed) text was sent, not each keystroke.
    expect(others.calls).toEqual([]);
    expect(screen.getByText('Chosen: none')).toBeInTheDocument();

    await user.click(within(list).getByRole('option', { name: 'Kimchi market tour (#12)' }));
    expect(screen.getByText('Chosen: 12')).toBeInTheDocument();
    expect(box).toHaveValue('Kimchi market tour (#12)');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // The chosen label's text searches by title, its "(#12)" left out.
    await waitFor(() => expect(chosen.result).toHaveBeenCalled());
    expect(others.calls).toEqual([]);
  });

  it('chooses with the keyboard too, and clearing the text clears the value', async () => {
    const first = firstPage();
    const bibim = search({ search: 'bibim', pageSize: 20 }, found(1, [item(3, 'Bibimbap class')]));
    const others = otherSearches();
    const { user } = await renderPicker([first.mock, bibim.mock, others.mock]);
    const box = await screen.findByRole('combobox', { name: 'Item' });

    await user.type(box, 'bibim');
    await waitFor(() => expect(bibim.result).toHaveBeenCalled());
    await screen.findByRole('option', { name: 'Bibimbap class (#3)' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Chosen: 3')).toBeInTheDocument();
    expect(box).toHaveValue('Bibimbap class (#3)');

    await user.clear(box);
    expect(screen.getByText('Chosen: none')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    const first = firstPage();
    const others = otherSearches();
    const { user } = await renderPicker([first.mock, others.mock]);
    const box = await screen.findByRole('combobox', { name: 'Item' });

    await user.type(box, 'nothing like it');
    await waitFor(() => expect(others.calls).toEqual([{ search: 'nothing like it', pageSize: 20 }]));
    const list = screen.getByRole('listbox', { name: 'Item' });
    expect(await within(list).findByText('No matches.')).toBeInTheDocument();
    expect(within(list).queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows the name of an item chosen by id only (from the address), asking the server for it', async () => {
    const first = firstPage();
    const known = search({ search: '12', pageSize: 10 }, found(1, [item(12, 'Kimchi market tour')]));
    const others = otherSearches();
    await renderPicker([first.mock, known.mock, others.mock], 12);
    const box = await screen.findByRole('combobox', { name: 'Item' });
    await waitFor(() => expect(box).toHaveValue('Kimchi market tour (#12)'));
    expect(known.result).toHaveBeenCalled();
    expect(screen.getByText('Chosen: 12')).toBeInTheDocument();
  });
});
