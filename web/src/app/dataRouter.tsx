import type { ReactNode } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_defaultMapRouteProperties as mapRouteProperties,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  useRouteError,
} from 'react-router';

/** A crash goes on to the app's own fallback (`AppErrorBoundary`), not the router's. */
function Rethrow(): never {
  throw useRouteError();
}

/**
 * The router of an app started on a back-office address. Its own chunk: the data router (~15 KiB of
 * react-router) is on no storefront page, which runs under a plain `<BrowserRouter>` (App.tsx).
 * `createBrowserRouter` as react-router writes it, but not through it: it sits in the module of
 * `<Link>`, which every page loads, and would take the data router there (web/splitDataRouter.ts).
 */
export function createAppDataRouter(appRoutes: ReactNode) {
  return createRouter({
    history: createBrowserHistory(),
    // One splat route around the route table (`<Routes>` in `AppRoutes`, passed in: this chunk holds
    // nothing of the entry's), so data-router hooks such as `useBlocker` (the back office's
    // unsaved-changes prompts) work.
    routes: [{ path: '*', element: appRoutes, errorElement: <Rethrow /> }],
    mapRouteProperties,
    hydrationRouteProperties,
  }).initialize();
}

export type AppDataRouter = ReturnType<typeof createAppDataRouter>;
