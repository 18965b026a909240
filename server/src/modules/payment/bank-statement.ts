import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { isIsoDate } from '../../../../domain/calendar.js';
import { badInput } from '../../common/errors.js';
import { STATEMENT_ERRORS } from './payment.errors.js';

/**
 * A bank's statement export (CSV) read into deposits. Korean banks still export CP949 (EUC-KR) as
 * often as UTF-8; some put account details above the header row; most list withdrawals in the same
 * file. Everything here is pure: matching against bookings is in bank-import.service.ts.
 */

export const STATEMENT_FIELDS = ['date', 'name', 'amount', 'memo'] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];
/** Which column (by its header text) holds each field. */
export type ColumnMapping = Record<StatementField, string>;

export const MAX_STATEMENT_ROWS = 5000;

/** The largest statement file accepted, over REST and GraphQL. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
/** Header names recognised without a mapping (compared without spaces, case or brackets). */
const KNOWN_HEADERS: Record<StatementField, string[]> = {
  date: [
    '거래일시',
    '거래일자',
    '거래일',
    '거래일시각',
    '일자',
    '날짜',
    'date',
    'transactiondate',
    'valuedate',
  ],
  name: [
    '입금자명',
    '보낸분',
    '보낸사람',
    '입금자',
    '의뢰인',
    '의뢰인명',
    'name',
    'depositor',
    'sender',
    'payer',
  ],
  amount: ['입금액', '입금금액', '입금', '맡기신금액', '입금액원', 'amount', 'deposit', 'credit'],
  memo: [
    '적요',
    '메모',
    '송금메모',
    '입금메모',
    '입금자메모',
    '통장메모',
    '통장표시',
    '통장표시내용',
    '받는분통장표시',
    '내용',
    '기재내용',
    '거래내용',
    '비고',
    'memo',
    'description',
    'reference',
    'details',
    'note',
    'remarks',
  ],
};

const normalise = (header: string) => header.toLowerCase().replace(/[\s()[\]_\-./]/g, '');

/** UTF-8 when the bytes are valid UTF-8 (a BOM dropped), else CP949, the Korean banks' other encoding. */
export function decodeStatement(bytes: Buffer): string {
  if (bytes.length === 0) throw badInput(STATEMENT_ERRORS.empty);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return iconv.decode(bytes, 'cp949');
  }
}

/** One deposit of the statement. `line` is the file's line number (1-based) as staff see it. */
export interface StatementRow {
  line: number;
  /** YYYY-MM-DD, or null when the cell is not a date. */
  date: string | null;
  name: string;
  amount: number;
  memo: string;
  /**
   * The row's other text columns (a second memo such as 메모 beside 적요, a branch name), joined with
   * " · ": the booking number is looked for there too.
   */
  details: string;
  /** A digest of the row (and how often an identical row came before it in the file). */
  key: string;
}

