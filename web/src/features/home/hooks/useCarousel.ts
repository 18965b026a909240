import { useCallback, useEffect, useState } from 'react';
import { LIMITS } from '@domain/constants';

/**
 * Slide position and auto-advance: every `interval` ms to the next slide, wrapping after
 * the last, unless `paused`. Any move (manual or automatic) restarts the interval.
 */
export function useCarousel(count: number, paused: boolean, interval: number = LIMITS.carouselIntervalMs) {
  const [rawIndex, setIndex] = useState(0);
  // The slide list can shrink (a new language); never point past its end.
  const index = count > 0 ? rawIndex % count : 0;

  const goTo = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(next, interval);
    return () => window.clearTimeout(timer);
  }, [paused, count, interval, next]);

  return { index, goTo, next, previous };
}
