import { useEffect, useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { BrowserRouter, RouterProvider } from 'react-router';
import { i18n as globalI18n } from '@/lib/i18n';
import { MissingPageProvider } from '@/lib/missingPage';
import { AppErrorBoundary } from './AppErrorBoundary';
import type { AppDataRouter } from './dataRouter';
import { AppRoutes } from './routes';
import { UiProviders } from './UiProviders';

/** i18n, crash fallback, GraphQL client, theme and toasts: around the router, in the browser and on the server. */
export function AppProviders({
  client,
  i18n,
  missingPath = null,
  children,
}: {
  client: ApolloClient;
  i18n: I18n;
  /** The address the server answered 404 for (see `useServerSaidMissing`). */
  missingPath?: string | null;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <AppErrorBoundary>
        <ApolloProvider client={client}>
          <MissingPageProvider value={missingPath}>
            <UiProviders>{children}</UiProviders>
          </MissingPageProvider>
        </ApolloProvider>
      </AppErrorBoundary>
    </I18nProvider>
  );
}

/**
 * The whole app in the browser. `i18n` defaults to the storefront's global Lingui instance;
 * `onCommitted` runs once the first render is committed (for a server-rendered page: hydrated).
 * `hydrated`: the app took over the server's markup, part of which React may still be hydrating
 * (a lazy part whose code is on its way): the first language switch then renders the routes
 * afresh in the new language instead of updating markup that would no longer match the server's.
 * `missingPath`: the address the server answered 404 for.
 * `dataRouter`: the back office's router (`createAppDataRouter`, for its `useBlocker` prompts); without
 * it, the storefront's plain `<BrowserRouter>`, as the server renders it (a `<StaticRouter>`).
 */
export function App({
  client,
  i18n = globalI18n,
  onCommitted,
  hydrated = false,
  missingPath = null,
  dataRouter,
}: {
  client: ApolloClient;
  i18n?: I18n;
  onCommitted?: () => void;
  hydrated?: boolean;
  missingPath?: string | null;
  dataRouter?: AppDataRouter;
}) {
  const [generation, setGeneration] = useState(0);
  useEffect(() => onCommitted?.(), [onCommitted]);
  useEffect(() => (hydrated ? i18n.on('change', () => setGeneration(1)) : undefined), [hydrated, i18n]);
  return (
    <AppProviders client={client} i18n={i18n} missingPath={missingPath}>
      {dataRouter ? (
        <RouterProvider key={generation} router={dataRouter} />
      ) : (
        <BrowserRouter key={generation}>
          <AppRoutes />
        </BrowserRouter>
      )}
    </AppProviders>
  );
}
