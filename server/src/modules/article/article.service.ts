import type { AppContext } from '../../context.js';
import { ARTICLE_ERRORS } from './article.errors.js';
import { notFound } from '../../common/errors.js';
import type { ArticleCategoryEnum } from '../../common/enums.js';
import { Article } from './article.entity.js';

/** The most articles one list answers (newest first). */
export const ARTICLES_MAX = 100;

/** Newest first, at most ARTICLES_MAX. Unpublished articles are listed only for an admin who asks for them. */
export function listArticles(
  ctx: AppContext,
  options: { category?: ArticleCategoryEnum; includeUnpublished?: boolean } = {},
): Promise<Article[]> {
  return ctx.em.find(
    Article,
    {
      ...(options.includeUnpublished && ctx.admin ? {} : { isPublished: true }),
      ...(options.category ? { category: options.category } : {}),
    },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: ARTICLES_MAX },
  );
}

export async function getArticle(ctx: AppContext, id: number): Promise<Article> {
  const article = await ctx.em.findOne(Article, { id });
  if (!article || (!article.isPublished && !ctx.admin)) throw notFound(ARTICLE_ERRORS.notFound);
  return article;
}
