import type { LanguageEnum } from '../../common/enums.js';
import type { Experience } from './experience.entity.js';

/** The experience's title in a language (its translation when there is one): what guests read. */
export function titleIn(
  experience: Pick<Experience, 'title' | 'translations'>,
  language: LanguageEnum,
): string {
  return experience.translations?.[language]?.title?.trim() || experience.title;
}

/** What the back office needs to name an item in a language: its own language and translated titles. */
export interface ItemTitles {
  /** The item's first language: the language of its own title. */
  primary: LanguageEnum | null;
  /** The non-blank translated titles, by language. */
  titles: Partial<Record<LanguageEnum, string>>;
}

/**
 * An item's name for an admin reading `wanted`: its own title when that is its language, else its
 * title translated into `wanted`; failing that, for a Korean admin, the English one (the back
 * office's other language) before a title in a third language; else its own title.
 */
export function adminTitle(own: string, item: ItemTitles, wanted?: LanguageEnum | null): string {
  if (!wanted || wanted === item.primary) return own;
  const english = item.primary === 'ENG' ? own : item.titles.ENG;
  return item.titles[wanted] ?? (wanted === 'KOR' ? english : undefined) ?? own;
}

/**
 * A row's item named for the admin's language (`language`; none: as stored), its translations read
 * through the request's loader: one query for a whole list.
 */
export async function titleFor(
  // The request's loaders (AppContext), named by shape: the context assembles these loaders itself.
  ctx: { loaders: { itemTitles: { load(id: number): Promise<ItemTitles> } } },
  row: { itemId: number; title: string },
  language?: LanguageEnum | null,
): Promise<string> {
  return language
    ? adminTitle(row.title, await ctx.loaders.itemTitles.load(row.itemId), language)
    : row.title;
}
