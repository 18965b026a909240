import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../context.js';
import { checkAccess, ENROLMENT } from '../common/access.js';
import { AppError } from '../common/errors.js';

declare module 'express-serve-static-core' {
  interface Request {
    ctx?: AppContext;
  }
}

/** The Cache-Control of every answer that needs or reflects a session. */
export const PRIVATE = 'private, no-store';

/** A REST handler: the request context first; what it returns is answered as JSON. */
export type Handler = (ctx: AppContext, req: Request, res: Response) => Promise<unknown>;

/** Who may call a REST route: anyone, an admin session, or an owner's. */
export type RouteAccess = 'public' | 'admin' | 'owner';

/** The access each route() handler was declared with (read by the role tests, which walk the router). */
export const routeAccess = new WeakMap<RequestHandler, RouteAccess>();

/**
 * Wraps a REST handler: runs it with the request context and answers its result as JSON. `admin`:
 * an admin session is needed (401), `'owner'`: and the owner role (403), as `@Authorized` does;
 * `'enrolment'`: a session that must still set up two-factor sign-in will do (common/access.ts).
 */
export function route(
  handler: Handler,
  options: { admin?: boolean | 'owner' | typeof ENROLMENT; status?: number } = {},
): RequestHandler {
  const handle: RequestHandler = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const ctx = req.ctx!;
      if (options.admin) res.setHeader('Cache-Control', PRIVATE);
      if (options.admin) checkAccess(ctx, options.admin === true ? [] : [options.admin]);
      const result = await handler(ctx, req, res);
      if (!res.headersSent) res.status(options.status ?? 200).json(result ?? null);
    } catch (error) {
      next(error);
    }
  };
  routeAccess.set(handle, options.admin === 'owner' ? 'owner' : options.admin ? 'admin' : 'public');
  return handle;
}

/** Parses a positive integer route parameter; anything else is a 404 (no such resource). */
export function idParam(req: Request, notFoundMessage = 'Not found.', name = 'id'): number {
  const raw = req.params[name];
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw new AppError('NOT_FOUND', notFoundMessage);
  return Number(raw);
}
