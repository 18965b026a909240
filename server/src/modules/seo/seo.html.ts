import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { headTags, type PageHead } from '../../../../domain/seo.js';

/** Text and attribute values as HTML: the five characters that could end or open markup. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * JSON for a `<script type="...">` data block. `<`, `>` and `&` become \u escapes, so no value (say
 * a title holding `</script>`) can close the block; line and paragraph separators too.
 */
function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** JSON-LD structured data as a `<script type="application/ld+json">` block. */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}

/** Data for the page's scripts, in a block the CSP lets through (it is never executed). */
export function jsonScript(data: unknown, id: string): string {
  return `<script type="application/json" id="${escapeHtml(id)}">${scriptJson(data)}</script>`;
}

/** The page's `<title>`, meta and link tags (and JSON-LD) as HTML, every value escaped. */
export function renderHead(head: PageHead, jsonLd?: unknown): string {
  const tags = headTags(head).map(({ tag, attrs }) => {
    const attributes = Object.entries(attrs)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    return `<${tag}${attributes} />`;
  });
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...tags,
    ...(jsonLd === undefined ? [] : [jsonLdScript(jsonLd)]),
  ].join('\n    ');
}

// What the build's index.html may carry that each page sets itself.
const MANAGED_TAGS = [
  /\s*<title>[\s\S]*?<\/title>/gi,
  /\s*<meta\s[^>]*(?:name|property)\s*=\s*["'](?:description|keywords|robots|og:[^"']*|twitter:[^"']*)["'][^>]*>/gi,
  /\s*<link\s[^>]*rel\s*=\s*["']canonical["'][^>]*>/gi,
  /\s*<link\s[^>]*hreflang\s*=[^>]*>/gi,
  /\s*<script\s[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/gi,
];

/** index.html cut where each page's language and head go. */
export interface PageTemplate {
  /** Up to `<html` (exclusive); the rest of the html tag's attributes without `lang`; then up to `</head>`. */
  beforeHtml: string;
  htmlAttributes: string | null;
  beforeHead: string;
  afterHead: string;
}

export function parseTemplate(html: string): PageTemplate {
  const stripped = MANAGED_TAGS.reduce((text, pattern) => text.replace(pattern, ''), html);
  const htmlTag = /<html\b([^>]*)>/i.exec(stripped);
  const beforeHtml = htmlTag ? stripped.slice(0, htmlTag.index) : '';
  const rest = htmlTag ? stripped.slice(htmlTag.index + htmlTag[0].length) : stripped;
  const headEnd = rest.search(/<\/head>/i);
  const at = headEnd >= 0 ? headEnd : Math.max(rest.search(/<body\b/i), 0);
  return {
    beforeHtml,
    htmlAttributes: htmlTag ? htmlTag[1].replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/i, '') : null,
    beforeHead: rest.slice(0, at).replace(/\s*$/, ''),
    afterHead: rest.slice(at),
  };
}

/** The whole page: the template with the page's language and head. */
export function renderPage(template: PageTemplate, head: PageHead, jsonLd?: unknown): string {
  const html =
    template.htmlAttributes === null
      ? ''
      : `<html lang="${escapeHtml(head.locale)}"${template.htmlAttributes}>`;
  return `${template.beforeHtml}${html}${template.beforeHead}\n    ${renderHead(head, jsonLd)}\n  ${template.afterHead}`;
}

/**
 * The built index.html, read once and kept parsed in memory (a build replaces the server process).
 * Resolves null while the web app is not built, and tries again on the next request.
 */
export function templateLoader(webDir: string, bodyEnd = ''): () => Promise<PageTemplate | null> {
  let loaded: Promise<PageTemplate> | undefined;
  return async () => {
    loaded ??= readFile(path.join(webDir, 'index.html'), 'utf8')
      .then(parseTemplate)
      // Markup every page ends its body with (the browser's error-reporting settings).
      .then((t) =>
        bodyEnd ? { ...t, afterHead: t.afterHead.replace(/<\/body>/i, `${bodyEnd}</body>`) } : t,
      );
    try {
      return await loaded;
    } catch {
      loaded = undefined;
      return null;
    }
  };
}
