import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

/**
 * The address the server answered 404 for (a missing or withdrawn experience or article), or null.
 * The server knows it before rendering (seo.service.ts) and marks `#root` with `data-missing`; the
 * page then renders its Not Found at once, on the server and in hydration, instead of a spinner
 * until the browser's own look-up fails (an error is not kept in the GraphQL cache it hands over).
 */
const MissingPage = createContext<string | null>(null);

export const MissingPageProvider = MissingPage.Provider;

/** The attribute of `#root` on a page the server answered 404 for. */
export const MISSING_PAGE_ATTRIBUTE = 'data-missing';

/** True while the visitor is on the address the server answered 404 for. */
export function useServerSaidMissing(): boolean {
  const path = useContext(MissingPage);
  const { pathname } = useLocation();
  return path !== null && path === pathname;
}
