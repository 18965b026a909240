import type { EntityManager } from '@mikro-orm/postgresql';
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

/**
 * For each article id, up to `limit` other published articles of its category, newest first: one
 * statement for the pairs and one to load the articles, however many articles ask (DataLoader).
 */
export async function relatedArticlesOf(
  em: EntityManager,
  ids: readonly number[],
  limit: number,
): Promise<Article[][]> {
  const pairs = (await em.getConnection().execute(
    `select s.id as source, r.id as related
     from article s
     cross join lateral (
       select a.id, a.created_at from article a
       where a.is_published and a.category = s.category and a.id <> s.id
       order by a.created_at desc, a.id desc
       limit ?
     ) r
     where s.id in (${ids.map(() => '?').join(', ')})
     order by s.id, r.created_at desc, r.id desc`,
    [limit, ...ids],
  )) as { source: number; related: number }[];
  const found = pairs.length
    ? await em.find(Article, { id: { $in: [...new Set(pairs.map((p) => p.related))] } })
    : [];
  const byId = new Map(found.map((a) => [a.id, a]));
  const bySource = new Map<number, Article[]>();
  for (const { source, related } of pairs) {
    const article = byId.get(related);
    if (article) bySource.set(source, [...(bySource.get(source) ?? []), article]);
  }
  return ids.map((id) => bySource.get(id) ?? []);
}
