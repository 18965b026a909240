/** The bank statement REST endpoints (multipart; the admin session cookie goes with a same-origin fetch). */

export type StatementField = 'date' | 'name' | 'amount' | 'memo';
export type ColumnMapping = { date: string; name: string; amount: string; memo?: string };
export type MatchKind = 'matched' | 'possibly_recorded' | 'ambiguous' | 'unmatched' | 'duplicate';

export type StatementRow = {
  line: number;
  date: [number, number, number] | null;
  name: string;
  amount: number;
  memo: string;
  /** The other text columns (a second memo, a description), joined with " · ". */
  details?: string;
  match: MatchKind;
  bookingId?: number;
  candidates?: number[];
  /** possibly_recorded: the payment it looks like (recorded already, or a line above in the file). */
  recordedAs?: { paidAt: [number, number, number]; createdBy: string | null; line: number | null };
};

export type StatementPreview = { headers: string[]; mapping: ColumnMapping | null; rows: StatementRow[] };
export type StatementImport = { recorded: number; payments: unknown[] };

/** line → booking number, for rows staff assign by hand. */
export type Assignments = Record<number, number>;

async function post<T>(path: string, file: File, fields: Record<string, unknown>): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) body.append(key, JSON.stringify(value));
  }
  const res = await fetch(path, { method: 'POST', body, credentials: 'same-origin' });
  const json = (await res.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!res.ok) throw new Error(json?.message || `HTTP ${res.status}`);
  return json as T;
}

export const previewStatement = (file: File, mapping?: ColumnMapping | null) =>
  post<StatementPreview>('/api/admin/bank-statements/preview', file, { mapping });

export const importStatement = (file: File, mapping: ColumnMapping | null, assign: Assignments) =>
  post<StatementImport>('/api/admin/bank-statements/import', file, {
    mapping,
    assign: Object.keys(assign).length ? assign : undefined,
  });
