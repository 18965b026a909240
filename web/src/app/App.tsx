import { useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createBrowserRouter, RouterProvider, useRouteError, type RouteObject } from 'react-router';
import { i18n as globalI18n } from '@/lib/i18n';
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
  children,
}: {
  client: ApolloClient;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <AppErrorBoundary>
        <ApolloProvider client={client}>
          <UiProviders>{children}</UiProviders>
        </ApolloProvider>
      </AppErrorBoundary>
    </I18nProvider>
  );
}

/** The whole app in the browser. `i18n` defaults to the storefront's global Lingui instance. */
export function App({ client, i18n = globalI18n }: { client: ApolloClient; i18n?: I18n }) {
  const [router] = useState(makeRouter);
  return (
    <AppProviders client={client} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
