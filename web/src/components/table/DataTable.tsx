import { Fragment, useId, useMemo, type ReactNode } from 'react';
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
import { Checkbox, Select } from '@/components/ui';
import { useIsPhone } from '@/lib/useMediaQuery';
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
  /** Render the cell as the row's header (`<th scope="row">`); on a phone, the card's title. */
  rowHeader?: boolean;
  /** Left off the phone's card (a detail the card does without). */
  hideOnCard?: boolean;
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

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  > div {
    grid-column: 2;
    min-width: 0;
  }

  dl {
    display: grid;
    grid-template-columns: minmax(6rem, auto) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    min-width: 0;
  }
`;

const CardTitle = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

const CardSelect = styled.div`
  grid-column: 1 !important;
  grid-row: 1 / span 2;
`;

const CardsCaption = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: 600;
`;

const SortBar = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm} !important;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A server-paged table on TanStack Table: sortable headers (buttons, `aria-sort`), labelled row
 * checkboxes with select-all, skeleton rows while loading and an empty state. Give the first
 * column a real link or button in its cell. On a phone the rows are stacked cards (the row header
 * as the title, the other columns as label and value, the same checkboxes) with a "Sort by" choice.
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
  // A phone gets stacked cards: every field of a row readable at 390 px, no sideways scrolling.
  const phone = useIsPhone();
  const captionId = useId();
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

  if (phone) {
    const titleColumn = columns.find((c) => c.rowHeader) ?? columns[0];
    const sortable = columns.filter((c) => c.sortable);
    return (
      <div aria-busy={loading || undefined}>
        {caption ? <CardsCaption id={captionId}>{caption}</CardsCaption> : null}
        {onSort && sortable.length ? (
          <SortBar>
            <Select
              label={t`Sort by`}
              value={sort ? `${sort.column}:${sort.dir}` : ''}
              onChange={(value) => {
                const [column, dir] = value.split(':');
                onSort(column, dir as SortDir);
              }}
              options={sortable.flatMap((c) => [
                { value: `${c.id}:ASC`, label: t`${c.header}, ascending` },
                { value: `${c.id}:DESC`, label: t`${c.header}, descending` },
              ])}
            />
          </SortBar>
        ) : null}
        {selection && tableRows.length ? (
          <SortBar>
            <Checkbox
              label={selection.allLabel ?? t`Select all on this page`}
              checked={
                table.getIsAllPageRowsSelected()
                  ? true
                  : table.getIsSomePageRowsSelected()
                    ? 'indeterminate'
                    : false
              }
              onCheckedChange={(on) => table.toggleAllPageRowsSelected(on === true)}
            />
          </SortBar>
        ) : null}
        <Cards aria-label={label} aria-labelledby={caption ? captionId : undefined}>
          {tableRows.map((row) => (
            <Card key={row.id}>
              {selection ? (
                <CardSelect>
                  <Checkbox
                    aria-label={selection.label(row.original)}
                    checked={row.getIsSelected()}
                    onCheckedChange={(on) => row.toggleSelected(on === true)}
                  />
                </CardSelect>
              ) : null}
              <div>
                <CardTitle>{titleColumn.cell(row.original)}</CardTitle>
                <dl>
                  {columns
                    .filter((c) => c !== titleColumn && !c.hideOnCard)
                    .map((c) => (
                      <Fragment key={c.id}>
                        <dt>{c.header}</dt>
                        <dd>{c.cell(row.original)}</dd>
                      </Fragment>
                    ))}
                </dl>
              </div>
            </Card>
          ))}
          {!tableRows.length && loading
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <Card key={`skeleton-${i}`} data-testid="skeleton-row">
                  <div>
                    <Skeleton />
                  </div>
                </Card>
              ))
            : null}
          {!tableRows.length && !loading ? (
            <Card>
              <div>{empty}</div>
            </Card>
          ) : null}
        </Cards>
      </div>
    );
  }

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
