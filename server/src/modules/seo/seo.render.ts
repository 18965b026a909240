import { existsSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import type { AppLocale } from '../../../../domain/locales.js';
import type { Logger } from '../../common/logger.js';
import type { AppContext } from '../../context.js';
import { sanitizeRichText } from '../experience/experience-admin.service.js';
import { HOT_CACHE_SKIP } from '../hot-cache/hot-cache.middleware.js';
import { jsonScript, renderPage, templateLoader, type PageTemplate } from './seo.html.js';
import type { SeoPage } from './seo.service.js';

/** What dist/web-ssr/entry-server.js exports (web/src/entry-server.tsx); kept in step by hand. */
interface GraphQLOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}
interface RenderedApp {
  styleTags: string;
  state: unknown;
  pipe: (destination: Writable) => void;
  abort: (reason?: unknown) => void;
}
export interface ServerRenderer {
  renderPage(options: {
    origin: string;
    url: string;
    locale: AppLocale;
    execute: (operation: GraphQLOperation) => Promise<FormattedExecutionResult>;
    waitForAll?: boolean;
    sanitizeHtml: (html: string) => string;
    onError?: (error: unknown) => void;
  }): Promise<RenderedApp>;
}

/** Where the server renderer's bundle is (built by `vite build --ssr`). */
export const SSR_ENTRY = 'entry-server.js';

/**
 * Loads the server renderer once. Resolves null when it is not built or does not load: the pages
 * are then the client-rendered shell, and that is logged once.
 */
export function rendererLoader(ssrDir: string, logger: Logger): () => Promise<ServerRenderer | null> {
  let loaded: Promise<ServerRenderer | null> | undefined;
  return () =>
    (loaded ??= (async () => {
      const entry = path.join(ssrDir, SSR_ENTRY);
      if (!existsSync(entry)) {
        logger.warn({ entry }, 'server renderer not built: pages are rendered in the browser');
        return null;
      }
      try {
        return (await import(pathToFileURL(entry).href)) as ServerRenderer;
      } catch (err) {
        logger.error({ err, entry }, 'server renderer failed to load: pages are rendered in the browser');
        return null;
      }
    })());
}

/** Paths that stay rendered in the browser only: the back office and the developer page. */
const CLIENT_ONLY = /^\/(?:admin|image-test)(?:\/|$)/i;

export function isServerRendered(pathname: string): boolean {
  return !CLIENT_ONLY.test(pathname);
}

/** Crawlers and audit tools get the whole document at once; browsers the shell as soon as it is ready. */
const WHOLE_DOCUMENT = /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview/i;

/** The id of the JSON block holding the Apollo cache the page was rendered with (read by main.tsx). */
export const APOLLO_STATE_ID = '__APOLLO_STATE__';

const ROOT_DIV = /<div id="root"><\/div>/i;
/** The app's module script and the chunks it preloads, as Vite writes them into the head. */
const SCRIPT_TAGS =
  /\s*(?:<script\b[^>]*\btype="module"[^>]*><\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>)/gi;
const RENDER_TIMEOUT_MS = 10_000;

/** A script or module preload tag with `fetchpriority="low"` (unless it has a priority already). */
function lowPriority(tag: string): string {
  return /\bfetchpriority=/i.test(tag) ? tag : tag.replace(/^<(script|link)\b/i, '<$1 fetchpriority="low"');
}

export interface RenderDeps {
  apollo: ApolloServer<AppContext>;
  logger: Logger;
  /** The site's origin (PUBLIC_URL). */
  origin: string;
  /** The built web app (index.html). */
  webDir: string;
  /** The server renderer's bundle (dist/web-ssr). */
  ssrDir: string;
}

/** Writes one storefront page onto `res`: what `pageWriter` gives. */
export type WritePage = (
  ctx: AppContext,
  req: Request,
  res: Response,
  page: SeoPage,
  headers: Record<string, string>,
) => Promise<void>;

/**
 * The storefront's page writer. Storefront URLs are rendered on the server (`writeRendered`); the
 * back office, /image-test, and every page while the renderer is not built or fails before its
 * first byte, are today's client-rendered shell with the page's head. Status and headers always go
 * before the body, and the whole response goes through `res`.
 */
