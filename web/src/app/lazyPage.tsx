import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from '@/components/Spinner';

type Loader = () => Promise<ComponentType>;

const loaders: Loader[] = [];

/**
 * A route page in its own chunk, so a first visit downloads only what its page needs. Once
 * loaded (on navigation or by `preloadPages()`), the page renders without suspending again: the
 * loader hands React an already-settled thenable, which `lazy` reads synchronously.
 */
export function lazyPage(load: Loader): ComponentType {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((page) => (loaded = page));
  loaders.push(preload);
  const Lazy = lazy(() => {
    if (!loaded) return preload().then((page) => ({ default: page }));
    const page = loaded;
    // React only calls `then` on what the loader returns: a thenable that settles at once is enough.
    const settled = {
      then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: page }),
    };
    return settled as unknown as Promise<{ default: ComponentType }>;
  });
  return function LazyRoute() {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Lazy />
      </Suspense>
    );
  };
}

/** Loads every lazy page (tests; or idle time after the first page has rendered). */
export async function preloadPages(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}
