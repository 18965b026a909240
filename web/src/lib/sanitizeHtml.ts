import DOMPurify from 'dompurify';

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

/**
 * Admin-entered HTML (overview, itinerary, included) made safe to render: no scripts,
 * no event-handler attributes, no javascript: URLs, no frames, forms or styles.
 * The server sanitises on save too; this is the second line (design.md).
 */
export function sanitizeHtml(html: string): string {
  addHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
