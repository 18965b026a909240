import type { Request, Response } from 'express';
import type { SessionData } from 'express-session';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminIdentity, AppContext, AppDeps, RequestLoaders } from './context.js';
import { AdminRole } from './common/enums.js';
import { addressKey } from './platform/rate-limit/address.js';
import { createArticleLoaders } from './modules/article/article.loaders.js';
import { createBookingLoaders } from './modules/booking/booking.loaders.js';
import { createResellerLoaders } from './modules/reseller/reseller.loaders.js';
import { createLoaders } from './modules/experience/experience.loaders.js';
import { createPaymentLoaders } from './modules/payment/payment-list.js';
import { createOnlinePaymentLoaders } from './modules/payment/online/online-payment.reads.js';

/**
 * The request context's assembly: every module's loaders, the session's identity. It sits at the top
 * beside schema.ts and rest-routes.ts (it names every module that brings loaders); context.ts keeps
 * the types that modules import.
 */
function identity(session: Partial<SessionData>): AdminIdentity {
  return {
    id: session.adminId!,
    username: session.adminUsername ?? '',
    // A session from before roles existed gets the least: its owner signs in again for more.
    role: session.adminRole ?? AdminRole.staff,
  };
}

export function createContext(
  deps: AppDeps & Pick<AppContext, 'storage' | 'contentCache' | 'adminEvents' | 'paymentInstructions'>,
  req: Request,
  res: Response,
): AppContext {
  const session = req.session;
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  // The request's unit of work and its loaders are made when first used: many requests need neither
  // (a guest's application reads and writes in SQL of its own), and a fork costs as much as a small
  // handler. Once made, the same for the whole request.
  let em: EntityManager | undefined;
  const fork = () => (em ??= deps.orm.em.fork());
  let loaders: RequestLoaders | undefined;
  const context: Omit<AppContext, 'em' | 'loaders'> = {
    ...deps,
    req,
    res,
    ip,
    address: addressKey(ip),
    admin: session?.adminId && !session.mustEnrol ? identity(session) : undefined,
    enrolling: session?.adminId && session.mustEnrol ? identity(session) : undefined,
  };
  return Object.defineProperties(context as AppContext, {
    em: { enumerable: true, get: fork },
    loaders: {
      enumerable: true,
      get: () =>
        (loaders ??= {
          ...createLoaders(fork()),
          ...createBookingLoaders(deps.pool),
          ...createArticleLoaders(fork()),
          ...createPaymentLoaders(deps.pool),
          ...createOnlinePaymentLoaders(deps.pool),
          ...createResellerLoaders(deps.pool),
        }),
    },
  });
}
