import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import type { AppLocale } from '../../../../domain/locales.js';
import { loggedUrl, type Logger } from '../../common/logger.js';
import type { AppContext } from '../../context.js';
import { sanitizeRichText } from '../experience/experience-admin.service.js';
import { HOT_CACHE_SKIP } from '../../platform/hot-cache/hot-cache.middleware.js';
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
    /** The page is a 404 (nothing at this address): rendered as Not Found without waiting for the browser. */
    missing?: boolean;
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

/** The id of the JSON block listing the app's scripts, entry first, for `BOOT_SCRIPT`. */
export const APP_SCRIPTS_ID = '__APP_SCRIPTS__';

const SCRIPT_URL = /\b(?:src|href)="([^"]+)"/i;

/**
 * Starts the app once the server's page is on screen: after the page's first priority picture (its
 * largest paint: hero, first card) has loaded, or failed, or 3 s, and one frame has been painted (at
 * most 100 ms: a background tab paints none). Then it preloads the app's chunks in parallel and
 * evaluates them one by one, yielding to the browser between two (a message-channel task, which a
 * background tab does not throttle), before the entry: one long task per chunk instead of one for
 * the whole graph, so a tap or a frame waits for one chunk at most. (Each chunk imports what it
 * needs, so the order of independent chunks does not matter.) Until then the line and the main
 * thread are the page's: no script competes with the picture, nor its evaluation and hydration with
 * the paint. The page works meanwhile: its links are links, and the last button tapped is pressed
 * again once the app has hydrated (`__pendingTap`, web/src/main.tsx). Inline, so no extra request; the CSP
 * allows it by its hash (`BOOT_SCRIPT_HASH`).
 */
export const BOOT_SCRIPT =
  `const d=document,w=window,s=JSON.parse(d.getElementById('${APP_SCRIPTS_ID}').textContent);` +
  // A button tapped before the app runs: kept (its native action, a form's submit, held back) for
  // the app to press once hydrated (web/src/main.tsx).
  "d.addEventListener('click',e=>{const b=!w.__appStarted&&e.target.closest&&e.target.closest('button');" +
  'if(b){e.preventDefault();w.__pendingTap={el:b,at:Date.now()}}},true);' +
  "const i=d.querySelector('#root img[fetchpriority=high]');" +
  "new Promise(r=>{if(!i||i.complete)return r();i.addEventListener('load',r);i.addEventListener('error',r);setTimeout(r,3e3)})" +
  '.then(()=>new Promise(r=>{requestAnimationFrame(()=>setTimeout(r));setTimeout(r,100)}))' +
  ".then(async()=>{for(const h of s.slice(1)){const l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.append(l)}" +
  'for(const h of s.slice(1)){await import(h);await new Promise(r=>{const c=new MessageChannel;c.port1.onmessage=r;c.port2.postMessage(0)})}' +
  'return import(s[0])});';

/** The CSP source that lets `BOOT_SCRIPT` run. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/**
 * The app's script and the chunks Vite preloads (`<script type="module">` and `modulepreload` tags)
 * for a server-rendered page: their addresses, entry first, and `BOOT_SCRIPT` that loads them once
 * the page is painted. Tags it cannot read stay as they are.
 */
function deferredScripts(tags: string[]): string {
  const entry = tags.find((tag) => /^<script\b/i.test(tag));
  const entryUrl = entry ? SCRIPT_URL.exec(entry)?.[1] : undefined;
  const chunks = tags.filter((tag) => tag !== entry).map((tag) => SCRIPT_URL.exec(tag)?.[1]);
  if (!entryUrl || chunks.some((url) => !url)) return tags.join('');
  return `${jsonScript([entryUrl, ...chunks], APP_SCRIPTS_ID)}<script type="module">${BOOT_SCRIPT}</script>`;
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
  /** Markup put at the end of every page's body (the browser's error-reporting settings). */
  bodyEnd?: string;
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
  const template = templateLoader(deps.webDir, deps.bodyEnd);
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
          { err, url: loggedUrl(req.originalUrl) },
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
    // The whole address: the page's filters and language are in its query string (logs get the path only).
    url: req.originalUrl,
    locale: page.head.locale,
    execute,
    waitForAll: WHOLE_DOCUMENT.test(req.get('user-agent') ?? ''),
    missing: page.status === 404,
    sanitizeHtml: sanitizeRichText,
    onError: (err) => {
      // A part left to the browser: the page still works, but is not kept as the page's answer.
      res.locals[HOT_CACHE_SKIP] = true;
      deps.logger.error(
        { err, url: loggedUrl(req.originalUrl) },
        'server rendering error in a part of the page',
      );
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
  // The page is readable without its scripts: they go after the markup, and load once the page
  // is painted (`BOOT_SCRIPT`), so the text and the pictures are fetched and shown first.
  const scripts = deferredScripts((head.match(SCRIPT_TAGS) ?? []).map((tag) => tag.trim()));
  const afterRoot = template.afterHead.slice(rootAt).replace(ROOT_DIV, '');
  res.status(page.status).type('html');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.write(head.replace(SCRIPT_TAGS, '') + (app.styleTags ? `\n    ${app.styleTags}\n  ` : ''));
  // A 404 page says so to the app in the browser (web/src/lib/missingPage.tsx).
  res.write(
    `${template.afterHead.slice(0, rootAt)}<div id="root"${page.status === 404 ? ' data-missing' : ''}>`,
  );

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
