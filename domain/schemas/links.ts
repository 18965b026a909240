/**
 * Links an admin gives a slide or popup, and every admin- or guest-entered link the storefront puts
 * in an `href`: one rule for both sides, so the server never stores a link the storefront would drop.
 */

/** Resolving a path against this stand-in origin tells whether a browser would stay on the site. */
const SITE = 'https://this-site.invalid';

/**
 * A link target that is safe to put in an `href`: a path of this site (`/experiences?x=1`) or an
 * absolute http(s) URL. Anything else gives undefined: `javascript:` and `data:` links, and paths a
 * browser reads as another site (`//host`, `/\host`, or either with a tab or newline inside, which
 * browsers drop). Absolute URLs come back normalised.
 */
export function safeHref(value: string | null | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  try {
    if (url.startsWith('/')) return new URL(url, SITE).origin === SITE ? url : undefined;
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== ''
      ? parsed.href
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A link an admin may save: what `safeHref` keeps, written without spaces or control characters
 * (nothing a browser would silently remove or re-read).
 */
export function isLinkUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !/[\s\u0000-\u001f\u007f]/.test(value) && safeHref(value) !== undefined;
}

export const LINK_MAX_LENGTH = 2000;
