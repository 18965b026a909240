/**
 * A link an admin may give a slide or popup: an absolute http(s) address, or a path of this site
 * (`/experiences?category=Tour`; never `//host`, which a browser reads as another site).
 */
export function isLinkUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const LINK_MAX_LENGTH = 2000;
