import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import type { NormalizedCacheObject } from '@apollo/client';
import { App } from '@/app/App';
import { routes } from '@/app/routes';
import { createApolloClient } from '@/lib/apollo';
import {
  activateStorefrontLocale,
  DEFAULT_LOCALE,
  i18n,
  initialStorefrontLocale,
  isAppLocale,
  LANGUAGE_STORAGE_KEY,
  loadLocale,
  storeLocale,
  storefrontCatalogs,
} from '@/lib/i18n';

declare global {
  interface Window {
    /** The Apollo cache the server rendered the page with (from its JSON block). */
    __APOLLO_STATE__?: NormalizedCacheObject;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** Loads the lazy chunks of the page at this address, so hydration finds the server's markup at once. */
async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type: unknown = (route.element as { type?: unknown } | undefined)?.type;
      const preload = (type as { preload?: () => Promise<unknown> } | undefined)?.preload;
      return typeof preload === 'function' ? preload() : undefined;
    }),
  );
}

/** Without a catalog nothing can be shown in any language: the plain crash fallback. */
function failed(error: unknown) {
  console.error('Could not load the language catalog', error);
  container!.textContent = 'Something went wrong';
}

/**
 * A server-rendered page (seo.render.ts): hydrated in the language the server rendered it in, with
 * the server's GraphQL cache and the page's chunk loaded first. A different stored language choice
 * (the server only knows `?lang=`) is applied right after.
 */
async function hydrate(root: HTMLElement, stateElement: HTMLElement) {
  window.__APOLLO_STATE__ = JSON.parse(stateElement.textContent || '{}') as NormalizedCacheObject;
  const rendered = isAppLocale(document.documentElement.lang)
    ? document.documentElement.lang
    : DEFAULT_LOCALE;
  const wanted = initialStorefrontLocale();
  await Promise.all([loadLocale(i18n, rendered, storefrontCatalogs), preloadRoute(window.location.pathname)]);
  const client = createApolloClient({ initialState: window.__APOLLO_STATE__ });
  // Another language only once hydration is over: switched earlier, the text would not match.
  const hydrated = () => {
    if (wanted === rendered) storeLocale(LANGUAGE_STORAGE_KEY, wanted);
    else activateStorefrontLocale(wanted).catch(failed);
  };
  hydrateRoot(
    root,
    <StrictMode>
      <App client={client} onMounted={hydrated} />
    </StrictMode>,
  );
}

/** The back office, /image-test, or a page the server could not render: rendered here. */
async function render(root: HTMLElement) {
  // The catalog of the stored language loads before the first render, so no other language flashes.
  await activateStorefrontLocale(initialStorefrontLocale());
  createRoot(root).render(
    <StrictMode>
      <App client={createApolloClient()} />
    </StrictMode>,
  );
}

const state = document.getElementById('__APOLLO_STATE__');
(state && container.hasChildNodes() ? hydrate(container, state) : render(container)).catch(failed);
