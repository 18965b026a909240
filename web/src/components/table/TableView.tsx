import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/Skeleton';
import { Checkbox } from '@/components/ui';
import { RowCheckbox, selectAll } from './selection';
import type { DataViewProps } from './tableModel';

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
 * The desktop's view of a DataTable: sortable headers (buttons, `aria-sort`), a checkbox column
 * with select-all, the row header as `<th scope="row">`, skeleton rows and the empty state.
 */
export function TableView<T extends object>({
  table,
  columns,
  caption,
  label,
  firstDir = 'ASC',
  loading,
  empty,
  selection,
  skeletonRows = 5,
}: DataViewProps<T>) {
  const { t } = useLingui();
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
                  {...selectAll(table)}
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
                <RowCheckbox row={row} selection={selection} />
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
