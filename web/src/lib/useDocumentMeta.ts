import { useEffect } from 'react';

export type DocumentMeta = {
  /** The whole document title, used as is. */
  title: string;
  description?: string | null;
  keywords?: string | null;
  ogTitle?: string | null;
  ogDescription?: string | null;
  /** Absolute URL of the canonical page. */
  canonical?: string | null;
};

type HeadTag = { selector: string; create: () => HTMLElement; attribute: 'content' | 'href' };

const meta = (attribute: 'name' | 'property', key: string): HeadTag => ({
  selector: `meta[${attribute}="${key}"]`,
  create: () => {
    const element = document.createElement('meta');
    element.setAttribute(attribute, key);
    return element;
  },
  attribute: 'content',
});

const TAGS = {
  description: meta('name', 'description'),
  keywords: meta('name', 'keywords'),
  ogTitle: meta('property', 'og:title'),
  ogDescription: meta('property', 'og:description'),
  canonical: {
    selector: 'link[rel="canonical"]',
    create: () => {
      const element = document.createElement('link');
      element.setAttribute('rel', 'canonical');
      return element;
    },
    attribute: 'href',
  },
} satisfies Record<Exclude<keyof DocumentMeta, 'title'>, HeadTag>;

/** Sets one head tag and returns how to put it back as it was (value restored, or tag removed). */
function applyTag(tag: HeadTag, value: string): () => void {
  const existing = document.head.querySelector<HTMLElement>(tag.selector);
  if (existing) {
    const previous = existing.getAttribute(tag.attribute);
    existing.setAttribute(tag.attribute, value);
    return () => {
      if (previous === null) existing.removeAttribute(tag.attribute);
      else existing.setAttribute(tag.attribute, previous);
    };
  }
  const created = tag.create();
  created.setAttribute(tag.attribute, value);
  document.head.appendChild(created);
  return () => created.remove();
}

/**
 * Sets the document title, description, keywords, Open Graph title/description and the
 * canonical link while a page is shown, and restores the previous head when it leaves.
 * `null` keeps the page's meta untouched (e.g. while loading).
 */
export function useDocumentMeta(data: DocumentMeta | null): void {
  const { title, description, keywords, ogTitle, ogDescription, canonical } = data ?? {};
  useEffect(() => {
    if (title === undefined) return;
    const previousTitle = document.title;
    document.title = title;
    const values = { description, keywords, ogTitle, ogDescription, canonical };
    const restores = (Object.keys(TAGS) as Array<keyof typeof TAGS>)
      .filter((key) => values[key])
      .map((key) => applyTag(TAGS[key], values[key] as string));
    return () => {
      document.title = previousTitle;
      restores.reverse().forEach((restore) => restore());
    };
  }, [title, description, keywords, ogTitle, ogDescription, canonical]);
}
