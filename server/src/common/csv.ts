import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';
import type pg from 'pg';

/** Options shared by every export: see spreadsheetCsv. */
const OPTIONS = { escape_formulas: true } as const;

/** Rows read from the cursor and written at once: memory stays this many rows, whatever the export's size. */
const BATCH = 2000;

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

export interface CsvExport {
  /** A SELECT whose columns, in order, are `columns`; `$n` parameters from `params`. */
  sql: string;
  params: unknown[];
  columns: string[];
  /** The download's file name. */
  filename: string;
}

/**
 * Streams a query's rows as a CSV download (spreadsheetCsv), read through a server-side cursor
 * BATCH rows at a time in one read-only transaction: memory stays flat however long the list, and
 * the file is one consistent snapshot.
 */
export async function streamCsv(pool: pg.Pool, res: Response, { sql, params, columns, filename }: CsvExport) {
  const client = await pool.connect();
  try {
    await client.query('begin read only');
    await client.query(`declare csv_export no scroll cursor for ${sql}`, params);
    res.status(200);
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="${filename}"`);
    const csv = spreadsheetCsv(res, columns);
    for (;;) {
      const { rows } = await client.query<unknown[]>({
        text: `fetch ${BATCH} from csv_export`,
        rowMode: 'array',
      });
      await csv.write(rows);
      if (rows.length < BATCH) break;
    }
    await client.query('commit');
    await csv.end();
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
