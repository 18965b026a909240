import { Router } from 'express';
import { ARTICLE_ERRORS } from './article.errors.js';
import { idParam, route } from '../../rest/route.js';
import * as articles from './article.service.js';

export function articleRoutes(): Router {
  const router = Router();
  // `published=true` is what the storefront sends; anything else is the same list unless an admin asks.
  router.get(
    '/articles',
    route((ctx, req) => articles.listArticles(ctx, { includeUnpublished: req.query.published !== 'true' })),
  );
  router.get(
    '/articles/:id',
    route((ctx, req) => articles.getArticle(ctx, idParam(req, ARTICLE_ERRORS.notFound))),
  );
  return router;
}
