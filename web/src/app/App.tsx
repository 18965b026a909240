import { useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { createBrowserRouter, RouterProvider, useRouteError } from 'react-router';
import { i18n } from '@/lib/i18n';
import { AppErrorBoundary } from './AppErrorBoundary';
import { AppRoutes } from './routes';
import { UiProviders } from './UiProviders';

/**
 * A data router with one splat route around the route table (`<Routes>` in `AppRoutes`): the same
 * routes as before, and data-router hooks such as `useBlocker` (unsaved-changes prompts) work.
 */
function makeRouter() {
  return createBrowserRouter([{ path: '*', element: <AppRoutes />, errorElement: <Rethrow /> }]);
}

/** A crash goes on to the app's own fallback (`AppErrorBoundary`), not the router's. */
function Rethrow(): never {
  throw useRouteError();
}

/** The whole app: i18n, crash fallback, GraphQL client, theme and toasts around the routes. */
export function App({ client }: { client: ApolloClient }) {
  const [router] = useState(makeRouter);
  return (
    <I18nProvider i18n={i18n}>
      <AppErrorBoundary>
        <ApolloProvider client={client}>
          <UiProviders>
            <RouterProvider router={router} />
          </UiProviders>
        </ApolloProvider>
      </AppErrorBoundary>
    </I18nProvider>
  );
}
