import { CATEGORIES } from '../../../../domain/constants.js';
import { LANG_PARAM, LOCALES, requestLocale, toLanguageCode } from '../../../../domain/locales.js';
import { discountedPrice } from '../../../../domain/pricing.js';
import {
  alternateLinks,
  articlePageHead,
  BRAND_NAME,
  experiencePageHead,
  isOwnCanonical,
  matchStorefrontRoute,
  notFoundHead,
  offeredLocales,
  routeHead,
  STATIC_PATHS,
  type Alternate,
  type HeadContext,
  type PageHead,
  type StaticPage,
} from '../../../../domain/seo.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../common/errors.js';
import { getArticle } from '../article/article.service.js';
import type { Experience } from '../experience/experience.entity.js';
import { getExperience } from '../experience/experience.service.js';

/** A storefront page as the server answers it: its status, head and structured data. */
export interface SeoPage {
  status: 200 | 404;
  head: PageHead;
  jsonLd?: Record<string, unknown>;
}

/** Runs a look-up; a NOT_FOUND answer (missing, inactive, unpublished) becomes null. */
async function orNull<T>(lookUp: Promise<T>): Promise<T | null> {
  try {
    return await lookUp;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** An experience's title in a language: its translation when it has one (as the web app shows it). */
function localizedTitle(e: Experience, context: HeadContext): string {
  const translated = e.translations[toLanguageCode(context.locale)]?.title;
  return translated?.trim() ? translated : e.title;
}

/** Two indexed queries: the experience by id and its visible reviews' count and mean rating. */
async function experiencePage(ctx: AppContext, id: number | null, context: HeadContext): Promise<SeoPage> {
  const e = id === null ? null : await orNull(getExperience(ctx, id));
  if (!e) return { status: 404, head: notFoundHead('experienceNotFound', context.locale) };
  const stats = await ctx.loaders.reviewStats.load(e.id);
  const name = localizedTitle(e, context);
  const head = experiencePageHead(
    {
      id: e.id,
      title: name,
      shortDescription: e.shortDescription,
      languages: e.language,
      tags: [...e.kCultureTags, ...e.hashtags],
      metaTitle: e.metaTitle,
      metaDescription: e.metaDescription,
      metaKeywords: e.metaKeywords,
      canonicalUrl: e.canonicalUrl,
      mainImage: e.mainImage,
    },
    context,
  );
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description: head.description,
    url: head.canonical,
    ...(head.image ? { image: [head.image] } : {}),
    category: e.category,
    brand: { '@type': 'Brand', name: BRAND_NAME },
    offers: {
      '@type': 'Offer',
      price: discountedPrice(e),
      priceCurrency: 'KRW',
      availability: 'https://schema.org/InStock',
      url: head.canonical,
    },
    ...(stats.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: stats.rating,
            reviewCount: stats.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return { status: 200, head, jsonLd };
}

/** One indexed query: the published article by id. */
async function articlePage(ctx: AppContext, id: number | null, context: HeadContext): Promise<SeoPage> {
  const a = id === null ? null : await orNull(getArticle(ctx, id));
  if (!a) return { status: 404, head: notFoundHead('articleNotFound', context.locale) };
  const head = articlePageHead(a, context);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: head.description,
    ...(head.image ? { image: [head.image] } : {}),
    author: { '@type': 'Person', name: a.author },
    publisher: { '@type': 'Organization', name: BRAND_NAME },
    datePublished: a.createdAt.toISOString(),
    dateModified: a.updatedAt.toISOString(),
    mainEntityOfPage: head.canonical,
  };
  return { status: 200, head, jsonLd };
}

/**
 * The page a storefront URL shows, in the language of its `?lang=`, else of the visitor's `lang`
 * cookie (their choice in the language menu), else of their browser's Accept-Language (a first
 * visit), else English (domain/locales.ts `requestLocale`): known routes answer 200, unknown paths
 * and missing or hidden experiences and articles 404. Admin sessions are not consulted: what search
 * engines (no cookie) see is what anyone sees in that language. Canonical and hreflang links name
 * the language shown, whatever chose it.
 */
export async function storefrontPage(
  ctx: AppContext,
  pathname: string,
  query: URLSearchParams,
  headers: { cookie?: string; acceptLanguage?: string } = {},
): Promise<SeoPage> {
  const context: HeadContext = {
    origin: ctx.config.publicUrl,
    locale: requestLocale({ param: query.get(LANG_PARAM), ...headers }),
  };
  const route = matchStorefrontRoute(pathname);
  if (route.page === 'experience') return experiencePage(ctx, route.id, context);
  if (route.page === 'article') return articlePage(ctx, route.id, context);
  return { status: route.page === 'notFound' ? 404 : 200, head: routeHead(route, context, query)! };
}

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** One `<url>` per language version, each listing all versions (Google's sitemap form of hreflang). */
function urlEntries(alternates: Alternate[], lastmod?: Date): string[] {
  const links = alternates
    .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeXml(a.href)}"/>`)
    .join('\n');
  const modified = lastmod ? `\n    <lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return alternates
    .filter((a) => a.hrefLang !== 'x-default')
    .map((a) => `  <url>\n    <loc>${escapeXml(a.href)}</loc>${modified}\n${links}\n  </url>`);
}

/** Storefront pages that are worth a search result (not the 404, back office or developer pages). */
const SITEMAP_PAGES: StaticPage[] = [
  'home',
  'experiences',
  'cultureGuide',
  'about',
  'contact',
  'bookingVerification',
  'terms',
];

/**
 * sitemap.xml: the fixed pages (and the list of each category), every active experience in the
 * languages it is offered in (unless the admin pointed its canonical at another page) and every published article, with their hreflang alternates.
 * Two queries, whatever the catalogue's size.
 */
export async function sitemapXml(ctx: AppContext): Promise<string> {
  const origin = ctx.config.publicUrl;
  const [experiences, articles] = await Promise.all([
    ctx.pool.query<{
      id: number;
      language: Experience['language'];
      updated_at: Date;
      canonical_url: string | null;
    }>('select id, language, updated_at, canonical_url from experience where is_active order by id'),
    ctx.pool.query<{ id: number; updated_at: Date }>(
      'select id, updated_at from article where is_published order by id',
    ),
  ]);
  const entries = [
    ...SITEMAP_PAGES.flatMap((page) => urlEntries(alternateLinks(origin, STATIC_PATHS[page]))),
    ...CATEGORIES.flatMap((category) =>
      urlEntries(alternateLinks(origin, STATIC_PATHS.experiences, LOCALES, [['category', category]])),
    ),
    ...experiences.rows
      .filter((e) => isOwnCanonical(origin, `/experiences/${e.id}`, e.canonical_url))
      .flatMap((e) =>
        urlEntries(alternateLinks(origin, `/experiences/${e.id}`, offeredLocales(e.language)), e.updated_at),
      ),
    ...articles.rows.flatMap((a) =>
      urlEntries(alternateLinks(origin, `/culture-guide/${a.id}`), a.updated_at),
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: keeps crawlers out of the back office and the REST shim, but not out of the images
 * pages show, nor out of /graphql: a search engine that renders the storefront fetches its content
 * there, and a blocked API leaves the rendered page empty (GraphiQL is marked noindex instead).
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /api/images/',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
