import DOMPurify from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, RICH_TEXT_URI } from '@domain/richText';

let hooked = false;

function addHooks() {
  if (hooked) return;
  hooked = true;
  // Links in admin copy that open a new tab must not give the opened page a handle on ours.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

let serverSanitizer: ((html: string) => string) | undefined;

/**
 * The sanitiser of server rendering, where DOMPurify has no DOM: the server's own (sanitize-html with
 * the same allow-list, experience-admin.service.ts), set by entry-server.tsx.
 */
export function setServerSanitizer(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

/**
 * Admin-entered HTML (overview, itinerary, included) made safe to render with the allow-list the
 * server sanitises with on save (domain/richText.ts): no scripts, event handlers, javascript: URLs,
 * frames, forms or styles. This is the second line (design.md).
 */
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined') {
    if (!serverSanitizer) throw new Error('No HTML sanitiser for server rendering');
    return serverSanitizer(html);
  }
  addHooks();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: RICH_TEXT_URI,
  });
}