export function pageWriter(deps: RenderDeps): WritePage {
  const template = templateLoader(deps.webDir);
  const renderer = rendererLoader(deps.ssrDir, deps.logger);
  return async (ctx, req, res, page, headers) => {
    const shell = await template();
    if (!shell) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    const ssr = isServerRendered(req.path) ? await renderer() : null;
    if (ssr) {
      try {
        const app = await startRender(ssr, deps, ctx, req, res, page);
        await writeRendered(app, res, shell, page, headers);
        return;
      } catch (err) {
        // A page that did not render as meant (cut, timed out, or the shell below) is never kept.
        res.locals[HOT_CACHE_SKIP] = true;
        if (res.headersSent) throw err;
        deps.logger.error(
          { err, url: req.originalUrl },
          'server rendering failed: sending the client-rendered page',
        );
      }
    }
    res.status(page.status).type('html');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.send(renderPage(shell, page.head, page.jsonLd));
  };
}

/** Renders the app up to its shell (or all of it, for crawlers), its GraphQL run in-process. */
function startRender(
  renderer: ServerRenderer,
  deps: RenderDeps,
  ctx: AppContext,
  req: Request,
  res: Response,
  page: SeoPage,
): Promise<RenderedApp> {
  const execute = async (operation: GraphQLOperation) => {
    const response = await deps.apollo.executeOperation(operation, { contextValue: ctx });
    if (response.body.kind !== 'single') throw new Error('Incremental GraphQL answers are not rendered');
    return response.body.singleResult;
  };
  return renderer.renderPage({
    origin: deps.origin,
    url: req.originalUrl,
    locale: page.head.locale,
    execute,
    waitForAll: WHOLE_DOCUMENT.test(req.get('user-agent') ?? ''),
    sanitizeHtml: sanitizeRichText,
    onError: (err) => {
      // A part left to the browser: the page still works, but is not kept as the page's answer.
      res.locals[HOT_CACHE_SKIP] = true;
      deps.logger.error({ err, url: req.originalUrl }, 'server rendering error in a part of the page');
    },
  });
}

/**
 * Status and headers, the head (the template's, the page's tags, the style sheet), the app's markup
 * as React streams it into `#root`, then the GraphQL cache for hydration and the app's scripts.
 * Resolves once all is written.
 */
async function writeRendered(
  app: RenderedApp,
  res: Response,
  template: PageTemplate,
  page: SeoPage,
  headers: Record<string, string>,
): Promise<void> {
  const rootAt = template.afterHead.search(ROOT_DIV);
  if (rootAt < 0) {
    app.abort();
    throw new Error('index.html has no empty <div id="root"></div>');
  }
  const full = renderPage(template, page.head, page.jsonLd);
  const head = full.slice(0, full.length - template.afterHead.length);
  // The page is readable without its scripts: they go after the markup, so the text and the
  // pictures are fetched first and the scripts then hydrate (a module script runs after parsing anyway).
  // They are also fetched at low priority: on a slow line the page's pictures (the largest paint,
  // `fetchpriority="high"`) get the bandwidth first; hydration follows.
  const scripts = (head.match(SCRIPT_TAGS) ?? []).map((tag) => lowPriority(tag.trim())).join('');
  const afterRoot = template.afterHead.slice(rootAt).replace(ROOT_DIV, '');
  res.status(page.status).type('html');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.write(head.replace(SCRIPT_TAGS, '') + (app.styleTags ? `\n    ${app.styleTags}\n  ` : ''));
  res.write(`${template.afterHead.slice(0, rootAt)}<div id="root">`);

  const timer = setTimeout(() => {
    res.locals[HOT_CACHE_SKIP] = true;
    app.abort(new Error('server rendering timed out'));
  }, RENDER_TIMEOUT_MS);
  try {
    await new Promise<void>((resolve, reject) => {
      const body = new Writable({
        write(chunk: Buffer | string, _encoding, callback) {
          res.write(chunk);
          callback();
        },
        final(callback) {
          res.end(`</div>${jsonScript(app.state, APOLLO_STATE_ID)}${scripts}${afterRoot}`);
          callback();
        },
      });
      // React flushes after each part of the stream: pass that on through compression.
      Object.assign(body, { flush: () => (res as Response & { flush?: () => void }).flush?.() });
      body.on('finish', resolve);
      body.on('error', reject);
      res.on('close', () => {
        if (!res.writableFinished) {
          res.locals[HOT_CACHE_SKIP] = true;
          app.abort(new Error('client went away'));
        }
        resolve();
      });
      app.pipe(body);
    });
  } finally {
    clearTimeout(timer);
  }
}
