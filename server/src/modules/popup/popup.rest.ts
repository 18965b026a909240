import { LANGUAGES } from '../../../../domain/constants.js';
import { POPUP_STATUSES, popupSchema, popupStatus } from '../../../../domain/schemas/popup.js';
import { restRoutes, type RouteSpec } from '../../rest/api-routes.js';
import { arr, bool, dateTime, int, nullable, obj, oneOfValues, str } from '../../rest/json-schema.js';
import type { AppContext } from '../../context.js';
import { idParam } from '../../rest/route.js';
import { languageQuery } from '../../rest/query.js';
import type { Popup } from './popup.entity.js';
import { POPUP_ERRORS } from './popup.errors.js';
import * as popups from './popup.service.js';

export const toRestPopup = (p: Popup) => ({
  id: p.id,
  imageUrl: p.imageUrl,
  linkUrl: p.linkUrl,
  altText: p.altText,
  startDate: p.startDate ?? null,
  endDate: p.endDate ?? null,
  isActive: p.isActive,
  language: p.language,
});

const POPUP_FIELDS = {
  id: int,
  imageUrl: str,
  linkUrl: str,
  altText: str,
  startDate: nullable(dateTime),
  endDate: nullable(dateTime),
  isActive: bool,
  language: oneOfValues(LANGUAGES),
};
const ADMIN_POPUP = obj({
  ...POPUP_FIELDS,
  status: oneOfValues(POPUP_STATUSES),
  fileMissing: { type: 'boolean', description: 'The image file is not in the upload store' },
});

/** The admin shape: plus the read-only 'file missing' flag (one look-up for the list) and the status. */
async function adminList(ctx: AppContext, list: Popup[]) {
  const missing = await popups.popupsWithMissingFiles(ctx, list);
  return list.map((p) => ({ ...toRestPopup(p), status: popupStatus(p), fileMissing: missing(p) }));
}

const adminOne = async (ctx: AppContext, popup: Popup) => (await adminList(ctx, [popup]))[0];

export function popupRoutes() {
  const api = restRoutes('Popups');
  const notFound = (req: Parameters<typeof idParam>[0]) => idParam(req, POPUP_ERRORS.notFound);
  const one: RouteSpec['response'] = { description: 'The popup', schema: ADMIN_POPUP };
  api.get(
    '/popups/active',
    {
      summary: 'The popup shown now',
      description: 'Of overlapping live popups, the one that started last.',
      query: {
        language: { schema: oneOfValues(LANGUAGES), description: 'Default ENG', example: 'ENG' },
      },
      response: { description: 'The popup, or null', schema: nullable(obj(POPUP_FIELDS)) },
    },
    async (ctx, req) => {
      const popup = await popups.activePopup(ctx, languageQuery(req, false) ?? 'ENG');
      return popup ? toRestPopup(popup) : null;
    },
  );
  api.get(
    '/popups',
    {
      summary: 'Every popup',
      auth: 'admin',
      response: { description: 'Newest first', schema: arr(ADMIN_POPUP) },
    },
    async (ctx) => adminList(ctx, await popups.allPopups(ctx)),
  );
  api.post(
    '/popups',
    {
      summary: 'Add a popup',
      auth: 'admin',
      body: {
        schema: popupSchema,
        example: {
          imageUrl: '/api/images/popup.webp',
          linkUrl: '/experiences',
          altText: 'Spring sale',
          startDate: '2026-04-01T00:00:00+09:00',
          endDate: null,
          language: 'ENG',
        },
      },
      response: { ...one, status: 201 },
    },
    async (ctx, req) => adminOne(ctx, await popups.createPopup(ctx, req.body)),
  );
  api.patch(
    '/popups/:id',
    {
      summary: 'Change a popup',
      auth: 'admin',
      body: { schema: popupSchema, partial: true, example: { isActive: false } },
      response: one,
    },
    async (ctx, req) => adminOne(ctx, await popups.updatePopup(ctx, notFound(req), req.body)),
  );
  api.delete(
    '/popups/:id',
    {
      summary: 'Delete a popup',
      auth: 'admin',
      response: { description: 'Deleted', schema: obj({ success: bool }) },
    },
    async (ctx, req) => ({ success: await popups.deletePopup(ctx, notFound(req)) }),
  );
  return api;
}
