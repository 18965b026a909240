import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/** Options of the header line, which csv-stringify writes: the cells below follow the same rules. */
const OPTIONS = { escape_formulas: true } as const;

export interface CsvExport {
  /**
   * A SELECT whose columns, in order, are `columns`; `$n` parameters from `params` (strings,
   * numbers, booleans or null). Dates are formatted in the SQL (to_char), as text.
   */
  sql: string;
  params: unknown[];
  columns: string[];
  /** The download's file name. */
  filename: string;
}

/**
 * How each column type comes out of node-postgres (its default parsers), hence how csv-stringify
 * would write it: numbers as they are, booleans as 1 or nothing, everything else as text. Dates,
 * JSON and arrays would come out as objects: an export formats them in its SQL.
 */
const NUMBER_TYPES = new Set([pg.types.builtins.INT2, pg.types.builtins.INT4, pg.types.builtins.OID]);
const BOOL_TYPE = pg.types.builtins.BOOL;
const TEXT_TYPES = new Set<number>([
  pg.types.builtins.TEXT,
  pg.types.builtins.VARCHAR,
  pg.types.builtins.BPCHAR,
  19, // name
  pg.types.builtins.INT8,
  pg.types.builtins.NUMERIC,
  705, // unknown: a bare string literal
]);

/** First characters that make a spreadsheet read a cell as a formula (csv-stringify's escape_formulas), as code points. */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠'].map((c) => c.codePointAt(0));

/**
 * SQL: the value of column `name` (of the export's own SELECT, type `typeId`) as csv-stringify
 * writes it before quoting, which COPY then does the same way (a cell holding a comma, a quote or a
 * line break is quoted, its quotes doubled). Text that a spreadsheet would run as a formula gets a
 * leading `'`; '' becomes null, which COPY writes as an empty cell (it would quote ''); a number is
 * written as it is (a negative one is no formula), a boolean as 1 or nothing.
 */
function cell(name: string, typeId: number): string {
  const v = `t.${pg.escapeIdentifier(name)}`;
  if (NUMBER_TYPES.has(typeId)) return v;
  if (typeId === BOOL_TYPE) return `case when ${v} then '1' end`;
  if (TEXT_TYPES.has(typeId)) {
    const text = `${v}::text`;
    const formula = `ascii(${text}) in (${FORMULA_STARTS.join(', ')})`;
    return `nullif(case when ${formula} then '''' || ${text} else ${text} end, '')`;
  }
  throw new Error(`CSV column ${name}: type ${typeId} has no cell format; format it as text in the SQL`);
}

/**
 * The SQL with each `$n` replaced by its value as a quoted literal (COPY takes no parameters):
 * untyped, as the driver sends parameters, so PostgreSQL reads it the same way. Quoted strings and
 * identifiers of the SQL are left alone (export queries use no E'' strings nor dollar quoting).
 */
function inlineParams(sql: string, params: unknown[]): string {
  return sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g, (match, n: string | undefined) => {
    if (n === undefined) return match;
    const value = params[Number(n) - 1];
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'string') return pg.escapeLiteral(value);
    if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') {
      return pg.escapeLiteral(String(value));
    }
    throw new Error(`CSV export parameter $${n}: a ${typeof value} cannot be inlined`);
  });
}

/**
 * Streams a query's rows as a CSV download for staff to open in a spreadsheet: UTF-8 with a BOM (so
 * Korean, Japanese and Chinese names open right) and every cell a guest could have typed made inert
 * (csv-stringify's escape_formulas: a guest named `=HYPERLINK(...)` is shown as text, never run as a
 * formula). PostgreSQL writes the CSV itself (COPY ... TO STDOUT over the values `cell` prepares)
 * and its bytes are piped to the response as they come, paused while the response is full: memory
 * stays a few chunks however long the list, the file is one snapshot (one statement), and no row
 * becomes a JavaScript object (docs/performance.md: 25,000 rows).
 */
export async function streamCsv(pool: pg.Pool, res: Response, { sql, params, columns, filename }: CsvExport) {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    // The columns' types, planned but not run, tell how each is written (see cell); a bad query
    // fails here, before the answer's headers.
    const { fields } = await client.query(`select * from (${sql}) t limit 0`, params);
    const names = fields.map((f) => f.name);
    if (names.join() !== columns.join()) {
      throw new Error(`CSV columns ${columns.join()} do not match the query's ${names.join()}`);
    }
    const cells = fields.map((f) => cell(f.name, f.dataTypeID)).join(', ');
    // offset 0: each column is computed once (the subquery is not merged into the outer select),
    // and the rows keep the query's order.
    const rows = `select ${cells} from (select * from (${inlineParams(sql, params)}) s offset 0) t`;
    const copy = client.query(copyTo(`copy (${rows}) to stdout with (format csv)`));
    res.status(200);
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="${filename}"`);
    res.write('\ufeff' + stringify([columns], OPTIONS));
    await pipeline(copy, res);
  } catch (error) {
    broken = error as Error;
    // A download the browser closed half-way is no error of the app's.
    if (!res.headersSent || !res.destroyed) throw error;
  } finally {
    // A connection left in the middle of a COPY is closed, not given back to the pool.
    client.release(broken);
  }
}
