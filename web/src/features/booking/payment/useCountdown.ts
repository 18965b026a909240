import { useEffect, useState } from 'react';

/**
 * The whole seconds left until `until` (0 once passed; null without a time), ticking each second
 * while there are any, from the device's clock.
 */
export function useSecondsLeft(
  until: string | null | undefined,
  now: () => number = Date.now,
): number | null {
  const end = until ? Date.parse(until) : NaN;
  const left = () => (Number.isNaN(end) ? null : Math.max(0, Math.ceil((end - now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (Number.isNaN(end)) return undefined;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // `left` reads only `end` and `now`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [end, now]);
  return seconds;
}

/** 14:59, or 1:02:05 past an hour. */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
