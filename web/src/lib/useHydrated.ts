import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates the server's markup, true from then on: for
 * what depends on the browser alone (localStorage, the viewport), so hydration sees what the server
 * rendered and the browser-only part follows in the next render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
