import { Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import { PRIVATE } from './rest/route.js';
import type { RestRoutes } from './rest/api-routes.js';
import { referenceRoutes } from './rest/reference.rest.js';
import { articleRoutes } from './modules/article/article.rest.js';
import { authRoutes } from './modules/auth/auth.rest.js';
import { accountRoutes } from './modules/auth/account.rest.js';
import { bookingRoutes, lookupExtrasOf } from './modules/booking/booking.rest.js';
import { bookingMoveRoutes, lookupMoves } from './modules/booking/booking-move.rest.js';
import { lookupPayment, paymentRoutes } from './modules/payment/payment.rest.js';
import {
  lookupOnline,
  onlinePaymentRoutes,
  receiptPayment,
} from './modules/payment/online/online-payment.rest.js';
import { bankStatementRoutes } from './modules/payment/bank-statement.rest.js';
import { paymentInstructionsRoutes } from './modules/payment/payment-instructions.rest.js';
import { exchangeRateRoutes } from './modules/exchange-rate/exchange-rate.rest.js';
import { carouselRoutes } from './modules/carousel/carousel.rest.js';
import { experienceRoutes } from './modules/experience/experience.rest.js';
import { inquiryRoutes } from './modules/inquiry/inquiry.rest.js';
import { mediaRoutes } from './modules/media/media.rest.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.rest.js';
import { popupRoutes } from './modules/popup/popup.rest.js';
import { promoCodeRoutes } from './modules/promo-code/promo-code.rest.js';
import { reviewRoutes } from './modules/review/review.rest.js';
import { auditRoutes } from './modules/audit/audit.rest.js';
import { staffRoutes } from './modules/staff/staff.rest.js';
import { adminSessionRoutes } from './modules/admin-session/admin-session.rest.js';
import { twoFactorRoutes } from './modules/two-factor/two-factor.rest.js';
import { passwordResetRoutes } from './modules/password-reset/password-reset.rest.js';
import { webhookRoutes } from './modules/webhook/webhook.rest.js';
import { resellerRoutes } from './modules/reseller/reseller.rest.js';
import { checkInRoutes } from './modules/check-in/check-in.rest.js';
import { waitlistRoutes } from './modules/waitlist/waitlist.rest.js';
import { OCTO_SECURITY_SCHEME, octoOpenApiPaths } from './modules/octo/octo.openapi.js';

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
  // The guest's look-up and application answer their payment: payment's parts, handed to booking here.
  const booking = bookingRoutes(lookupPayment, receiptPayment, lookupExtrasOf(lookupOnline, lookupMoves));
  const modules: RestRoutes[] = [
    mediaRoutes(),
    authRoutes(),
    accountRoutes(),
    experienceRoutes(),
    articleRoutes(),
    carouselRoutes(),
    popupRoutes(),
    promoCodeRoutes(),
    reviewRoutes(),
    booking,
    bookingMoveRoutes(),
    paymentRoutes(),
    checkInRoutes(),
    waitlistRoutes(),
    onlinePaymentRoutes(),
    bankStatementRoutes(),
    paymentInstructionsRoutes(),
    exchangeRateRoutes(),
    inquiryRoutes(),
    newsletterRoutes(),
    staffRoutes(),
    auditRoutes(),
    adminSessionRoutes(),
    twoFactorRoutes(),
    passwordResetRoutes(),
    webhookRoutes(),
    resellerRoutes(),
  ];
  modules.push(
    referenceRoutes({
      ...options,
      routes: () => modules.flatMap((m) => m.docs),
      // The OCTO API is its own router (/octo, app.ts); its paths are in the same reference.
      extra: { paths: octoOpenApiPaths(), securitySchemes: { octoKey: OCTO_SECURITY_SCHEME } },
    }),
  );
  // The router tries every route before the one that answers, so the guest's application and look-up
  // (a rush's requests) are tried first; no route of one module answers another's paths, so the order
  // changes no answer (rest-routes.test.ts). The document keeps the modules' order.
  for (const module of [booking, ...modules.filter((m) => m !== booking)]) router.use(module.router);
  router.use((req, res) => {
    res.status(404).json({ message: `No API route for ${req.method} ${req.baseUrl}${req.path}.` });
  });
  return router;
}
