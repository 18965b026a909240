import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { headTags, type HeadContext, type PageHead } from '@domain/seo';
import { DEFAULT_LOCALE, isAppLocale } from '@domain/locales';

export type { PageHead } from '@domain/seo';

// Every tag a page head sets (domain/seo.ts headTags): they belong to one page and go when another
// page's head is applied. The server's JSON-LD stays: crawlers read it from the rendered page, and
// each URL they crawl is a fresh load with its own.
const PAGE_TAGS = [
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
].join(', ');

/** The site's origin and the UI language: what domain/seo.ts builds a page's head for. */
export function useHeadContext(): HeadContext {
  const { i18n } = useLingui();
  return {
    // Only the browser applies a head (in an effect); the server writes its own (seo.html.ts).
    origin: typeof window === 'undefined' ? '' : window.location.origin,
    locale: isAppLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE,
  };
}

/**
 * Shows a page's head while the page is shown: the title and exactly the page's meta and link tags
 * (description, keywords, robots, Open Graph, Twitter, canonical, hreflang alternates), the same
 * the server renders for that URL. Leaving the page puts the previous head back. `null` leaves the
 * head as it is (e.g. while loading).
 */
export function useDocumentMeta(head: PageHead | null): void {
  const key = head ? JSON.stringify(head) : null;
  useEffect(() => {
    if (key === null) return;
    const next = JSON.parse(key) as PageHead;
    const previousTitle = document.title;
    const previous = [...document.head.querySelectorAll(PAGE_TAGS)];
    previous.forEach((element) => element.remove());
    const added = headTags(next).map(({ tag, attrs }) => {
      const element = document.createElement(tag);
      Object.entries(attrs).forEach(([name, value]) => element.setAttribute(name, value));
      return element;
    });
    document.head.append(...added);
    document.title = next.title;
    return () => {
      added.forEach((element) => element.remove());
      document.head.append(...previous);
      document.title = previousTitle;
    };
  }, [key]);
}
