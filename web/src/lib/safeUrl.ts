/**
 * A link target that is safe to put in an `href` (a same-site path or an absolute http(s) URL),
 * or undefined. The rule is the server's too (domain/schemas/links.ts): admin-entered links can
 * never run script or lead off the site while looking like a path.
 */
export { safeHref } from '@domain/schemas/links';

/** True for links that leave the site (they open in a new tab). */
export function isExternalHref(href: string): boolean {
  return !href.startsWith('/');
}
