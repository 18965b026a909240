/**
 * What search engines and link previews read: each storefront page's title, description, Open Graph
 * and Twitter tags, canonical URL and hreflang alternates. The server renders them into index.html
 * (server/src/modules/seo) and the web app applies the same on client navigation
 * (web/src/lib/useDocumentMeta.ts), so a page's head is built in one place.
 *
 * A page's language travels in its URL as `?lang=ja` (English, the default, has none): every
 * language version has its own URL for hreflang, and the web app honours the parameter on load.
 */
import { CATEGORIES, type Category, type Language } from './constants.js';
import { DEFAULT_LOCALE, fromLanguageCode, LANG_PARAM, LOCALES, type AppLocale } from './locales.js';
import { SEO_COPY, SITE_KEYWORDS, type CopyKey } from './seoCopy.js';

/** The brand as shown in the logo, the footer and document titles (a name: not translated). */
export const BRAND_NAME = 'K-Culture Booking';

/** The storefront's routes, as web/src/app/routes.tsx declares them. */
export type StorefrontRoute =
  | { page: 'home' }
  | { page: 'experiences' }
  | { page: 'experience'; id: number | null }
  | { page: 'cultureGuide' }
  | { page: 'article'; id: number | null }
  | { page: 'about' }
  | { page: 'contact' }
  | { page: 'bookingVerification' }
  | { page: 'terms' }
  | { page: 'imageTest' }
  | { page: 'unsubscribe' }
  /** /pay/complete (PortOne's return) and /pay/<token> (the mailed "Pay now" link). */
  | { page: 'pay' }
  /** /waitlist/offer/<token> and /waitlist/leave/<token> (the mailed waitlist links). */
  | { page: 'waitlist' }
  | { page: 'admin' }
  | { page: 'notFound' };

/** Pages whose head depends only on the URL and the language. */
export type StaticPage =
  'home' | 'experiences' | 'cultureGuide' | 'about' | 'contact' | 'bookingVerification' | 'terms';

/** The path of each page with a fixed one (sitemap, links). */
export const STATIC_PATHS: Record<StaticPage | 'imageTest' | 'unsubscribe' | 'admin', string> = {
  home: '/',
  experiences: '/experiences',
  cultureGuide: '/culture-guide',
  about: '/about',
  contact: '/contact',
  bookingVerification: '/booking-verification',
  terms: '/terms',
  imageTest: '/image-test',
  unsubscribe: '/unsubscribe',
  admin: '/admin',
};

const BY_FIRST_SEGMENT = new Map(
  (Object.entries(STATIC_PATHS) as [StorefrontRoute['page'], string][]).map(([page, path]) => [
    path.slice(1),
    page,
  ]),
);

/** A positive database id as written in a route (no sign, no leading zero, within PostgreSQL's int). */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The route a path shows. Like react-router: case-insensitive, one trailing slash ignored,
 * everything under /admin belongs to the back office, anything else is the 404 page.
 */
export function matchStorefrontRoute(pathname: string): StorefrontRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const [first = '', second, ...rest] = path.split('/').slice(1);
  const head = first.toLowerCase();
  if (head === 'admin') return { page: 'admin' };
  if (second !== undefined && rest.length === 0) {
    if (head === 'experiences') return { page: 'experience', id: parseRouteId(second) };
    if (head === 'culture-guide' || head === 'articles') return { page: 'article', id: parseRouteId(second) };
    if (head === 'pay' && second !== '') return { page: 'pay' };
    return { page: 'notFound' };
  }
  if (head === 'waitlist' && rest.length === 1 && rest[0] !== '' && /^(offer|leave)$/i.test(second ?? ''))
    return { page: 'waitlist' };
  if (second !== undefined) return { page: 'notFound' };
  const page = BY_FIRST_SEGMENT.get(head);
  return page ? ({ page } as StorefrontRoute) : { page: 'notFound' };
}

