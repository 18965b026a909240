import { stringify, type ColumnOption } from 'csv-stringify';

/**
 * A CSV stream for staff to open in a spreadsheet: UTF-8 with a BOM (so Korean, Japanese and Chinese
 * names open right) and every cell a guest could have typed made inert: a cell that starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, so a guest named
 * `=HYPERLINK(...)` is shown as text, never run as a formula (CSV injection).
 */
export const spreadsheetCsv = (columns: ReadonlyArray<string | ColumnOption>) =>
  stringify({ header: true, columns, bom: true, escape_formulas: true });
