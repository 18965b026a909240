import { Router } from 'express';
import { popupStatus } from '../../../../domain/schemas/popup.js';
import type { AppContext } from '../../context.js';
import { idParam, route } from '../../rest/route.js';
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

/** The admin shape: plus the read-only 'file missing' flag (one look-up for the list) and the status. */
async function adminList(ctx: AppContext, list: Popup[]) {
  const missing = await popups.popupsWithMissingFiles(ctx, list);
  return list.map((p) => ({ ...toRestPopup(p), status: popupStatus(p), fileMissing: missing(p) }));
}

const adminOne = async (ctx: AppContext, popup: Popup) => (await adminList(ctx, [popup]))[0];

export function popupRoutes(): Router {
  const router = Router();
  const admin = { admin: true };
  router.get(
    '/popups/active',
    route(async (ctx, req) => {
      const popup = await popups.activePopup(ctx, languageQuery(req, false) ?? 'ENG');
      return popup ? toRestPopup(popup) : null;
    }),
  );
  router.get(
    '/popups',
    route(async (ctx) => adminList(ctx, await popups.allPopups(ctx)), admin),
  );
  router.post(
    '/popups',
    route(async (ctx, req) => adminOne(ctx, await popups.createPopup(ctx, req.body)), {
      ...admin,
      status: 201,
    }),
  );
  router.patch(
    '/popups/:id',
    route(
      async (ctx, req) =>
        adminOne(ctx, await popups.updatePopup(ctx, idParam(req, POPUP_ERRORS.notFound), req.body)),
      admin,
    ),
  );
  router.delete(
    '/popups/:id',
    route(
      async (ctx, req) => ({ success: await popups.deletePopup(ctx, idParam(req, POPUP_ERRORS.notFound)) }),
      admin,
    ),
  );
  return router;
}