/** The one category of `?category=` when exactly one known category is named (any case), else none. */
export function singleCategory(value: string | null | undefined): Category | undefined {
  const wanted = new Set(
    (value ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  );
  const known = CATEGORIES.filter((category) => wanted.has(category.toLowerCase()));
  return known.length === 1 ? known[0] : undefined;
}

type Params = ReadonlyArray<readonly [string, string]>;

/** The absolute URL of a page in a language: English has no `lang` parameter. */
export function pageUrl(origin: string, path: string, locale: AppLocale, params: Params = []): string {
  const query = new URLSearchParams(params as [string, string][]);
  if (locale !== DEFAULT_LOCALE) query.set(LANG_PARAM, locale);
  const search = query.toString();
  return `${origin}${path}${search ? `?${search}` : ''}`;
}

export interface Alternate {
  hrefLang: AppLocale | 'x-default';
  href: string;
}

/** The language a page falls back to: English when it exists in English, else its first language. */
const fallbackLocale = (locales: readonly AppLocale[]) =>
  locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : locales[0];

/** One alternate per language the page exists in, then x-default. */
export function alternateLinks(
  origin: string,
  path: string,
  locales: readonly AppLocale[] = LOCALES,
  params: Params = [],
): Alternate[] {
  return [
    ...locales.map((locale) => ({ hrefLang: locale, href: pageUrl(origin, path, locale, params) })),
    { hrefLang: 'x-default', href: pageUrl(origin, path, fallbackLocale(locales), params) },
  ];
}

export interface PageHead {
  /** The whole `<title>`. */
  title: string;
  description: string;
  keywords?: string;
  /** og:title and twitter:title: the page's own name, without the brand. */
  ogTitle: string;
  ogType: 'website' | 'article' | 'product';
  /** The language the page is shown in. */
  locale: AppLocale;
  /** Absent on pages that must not be indexed. */
  canonical?: string;
  alternates: Alternate[];
  /** Absolute URL of the preview image. */
  image?: string;
  noindex?: boolean;
}

/** Where a head is built for: the site's public origin (no trailing slash) and the page's language. */
export interface HeadContext {
  origin: string;
  locale: AppLocale;
}

const withBrand = (title: string) => `${title} | ${BRAND_NAME}`;

/** The head of a page whose content is fixed (its copy in SEO_COPY). */
export function staticPageHead(
  page: StaticPage,
  { origin, locale }: HeadContext,
  query?: URLSearchParams,
): PageHead {
  // A list of exactly one category is its own page (own heading and intro): it keeps `category`.
  const category = page === 'experiences' ? singleCategory(query?.get('category')) : undefined;
  const key: CopyKey = category ? `experiences${category}` : page;
  const params: Params = category ? [['category', category]] : [];
  const copy = SEO_COPY[key][locale];
  const path = STATIC_PATHS[page];
  return {
    // Spec §1: the home page's title is the brand followed by a description.
    title: page === 'home' ? `${BRAND_NAME} | ${copy.title}` : withBrand(copy.title),
    description: copy.description,
    keywords: page === 'home' ? SITE_KEYWORDS[locale] : undefined,
    ogTitle: copy.title,
    ogType: 'website',
    locale,
    canonical: pageUrl(origin, path, locale, params),
    alternates: alternateLinks(origin, path, LOCALES, params),
  };
}

/** A page that must not be indexed: the 404 pages, the back office and developer tools. */
export function noindexHead(title: string, locale: AppLocale, description = ''): PageHead {
  return {
    title: withBrand(title),
    description,
    ogTitle: title,
    ogType: 'website',
    locale,
    alternates: [],
    noindex: true,
  };
}

/** The 404 heads: an unknown path, or a missing experience or article. */
export function notFoundHead(
  kind: 'notFound' | 'experienceNotFound' | 'articleNotFound',
  locale: AppLocale,
): PageHead {
  const copy = SEO_COPY[kind][locale];
  return noindexHead(copy.title, locale, copy.description);
}

/** The developer page's title (spec §2: the page is in Korean, whatever the language). */
export const IMAGE_TEST_TITLE = '이미지 테스트';

/** The head of a route that needs no data; null for experience and article pages, whose data decides. */
export function routeHead(
  route: StorefrontRoute,
  context: HeadContext,
  query?: URLSearchParams,
): PageHead | null {
  switch (route.page) {
    case 'experience':
    case 'article':
      return null;
    case 'notFound':
      return notFoundHead('notFound', context.locale);
    case 'admin':
      return noindexHead('Admin', context.locale);
    case 'imageTest':
      return noindexHead(IMAGE_TEST_TITLE, context.locale);
    case 'pay': {
      // A guest's own payment (a token from a mail, PortOne's return): never a search result.
      const copy = SEO_COPY.pay[context.locale];
      return noindexHead(copy.title, context.locale, copy.description);
    }
    case 'waitlist': {
      // A personal link from a mail (an offer, or leaving the queue): never a search result.
      const copy = SEO_COPY.waitlist[context.locale];
      return noindexHead(copy.title, context.locale, copy.description);
    }
    case 'unsubscribe': {
      // A personal link from a mail: never a search result.
      const copy = SEO_COPY.unsubscribe[context.locale];
      return noindexHead(copy.title, context.locale, copy.description);
    }
    default:
      return staticPageHead(route.page, context, query);
  }
}

/** An absolute http(s) URL for a stored link or image path, or undefined when it is neither. */
export function absoluteUrl(origin: string, value: string | null | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (v.startsWith('/') && !v.startsWith('//')) return origin + v;
  return /^https?:\/\/[^\s/]+/i.test(v) ? v : undefined;
}

/**
 * True when a page is its own canonical: no canonical URL is set, or it names this page (any
 * language of it). A page whose canonical points at another page is left out of the sitemap,
 * which lists canonical URLs only.
 */
export function isOwnCanonical(
  origin: string,
  path: string,
  canonicalUrl: string | null | undefined,
): boolean {
  const canonical = absoluteUrl(origin, canonicalUrl);
  if (!canonical) return true;
  try {
    const url = new URL(canonical);
    return url.origin === new URL(origin).origin && url.pathname.replace(/\/+$/, '') === path;
  } catch {
    return true;
  }
}

/** What an experience's head is built from (the server's entity and the web's query both give it). */
export interface SeoExperience {
  id: number;
  /** The title in the page's language (its translation when there is one). */
  title: string;
  shortDescription: string;
  /** Languages the experience is offered in. */
  languages: readonly Language[];
  /** Culture tags and hashtags: the keywords when none are set. */
  tags: readonly string[];
  metaTitle?: string | null;
  metaDescription?: string | null;
  metaKeywords?: string | null;
  canonicalUrl?: string | null;
  mainImage?: string | null;
}

/** The UI languages of the product languages an experience is offered in (all four when none). */
export function offeredLocales(languages: readonly Language[]): AppLocale[] {
  const offered = LOCALES.filter((locale) => languages.some((code) => fromLanguageCode(code) === locale));
  return offered.length ? offered : [...LOCALES];
}

/**
 * An experience's head: the admin's meta title, description, keywords and canonical URL when set,
 * else its title, short description and tags. Alternates list the languages it is offered in; a
 * visit in another language points its canonical at the fallback language's URL.
 */
export function experiencePageHead(e: SeoExperience, { origin, locale }: HeadContext): PageHead {
  const locales = offeredLocales(e.languages);
  const path = `/experiences/${e.id}`;
  const shown = locales.includes(locale) ? locale : fallbackLocale(locales);
  const metaTitle = e.metaTitle?.trim();
  const keywords = e.metaKeywords?.trim() || e.tags.join(', ');
  return {
    title: metaTitle || withBrand(e.title),
    description: e.metaDescription?.trim() || e.shortDescription,
    keywords: keywords || undefined,
    ogTitle: metaTitle || e.title,
    ogType: 'product',
    locale,
    canonical: absoluteUrl(origin, e.canonicalUrl) ?? pageUrl(origin, path, shown),
    alternates: alternateLinks(origin, path, locales),
    image: absoluteUrl(origin, e.mainImage),
  };
}

/** Plain text of simple markdown (links keep their text, images and markup go), for descriptions. */
export function markdownSnippet(markdown: string, max = 160): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_>`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

export interface SeoArticle {
  id: number;
  title: string;
  excerpt: string;
  content: string;
  featuredImage?: string | null;
}

/** An article's head; /articles/{id} and /culture-guide/{id} share the canonical /culture-guide/{id}. */
export function articlePageHead(a: SeoArticle, { origin, locale }: HeadContext): PageHead {
  const path = `/culture-guide/${a.id}`;
  return {
    title: withBrand(a.title),
    description: a.excerpt.trim() || markdownSnippet(a.content),
    ogTitle: a.title,
    ogType: 'article',
    locale,
    canonical: pageUrl(origin, path, locale),
    alternates: alternateLinks(origin, path),
    image: absoluteUrl(origin, a.featuredImage),
  };
}

/** A tag for `<head>`: the server writes it as HTML, the web app creates it as an element. */
export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

const OG_LOCALES: Record<AppLocale, string> = {
  en: 'en_US',
  ja: 'ja_JP',
  'zh-Hant': 'zh_TW',
  'zh-Hans': 'zh_CN',
  ko: 'ko_KR',
};

/** Every head tag of a page except `<title>`, in document order. */
export function headTags(head: PageHead): HeadTag[] {
  const meta = (key: 'name' | 'property', name: string, content: string | undefined): HeadTag[] =>
    content ? [{ tag: 'meta', attrs: { [key]: name, content } }] : [];
  const link = (attrs: Record<string, string>): HeadTag => ({ tag: 'link', attrs });
  return [
    ...meta('name', 'description', head.description),
    ...meta('name', 'keywords', head.keywords),
    ...meta('name', 'robots', head.noindex ? 'noindex' : undefined),
    ...(head.canonical ? [link({ rel: 'canonical', href: head.canonical })] : []),
    ...head.alternates.map((a) => link({ rel: 'alternate', hreflang: a.hrefLang, href: a.href })),
    ...meta('property', 'og:site_name', BRAND_NAME),
    ...meta('property', 'og:type', head.ogType),
    ...meta('property', 'og:title', head.ogTitle),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:url', head.canonical),
    ...meta('property', 'og:image', head.image),
    ...meta('property', 'og:locale', OG_LOCALES[head.locale]),
    ...meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:title', head.ogTitle),
    ...meta('name', 'twitter:description', head.description),
    ...meta('name', 'twitter:image', head.image),
  ];
}
