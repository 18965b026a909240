/**
 * The HTML that admin-entered rich text (overview, itinerary, included) may hold: what the admin
 * editor produces and nothing executable. The server sanitises with it on save (sanitize-html), the
 * storefront again on render (DOMPurify): one list, so both keep exactly the same markup.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
] as const;

/** Attributes allowed per tag; any other attribute (style, on*, class) is removed. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  ol: ['start'],
};

/** URL schemes allowed in href and src; javascript:, data: and the rest are removed. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** The same schemes as a regular expression (DOMPurify's ALLOWED_URI_REGEXP); relative URLs pass. */
export const RICH_TEXT_URI = new RegExp(
  `^(?:(?:${RICH_TEXT_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);
