import type { AppContext } from '../../context.js';
import type { LanguageEnum } from '../../common/enums.js';
import { Popup } from './popup.entity.js';

/** The popup to show now in a language: active, inside its period (open ends allowed), newest first. */
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
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
}
