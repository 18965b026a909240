import { QueryOrder } from '@mikro-orm/core';
import { periodsOverlap, popupSchema } from '../../../../domain/schemas/popup.js';
import type { AppContext } from '../../context.js';
import type { LanguageEnum } from '../../common/enums.js';
import { type Page, type PageInput, pageWindow, toPage } from '../../common/pagination.js';
import { givenFields, mergePatch } from '../../common/patch.js';
import { validate } from '../../common/validate.js';
import { missingImageUrls } from '../media/media.service.js';
import { audit, snapshot } from '../audit/audit.js';
import { Popup } from './popup.entity.js';
import { popupNotFound } from './popup.errors.js';

/**
 * The popup to show now in a language: active, inside its period (open ends allowed). When several
 * overlap, the one that started last wins (an open start counts as the earliest), then the newest.
 */
export function activePopup(
  ctx: AppContext,
  language: LanguageEnum,
  now = new Date(),
): Promise<Popup | null> {
  return ctx.em.findOne(
    Popup,
    {
      language,
      isActive: true,
      $and: [
        { $or: [{ startDate: null }, { startDate: { $lte: now } }] },
        { $or: [{ endDate: null }, { endDate: { $gte: now } }] },
      ],
    },
    { orderBy: { startDate: QueryOrder.DESC_NULLS_LAST, createdAt: 'desc', id: 'desc' } },
  );
}

/** The admin's table: every popup, newest first, with the total. */
export async function adminPopups(ctx: AppContext, page?: Partial<PageInput> | null): Promise<Page<Popup>> {
  const window = pageWindow(page);
  const [items, total] = await ctx.em.findAndCount(
    Popup,
    {},
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: window.limit, offset: window.offset },
  );
  return toPage(items, total, window);
}

/** Every popup (the REST list), newest first. */
export function allPopups(ctx: AppContext): Promise<Popup[]> {
  return ctx.em.find(Popup, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/** The 'file missing' flag of many popups: one call to the upload store. */
export async function popupsWithMissingFiles(ctx: AppContext, popups: Popup[]) {
  const missing = await missingImageUrls(
    ctx,
    popups.map((p) => p.imageUrl),
  );
  return (popup: Popup) => missing.has(popup.imageUrl);
}

const POPUP_FIELDS = [
  'imageUrl',
  'linkUrl',
  'altText',
  'startDate',
  'endDate',
  'isActive',
  'language',
] as const;
const target = (p: Popup) => ({ type: 'popup', id: p.id });

export async function createPopup(ctx: AppContext, input: unknown): Promise<Popup> {
  const values = validate(popupSchema, givenFields(input));
  return ctx.em.transactional(async (em) => {
    const popup = em.create(Popup, values);
    await em.flush();
    audit(em, ctx, 'popup.create', target(popup), null, snapshot(popup, POPUP_FIELDS));
    return popup;
  });
}

/** Changes the fields given; the whole popup is checked again by the same rules. */
export async function updatePopup(ctx: AppContext, id: number, input: unknown): Promise<Popup> {
  const popup = await ctx.em.findOne(Popup, id);
  if (!popup) throw popupNotFound();
  const current = {
    imageUrl: popup.imageUrl,
    linkUrl: popup.linkUrl,
    altText: popup.altText,
    startDate: popup.startDate ?? null,
    endDate: popup.endDate ?? null,
    isActive: popup.isActive,
    language: popup.language,
  };
  const values = validate(popupSchema, mergePatch(current, input));
  const before = snapshot(popup, POPUP_FIELDS);
  ctx.em.assign(popup, values);
  audit(ctx.em, ctx, 'popup.update', target(popup), before, snapshot(popup, POPUP_FIELDS));
  await ctx.em.flush();
  return popup;
}

export async function deletePopup(ctx: AppContext, id: number): Promise<boolean> {
  const popup = await ctx.em.findOne(Popup, id);
  if (!popup) throw popupNotFound();
  audit(ctx.em, ctx, 'popup.delete', target(popup), snapshot(popup, POPUP_FIELDS), null);
  await ctx.em.remove(popup).flush();
  return true;
}

/**
 * The switched-on popups of a language whose period shares an instant with this one (the dialog
 * warns: the storefront shows the one that started last).
 */
export async function overlappingPopups(
  ctx: AppContext,
  period: {
    language: LanguageEnum;
    startDate?: Date | null;
    endDate?: Date | null;
    excludeId?: number | null;
  },
): Promise<Popup[]> {
  const candidates = await ctx.em.find(
    Popup,
    {
      language: period.language,
      isActive: true,
      ...(period.excludeId ? { id: { $ne: period.excludeId } } : {}),
    },
    { orderBy: { startDate: QueryOrder.DESC_NULLS_LAST, id: 'desc' } },
  );
  const self = { isActive: true, startDate: period.startDate, endDate: period.endDate };
  return candidates.filter((p) => periodsOverlap(self, p));
}
