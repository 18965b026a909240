import { Router, type RequestHandler } from 'express';
import type { Schema } from 'yup';
import { ENROLMENT } from '../common/access.js';
import type { JsonSchema } from './json-schema.js';
import { route, type Handler } from './route.js';

/**
 * Who may call a route: anyone, a signed-in admin (staff or owner; 401 otherwise), an owner (403 for
 * staff), or `enrolment`: any signed-in account, also one that must still set up two-factor sign-in.
 */
export type RouteAuth = 'public' | 'admin' | 'owner' | 'enrolment';

/**
 * A request body as the server checks it. `schema`: the domain's yup schema the service validates
 * with (converted for the document), a JSON Schema where no yup schema exists, or `graphql`: the
 * name of the GraphQL input type the service takes. `multipart`: form fields, files marked binary.
 */
export type RequestBody =
  | {
      schema: Schema | JsonSchema;
      example: unknown;
      /** A PATCH: the fields given are laid over the stored ones, none is required on its own. */
      partial?: boolean;
      /** Fields the route reads beside the schema (a language the service takes apart). */
      also?: Record<string, JsonSchema>;
      description?: string;
    }
  | { graphql: string; example: unknown; description?: string }
  | { multipart: Record<string, JsonSchema>; required: string[]; description?: string };

export interface QueryParameter {
  schema: JsonSchema;
  description: string;
  required?: boolean;
  example?: unknown;
}

/** The success answer: its status, what it is and its body (JSON unless `contentType` says otherwise). */
export interface SuccessResponse {
  status?: number;
  description: string;
  /** JSON Schema of the body; leave out for an empty answer (204) or a non-JSON one. */
  schema?: JsonSchema;
  contentType?: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
}

/** Everything the OpenAPI document says about one route, given where the route is registered. */
export interface RouteSpec {
  summary: string;
  description?: string;
  /** Defaults to 'public'. */
  auth?: RouteAuth;
  body?: RequestBody;
  query?: Record<string, QueryParameter>;
  /** Examples of the path's `:params` (1 when not given). */
  params?: Record<string, unknown>;
  headers?: Record<string, QueryParameter>;
  response: SuccessResponse;
  /**
   * Error statuses beyond the ones the route's shape implies (400 with a body or query, 401/403 by
   * auth, 403 cross-site for writes, 404 with a path parameter, 503 always): 409, 413, 422, 429...
   */
  errors?: Partial<Record<number, string>>;
}

export type RouteMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** A registered route: its method, its path under /api (Express syntax), its module's tag and spec. */
export interface RouteDoc extends RouteSpec {
  method: RouteMethod;
  path: string;
  tag: string;
}

/**
 * The REST routes of one module. Each route is registered here (never on a bare Router), so that the
 * route and its entry in `/api/openapi.json` are one declaration:
 *
 * ```ts
 * const api = restRoutes('Reviews');
 * api.post('/reviews/:id/verify-pin', {
 *   summary: 'Check a review PIN',
 *   body: { schema: object({ pin: pinSchema }), example: { pin: '123456' } },
 *   response: { description: 'Whether it matches', schema: obj({ valid: bool }) },
 *   errors: { 429: 'Too many PIN attempts' },
 * }, (ctx, req) => reviews.verifyPin(ctx, ...));
 * return api;
 * ```
 *
 * The handler runs as `route()` runs it (request context, JSON answer, `auth` enforced, the success
 * status); `before` middleware (multipart parsing) runs ahead of it.
 */
export class RestRoutes {
  readonly router = Router();
  readonly docs: RouteDoc[] = [];

  constructor(readonly tag: string) {}

  private add(
    method: RouteMethod,
    path: string,
    spec: RouteSpec,
    handler: Handler,
    before: RequestHandler[],
  ) {
    const auth = spec.auth ?? 'public';
    this.docs.push({ ...spec, method, path, tag: this.tag, auth });
    const admin = auth === 'owner' ? 'owner' : auth === 'enrolment' ? ENROLMENT : auth === 'admin';
    this.router[method](path, ...before, route(handler, { admin, status: spec.response.status }));
    return this;
  }

  get(path: string, spec: RouteSpec, handler: Handler, before: RequestHandler[] = []) {
    return this.add('get', path, spec, handler, before);
  }
  post(path: string, spec: RouteSpec, handler: Handler, before: RequestHandler[] = []) {
    return this.add('post', path, spec, handler, before);
  }
  patch(path: string, spec: RouteSpec, handler: Handler, before: RequestHandler[] = []) {
    return this.add('patch', path, spec, handler, before);
  }
  put(path: string, spec: RouteSpec, handler: Handler, before: RequestHandler[] = []) {
    return this.add('put', path, spec, handler, before);
  }
  delete(path: string, spec: RouteSpec, handler: Handler, before: RequestHandler[] = []) {
    return this.add('delete', path, spec, handler, before);
  }
}

/** A module's REST routes, tagged (the tag groups them in the reference page). */
export const restRoutes = (tag: string) => new RestRoutes(tag);
