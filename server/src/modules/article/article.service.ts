import type { AppContext } from '../../context.js';
import { ARTICLE_ERRORS } from './article.errors.js';
import { notFound } from '../../common/errors.js';
import type { ArticleCategoryEnum } from '../../common/enums.js';
import { Article } from './article.entity.js';

/** Newest first. Unpublished articles are listed only for an admin who asks for them. */
export function listArticles(
  ctx: AppContext,
  options: { category?: ArticleCategoryEnum; includeUnpublished?: boolean; limit?: number } = {},
): Promise<Article[]> {
  return ctx.em.find(
    Article,
    {
      ...(options.includeUnpublished && ctx.admin ? {} : { isPublished: true }),
      ...(options.category ? { category: options.category } : {}),
    },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: options.limit },
  );
}

export async function getArticle(ctx: AppContext, id: number): Promise<Article> {
  const article = await ctx.em.findOne(Article, { id });
  if (!article || (!article.isPublished && !ctx.admin)) throw notFound(ARTICLE_ERRORS.notFound);
  return article;
}

/** Up to `limit` other published articles of the same category, newest first. */
export function relatedArticles(ctx: AppContext, article: Article, limit = 3): Promise<Article[]> {
  return ctx.em.find(
    Article,
    { isPublished: true, category: article.category, id: { $ne: article.id } },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
  );
}
