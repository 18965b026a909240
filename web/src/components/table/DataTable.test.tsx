import { useState } from 'react';
import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithProviders } from '@/testing/render';
import {
  BulkBar,
  DataTable,
  Pagination,
  SearchBox,
  useListParams,
  useRowSelection,
  type DataColumn,
} from '.';

type Row = { id: number; name: string };
const rowsOf = (n: number, from = 1): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, name: `Person ${from + i}` }));

const columns: DataColumn<Row>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    rowHeader: true,
    cell: (r) => <button type="button">{r.name}</button>,
  },
  { id: 'id', header: 'Number', sortable: true, firstDir: 'DESC', cell: (r) => r.id },
  { id: 'note', header: 'Note', cell: () => '-' },
];

function Where() {
  const location = useLocation();
  return <output aria-label="url">{location.search}</output>;
}

/** A list page as a section composes it: URL state, search, table, selection, pager. */
function Demo({
  rows,
  total,
  onSort,
}: {
  rows: Row[];
  total: number;
  onSort?: (c: string, d: string) => void;
}) {
  const { params, set } = useListParams({ filters: ['status'], sorts: ['name', 'id'] });
  const selection = useRowSelection();
  return (
    <>
      <SearchBox label="Search people" value={params.q} onSearch={(q) => set({ q })} />
      <button type="button" onClick={() => set({ status: 'active' })}>
        Only active
      </button>
      <BulkBar count={selection.ids.length} onClear={selection.clear}>
        <button type="button">Archive</button>
      </BulkBar>
      <DataTable
        caption="People"
        columns={columns}
        rows={rows}
        rowId={(r) => r.id}
        sort={params.sort ? { column: params.sort, dir: params.dir ?? 'ASC' } : null}
        onSort={(column, dir) => {
          onSort?.(column, dir);
          set({ sort: column, dir });
        }}
        empty="Nobody here."
        selection={{ state: selection.state, onChange: selection.onChange, label: (r) => `Select ${r.name}` }}
      />
      <Pagination
        page={params.page}
        pageSize={params.pageSize}
        totalCount={total}
        onPage={(page) => set({ page })}
        onPageSize={(pageSize) => set({ pageSize })}
      />
      <Where />
    </>
  );
}

const url = () => screen.getByRole('status', { name: 'url' }).textContent;

describe('DataTable', () => {
  it('sorts by a header button: aria-sort and the callback, the other way on a second click', async () => {
    const onSort = jest.fn<(column: string, dir: string) => void>();
    const { user } = await renderWithProviders(<Demo rows={rowsOf(3)} total={3} onSort={onSort} />, {
      route: '/admin?section=people',
    });
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    expect(within(table).getByRole('columnheader', { name: 'Note' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Note' })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith('name', 'ASC');
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    within(table).getByRole('button', { name: /Name/ }).focus();
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenLastCalledWith('name', 'DESC');
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // A column whose first click sorts descending.
    await user.click(within(table).getByRole('button', { name: 'Number' }));
    expect(onSort).toHaveBeenLastCalledWith('id', 'DESC');
    expect(within(table).getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute('aria-sort');
    expect(url()).toBe('?section=people&sort=id&dir=DESC');
  });

  it('says which rows it shows and pages through the URL, back to page 1 on a new page size', async () => {
    const { user } = await renderWithProviders(<Demo rows={rowsOf(20, 21)} total={57} />, {
      route: '/admin?section=people&page=2',
    });
    expect(screen.getByText('Showing 21-40 of 57')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(url()).toBe('?section=people&page=3');
    expect(screen.getByText('Showing 41-57 of 57')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    screen.getByRole('combobox', { name: 'Rows per page' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: '50' }));
    expect(url()).toBe('?section=people&pageSize=50');
    expect(screen.getByText('Showing 1-50 of 57')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('says it in Korean too', async () => {
    await renderWithProviders(<Demo rows={rowsOf(20, 21)} total={57} />, {
      route: '/admin?page=2',
      locale: 'ko',
    });
    expect(screen.getByText('전체 57건 중 21-40')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '이 페이지 모두 선택' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '페이지당 행 수' })).toBeInTheDocument();
  });

  it('restores page, sort, search and filters from the URL and keeps other params on a change', async () => {
    const { user } = await renderWithProviders(<Demo rows={rowsOf(10, 11)} total={30} />, {
      route: '/admin?section=people&view=all&page=2&pageSize=10&sort=name&dir=DESC&q=kim&bogus=1',
    });
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveValue('kim');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Showing 11-20 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Only active' }));
    expect(url()).toBe('?section=people&view=all&pageSize=10&sort=name&dir=DESC&q=kim&bogus=1&status=active');
  });

  it('ignores a sort the list does not offer and a page size the server refuses', async () => {
    await renderWithProviders(<Demo rows={rowsOf(3)} total={3} />, {
      route: '/admin?sort=password&pageSize=5000',
    });
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('20');
  });

  it('selects rows by labelled checkboxes, all of the page at once, and shows the bulk bar', async () => {
    const { user } = await renderWithProviders(<Demo rows={rowsOf(3)} total={3} />);
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Person 2' }));
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();

    await user.click(all);
    expect(all).toBeChecked();
    for (const n of [1, 2, 3])
      expect(screen.getByRole('checkbox', { name: `Select Person ${n}` })).toBeChecked();
    expect(screen.getByText('3 selected')).toBeInTheDocument();

    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select Person 1' })).not.toBeChecked();
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
  });

  it('applies the search once typing pauses (300 ms), back on page 1', async () => {
    const { user } = await renderWithProviders(<Demo rows={rowsOf(3)} total={3} />, {
      route: '/admin?section=people&page=2',
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), ' kim ');
    expect(url()).toBe('?section=people&page=2');
    await waitFor(() => expect(url()).toBe('?section=people&q=kim'));
  });

  it('shows skeleton rows while loading and the empty message once loaded with none', async () => {
    function Loading() {
      const [loading, setLoading] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setLoading(false)}>
            Loaded
          </button>
          <DataTable
            columns={columns}
            rows={[]}
            rowId={(r) => r.id}
            label="People"
            loading={loading}
            empty="Nobody here."
          />
        </>
      );
    }
    const { user } = await renderWithProviders(<Loading />);
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.queryByText('Nobody here.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Loaded' }));
    expect(screen.getByText('Nobody here.')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
  });
});
