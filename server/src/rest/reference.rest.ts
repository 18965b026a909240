import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import { restRoutes, type RouteDoc } from './api-routes.js';
import { openApiDocument, type OpenApiDocument, type OpenApiOptions } from './openapi.js';

/** Where the page loads its scripts from: this server, never a CDN. */
export const REFERENCE_ASSETS = '/api-reference';

/** Scalar's prebuilt browser bundle (one file, no chunks): the reference page works offline. */
const SCALAR_BUNDLE = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@scalar/api-reference'))),
  'browser/standalone.js',
);

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>REST API reference · K-Culture Experiences</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
</head>
<body>
<div id="app"></div>
<script src="${REFERENCE_ASSETS}/scalar.js"></script>
<script src="${REFERENCE_ASSETS}/init.js"></script>
</body>
</html>
`;

// An external script (the app's CSP allows scripts of this origin only): no fonts from Scalar's CDN,
// no telemetry, no AI agent, no developer toolbar (Scalar's own SDK offers); the "test request"
// client calls this origin.
const INIT = `Scalar.createApiReference('#app', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: true,
  defaultOpenAllTags: false,
});
`;

const sendFile = (res: Response, file: string) =>
  new Promise<void>((resolve, reject) =>
    res.sendFile(file, { headers: { 'Cache-Control': 'no-cache' } }, (error) =>
      error ? reject(error) : resolve(),
    ),
  );

/** The page's scripts, outside /api (assets, not API calls): Scalar's bundle and the page's set-up. */
export function referenceAssets(): Router {
  const router = Router();
  router.get('/scalar.js', async (_req, res, next) => {
    try {
      await sendFile(res, SCALAR_BUNDLE);
    } catch (error) {
      next(error);
    }
  });
  router.get('/init.js', (_req, res) => {
    res.type('js').setHeader('Cache-Control', 'no-cache');
    res.send(INIT);
  });
  return router;
}

export interface ReferenceOptions {
  /** Every registered route (this module's included), read when the document is first asked for. */
  routes: () => RouteDoc[];
  graphqlSchema: () => Promise<GraphQLSchema>;
  version: string;
  sessionCookie: string;
  /** Paths served outside the shim (OCTO's), added to the document as written. */
  extra?: OpenApiOptions['extra'];
}

/** `GET /api/openapi.json` (made once, from the registered routes) and `GET /api/docs` (the page). */
export function referenceRoutes({ routes, graphqlSchema, version, sessionCookie, extra }: ReferenceOptions) {
  const api = restRoutes('Reference');
  let document: Promise<OpenApiDocument> | undefined;
  api.get(
    '/openapi.json',
    {
      summary: 'This document',
      description: 'The OpenAPI 3.1 document of the REST shim, made from the routes as they are registered.',
      response: {
        description: 'The OpenAPI document',
        schema: {
          type: 'object',
          required: ['openapi', 'info', 'paths'],
          properties: { openapi: { type: 'string' } },
        },
      },
    },
    (_ctx, _req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      document ??= graphqlSchema()
        .then((schema) => openApiDocument(routes(), schema, { version, sessionCookie, extra }))
        .catch((error: unknown) => {
          document = undefined;
          throw error;
        });
      return document;
    },
  );
  api.get(
    '/docs',
    {
      summary: 'The reference page',
      description: 'This document rendered for a browser (Scalar, served by this app: works offline).',
      response: { description: 'An HTML page', contentType: 'text/html' },
    },
    (_ctx, _req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(PAGE);
      return Promise.resolve();
    },
  );
  return api;
}
