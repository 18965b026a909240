import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import { AuditEntry } from './audit-entry.entity.js';

export type AuditFields = Record<string, unknown>;

/** What a change is about: a type ('experience', 'booking'...) and its id. */
export interface AuditTarget {
  type: string;
  id: number | string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `source` named in `keys`, as JSON would store them. */
export function snapshot<T extends object>(source: T, keys: readonly (keyof T & string)[]): AuditFields {
  return JSON.parse(
    JSON.stringify(Object.fromEntries(keys.map((k) => [k, source[k] ?? null]))),
  ) as AuditFields;
}

/**
 * Records an admin change in `em` (persisted, not flushed): the caller flushes it with the change,
 * so both commit or neither does. Only the fields that differ are kept; nothing is recorded when
 * nothing changed or when no admin is acting (a guest, a job). A creation passes `before` null, a
 * deletion `after` null.
 */
export function audit(
  em: EntityManager,
  ctx: Partial<Pick<AppContext, 'admin' | 'ip'>>,
  kind: string,
  target: AuditTarget,
  before: AuditFields | null,
  after: AuditFields | null,
): AuditEntry | null {
  if (!ctx.admin) return null;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changed = before && after ? keys.filter((k) => !same(before[k], after[k])) : keys;
  if (before && after && !changed.length) return null;
  const pick = (fields: AuditFields | null) =>
    fields ? Object.fromEntries(changed.filter((k) => k in fields).map((k) => [k, fields[k] ?? null])) : null;
  return em.create(AuditEntry, {
    adminUserId: ctx.admin.id,
    username: ctx.admin.username,
    address: ctx.ip ?? 'unknown',
    kind,
    targetType: target.type,
    targetId: String(target.id),
    before: pick(before),
    after: pick(after),
  });
}
