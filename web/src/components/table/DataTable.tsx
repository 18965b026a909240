import { useIsPhone } from '@/lib/useMediaQuery';
import { CardList } from './CardList';
import { TableView } from './TableView';
import { useDataTable, type DataTableProps } from './tableModel';

export type { DataColumn, DataTableProps, DataTableSelection, RowSelectionState } from './tableModel';
export { StyledTable } from './TableView';

/**
 * A server-paged table on TanStack Table: sortable headers (buttons, `aria-sort`), labelled row
 * checkboxes with select-all, skeleton rows while loading and an empty state. Give the first
 * column a real link or button in its cell. One table model (the sort and the selection) drawn two
 * ways: a table on a desktop (TableView), stacked cards on a phone (CardList: the row header as
 * the title, the other columns as label and value, the same checkboxes, a "Sort by" choice).
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const table = useDataTable(props);
  // A phone gets stacked cards: every field of a row readable at 390 px, no sideways scrolling.
  const phone = useIsPhone();
  return phone ? <CardList table={table} {...props} /> : <TableView table={table} {...props} />;
}
