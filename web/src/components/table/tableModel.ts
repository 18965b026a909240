import { useMemo, type ReactNode } from 'react';
import {
  functionalUpdate,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
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

/**
 * The TanStack table both views draw: the server's sort and the caller's selection as its state,
 * a click on a header or a checkbox handed back through `onSort` and `selection.onChange`.
 */
export function useDataTable<T extends object>({
  columns,
  rows,
  rowId,
  sort,
  onSort,
  selection,
}: Pick<DataTableProps<T>, 'columns' | 'rows' | 'rowId' | 'sort' | 'onSort' | 'selection'>) {
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
  return useTable({
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
}

export type DataTableModel<T extends object> = ReturnType<typeof useDataTable<T>>;
export type DataRow<T extends object> = Row<typeof features, T>;

/** What a view of the table is given: the table model and the props it draws from. */
export type DataViewProps<T extends object> = DataTableProps<T> & {
  table: DataTableModel<T>;
};
