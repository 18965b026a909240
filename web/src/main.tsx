import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import type { NormalizedCacheObject } from '@apollo/client';
import { App } from '@/app/App';
import { AppRoutes, routes } from '@/app/routes';
import { createApolloClient } from '@/lib/apollo';
import { startErrorReporting } from '@/lib/errorReporting';
import { takePendingTap } from '@/lib/pendingTap';
import { nextTask, whenIdle } from '@/lib/scheduling';
import { MISSING_PAGE_ATTRIBUTE } from '@/lib/missingPage';
import {
  activateStorefrontLocale,
  DEFAULT_LOCALE,
  deferLanguageChanges,
  i18n,
  initialStorefrontLocale,
  isAppLocale,
  languagePickedBeforeHydration,
  loadLocale,
  rememberStorefrontLocale,
  storefrontCatalogs,
  type AppLocale,
} from '@/lib/i18n';

declare global {
  interface Window {
    /** The Apollo cache the server rendered the page with (from its JSON block). */
    __APOLLO_STATE__?: NormalizedCacheObject;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
/** The server answered this address 404 (no such page, or a missing experience or article). */
const missingPath = container.hasAttribute(MISSING_PAGE_ATTRIBUTE) ? window.location.pathname : null;

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

/** The back office's data router (its chunk loads only there); the storefront's router is the app's own. */
async function dataRouterFor(pathname: string) {
  if (!/^\/admin(\/|$)/.test(pathname)) return undefined;
  const { createAppDataRouter } = await import('@/app/dataRouter');
  return createAppDataRouter(<AppRoutes />);
}

/** Without a catalog nothing can be shown in any language: the plain crash fallback. */
function failed(error: unknown) {
  console.error('Could not load the language catalog', error);
  container!.textContent = 'Something went wrong';
}

/**
 * A server-rendered page (seo.render.ts) in the language the visitor wants: hydrated with the
 * server's GraphQL cache, the page's chunk loaded first.
 */
async function hydrate(root: HTMLElement, locale: AppLocale, state: NormalizedCacheObject) {
  // Each step in a task of its own after the entry's evaluation: matching the routes, restoring the
  // cache and starting hydration each take tens of milliseconds on a slow phone.
  await nextTask();
  await Promise.all([loadLocale(i18n, locale, storefrontCatalogs), preloadRoute(window.location.pathname)]);
  await nextTask();
  // The app starts once the page is painted (seo.render.ts): a language picked before is honoured.
  const picked = languagePickedBeforeHydration(locale);
  if (picked) return render(root, picked, state);
  rememberStorefrontLocale(locale);
  const client = createApolloClient({ initialState: state });
  await nextTask();
  let committed = () => {};
  const hydrated = new Promise<void>((resolve) => (committed = resolve));
  deferLanguageChanges(hydrated);
  // The tap is pressed once the page is hydrated: a dialog it opens hides the rest of the page from
  // assistive technology, which must be the app's by then.
  const pressTap = takePendingTap();
  void hydrated.then(whenIdle).then(pressTap);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (the markup is on screen already).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App client={client} onCommitted={committed} hydrated missingPath={missingPath} />
      </StrictMode>,
    );
  });
}

/**
 * The back office, /image-test, a page the server could not render, or one rendered in another
 * language than the visitor's stored choice (the server knows `?lang=` and the `lang` cookie, which
 * a choice stored before the cookie existed lacks until this first render sets it): rendered here,
 * replacing the server's markup.
 */
async function render(root: HTMLElement, locale: AppLocale, state?: NormalizedCacheObject) {
  // The catalog of the language loads before the first render, so no other language flashes.
  const [dataRouter] = await Promise.all([
    dataRouterFor(window.location.pathname),
    activateStorefrontLocale(locale),
  ]);
  // The server's markup, and any button tapped in it, are replaced.
  takePendingTap();
  createRoot(root).render(
    <StrictMode>
      <App
        client={createApolloClient({ initialState: state })}
        missingPath={missingPath}
        dataRouter={dataRouter}
      />
    </StrictMode>,
  );
}

// Only when the page carries a DSN; the SDK itself loads after the page is idle.
void startErrorReporting();

const stateElement = document.getElementById('__APOLLO_STATE__');
if (stateElement && container.hasChildNodes()) {
  window.__APOLLO_STATE__ = JSON.parse(stateElement.textContent || '{}') as NormalizedCacheObject;
  const { lang } = document.documentElement;
  const rendered = isAppLocale(lang) ? lang : DEFAULT_LOCALE;
  // On a first visit the server chose from Accept-Language: that choice is kept (and stored).
  const wanted = initialStorefrontLocale(rendered);
  (wanted === rendered
    ? hydrate(container, wanted, window.__APOLLO_STATE__)
    : render(container, wanted, window.__APOLLO_STATE__)
  ).catch(failed);
} else {
  render(container, initialStorefrontLocale()).catch(failed);
}
