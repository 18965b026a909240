import { subscribeModules } from './event-subscriptions.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import { compressAnswers } from './common/compression.js';
import express, { type Express, type RequestHandler } from 'express';
import { keepWebhookBody } from './rest/raw-body.js';
import helmet from 'helmet';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { pinoHttp } from 'pino-http';
import type http from 'node:http';
import { LIMITS } from '../../domain/constants.js';
import { loggedProps, requestForLog } from './common/logger.js';
import { proxyHeaderCheck } from './common/proxy-check.js';
import { PRIVATE } from './rest/route.js';
import type { AppDeps } from './context.js';
import { createContext } from './context-factory.js';
import { createApollo, OPERATION_LIMITS } from './graphql.js';
import { operationLimitsRule } from './common/operation-rules.js';
import { createSchema } from './schema.js';
import { AdminEvents } from './modules/admin-event/admin-event.service.js';
import { attachAdminSocket } from './modules/admin-event/admin-event.socket.js';
import { announcementsSent, announcingPool, PgPubSub } from './platform/pubsub/pubsub.js';
import { PaymentInstructions } from './modules/payment/payment-instructions.js';
import { SESSION_COOKIE } from './modules/auth/auth.service.js';
import { sessionMiddleware } from './modules/auth/session.js';
import { recordSessionUse } from './modules/admin-session/admin-session.service.js';
import { ContentCache } from './platform/content-version/content-cache.js';
import { createHotCache, type HotCacheOptions } from './platform/hot-cache/hot-cache.middleware.js';
import { createMediaStorage } from './platform/storage/storage.js';
import { createMetrics } from './platform/metrics/metrics.js';
import { backupStatus } from './modules/backup/backup.service.js';
import type { MediaStorage } from './platform/storage/storage.types.js';
import { BOOT_SCRIPT_HASH } from './modules/seo/seo.render.js';
import { jsonScript } from './modules/seo/seo.html.js';
import type { ErrorReportingConfig } from './config.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { apiRouter } from './rest-routes.js';
import { jsonErrors } from './rest/json-errors.js';
import { sameOriginWrites } from './rest/same-origin.js';
import { REFERENCE_ASSETS, referenceAssets } from './rest/reference.rest.js';
import { octoRouter } from './modules/octo/octo.rest.js';
import { ResellerUsage } from './modules/reseller/reseller.usage.js';

const ROOT = path.resolve(
  import.meta.dirname,
  existsSync(path.resolve(import.meta.dirname, '../../package.json')) ? '../..' : '../../..',
);
export const WEB_DIR = path.join(ROOT, 'dist/web');
export const SSR_DIR = path.join(ROOT, 'dist/web-ssr');
export const GRAPHIQL_DIR = path.join(ROOT, 'dist/graphiql');
const VERSION = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string })
  .version;

