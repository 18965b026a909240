import { Router } from 'express';
import { route } from '../../rest/route.js';
import type { AuditEntry } from './audit-entry.entity.js';
import * as audit from './audit.service.js';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const whole = (value: unknown) => (typeof value === 'string' && value ? Number(value) : undefined);

const entry = (e: AuditEntry) => ({
  id: e.id,
  user: e.username,
  action: e.kind,
  entity: e.targetType,
  entityId: e.targetId,
  before: e.before ?? null,
  after: e.after ?? null,
  address: e.address,
  createdAt: e.at,
});

export function auditRoutes(): Router {
  const router = Router();
  // `?user=&kind=&from=&to=&page=&pageSize=`: one page, newest first; the total in X-Total-Count.
  router.get(
    '/admin/audit',
    route(
      async (ctx, req, res) => {
        const q = req.query;
        const page = await audit.auditEntries(
          ctx,
          { username: text(q.user), kind: text(q.kind), from: text(q.from), to: text(q.to) },
          { page: whole(q.page), pageSize: whole(q.pageSize) },
        );
        res.setHeader('X-Total-Count', String(page.totalCount));
        return page.items.map(entry);
      },
      { admin: true },
    ),
  );
  return router;
}
