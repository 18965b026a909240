import { Router } from 'express';
import { route } from '../../rest/route.js';
import { parseLanguage } from '../../rest/query.js';
import * as newsletter from './newsletter.service.js';

export function newsletterRoutes(): Router {
  const router = Router();
  // POST /api/newsletter {email, language?}: the original site's call is not documented; this is ours.
  router.post(
    '/newsletter',
    route(
      async (ctx, req) => {
        const language = parseLanguage(req.body?.language, false) ?? 'ENG';
        await newsletter.subscribe(ctx, { email: req.body?.email, language });
        return { message: newsletter.SUBSCRIBED };
      },
      { status: 201 },
    ),
  );
  return router;
}
