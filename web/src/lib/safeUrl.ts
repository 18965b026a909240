/**
 * A link target that is safe to put in an `href`: a same-site path ("/experiences?x=1")
 * or an absolute http(s) URL. Anything else (javascript:, data:, protocol-relative "//host")
 * gives undefined, so admin-entered links can never run script.
 */
export function safeHref(value: string | null | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** True for links that leave the site (they open in a new tab). */
export function isExternalHref(href: string): boolean {
  return !href.startsWith('/');
}
