import type { ComponentType } from 'react';
import { PageSpinner } from '@/components/Spinner';
import { lazyComponent, preloadLazyComponents } from '@/lib/lazyComponent';

/**
 * A route page in its own chunk, so a first visit downloads only what its page needs; a spinner
 * shows while it loads.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  return lazyComponent(load, <PageSpinner />);
}

/** Loads every lazy page and lazy component (tests; or idle time after the first page has rendered). */
export async function preloadPages(): Promise<void> {
  await preloadLazyComponents();
}