/** '2026-11-27 14:03', '2026.11.27', '2026/11/27', '20261127' → 2026-11-27. */
export function statementDate(cell: string): string | null {
  const m = /^(\d{4})[-./]?(\d{1,2})[-./]?(\d{1,2})/.exec(cell.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** '45,000', '₩45,000', '45,000원', '45000.00' → 45000; anything else (or 0) → null. */
export function statementAmount(cell: string): number | null {
  const text = cell.replace(/[\s,₩원]|KRW/g, '');
  if (!/^\d+(\.0+)?$/.test(text)) return null;
  const amount = Number(text);
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

function recognise(headers: string[]): ColumnMapping | null {
  const found: Partial<ColumnMapping> = {};
  for (const field of STATEMENT_FIELDS) {
    const header = headers.find((h) => KNOWN_HEADERS[field].includes(normalise(h)));
    if (header !== undefined) found[field] = header;
  }
  // The memo is optional in some exports; date, name and amount are not.
  if (found.date === undefined || found.name === undefined || found.amount === undefined) return null;
  return { memo: '', ...found } as ColumnMapping;
}

/** A cell of numbers only (an amount, a balance, a date, a time, a branch code): no booking number's text. */
const numeric = (cell: string) => /^[\d\s,.:/+\-₩원()]*$/.test(cell);

/**
 * The columns besides the mapped ones that hold text (some cell in them is not only digits): a second
 * memo, a description. Withdrawal, balance and time columns are left out, so their digits are never
 * read as booking numbers.
 */
function textColumns(headers: string[], mapped: number[], records: string[][]): number[] {
  return headers
    .map((_, index) => index)
    .filter((index) => !mapped.includes(index))
    .filter((index) => records.some((row) => (row[index] ?? '').trim() && !numeric(row[index] ?? '')));
}

/**
 * The likeliest header row when none is recognised: the first of the first 20 rows with the most
 * cells filled (an account preamble above it has fewer).
 */
function likelyHeaderRow(records: string[][]): string[] {
  const first = records.slice(0, 20);
  const filled = (row: string[]) => row.filter((cell) => cell.trim()).length;
  const most = Math.max(...first.map(filled));
  return first.find((row) => filled(row) === most) ?? records[0];
}

/** The header row's columns and the rows under it (the first row with recognised headers, within 20). */
export interface ParsedStatement {
  headers: string[];
  mapping: ColumnMapping | null;
  rows: StatementRow[];
}

/**
 * Reads the statement's deposits. Without `mapping`, the header row is the first of the first 20 rows
 * whose columns are recognised; with it, the first row holding the mapped columns. Rows without a
 * positive amount (withdrawals, totals, blank lines) are left out.
 */
export function parseStatement(text: string, mapping?: ColumnMapping | null): ParsedStatement {
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: true, bom: true, trim: true });
  } catch {
    throw badInput(STATEMENT_ERRORS.unreadable);
  }
  if (records.length === 0) throw badInput(STATEMENT_ERRORS.empty);
  if (records.length > MAX_STATEMENT_ROWS) throw badInput(STATEMENT_ERRORS.tooManyRows(MAX_STATEMENT_ROWS));
  let headerIndex = -1;
  let chosen: ColumnMapping | null = null;
  for (let i = 0; i < Math.min(records.length, 20) && headerIndex < 0; i += 1) {
    const row = records[i];
    if (mapping) {
      const needed = STATEMENT_FIELDS.map((f) => mapping[f]).filter(Boolean);
      if (needed.every((h) => row.includes(h))) [headerIndex, chosen] = [i, mapping];
    } else {
      const recognised = recognise(row);
      if (recognised) [headerIndex, chosen] = [i, recognised];
    }
  }
  if (headerIndex < 0 || !chosen) return { headers: likelyHeaderRow(records), mapping: null, rows: [] };
  const headers = records[headerIndex];
  const column = (field: StatementField) => (chosen[field] ? headers.indexOf(chosen[field]) : -1);
  const body = records.slice(headerIndex + 1);
  const others = textColumns(headers, STATEMENT_FIELDS.map(column), body);
  const at = (row: string[], field: StatementField) => {
    const index = column(field);
    return index >= 0 ? (row[index] ?? '') : '';
  };
  const seen = new Map<string, number>();
  const rows: StatementRow[] = [];
  body.forEach((row, offset) => {
    const amount = statementAmount(at(row, 'amount'));
    if (amount === null) return;
    const date = statementDate(at(row, 'date'));
    const name = at(row, 'name');
    const memo = at(row, 'memo');
    const details = others
      .map((index) => (row[index] ?? '').trim())
      .filter(Boolean)
      .join(' · ');
    // Two identical deposits in one file are two payments; the same file imported twice is not. (The
    // digest stays what it was before other text columns were read: files imported then still match.)
    const identity = JSON.stringify([date ?? at(row, 'date'), name, amount, memo]);
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    const key = createHash('sha256').update(`${identity}#${occurrence}`).digest('hex');
    rows.push({ line: headerIndex + offset + 2, date, name, amount, memo, details, key });
  });
  return { headers, mapping: chosen, rows };
}

/**
 * The booking numbers a row names: `#123` anywhere in its text (the memo, the other text columns such
 * as 적요 and 메모, the depositor name), or, when no `#` is written, a bare number of that text standing
 * alone (banks cut or drop the `#`).
 */
export function bookingNumbersIn(row: Pick<StatementRow, 'name' | 'memo'> & { details?: string }): number[] {
  const text = `${row.memo} ${row.details ?? ''} ${row.name}`;
  const marked = [...text.matchAll(/#\s*(\d{1,9})\b/g)].map((m) => Number(m[1]));
  const numbers = marked.length
    ? marked
    : [...text.matchAll(/(?:^|[^\d.:/-])(\d{1,9})(?![\d.:/-])/g)].map((m) => Number(m[1]));
  return [...new Set(numbers.filter((n) => n > 0))];
}
