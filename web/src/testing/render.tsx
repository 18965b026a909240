import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router';
import { AppErrorBoundary } from '@/app/AppErrorBoundary';
import { preloadPages } from '@/app/lazyPage';
import { AppRoutes } from '@/app/routes';
import { UiProviders } from '@/app/UiProviders';
import { createCache, defaultOptions } from '@/lib/apollo';
import { activateStorefrontLocale, i18n, type AppLocale } from '@/lib/i18n';
import { MissingPageProvider } from '@/lib/missingPage';
import { ADMIN_SHELL_MOCKS } from './adminFixtures';
import { NO_EXCHANGE_RATES } from './currencyFixtures';

export type RenderOptions = {
  /** Initial URL of the in-memory router; default `/`. */
  route?: string;
  /** GraphQL responses the app may ask for (MockedProvider). */
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** Storefront language activated before rendering; default English. */
  locale?: AppLocale;
  userEventOptions?: UserEventOptions;
  /** The address the server answered 404 for (as a server-rendered 404 page says). */
  missingPath?: string;
};

export type RenderWithUser = RenderResult & { user: ReturnType<typeof userEvent.setup> };

function TestProviders({
  children,
  route = '/',
  mocks = [],
  missingPath,
}: RenderOptions & { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <AppErrorBoundary>
        <MockedProvider
          mocks={[...mocks, ...ADMIN_SHELL_MOCKS, NO_EXCHANGE_RATES]}
          cache={createCache()}
          defaultOptions={defaultOptions}
          mockLinkDefaultOptions={{ delay: 0 }}
        >
          <MissingPageProvider value={missingPath ?? null}>
            <UiProviders>
              <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
            </UiProviders>
          </MissingPageProvider>
        </MockedProvider>
      </AppErrorBoundary>
    </I18nProvider>
  );
}

/** Renders `ui` inside every provider the app has (i18n, Apollo mocks, theme, toasts, router). */
export async function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): Promise<RenderWithUser> {
  await activateStorefrontLocale(options.locale ?? 'en');
  const user = userEvent.setup(options.userEventOptions);
  const result = render(<TestProviders {...options}>{ui}</TestProviders>);
  return { user, ...result };
}

/** Renders the whole app (layout and route table) at `options.route`. */
export async function renderApp(options: RenderOptions = {}): Promise<RenderWithUser> {
  // Pages are lazy chunks in the app; loaded up front here, they render at once as before.
  await preloadPages();
  return renderWithProviders(<AppRoutes />, options);
}
