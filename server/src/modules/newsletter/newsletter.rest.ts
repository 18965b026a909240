import express from 'express';
import { LANGUAGES } from '../../../../domain/constants.js';
import { newsletterSchema } from '../../../../domain/schemas/newsletter.js';
import { restRoutes } from '../../rest/api-routes.js';
import { obj, oneOfValues, str } from '../../rest/json-schema.js';
import { parseLanguage } from '../../rest/query.js';
import type { SubscriberFilter } from './newsletter.inputs.js';
import * as newsletter from './newsletter.service.js';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const MESSAGE = obj({ message: str });

export function newsletterRoutes() {
  const api = restRoutes('Newsletter');
  // POST /api/newsletter {email, language?}: the original site's call is not documented; this is ours.
  api.post(
    '/newsletter',
    {
      summary: 'Subscribe to the newsletter',
      body: {
        schema: newsletterSchema,
        also: { language: { enum: [...LANGUAGES], default: 'ENG' } },
        example: { email: 'mina@example.com', language: 'KOR' },
      },
      response: { status: 201, description: 'Subscribed (a confirmation mail is sent)', schema: MESSAGE },
      errors: { 429: 'Too many sign-ups.' },
    },
    async (ctx, req) => {
      const language = parseLanguage(req.body?.language, false) ?? 'ENG';
      await newsletter.subscribe(ctx, { email: req.body?.email, language });
      return { message: newsletter.SUBSCRIBED };
    },
  );
  // The List-Unsubscribe target: mail apps POST `List-Unsubscribe=One-Click` (form-encoded) to the
  // address in the header, token in its query (RFC 8058); a JSON body with the token works too.
  api.post(
    '/newsletter/unsubscribe',
    {
      summary: 'Unsubscribe (one click)',
      description:
        "The token is in the mails' List-Unsubscribe address (`?token=`); mail apps POST `List-Unsubscribe=One-Click` form-encoded (RFC 8058).",
      query: { token: { schema: str, description: 'The token of the mail' } },
      body: { schema: obj({ token: str }, ['token']), example: { token: 'the token of the mail' } },
      response: { description: 'Unsubscribed', schema: MESSAGE },
    },
    async (ctx, req) => {
      await newsletter.unsubscribe(ctx, text(req.query.token) ?? req.body?.token);
      return { message: 'You are unsubscribed.' };
    },
    [express.urlencoded({ extended: false, limit: '2kb' })],
  );
  api.get(
    '/admin/newsletter-subscribers.csv',
    {
      summary: 'Subscribers as CSV',
      auth: 'admin',
      query: {
        status: { schema: oneOfValues(['all', 'subscribed', 'unsubscribed']), description: 'Default all' },
        lang: { schema: oneOfValues(LANGUAGES), description: 'Only this language' },
        q: { schema: str, description: 'Search in the address' },
      },
      response: { description: 'UTF-8 CSV with a BOM', contentType: 'text/csv' },
    },
    (ctx, req, res) => {
      const status = text(req.query.status);
      const filter: SubscriberFilter = {
        status: status === 'subscribed' || status === 'unsubscribed' ? status : 'all',
        language: parseLanguage(req.query.lang, false) ?? null,
        search: text(req.query.q) ?? null,
      };
      return newsletter.exportSubscribersCsv(ctx, filter, res);
    },
  );
  return api;
}
