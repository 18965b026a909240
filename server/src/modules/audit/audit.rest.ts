import { restRoutes } from '../../rest/api-routes.js';
import { arr, dateTime, int, isoDate, nullable, obj, str } from '../../rest/json-schema.js';
import type { AppContext } from '../../context.js';
import type { AuditEntry } from './audit-entry.entity.js';
import * as audit from './audit.service.js';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const whole = (value: unknown) => (typeof value === 'string' && value ? Number(value) : undefined);

const entry = (ctx: AppContext, e: AuditEntry) => {
  const { address, before, after } = audit.auditView(ctx, e);
  return {
    id: e.id,
    user: e.username,
    action: e.kind,
    entity: e.targetType,
    entityId: e.targetId,
    before,
    after,
    address,
    createdAt: e.at,
  };
};

const ANY = {};

export function auditRoutes() {
  const api = restRoutes('Activity trail');
  // `?user=&kind=&from=&to=&page=&pageSize=`: one page, newest first; the total in X-Total-Count.
  api.get(
    '/admin/audit',
    {
      summary: 'The activity trail',
      auth: 'admin',
      query: {
        user: { schema: str, description: 'Only this username' },
        kind: { schema: str, description: 'Only this kind of change (booking.approve...)' },
        from: { schema: isoDate, description: 'From this day (Seoul)' },
        to: { schema: isoDate, description: 'To this day (Seoul)' },
        page: { schema: { type: 'integer', minimum: 1 }, description: 'Page, from 1' },
        pageSize: { schema: { type: 'integer', minimum: 1 }, description: 'Entries a page' },
      },
      response: {
        description: 'One page, newest first',
        headers: { 'X-Total-Count': { description: 'Entries under the filter', schema: int } },
        schema: arr(
          obj({
            id: int,
            user: str,
            action: str,
            entity: str,
            entityId: nullable(str),
            before: nullable(ANY),
            after: nullable(ANY),
            address: nullable(str),
            createdAt: dateTime,
          }),
        ),
      },
    },
    async (ctx, req, res) => {
      const q = req.query;
      const page = await audit.auditEntries(
        ctx,
        { username: text(q.user), kind: text(q.kind), from: text(q.from), to: text(q.to) },
        { page: whole(q.page), pageSize: whole(q.pageSize) },
      );
      res.setHeader('X-Total-Count', String(page.totalCount));
      return page.items.map((e) => entry(ctx, e));
    },
  );
  return api;
}
