import { useCallback, useSyncExternalStore } from 'react';
import { PHONE_QUERY } from '@/theme';

/** Whether a CSS media query matches now; false where matchMedia is missing (tests, old browsers). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** True on a phone-sized screen (below the tablet breakpoint): the admin kit's stacked layouts. */
export const useIsPhone = () => useMediaQuery(PHONE_QUERY);
