import { Router, type ErrorRequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import { AppError, httpStatus } from '../common/errors.js';
import { loggedUrl, type Logger } from '../common/logger.js';
import { databaseUnavailable, isDatabaseUnavailable, OutageLog } from '../db/availability.js';
import { reportError } from '../common/error-reporting.js';
import { PRIVATE } from './route.js';
import { articleRoutes } from '../modules/article/article.rest.js';
import { authRoutes } from '../modules/auth/auth.rest.js';
import { accountRoutes } from '../modules/auth/account.rest.js';
import { bookingRoutes } from '../modules/booking/booking.rest.js';
import { paymentRoutes } from '../modules/payment/payment.rest.js';
import { bankStatementRoutes } from '../modules/payment/bank-statement.rest.js';
import { paymentInstructionsRoutes } from '../modules/payment/payment-instructions.rest.js';
import { carouselRoutes } from '../modules/carousel/carousel.rest.js';
import { experienceRoutes } from '../modules/experience/experience.rest.js';
import { inquiryRoutes } from '../modules/inquiry/inquiry.rest.js';
import { mediaRoutes } from '../modules/media/media.rest.js';
import { newsletterRoutes } from '../modules/newsletter/newsletter.rest.js';
import { popupRoutes } from '../modules/popup/popup.rest.js';
import { reviewRoutes } from '../modules/review/review.rest.js';
import { auditRoutes } from '../modules/audit/audit.rest.js';
import { staffRoutes } from '../modules/staff/staff.rest.js';
import { adminSessionRoutes } from '../modules/admin-session/admin-session.rest.js';
import type { RestRoutes } from './api-routes.js';
import { referenceRoutes } from './reference.rest.js';
import { twoFactorRoutes } from '../modules/two-factor/two-factor.rest.js';
import { passwordResetRoutes } from '../modules/password-reset/password-reset.rest.js';

export interface ApiRouterOptions {
  /** The GraphQL schema (the document reads the input types some routes take). */
  graphqlSchema: () => Promise<GraphQLSchema>;
  /** The app's version, as the document states it. */
  version: string;
  sessionCookie: string;
}

/**
 * The REST shim: the spec's /api calls mapped onto the same services as GraphQL. No logic of its own.
 * Every module registers its routes through `restRoutes()` (rest/api-routes.ts), which records what
 * `/api/openapi.json` says about each; a module added here is in the document.
 */
export function apiRouter(options: ApiRouterOptions): Router {
  const router = Router();
  // Sign-in, the session's user, admin exports: answers about a session, never kept by a cache.
  router.use('/admin', (_req, res, next) => {
    res.setHeader('Cache-Control', PRIVATE);
    next();
  });
  const modules: RestRoutes[] = [
    mediaRoutes(),
    authRoutes(),
    accountRoutes(),
    experienceRoutes(),
    articleRoutes(),
    carouselRoutes(),
    popupRoutes(),
    reviewRoutes(),
    bookingRoutes(),
    paymentRoutes(),
    bankStatementRoutes(),
    paymentInstructionsRoutes(),
    inquiryRoutes(),
    newsletterRoutes(),
    staffRoutes(),
    auditRoutes(),
    adminSessionRoutes(),
    twoFactorRoutes(),
    passwordResetRoutes(),
  ];
  modules.push(referenceRoutes({ ...options, routes: () => modules.flatMap((m) => m.docs) }));
  for (const module of modules) router.use(module.router);
  router.use((req, res) => {
    res.status(404).json({ message: `No API route for ${req.method} ${req.baseUrl}${req.path}.` });
  });
  return router;
}

/** A browser's page request gets a page, not JSON, while the database is away. */
const UNAVAILABLE_PAGE = (message: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Back in a moment</title><p style="font:1.1rem system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">${message}</p></html>`;

/**
 * Errors answer `{ message }` with the matching status; unexpected ones are logged and answer 500.
 * A database that cannot be reached answers 503 with Retry-After (never 500), logged once per outage burst.
 */
export function jsonErrors(logger: Logger): ErrorRequestHandler {
  const outage = new OutageLog(logger);
  return (thrown, req, res, _next) => {
    if (res.headersSent) return;
    let error = thrown;
    if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
      outage.note(error, req.originalUrl);
      error = databaseUnavailable(error);
    } else if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') {
      logger.error({ err: error.cause ?? error, url: loggedUrl(req.originalUrl) }, error.message);
    }
    if (error instanceof AppError) {
      const retry = error.details?.retryAfterSeconds;
      if (typeof retry === 'number') res.setHeader('Retry-After', String(retry));
      if (
        error.code === 'SERVICE_UNAVAILABLE' &&
        req.method === 'GET' &&
        req.accepts(['json', 'html']) === 'html'
      ) {
        res
          .status(503)
          .setHeader('Cache-Control', 'no-store')
          .type('html')
          .send(UNAVAILABLE_PAGE(error.message));
        return;
      }
      res.status(httpStatus(error.code)).json({ message: error.message });
      return;
    }
    const e = error as { type?: string; status?: number; expose?: boolean; message?: string };
    if (e?.type === 'entity.too.large') {
      res.status(413).json({ message: 'Request body is too large.' });
      return;
    }
    // A path whose percent-encoding does not decode (/api/experiences/%E0%A4%A).
    if (error instanceof URIError) {
      res.status(400).json({ message: 'The address is not valid.' });
      return;
    }
    if (e?.type === 'entity.parse.failed') {
      res.status(400).json({ message: 'Request body is not valid JSON.' });
      return;
    }
    if (e?.status && e.status >= 400 && e.status < 500 && e.expose) {
      res.status(e.status).json({ message: e.message });
      return;
    }
    logger.error({ err: error, url: loggedUrl(req.originalUrl) }, 'unexpected error');
    reportError(error, { method: req.method, path: req.path });
    res.status(500).json({ message: 'Internal server error.' });
  };
}
