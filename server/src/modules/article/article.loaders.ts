import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '../../../../domain/constants.js';
import { Article } from './article.entity.js';

export interface ArticleLoaders {
  /** The related articles of an article: a list of N articles costs two queries, not N. */
  relatedArticles: DataLoader<number, Article[]>;
}

// The request context's loaders include these (context.ts, RequestLoaders).
declare module '../../context.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RequestLoaders extends ArticleLoaders {}
}

export function createArticleLoaders(em: EntityManager): ArticleLoaders {
  return {
    relatedArticles: new DataLoader((ids) => relatedArticlesOf(em, ids, LIMITS.relatedArticles)),
  };
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
