import { restRoutes } from '../../rest/api-routes.js';
import { arr, bool, dateTime, int, nullable, obj, oneOfValues, str } from '../../rest/json-schema.js';
import { idParam } from '../../rest/route.js';
import { ArticleCategoryEnum } from '../../common/enums.js';
import { ARTICLE_ERRORS } from './article.errors.js';
import * as articles from './article.service.js';

const ARTICLE = obj({
  id: int,
  title: str,
  content: { type: 'string', description: 'Markdown' },
  category: oneOfValues(Object.values(ArticleCategoryEnum)),
  featuredImage: nullable(str),
  readTime: { type: 'integer', description: 'Minutes' },
  author: str,
  excerpt: str,
  isPublished: bool,
  createdAt: dateTime,
  updatedAt: dateTime,
});

export function articleRoutes() {
  const api = restRoutes('Articles');
  // `published=true` is what the storefront sends; anything else is the same list unless an admin asks.
  api.get(
    '/articles',
    {
      summary: 'Articles',
      query: {
        published: {
          schema: { type: 'string', enum: ['true', 'false'] },
          description: 'true: published ones only. Anything else: unpublished ones too, for an admin',
          example: 'true',
        },
      },
      response: { description: 'Newest first, at most 100', schema: arr(ARTICLE) },
    },
    (ctx, req) => articles.listArticles(ctx, { includeUnpublished: req.query.published !== 'true' }),
  );
  api.get(
    '/articles/:id',
    { summary: 'One article', response: { description: 'The article', schema: ARTICLE } },
    (ctx, req) => articles.getArticle(ctx, idParam(req, ARTICLE_ERRORS.notFound)),
  );
  return api;
}
