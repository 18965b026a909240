import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';

/** Options shared by every export: see spreadsheetCsv. */
const OPTIONS = { escape_formulas: true } as const;

/**
 * A CSV for staff to open in a spreadsheet, written to `out` in batches of rows: UTF-8 with a BOM (so
 * Korean, Japanese and Chinese names open right) and every cell a guest could have typed made inert:
 * a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, so a
 * guest named `=HYPERLINK(...)` is shown as text, never run as a formula (CSV injection).
 * csv-stringify writes each batch at once (far cheaper than a record at a time through a stream);
 * `write` waits while `out` is full, so memory stays one batch whatever the export's size.
 */
export function spreadsheetCsv(out: Writable, header: readonly string[]) {
  out.write('\ufeff' + stringify([header as string[]], OPTIONS));
  return {
    async write(rows: unknown[][]): Promise<void> {
      if (!rows.length) return;
      if (!out.write(stringify(rows, OPTIONS))) await new Promise((resolve) => out.once('drain', resolve));
    },
    /** Ends the CSV; resolves once it is all written (an end callback would not survive every wrapper of res.end). */
    end(): Promise<void> {
      const finished = new Promise<void>((resolve) => out.once('finish', () => resolve()));
      out.end();
      return finished;
    },
  };
}
