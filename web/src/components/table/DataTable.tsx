import { useMemo, type ReactNode } from 'react';
import {
  functionalUpdate,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/Skeleton';
import { Checkbox } from '@/components/ui';
import type { SortDir } from './useListParams';

export type { RowSelectionState };

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });

/** One column: a header, how to show a row in it, and whether the server sorts by it. */
export type DataColumn<T extends object> = {
  /** Also the sort key sent to the server. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** The first click sorts this way (default: the table's `firstDir`). */
  firstDir?: SortDir;
  /** Render the cell as the row's header (`<th scope="row">`). */
  rowHeader?: boolean;
};

export type DataTableSelection<T extends object> = {
  /** Selected row ids (kept across pages by the caller: `useRowSelection`). */
  state: RowSelectionState;
  onChange: (next: RowSelectionState) => void;
  /** The accessible name of a row's checkbox: "Select booking #12 (Kim)". */
  label: (row: T) => string;
  /** The select-all checkbox's name; default "Select all on this page". */
  allLabel?: string;
};

export type DataTableProps<T extends object> = {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowId: (row: T) => string | number;
  /** The table's name (a visible caption); or `label` for an unseen one. */
  caption?: ReactNode;
  label?: string;
  /** The current sort (including the server's default one, to show it). */
  sort?: { column: string; dir: SortDir } | null;
  onSort?: (column: string, dir: SortDir) => void;
  firstDir?: SortDir;
  /** With no rows yet: skeleton rows. */
  loading?: boolean;
  /** Shown in place of rows once loaded with none. */
  empty: ReactNode;
  selection?: DataTableSelection<T>;
  skeletonRows?: number;
};

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space.xs};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }

  thead th {
    white-space: nowrap;
  }
`;

const SortButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm} !important;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A server-paged table on TanStack Table: sortable headers (buttons, `aria-sort`), labelled row
 * checkboxes with select-all, skeleton rows while loading and an empty state. Give the first
 * column a real link or button in its cell.
 */
export function DataTable<T extends object>({
  columns,
  rows,
  rowId,
  caption,
  label,
  sort,
  onSort,
  firstDir = 'ASC',
  loading,
  empty,
  selection,
  skeletonRows = 5,
}: DataTableProps<T>) {
  const { t } = useLingui();
  const sorting: SortingState = sort ? [{ id: sort.column, desc: sort.dir === 'DESC' }] : [];
  const defs = useMemo<ColumnDef<typeof features, T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        accessorFn: (row: T) => row,
        header: c.header,
        enableSorting: Boolean(c.sortable),
      })),
    [columns],
  );
  const table = useTable({
    features,
    columns: defs,
    data: rows as T[],
    getRowId: (row: T) => String(rowId(row)),
    manualSorting: true,
    enableSortingRemoval: false,
    enableRowSelection: Boolean(selection),
    state: { sorting, rowSelection: selection?.state ?? {} },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next) onSort?.(next.id, next.desc ? 'DESC' : 'ASC');
    },
    onRowSelectionChange: (updater) => selection?.onChange(functionalUpdate(updater, selection.state)),
  });
  const byId = new Map(columns.map((c) => [c.id, c]));
  const width = columns.length + (selection ? 1 : 0);
  const tableRows = table.getRowModel().rows;

  return (
    <StyledTable aria-label={label} aria-busy={loading || undefined}>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {selection ? (
              <th scope="col">
                <Checkbox
                  aria-label={selection.allLabel ?? t`Select all on this page`}
                  disabled={!tableRows.length}
                  checked={
                    table.getIsAllPageRowsSelected()
                      ? true
                      : table.getIsSomePageRowsSelected()
                        ? 'indeterminate'
                        : false
                  }
                  onCheckedChange={(on) => table.toggleAllPageRowsSelected(on === true)}
                />
              </th>
            ) : null}
            {group.headers.map((header) => {
              const column = byId.get(header.column.id)!;
              const sorted = header.column.getIsSorted();
              if (!column.sortable) {
                return (
                  <th key={header.id} scope="col">
                    {column.header}
                  </th>
                );
              }
              const first = column.firstDir ?? firstDir;
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <SortButton
                    type="button"
                    onClick={() => header.column.toggleSorting(sorted ? sorted === 'asc' : first === 'DESC')}
                  >
                    {column.header}
                    {sorted ? (sorted === 'asc' ? ' ▲' : ' ▼') : null}
                  </SortButton>
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {tableRows.map((row) => (
          <tr key={row.id}>
            {selection ? (
              <td>
                <Checkbox
                  aria-label={selection.label(row.original)}
                  checked={row.getIsSelected()}
                  onCheckedChange={(on) => row.toggleSelected(on === true)}
                />
              </td>
            ) : null}
            {row.getAllCells().map((cell) => {
              const column = byId.get(cell.column.id)!;
              const content = column.cell(row.original);
              return column.rowHeader ? (
                <th key={cell.id} scope="row">
                  {content}
                </th>
              ) : (
                <td key={cell.id}>{content}</td>
              );
            })}
          </tr>
        ))}
        {!tableRows.length && loading
          ? Array.from({ length: skeletonRows }, (_, i) => (
              <tr key={`skeleton-${i}`} data-testid="skeleton-row">
                {Array.from({ length: width }, (_, j) => (
                  <td key={j}>
                    <Skeleton />
                  </td>
                ))}
              </tr>
            ))
          : null}
        {!tableRows.length && !loading ? (
          <tr>
            <EmptyCell colSpan={width}>{empty}</EmptyCell>
          </tr>
        ) : null}
      </tbody>
    </StyledTable>
  );
}
