import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

const preloaders: Array<() => Promise<unknown>> = [];

export type LazyComponent<P> = ComponentType<P> & {
  /** Starts loading the chunk (on hover or focus of what opens it); resolves once loaded. */
  preload: () => Promise<ComponentType<P>>;
  /** Whether its chunk has loaded (it then renders without suspending). */
  isLoaded: () => boolean;
};

/**
 * A component in its own chunk, shown in a Suspense boundary with `fallback` while it loads.
 * Once loaded (on first render, `preload()` or `preloadLazyComponents()`), it renders without
 * suspending again: the loader hands React an already-settled thenable, which `lazy` reads
 * synchronously.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  preloaders.push(preload);

  const Lazy = lazy(() => {
    if (!loaded) return preload().then((component) => ({ default: component }));
    const component = loaded;
    // React only calls `then` on what the loader returns: a thenable that settles at once is enough.
    const settled = {
      then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }),
    };
    return settled as unknown as Promise<{ default: ComponentType<P> }>;
  });

  function LazyLoaded(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyLoaded, { preload, isLoaded: () => loaded !== undefined });
}

/** Loads every lazy component and page (tests; or idle time after the first page has rendered). */
export async function preloadLazyComponents(): Promise<void> {
  await Promise.all(preloaders.map((preload) => preload()));
}
