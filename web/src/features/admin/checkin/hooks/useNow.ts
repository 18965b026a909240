import { useEffect, useState } from 'react';

/** The time now, renewed every `ms` (the undo button's minute runs out on screen). */
export function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
