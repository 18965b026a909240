/**
 * The storefront rendered on the server (built by Vite into dist/web-ssr, loaded by
 * server/src/modules/seo/seo.render.ts). Per request: a fresh Lingui instance in the page's
 * language, a fresh Apollo Client whose queries run in the server's own GraphQL schema, react-router's
 * static router (the browser's `<BrowserRouter>` counterpart, which hydrates it), a data pass that renders until every query of the page has its answer, then the
 * streamed render with styled-components' style sheet collected for the head.
 */
import type { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { ApolloLink, Observable, type NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { setupI18n } from '@lingui/core';
import { print, type FormattedExecutionResult } from 'graphql';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from '@/app/App';
import { AppRoutes } from '@/app/routes';
import { createApolloClient } from '@/lib/apollo';
import { storefrontCatalogs, type AppLocale } from '@/lib/i18n';
import { setServerSanitizer } from '@/lib/sanitizeHtml';

/** One GraphQL operation as the server executes it in-process (anonymous, no session). */
export interface GraphQLOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}
export type ExecuteGraphQL = (operation: GraphQLOperation) => Promise<FormattedExecutionResult>;

export interface RenderOptions {
  /** The site's origin (to read `url` against). */
  origin: string;
  /** Path and query of the page. */
  url: string;
  /** The page's language, as the server decided it (seo.service.ts). */
  locale: AppLocale;
  execute: ExecuteGraphQL;
  /** Wait for the whole page before the first byte (search engines), instead of the shell. */
  waitForAll?: boolean;
  /** Sanitises admin-entered HTML (DOMPurify needs a DOM): the server's sanitize-html with the same allow-list. */
  sanitizeHtml: (html: string) => string;
  /** The server answers this address 404 (no such page, or a missing experience or article). */
  missing?: boolean;
  /** A part of the page failed and was left to the browser: the page is whole but not as the server meant it. */
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  /** The `<style>` tags of the rendered markup, for the head. */
  styleTags: string;
  /** The Apollo cache after the data pass, for `window.__APOLLO_STATE__`. */
  state: NormalizedCacheObject;
  /** Streams the app's markup (what goes inside `#root`) and ends `destination`. */
  pipe: (destination: Writable) => void;
  abort: (reason?: unknown) => void;
}

/** A terminating link that runs each operation through the server's schema. */
function executeLink(execute: ExecuteGraphQL): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

async function i18nFor(locale: AppLocale) {
  const { messages } = await storefrontCatalogs[locale]();
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/**
 * Renders a storefront page. Resolves when the shell (or, with `waitForAll`, everything) is ready:
 * the caller writes the head with `styleTags`, then `pipe`s the body, then the state.
 */
export async function renderPage(options: RenderOptions): Promise<RenderedPage> {
  setServerSanitizer(options.sanitizeHtml);
  const i18n = await i18nFor(options.locale);
  const location = new URL(options.url, options.origin);
  const client = createApolloClient({ ssr: true, link: executeLink(options.execute) });
  const tree = (children: ReactNode) => (
    <StrictMode>
      <AppProviders client={client} i18n={i18n} missingPath={options.missing ? location.pathname : null}>
        {children}
      </AppProviders>
    </StrictMode>
  );
  const app = tree(
    <StaticRouter location={location.pathname + location.search}>
      <AppRoutes />
    </StaticRouter>,
  );

  // Data pass: renders (lazy pages load, queries start) until no query is waiting for an answer.
  // Its styles go to styled-components' shared server sheet, which keeps each style once: only the
  // streamed render below collects the page's styles afresh.
  await prerenderStatic({
    tree: app,
    context: { client },
    renderFunction: prerenderToNodeStream,
    ignoreResults: true,
  });
  const state = client.extract() as NormalizedCacheObject;

  const sheet = new ServerStyleSheet();
  return new Promise<RenderedPage>((resolve, reject) => {
    const ready = () =>
      resolve({
        styleTags: sheet.getStyleTags(),
        state,
        pipe: (destination) => {
          stream.pipe(destination);
        },
        abort: (reason) => stream.abort(reason),
      });
    const stream = renderToPipeableStream(sheet.collectStyles(app), {
      // Boundaries complete by the shell are written in place, whatever their size: the CSP lets no
      // inline script run, so nothing may depend on React's inline script that moves content in.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady: options.waitForAll ? undefined : ready,
      onAllReady: () => {
        if (options.waitForAll) ready();
        sheet.seal();
      },
      onShellError: (error) => {
        sheet.seal();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        if (options.onError) options.onError(error);
        else console.error('Server rendering error', error);
      },
    });
  });
}
