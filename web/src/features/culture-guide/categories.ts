import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ARTICLE_CATEGORIES } from '@domain/constants';
import type { ArticleCategory } from '@/generated/graphql';

/** Article categories as shown to visitors (spec §3 Article). */
export const ARTICLE_CATEGORY_LABELS: Record<ArticleCategory, MessageDescriptor> = {
  guide: msg`Travel Guide`,
  tips: msg`Tips & Advice`,
  culture: msg`Culture Stories`,
  news: msg`News & Updates`,
};

/** The filter chips' order. */
export const ARTICLE_CATEGORY_ORDER: readonly ArticleCategory[] = ARTICLE_CATEGORIES;

/** The `category` query value as a category; anything unknown means all articles. */
export function parseArticleCategory(value: string | null): ArticleCategory | undefined {
  return (ARTICLE_CATEGORY_ORDER as readonly string[]).includes(value ?? '')
    ? (value as ArticleCategory)
    : undefined;
}
