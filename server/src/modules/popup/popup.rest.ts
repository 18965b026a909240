import { Router } from 'express';
import { route } from '../../rest/route.js';
import { languageQuery } from '../../rest/query.js';
import type { Popup } from './popup.entity.js';
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

export function popupRoutes(): Router {
  const router = Router();
  router.get(
    '/popups/active',
    route(async (ctx, req) => {
      const popup = await popups.activePopup(ctx, languageQuery(req, false) ?? 'ENG');
      return popup ? toRestPopup(popup) : null;
    }),
  );
  return router;
}
