import express, { Router } from 'express';
import { route } from '../../rest/route.js';
import { parseLanguage } from '../../rest/query.js';
import type { SubscriberFilter } from './newsletter.inputs.js';
import * as newsletter from './newsletter.service.js';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

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
  // The List-Unsubscribe target: mail apps POST `List-Unsubscribe=One-Click` (form-encoded) to the
  // address in the header, token in its query (RFC 8058); a JSON body with the token works too.
  router.post(
    '/newsletter/unsubscribe',
    express.urlencoded({ extended: false, limit: '2kb' }),
    route(async (ctx, req) => {
      await newsletter.unsubscribe(ctx, text(req.query.token) ?? req.body?.token);
      return { message: 'You are unsubscribed.' };
    }),
  );
  router.get(
    '/admin/newsletter-subscribers.csv',
    route(
      (ctx, req, res) => {
        const status = text(req.query.status);
        const filter: SubscriberFilter = {
          status: status === 'subscribed' || status === 'unsubscribed' ? status : 'all',
          language: parseLanguage(req.query.lang, false) ?? null,
          search: text(req.query.q) ?? null,
        };
        return newsletter.exportSubscribersCsv(ctx, filter, res);
      },
      { admin: true },
    ),
  );
  return router;
}
