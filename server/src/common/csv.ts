import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import type pg from 'pg';

export interface CsvExport {
  /** A SELECT whose column aliases are `columns`; `$n` parameters from `params`. */
  sql: string;
  params: unknown[];
  columns: string[];
  /** The download's file name. */
  filename: string;
}

/**
 * Streams a query's rows as a CSV download (UTF-8 with a BOM, so spreadsheets read Korean, Japanese
 * and Chinese), read through a server-side cursor 1,000 rows at a time in one read-only transaction:
 * memory stays flat however long the list, and the file is one consistent snapshot.
 */
export async function streamCsv(pool: pg.Pool, res: Response, { sql, params, columns, filename }: CsvExport) {
  const client = await pool.connect();
  try {
    await client.query('begin read only');
    await client.query(`declare csv_export no scroll cursor for ${sql}`, params);
    res.status(200);
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="${filename}"`);
    const csv = stringify({ header: true, columns, bom: true });
    csv.pipe(res);
    for (;;) {
      const { rows } = await client.query<Record<string, unknown>>('fetch 1000 from csv_export');
      for (const row of rows) {
        if (!csv.write(row)) await new Promise((resolve) => csv.once('drain', resolve));
      }
      if (rows.length < 1000) break;
    }
    await client.query('commit');
    csv.end();
    await new Promise((resolve) => res.once('finish', resolve));
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
