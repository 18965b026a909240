import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '../../../../domain/constants.js';
import type { Article } from './article.entity.js';
import { relatedArticlesOf } from './article.service.js';

export interface ArticleLoaders {
  /** The related articles of an article: a list of N articles costs two queries, not N. */
  relatedArticles: DataLoader<number, Article[]>;
}

export function createArticleLoaders(em: EntityManager): ArticleLoaders {
  return {
    relatedArticles: new DataLoader((ids) => relatedArticlesOf(em, ids, LIMITS.relatedArticles)),
  };
}
