import { useState } from 'react';

/**
 * True from the first render with `open` on: a lazily loaded dialog is rendered from its first
 * opening and stays rendered, so its library closes it (and returns focus) as usual.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
