import { REVIEW_INVITATION_PARAM } from '@domain/links';

/**
 * The query parameters of mailed one-time links (password reset, invitation, e-mail confirmation,
 * unsubscribe, review invitation): secrets that must not stay in the address bar where a session
 * replay or a screenshot would record them (issue 35).
 */
export const SECRET_PARAMS: readonly string[] = ['token', REVIEW_INVITATION_PARAM];

/** The secrets taken out of the address, by page path and parameter. */
const taken = new Map<string, string>();
const keyOf = (path: string, name: string) => `${path}?${name}`;

/**
 * Takes the secret parameters out of the address bar (history.replaceState, the router's state kept)
 * and keeps them for the page that was opened with them; true when there were any.
 */
export function takeUrlSecrets(win: Window = window): boolean {
  const url = new URL(win.location.href);
  const found = SECRET_PARAMS.filter((name) => url.searchParams.has(name));
  if (!found.length) return false;
  for (const name of found) {
    taken.set(keyOf(url.pathname, name), url.searchParams.get(name)!);
    url.searchParams.delete(name);
  }
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  return true;
}

/**
 * A secret parameter of the page: from its address, or, once taken out of it (takeUrlSecrets), as it
 * was when the page was opened.
 */
export function urlSecret(
  params: URLSearchParams,
  name: string,
  // None while the server renders the page: it only has the address.
  win: Window | undefined = typeof window === 'undefined' ? undefined : window,
): string | null {
  return params.get(name) ?? (win ? taken.get(keyOf(win.location.pathname, name)) : undefined) ?? null;
}
