import { addDays, isIsoDate } from '../../../../domain/calendar.js';
import type { AppContext } from '../../context.js';
import { badInput } from '../../common/errors.js';
import { pageWindow, toPage, type Page, type PageInput } from '../../common/pagination.js';
import { AdminRole } from '../../common/enums.js';
import { inIdOrder, pageOfIds, SqlParams } from '../../common/sql.js';
import { AuditEntry } from './audit-entry.entity.js';
import { AUDIT_ERRORS } from './audit.errors.js';
import type { AuditFilter } from './audit.inputs.js';

const KIND = /^[a-z][a-z-]*(\.[a-z-]+)?$/;

/** The SQL of a filter (checked: BAD_USER_INPUT on a malformed day or kind). */
function where(filter: AuditFilter | null | undefined): { sql: string; q: SqlParams } {
  const clauses: string[] = [];
  const q = new SqlParams();
  const p = (value: unknown) => q.p(value);
  const username = filter?.username?.trim();
  if (username) clauses.push(`username = ${p(username)}`);
  const kind = filter?.kind?.trim();
  if (kind) {
    if (!KIND.test(kind)) throw badInput(AUDIT_ERRORS.badKind);
    clauses.push(kind.includes('.') ? `kind = ${p(kind)}` : `kind like ${p(`${kind}.%`)}`);
  }
  for (const [name, day] of [
    ['from', filter?.from],
    ['to', filter?.to],
  ] as const) {
    if (day && !isIsoDate(day)) throw badInput(AUDIT_ERRORS.badDay(name));
  }
  // Days are Seoul days: `to` includes its whole day.
  if (filter?.from) clauses.push(`at >= (${p(filter.from)}::date::timestamp at time zone 'Asia/Seoul')`);
  if (filter?.to)
    clauses.push(`at < (${p(addDays(filter.to, 1))}::date::timestamp at time zone 'Asia/Seoul')`);
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', q };
}

/** Owner and staff: the audit trail, newest first, filtered and paged in SQL (what each sees: auditView). */
export async function auditEntries(
  ctx: AppContext,
  filter?: AuditFilter | null,
  page?: Partial<PageInput> | null,
): Promise<Page<AuditEntry>> {
  const window = pageWindow(page);
  const { sql, q } = where(filter);
  // The trail is walked by its index on `at`: the total is counted beside the page, not over it.
  const { ids, total } = await pageOfIds(
    ctx.pool,
    q,
    { id: 'id', from: `from audit_entry ${sql}`, orderBy: 'at desc, id desc' },
    window,
    { countApart: true },
  );
  const items = await inIdOrder(ids, (some) => ctx.em.find(AuditEntry, { id: { $in: some } }));
  return toPage(items, total, window);
}

/** Changes to accounts, invitations and sessions: their fields name people's e-mails and addresses. */
const ACCOUNT_TARGETS = new Set(['admin_user', 'staff_invitation', 'admin_session']);
const PRIVATE_FIELD = /email|^(address|ip|seenFrom)$/i;

/** What of an entry a caller sees: its address and changed fields. */
export interface AuditView {
  address: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const withoutPrivate = (fields: Record<string, unknown> | null | undefined) =>
  fields ? Object.fromEntries(Object.entries(fields).filter(([key]) => !PRIVATE_FIELD.test(key))) : null;

/**
 * Owners see every entry whole. Staff see the trail without what is the owners' to see
 * (docs/security.md): the network address of entries by other accounts, and the e-mails (and addresses)
 * in the changes of accounts, invitations and sessions.
 */
export function auditView(ctx: Pick<AppContext, 'admin'>, entry: AuditEntry): AuditView {
  const full = { address: entry.address, before: entry.before ?? null, after: entry.after ?? null };
  if (ctx.admin?.role === AdminRole.owner) return full;
  const account = ACCOUNT_TARGETS.has(entry.targetType);
  return {
    address: entry.adminUserId === ctx.admin?.id ? entry.address : null,
    before: account ? withoutPrivate(full.before) : full.before,
    after: account ? withoutPrivate(full.after) : full.after,
  };
}
