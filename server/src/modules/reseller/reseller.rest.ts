import { restRoutes } from '../../rest/api-routes.js';
import { arr, bool, dateTime, int, nullable, num, obj, str } from '../../rest/json-schema.js';
import { idParam } from '../../rest/route.js';
import { RESELLER_ERRORS } from './reseller.errors.js';
import * as resellers from './reseller.service.js';

const KEY = obj({
  id: int,
  prefix: str,
  createdAt: dateTime,
  revokedAt: nullable(dateTime),
  lastUsedAt: nullable(dateTime),
});
const RESELLER = obj({
  id: int,
  name: str,
  email: str,
  experienceIds: nullable(arr(int)),
  items: nullable(arr(obj({ id: int, title: str }))),
  commissionPercent: nullable(num),
  disabledAt: nullable(dateTime),
  createdAt: dateTime,
  keys: arr(KEY),
  figures: obj({ bookings: int, revenue: num, lastRequestAt: nullable(dateTime), errors: int }),
});
const issued = (id: string) => ({
  status: 201,
  description: `${id}, the key (\`octo_…\`), shown this once, and the reseller as the list shows it`,
  schema: obj({ id: int, keyId: int, apiKey: str, reseller: RESELLER }),
});

/** The owner's resellers and their OCTO API keys (docs/admin.md, docs/resellers.md). */
export function resellerRoutes() {
  const api = restRoutes('Resellers');
  const id = (req: Parameters<typeof idParam>[0]) => idParam(req, RESELLER_ERRORS.notFound);
  api.post(
    '/admin/resellers',
    {
      summary: 'Add a reseller',
      description:
        'Answers its first API key this once (stored only as a hash). `experienceIds` left out: every active item.',
      auth: 'owner',
      body: {
        schema: obj(
          { name: str, email: str, experienceIds: nullable(arr(int)), commissionPercent: nullable(num) },
          ['experienceIds', 'commissionPercent'],
        ),
        example: { name: 'Klook', email: 'partners@klook.example', commissionPercent: 20 },
      },
      response: issued("The reseller's id (`id`), its key's id (`keyId`)"),
    },
    async (ctx, req) => {
      const {
        id: keyId,
        apiKey,
        reseller,
      } = await resellers.addReseller(ctx, req.body as resellers.ResellerInput);
      return { id: reseller.id, keyId, apiKey, reseller };
    },
  );
  api.get(
    '/admin/resellers',
    {
      summary: 'Resellers',
      description:
        'Newest first, each with its keys (prefix, issued, revoked, last used; never the key) and figures: confirmed bookings, their revenue (KRW), last request, 4xx/5xx answers in the last 24 hours.',
      auth: 'owner',
      response: { description: 'Resellers', schema: arr(RESELLER) },
    },
    (ctx) => resellers.listResellers(ctx),
  );
  api.patch(
    '/admin/resellers/:id',
    {
      summary: 'Change a reseller',
      description:
        'What the body leaves out stays; `experienceIds` or `commissionPercent` null clears it; `disabled: true` refuses every key at once.',
      auth: 'owner',
      body: {
        schema: obj(
          {
            name: str,
            email: str,
            experienceIds: nullable(arr(int)),
            commissionPercent: nullable(num),
            disabled: bool,
          },
          ['name', 'email', 'experienceIds', 'commissionPercent', 'disabled'],
        ),
        example: { commissionPercent: 15 },
      },
      response: { description: 'The reseller as the list shows it', schema: RESELLER },
    },
    (ctx, req) => resellers.updateReseller(ctx, id(req), req.body as resellers.ResellerChanges),
  );
  api.post(
    '/admin/resellers/:id/keys',
    {
      summary: 'Issue another API key',
      description: 'To rotate: issue, switch the integration over, revoke the old key.',
      auth: 'owner',
      response: issued("The key's id (`id` and `keyId`)"),
    },
    async (ctx, req) => {
      const { id: keyId, apiKey, reseller } = await resellers.addApiKey(ctx, id(req));
      return { id: keyId, keyId, apiKey, reseller };
    },
  );
  api.delete(
    '/admin/resellers/:id/keys/:keyId',
    {
      summary: 'Revoke an API key',
      description: 'Refused from the next request on, on every instance.',
      auth: 'owner',
      response: { status: 204, description: 'Revoked' },
    },
    async (ctx, req) => {
      await resellers.revokeApiKey(ctx, id(req), idParam(req, RESELLER_ERRORS.keyNotFound, 'keyId'));
    },
  );
  return api;
}
