import { Checkbox, type CheckedState } from '@/components/ui';
import type { DataRow, DataTableModel, DataTableSelection } from './tableModel';

/** A row's checkbox in either view, named by the caller's label ("Select booking #12 (Kim)"). */
export function RowCheckbox<T extends object>({
  row,
  selection,
}: {
  row: DataRow<T>;
  selection: DataTableSelection<T>;
}) {
  return (
    <Checkbox
      aria-label={selection.label(row.original)}
      checked={row.getIsSelected()}
      onCheckedChange={(on) => row.toggleSelected(on)}
    />
  );
}

/** The select-all checkbox's state (every row of the page chosen, some, or none) and its action. */
export function selectAll<T extends object>(table: DataTableModel<T>) {
  const checked: CheckedState = table.getIsAllPageRowsSelected()
    ? true
    : table.getIsSomePageRowsSelected()
      ? 'indeterminate'
      : false;
  return { checked, onCheckedChange: (on: boolean) => table.toggleAllPageRowsSelected(on) };
}