const CSP = {
  defaultSrc: ["'self'"],
  // The inline boot of server-rendered pages (hydration after their first paint), by its hash.
  scriptSrc: ["'self'", BOOT_SCRIPT_HASH],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: [
    'https://www.google.com',
    'https://www.youtube.com',
    'https://www.youtube-nocookie.com',
    'https://map.kakao.com',
  ],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * With PortOne on (PORTONE_*), what its browser SDK needs and nothing when off: its script (loaded by
 * @portone/browser-sdk from cdn.portone.io when the guest pays), the checkout API it calls, and the
 * frame it opens the payment window in (PortOne's bridge; the PG's own pages load inside it). The PG
 * Eximbay, the one docs/payments.md suggests for cards, Alipay and WeChat Pay, may open its window in
 * a frame or post a form to it on phones. Another PG's window needs its origin here.
 */
const PORTONE_CSP = {
  scriptSrc: ['https://cdn.portone.io'],
  connectSrc: [
    'https://checkout-service.prod.iamport.co',
    'https://tx-gateway-service.prod.iamport.co',
    'https://service.iamport.kr',
    'https://coretelemetry.prod.iamport.co',
  ],
  frameSrc: [
    'https://payment-bridge.prod.iamport.co',
    'https://checkout-service.prod.iamport.co',
    'https://secureapi.eximbay.com',
    'https://secureapi.test.eximbay.com',
  ],
};

/** The id the web app reads its error-reporting settings from (web/src/lib/errorReporting.ts). */
const ERROR_REPORTING_ID = 'kc-error-reporting';

/** With SENTRY_WEB_DSN: the browser's settings, as a JSON block at the end of every page. */
function browserErrorReporting(reporting: ErrorReportingConfig): string | undefined {
  if (!reporting.webDsn) return undefined;
  const {
    webDsn: dsn,
    environment,
    tracesSampleRate,
    replaysSessionSampleRate,
    replaysOnErrorSampleRate,
  } = reporting;
  return jsonScript(
    { dsn, environment, tracesSampleRate, replaysSessionSampleRate, replaysOnErrorSampleRate },
    ERROR_REPORTING_ID,
  );
}

/** Wants an HTML page (a browser navigation), not an API answer. */
const wantsHtml: (req: express.Request) => boolean = (req) =>
  req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');

function staticWeb(webDir: string): RequestHandler {
  const files = express.static(webDir, {
    index: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
  }) as RequestHandler;
  return withoutSourceMaps(files);
}

// Source maps are built outside dist/web (web/privateSourceMaps.ts); one copied in by hand is not served either.
const withoutSourceMaps =
  (files: RequestHandler): RequestHandler =>
  (req, res, next) =>
    SOURCE_MAP.test(req.path) ? next() : files(req, res, next);

/**
 * The build's hashed files (dist/web/assets), served ahead of helmet with the two headers that apply to
 * a script, a style sheet or a font: the page's policies (CSP, framing, COOP, referrer) are the
 * document's, and a page loads 20-30 of these files, each with ~0.8 KB of helmet's headers. Their
 * names change with their content: cached for a year, never revalidated (no ETag, no Last-Modified).
 * A missing file falls through to the normal path (helmet's headers, the 404 page).
 */
function hashedAssets(webDir: string): RequestHandler {
  const dir = path.join(webDir, 'assets');
  const setHeaders = (res: http.ServerResponse) => {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  };
  const files = express.static(dir, { index: false, etag: false, lastModified: false, setHeaders });
  return withoutSourceMaps((req, res, next) => {
    const type = PRECOMPRESSED_TYPES[path.extname(req.path)];
    if (!type || (req.method !== 'GET' && req.method !== 'HEAD')) return files(req, res, next);
    res.vary('Accept-Encoding');
    if (!req.acceptsEncodings('br')) return files(req, res, next);
    // The build's brotli copy (web/precompressAssets.ts: the highest quality, ~14% smaller than what
    // compression() makes on the fly); a file without one goes on to the plain file and compression().
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'br');
    setHeaders(res);
    const options = { root: dir, dotfiles: 'deny' as const, etag: false, lastModified: false };
    res.sendFile(`${req.path.slice(1)}.br`, options, (error?: Error) => {
      if (!error || res.headersSent) return;
      res.removeHeader('Content-Type');
      res.removeHeader('Content-Encoding');
      files(req, res, next);
    });
  });
}

/** The hashed files the build also writes brotli-compressed (web/precompressAssets.ts), by extension. */
const PRECOMPRESSED_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

const SOURCE_MAP = /\.map$/i;

export interface AppOptions {
  /** The built web app (index.html and assets); tests give their own. */
  webDir?: string;
  /** Bounds of the kept hot answers (tests make them small). */
  hotCache?: HotCacheOptions;
  /** True once a shutdown began: readiness answers 503 so that load balancers stop sending. */
  isDraining?: () => boolean;
  /** The server renderer's bundle (entry-server.js); a directory without one serves the client-rendered shell. */
  ssrDir?: string;
  /** The image stores, when the caller made (and checked) them already: main.ts; else made from the config. */
  storage?: MediaStorage;
  /**
   * The payment instructions the process's jobs read too (main.ts, loaded); else made from the
   * config's PAYMENT_INSTRUCTIONS* texts and loaded here.
   */
  paymentInstructions?: PaymentInstructions;
}

