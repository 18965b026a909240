import { useEffect, useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createBrowserRouter, RouterProvider, useRouteError, type RouteObject } from 'react-router';
import { i18n as globalI18n } from '@/lib/i18n';
import { MissingPageProvider } from '@/lib/missingPage';
import { AppErrorBoundary } from './AppErrorBoundary';
import { AppRoutes } from './routes';
import { UiProviders } from './UiProviders';

/** A crash goes on to the app's own fallback (`AppErrorBoundary`), not the router's. */
function Rethrow(): never {
  throw useRouteError();
}

/**
 * The data router's routes: one splat route around the route table (`<Routes>` in `AppRoutes`), so
 * data-router hooks such as `useBlocker` (unsaved-changes prompts) work. The browser router and the
 * server's static router (entry-server.tsx) are built from it.
 */
export const appRouteObjects: RouteObject[] = [
  { path: '*', element: <AppRoutes />, errorElement: <Rethrow /> },
];

function makeRouter() {
  return createBrowserRouter(appRouteObjects);
}

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
 */
export function App({
  client,
  i18n = globalI18n,
  onCommitted,
  hydrated = false,
  missingPath = null,
}: {
  client: ApolloClient;
  i18n?: I18n;
  onCommitted?: () => void;
  hydrated?: boolean;
  missingPath?: string | null;
}) {
  const [router] = useState(makeRouter);
  const [generation, setGeneration] = useState(0);
  useEffect(() => onCommitted?.(), [onCommitted]);
  useEffect(() => (hydrated ? i18n.on('change', () => setGeneration(1)) : undefined), [hydrated, i18n]);
  return (
    <AppProviders client={client} i18n={i18n} missingPath={missingPath}>
      <RouterProvider key={generation} router={router} />
    </AppProviders>
  );
}
