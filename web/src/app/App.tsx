import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { BrowserRouter } from 'react-router';
import { i18n } from '@/lib/i18n';
import { AppErrorBoundary } from './AppErrorBoundary';
import { AppRoutes } from './routes';
import { UiProviders } from './UiProviders';

/** The whole app: i18n, crash fallback, GraphQL client, theme and toasts around the routes. */
export function App({ client }: { client: ApolloClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <AppErrorBoundary>
        <ApolloProvider client={client}>
          <UiProviders>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </UiProviders>
        </ApolloProvider>
      </AppErrorBoundary>
    </I18nProvider>
  );
}