/** Builds the whole HTTP app (used by main.ts and by the integration tests). */
export async function createApp(
  deps: AppDeps,
  httpServer?: http.Server,
  {
    webDir = WEB_DIR,
    ssrDir = SSR_DIR,
    hotCache,
    isDraining = () => false,
    storage: given,
    paymentInstructions: givenInstructions,
  }: AppOptions = {},
): Promise<Express> {
  const { config, logger } = deps;
  // Modules act on each other's events (booking's first): subscribed once per process.
  subscribeModules();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  // The one listening connection of the process (design.md "One pub/sub path"): content versions
  // for the caches, admin events for the subscriptions.
  const pubsub = new PgPubSub(deps.pool.options, logger);
  // Anonymous hot reads answered from memory, before logging, sessions and GraphQL (hot-cache).
  const hot = createHotCache({ ...deps, pubsub }, SESSION_COOKIE, hotCache);
  const adminEvents = new AdminEvents(pubsub, logger);
  // What guests are told about paying: the owner's account from the back office, followed on every
  // instance, over PAYMENT_INSTRUCTIONS*; the start says so while it is still the placeholder.
  const paymentInstructions = givenInstructions ?? new PaymentInstructions(config.paymentInstructions);
  if (!givenInstructions) await paymentInstructions.load(deps.orm.em.fork());
  paymentInstructions.follow(pubsub, () => deps.orm.em.fork(), logger);
  paymentInstructions.warnIfPlaceholder(logger);
  await pubsub.start();
  app.locals.contentVersions = hot.versions;
  app.locals.adminEvents = adminEvents;
  // GET /metrics exists only with METRICS_TOKEN; without it nothing is measured either.
  const metrics = config.metricsToken
    ? createMetrics({ ...deps, backupStatus: () => backupStatus(deps.pool) }, config.metricsToken)
    : undefined;
  // TRUST_PROXY set and no proxy in front: said once, at the first request that shows it.
  const proxyCheck = proxyHeaderCheck(config.trustProxy, logger);
  // Requests being answered (hot answers aside): the mail dispatcher renders while there are none.
  let answering = 0;
  deps.mail.deferRenderingWhile?.(() => answering > 0);
  // Ahead of Express's own per-request set-up and router: a hit is answered before any of it.
  const handle = (app as unknown as { handle: (...args: unknown[]) => void }).handle.bind(app);
  Object.assign(app, {
    handle(req: http.IncomingMessage, res: http.ServerResponse, done: unknown) {
      proxyCheck?.(req);
      metrics?.observe(req, res);
      if (hot.cache.answer(req, res)) metrics?.markHotHit(req);
      else {
        answering += 1;
        res.once('close', () => (answering -= 1));
        handle(req, res, done);
      }
    },
  });

  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      serializers: { req: requestForLog },
      customProps: loggedProps,
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    }),
  );
  app.use('/assets', compression(), hashedAssets(webDir));
  app.use(
    helmet({
      // Plain-http development must not be upgraded to https.
      contentSecurityPolicy: {
        directives: {
          ...CSP,
          scriptSrc: [...CSP.scriptSrc, ...(config.portone ? PORTONE_CSP.scriptSrc : [])],
          // The browser sends its error reports to the DSN's host.
          connectSrc: [
            ...CSP.connectSrc,
            ...(config.errorReporting.webDsn ? [new URL(config.errorReporting.webDsn).origin] : []),
            ...(config.portone ? PORTONE_CSP.connectSrc : []),
          ],
          frameSrc: [...CSP.frameSrc, ...(config.portone ? PORTONE_CSP.frameSrc : [])],
          formAction: [...CSP.formAction, ...(config.portone ? PORTONE_CSP.frameSrc : [])],
          upgradeInsecureRequests: config.isProduction ? [] : null,
        },
      },
      strictTransportSecurity: config.isProduction,
    }),
  );
  app.use(compressAnswers());
  // After compression(): a miss is sent compressed as usual while its raw bytes are kept.
  app.use(hot.cache.capture);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Liveness stays 200 while draining (the process is fine, it is leaving); readiness does not.
  app.get('/readyz', async (_req, res) => {
    if (isDraining()) {
      res.status(503).json({ status: 'draining' });
      return;
    }
    try {
      await deps.pool.query('select 1');
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });

  if (metrics) app.get('/metrics', metrics.handler);

  // The explorer: a browser asking for /graphql gets the bundled, offline GraphiQL page.
  app.get('/graphql', (req, res, next) => {
    if (!wantsHtml(req)) return next();
    const page = path.join(GRAPHIQL_DIR, 'index.html');
    if (!existsSync(page)) {
      res.status(503).type('text/plain').send('GraphiQL is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
  });

  // main.ts hands in the store it checked at start, before the database work.
  const storage = given ?? createMediaStorage(config);
  const contentCache = new ContentCache(deps.pool);
  const shared = {
    ...deps,
    // Every request reads the live payment instructions where it reads the configuration.
    config: { ...config, paymentInstructions: paymentInstructions.texts },
    storage,
    contentCache,
    adminEvents,
    paymentInstructions,
  };
  const withContext: RequestHandler = (req, res, next) => {
    req.ctx = createContext(shared, req, res);
    // What a signed-in caller is answered is theirs alone: no browser cache, proxy or CDN keeps it.
    if (req.ctx.admin) res.setHeader('Cache-Control', PRIVATE);
    next();
  };
  const session = await sessionMiddleware(config, deps.pool);
  const recordUse = recordSessionUse(deps.pool);
  // Subscriptions: graphql-ws on the same port, path and session as Apollo's HTTP.
  const socket = httpServer
    ? attachAdminSocket(httpServer, {
        schema: await createSchema(),
        session,
        context: (req, sessionAlive) => ({
          ...createContext(
            shared,
            req as unknown as express.Request,
            undefined as unknown as express.Response,
          ),
          sessionAlive,
        }),
        publicUrl: config.publicUrl,
        sessionAbsoluteSeconds: config.sessionAbsoluteSeconds,
        limits: operationLimitsRule(OPERATION_LIMITS),
        logger,
      })
    : undefined;
  /** Ends the sockets and the listening connection (a shutdown's drain, or a test's close). */
  app.locals.cutSockets = () => socket?.cut() ?? 0;
  // The resellers' usage counts (last request, errors) are saved in batches: what is left goes at close.
  const resellerUsage = new ResellerUsage(deps.pool, logger);
  app.locals.closeRealtime = async () => {
    // The live updates of the last changes, sent after their commits, go before the pools close.
    await announcementsSent(await announcingPool(deps.orm.em));
    await socket?.close();
    await pubsub.stop();
    await resellerUsage.stop();
  };
  httpServer?.once('close', () => void pubsub.stop());
  const apollo = await createApollo(logger, httpServer, {
    persistedQueries: hot.persistedQueries,
    afterMutation: () => hot.versions.refresh(),
    maxCost: config.graphqlMaxCost,
  });

  // The OCTO supplier API for resellers (docs/resellers.md): its own key, no session, no same-origin
  // check (an API client sends neither cookies nor an Origin).
  app.use('/octo', octoRouter(deps, resellerUsage, hot.versions));
  app.use(
    '/graphql',
    ...session,
    recordUse,
    withContext,
    express.json({ limit: '1mb' }),
    graphqlUploadExpress({ maxFileSize: LIMITS.uploadMaxBytes, maxFiles: LIMITS.reviewMaxImages }),
    expressMiddleware(apollo, { context: async ({ req }) => req.ctx! }),
  );
  app.use(
    '/api',
    sameOriginWrites(config.publicUrl, SESSION_COOKIE),
    ...session,
    recordUse,
    withContext,
    // A webhook's signature covers its raw text: kept beside the parsed body (rest/raw-body.ts).
    express.json({ limit: '1mb', verify: keepWebhookBody }),
    apiRouter({ graphqlSchema: createSchema, version: VERSION, sessionCookie: SESSION_COOKIE }),
  );
  // The REST reference page's scripts (GET /api/docs loads them): Scalar's bundle, from this server.
  app.use(REFERENCE_ASSETS, referenceAssets());

  app.use('/graphiql-assets', (req, res, next) => {
    if (!SOURCE_MAP.test(req.path)) return next();
    res.status(404).type('text/plain').send('Not found.');
  });
  app.use(
    '/graphiql-assets',
    express.static(GRAPHIQL_DIR, { index: false, immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.use(staticWeb(webDir));
  // Storefront pages (with their head tags and real status codes), robots.txt and sitemap.xml.
  app.use(
    seoRoutes(
      { ...shared, context: (req, res) => createContext(shared, req, res) },
      { apollo, webDir, ssrDir, bodyEnd: browserErrorReporting(config.errorReporting) },
    ),
  );
  app.use(jsonErrors(logger));
  return app;
}
