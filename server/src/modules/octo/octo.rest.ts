import express, {
  Router,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { localeFromAcceptLanguage, toLanguageCode } from '../../../../domain/locales.js';
import type { AppDeps } from '../../context.js';
import { resellerGate } from '../reseller/reseller.gate.js';
import type { ResellerUsage } from '../reseller/reseller.usage.js';
import type { ContentVersions } from '../../platform/content-version/content-versions.js';
import { OctoReadCache } from './octo.cache.js';
import { OCTO_ERRORS, OctoError } from './octo.errors.js';
import { availabilityCalendar, checkAvailability, getProduct, listProducts } from './octo-catalog.service.js';
import { cancel, confirm, extend, reserve, update } from './octo-booking.service.js';
import { getBooking, listBookings } from './octo-bookings.reads.js';
import type { OctoContext } from './octo.requests.js';
import { JsonBytes } from './octo.json.js';

/** The OCTO capabilities this supplier offers (docs/resellers.md). */
export const CAPABILITIES = [
  { id: 'octo/content', revision: 1, required: false, dependencies: [], docs: null },
  { id: 'octo/pricing', revision: 1, required: false, dependencies: [], docs: null },
];

/** The capabilities a request names in `Octo-Capabilities` that we offer. */
function askedCapabilities(header: string | undefined): string[] {
  const asked = (header ?? '').split(',').map((name) => name.trim());
  return CAPABILITIES.map((c) => c.id).filter((id) => asked.includes(id));
}

/** The smallest OCTO answer compressed on the fly (bytes): product lists and calendars, not bookings. */
export const OCTO_COMPRESS_FROM = 8 * 1024;

type Handler = (ctx: OctoContext, req: Request) => Promise<unknown> | unknown;

/**
 * The OCTO supplier API under /octo (docs/resellers.md): a reseller's key first (resellerGate, OCTO's
 * UNAUTHORIZED), then thin handlers over the services (octo-catalog.service.ts, octo-booking.service.ts,
 * octo-bookings.reads.ts). No session, no same-origin check: an API
 * client sends neither cookies nor an Origin. Every answer is JSON, errors in OCTO's shape.
 */
export function octoRouter(deps: AppDeps, usage?: ResellerUsage, versions?: ContentVersions): Router {
  const router = Router();
  // The availability reads' items and answers, kept while the catalogue's version stays (octo.cache.ts).
  const cache = new OctoReadCache(versions);
  router.use(resellerGate({ ...deps, usage }), express.json({ limit: '256kb' }));
  const handle =
    (handler: Handler, status = 200): RequestHandler =>
    async (req, res, next) => {
      try {
        const capabilities = askedCapabilities(req.headers['octo-capabilities'] as string | undefined);
        const ctx: OctoContext = {
          em: deps.orm.em.fork(),
          pool: deps.pool,
          config: deps.config,
          mail: deps.mail,
          logger: deps.logger,
          hasher: deps.hasher,
          reseller: res.locals.reseller!,
          language: toLanguageCode(localeFromAcceptLanguage(req.headers['accept-language']) ?? 'en'),
          pricing: capabilities.includes('octo/pricing'),
          cache,
        };
        const answer = await handler(ctx, req);
        res.setHeader('Octo-Capabilities', capabilities.join(', '));
        res.setHeader('Cache-Control', 'no-store');
        // A booking's answer (2-4 KB) goes as it is; a list or calendar made now is compressed.
        res.locals.compressFrom = OCTO_COMPRESS_FROM;
        // A read kept as bytes (octo.json.ts) goes as it is; anything else as JSON.
        if (answer instanceof JsonBytes) answer.send(req, res, status);
        else res.status(status).json(answer);
      } catch (error) {
        next(error);
      }
    };
  const uuid = (req: Request) => String(req.params.uuid);

  router.get(
    '/capabilities',
    handle(() => CAPABILITIES),
  );
  router.get(
    '/supplier',
    handle((ctx) => ({
      id: 'k-culture',
      name: 'K-Culture Experiences',
      endpoint: new URL('/octo', ctx.config.publicUrl).toString(),
      contact: {
        website: ctx.config.publicUrl,
        email: null,
        telephone: null,
        address: 'Seoul, Republic of Korea',
      },
    })),
  );
  router.get(
    '/products',
    handle((ctx) => listProducts(ctx)),
  );
  router.get(
    '/products/:id',
    handle((ctx, req) => getProduct(ctx, String(req.params.id))),
  );
  router.post(
    '/availability',
    handle((ctx, req) => checkAvailability(ctx, req.body)),
  );
  router.post(
    '/availability/calendar',
    handle((ctx, req) => availabilityCalendar(ctx, req.body)),
  );
  router.post(
    '/bookings',
    handle((ctx, req) => reserve(ctx, req.body)),
  );
  router.get(
    '/bookings',
    handle((ctx, req) => listBookings(ctx, req.query as Record<string, unknown>)),
  );
  router.get(
    '/bookings/:uuid',
    handle((ctx, req) => getBooking(ctx, uuid(req))),
  );
  router.patch(
    '/bookings/:uuid',
    handle((ctx, req) => update(ctx, uuid(req), req.body)),
  );
  router.post(
    '/bookings/:uuid/confirm',
    handle((ctx, req) => confirm(ctx, uuid(req), req.body)),
  );
  router.post(
    '/bookings/:uuid/cancel',
    handle((ctx, req) => cancel(ctx, uuid(req), req.body)),
  );
  router.post(
    '/bookings/:uuid/extend',
    handle((ctx, req) => extend(ctx, uuid(req), req.body)),
  );
  router.use((_req, _res, next) => next(new OctoError('NOT_FOUND', OCTO_ERRORS.notFound)));
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof OctoError) {
      res.status(error.status).json(error.body);
      return;
    }
    // express.json()'s refusals (not JSON, too large): the client's fault, in OCTO's words.
    const status = (error as { status?: number; type?: string })?.status;
    if (status && status >= 400 && status < 500) {
      res.status(400).json(new OctoError('BAD_REQUEST', OCTO_ERRORS.badJson).body);
      return;
    }
    next(error);
  });
  return router;
}
