import { Router, type NextFunction, type Request, type Response } from 'express';
import type { AppContext } from '../../context.js';
import { pageWriter, type RenderDeps } from './seo.render.js';
import * as seo from './seo.service.js';

const ADMIN_PATH = /^\/admin(?:\/|$)/i;

/**
 * robots.txt, sitemap.xml and every storefront HTML page: the built index.html with the page's
 * language, head tags and JSON-LD, answered 200 or 404. Mounted after the static files.
 */
export function seoRoutes(
  deps: Pick<AppContext, 'logger' | 'config'> & {
    /** The request's context (context-factory.ts, handed in by app.ts). */
    context(req: Request, res: Response): AppContext;
  },
  render: Omit<RenderDeps, 'logger' | 'origin'>,
): Router {
  const router = Router();
  const writePage = pageWriter({ ...render, logger: deps.logger, origin: deps.config.publicUrl });
  const asyncHandler =
    (handler: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response, next: NextFunction) =>
      handler(req, res).catch(next);

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(seo.robotsTxt(deps.config.publicUrl));
  });

  router.get(
    '/sitemap.xml',
    asyncHandler(async (req, res) => {
      const xml = await seo.sitemapXml(deps.context(req, res));
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(xml);
    }),
  );

  router.get(
    /.*/,
    asyncHandler(async (req, res) => {
      const search = req.originalUrl.indexOf('?');
      const query = new URLSearchParams(search >= 0 ? req.originalUrl.slice(search + 1) : '');
      const ctx = deps.context(req, res);
      const page = await seo.storefrontPage(ctx, req.path, query, {
        cookie: req.headers.cookie,
        acceptLanguage: req.headers['accept-language'],
      });
      // The language comes from the cookie or, on a first visit, from Accept-Language: caches
      // between here and the browser must keep one page per value (the hot cache does, by locale).
      res.vary('Cookie').vary('Accept-Language');
      // The back office is never stored, nor kept in the back-forward cache: after a logout, Back
      // loads it anew (and the server says signed out) instead of showing the admin screens again.
      await writePage(ctx, req, res, page, {
        'Cache-Control': ADMIN_PATH.test(req.path) ? 'no-store' : 'no-cache',
      });
    }),
  );
  return router;
}
