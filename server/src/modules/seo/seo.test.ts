import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Experience } from '../experience/experience.entity.js';
import { makeArticle, makeExperience, makeReview } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const ORIGIN = 'https://kculture.example';
// The web app's own index.html, as Vite would ship it (its script tag points at the bundle).
const TEMPLATE = readFileSync(path.resolve('web/index.html'), 'utf8').replace(
  '/src/main.tsx',
  '/assets/index-abc123.js',
);

let app: TestApp;
let webDir: string;
let hostile: Experience;
let jpOnly: Experience;
let inactive: Experience;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'kc-seo-web-'));
  writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  app = await createTestApp({ PUBLIC_URL: `${ORIGIN}/` }, {}, { webDir });
  const em = app.em();
  hostile = await makeExperience(em, {
    title: 'Soju </script><script>alert("x")</script> & "friends"',
    shortDescription: 'Taste <b>soju</b> in Mapo.',
    category: 'Experience',
    kCultureTags: ['K-Sool'],
    hashtags: ['soju', 'mapo'],
    language: ['ENG', 'KOR'],
    price: 50000,
    promotionType: ['%OFF'],
    promotionDiscount: 15,
    mainImage: '/api/images/soju.webp',
    translations: { KOR: { title: '소주 클래스' } },
  });
  await makeReview(em, hostile, { rating: 5, isApproved: true });
  await makeReview(em, hostile, { rating: 2 }); // waiting for approval: not counted
  await makeReview(em, hostile, { rating: 4, isApproved: true });
  await makeReview(em, hostile, { rating: 1, isApproved: false });
  jpOnly = await makeExperience(em, {
    title: 'マッコリ教室',
    shortDescription: '伝統酒を造る',
    language: ['JPN'],
    price: 30000,
    metaTitle: 'マッコリ教室 | ソウル',
    metaDescription: 'ソウルでマッコリ造り',
    metaKeywords: 'マッコリ, ソウル',
  });
  inactive = await makeExperience(em, { title: 'Retired', isActive: false });
});
afterAll(async () => {
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
});

const decode = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

async function page(url: string, method = 'GET', cookie?: string, acceptLanguage?: string) {
  const res = await app.client().fetch(url, {
    method,
    headers: {
      accept: 'text/html',
      ...(cookie ? { cookie } : {}),
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
    },
  });
  const html = await res.text();
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => decode(m[1]));
  const meta = (key: string) => {
    const found = all(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`, 'g'));
    if (found.length > 1) throw new Error(`${key} appears ${found.length} times`);
    return found[0];
  };
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [
      m[1],
      decode(m[2]),
    ]),
  );
  const jsonLd = all(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).map(
    (raw) => JSON.parse(raw) as Record<string, any>,
  );
  return {
    status: res.status,
    headers: res.headers,
    html,
    lang: /<html lang="([^"]+)">/.exec(html)?.[1],
    titles: all(/<title>([\s\S]*?)<\/title>/g),
    meta,
    canonical: all(/<link rel="canonical" href="([^"]*)" \/>/g),
    alternates,
    jsonLd,
  };
}

const ALL_LANGUAGES = (pathAndQuery: string, join = pathAndQuery.includes('?') ? '&' : '?') => ({
  en: `${ORIGIN}${pathAndQuery}`,
  ja: `${ORIGIN}${pathAndQuery}${join}lang=ja`,
  'zh-Hant': `${ORIGIN}${pathAndQuery}${join}lang=zh-Hant`,
  'zh-Hans': `${ORIGIN}${pathAndQuery}${join}lang=zh-Hans`,
  ko: `${ORIGIN}${pathAndQuery}${join}lang=ko`,
  'x-default': `${ORIGIN}${pathAndQuery}`,
});

describe('server-rendered head of the fixed pages', () => {
  it('renders the home page in English by default, replacing the build’s own tags', async () => {
    const p = await page('/');
    expect(p.status).toBe(200);
    expect(p.headers.get('content-type')).toMatch(/text\/html/);
    // Kept by the hot cache: revalidated by browsers, kept briefly by a CDN.
    expect(p.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    expect(p.lang).toBe('en');
    expect(p.titles).toEqual(['K-Culture Booking | Korean cultural experiences in Seoul']);
    expect(p.meta('description')).toMatch(/^Temple stays, K-pop dance classes/);
    expect(p.meta('keywords')).toBe(
      'Korean culture, K-pop, temple stay, hanbok, cooking, Seoul tours, K-culture, travel',
    );
    expect(p.meta('robots')).toBeUndefined();
    expect(p.canonical).toEqual([`${ORIGIN}/`]);
    expect(p.alternates).toEqual(ALL_LANGUAGES('/'));
    expect(p.meta('og:type')).toBe('website');
    expect(p.meta('og:title')).toBe('Korean cultural experiences in Seoul');
    expect(p.meta('og:url')).toBe(`${ORIGIN}/`);
    expect(p.meta('og:locale')).toBe('en_US');
    expect(p.meta('og:site_name')).toBe('K-Culture Booking');
    expect(p.meta('twitter:card')).toBe('summary');
    expect(p.jsonLd).toEqual([]);
    // The rest of the template is untouched: the bundle and the root element are still there.
    expect(p.html).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(p.html).toContain('<div id="root"></div>');
    expect(p.html).toContain('<meta name="viewport"');
  });

  it('renders the language of ?lang= (any case) with its own canonical URL', async () => {
    const p = await page('/about?lang=JA');
    expect(p.status).toBe(200);
    expect(p.lang).toBe('ja');
    expect(p.titles).toEqual(['私たちについて | K-Culture Booking']);
    expect(p.meta('description')).toMatch(/^私たちはソウルを拠点に/);
    expect(p.canonical).toEqual([`${ORIGIN}/about?lang=ja`]);
    expect(p.alternates).toEqual(ALL_LANGUAGES('/about'));
    expect(p.meta('og:locale')).toBe('ja_JP');

    const zh = await page('/contact?lang=zh-hant');
    expect(zh.lang).toBe('zh-Hant');
    expect(zh.titles).toEqual(['聯絡我們 | K-Culture Booking']);
    expect(zh.canonical).toEqual([`${ORIGIN}/contact?lang=zh-Hant`]);

    // An unknown language is English, and the canonical URL drops it.
    const unknown = await page('/culture-guide?lang=fr');
    expect(unknown.lang).toBe('en');
    expect(unknown.titles).toEqual(['Culture Guide | K-Culture Booking']);
    expect(unknown.canonical).toEqual([`${ORIGIN}/culture-guide`]);
  });

  it("renders a page without ?lang= in the visitor's language cookie; ?lang= wins over it", async () => {
    const p = await page('/about', 'GET', 'other=1; lang=ja');
    expect(p.lang).toBe('ja');
    expect(p.titles).toEqual(['私たちについて | K-Culture Booking']);
    // The Japanese version's own address: what is shared or crawled stays Japanese.
    expect(p.canonical).toEqual([`${ORIGIN}/about?lang=ja`]);
    expect(p.headers.get('vary')).toMatch(/Cookie/);

    expect((await page('/about?lang=ko', 'GET', 'lang=ja')).lang).toBe('ko');
    expect((await page('/about', 'GET', 'lang=fr')).lang).toBe('en');
    // The same address without the cookie is English again (nothing kept across languages).
    expect((await page('/about')).lang).toBe('en');
    expect((await page('/about', 'GET', 'lang=zh-Hant')).lang).toBe('zh-Hant');
  });

  it("renders a first visit (nothing stored) in the browser's preferred supported language", async () => {
    const first = (url: string, acceptLanguage: string) => page(url, 'GET', undefined, acceptLanguage);
    const p = await first('/about', 'ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7');
    expect(p.lang).toBe('ja');
    expect(p.titles).toEqual(['私たちについて | K-Culture Booking']);
    expect(p.meta('og:locale')).toBe('ja_JP');
    // The Japanese version's own address; the alternates are the page's, whoever asks.
    expect(p.canonical).toEqual([`${ORIGIN}/about?lang=ja`]);
    expect(p.alternates).toEqual(ALL_LANGUAGES('/about'));
    expect(p.headers.get('vary')).toMatch(/Accept-Language/);

    const zhTw = await first('/contact', 'zh-TW,zh;q=0.9');
    expect(zhTw.lang).toBe('zh-Hant');
    expect(zhTw.titles).toEqual(['聯絡我們 | K-Culture Booking']);
    expect((await first('/contact', 'zh-HK')).lang).toBe('zh-Hant');
    expect((await first('/contact', 'zh-Hant')).lang).toBe('zh-Hant');
    expect((await first('/contact', 'ko-KR,ko;q=0.9,en;q=0.5')).lang).toBe('ko');
    // Issue 40: Simplified Chinese has its own copy (before, zh-CN fell to English or the next language).
    const zhCn = await first('/contact', 'zh-CN,zh;q=0.9');
    expect(zhCn.lang).toBe('zh-Hans');
    expect(zhCn.titles).toEqual(['联系我们 | K-Culture Booking']);
    expect(zhCn.meta('og:locale')).toBe('zh_CN');
    expect(zhCn.canonical).toEqual([`${ORIGIN}/contact?lang=zh-Hans`]);
    expect((await first('/contact', 'zh-CN,zh;q=0.9,ko;q=0.8')).lang).toBe('zh-Hans');
    expect((await first('/contact', 'zh-SG')).lang).toBe('zh-Hans');
    expect((await first('/contact', 'zh')).lang).toBe('zh-Hans');
    expect((await first('/contact', 'zh-MO')).lang).toBe('zh-Hant');
    // The most preferred supported language wins, by weight, then order; none is English.
    expect((await first('/contact', 'fr-FR,fr;q=0.9,ja;q=0.5')).lang).toBe('ja');
    expect((await first('/contact', 'en-GB,ja;q=0.9')).lang).toBe('en');
    expect((await first('/contact', 'ko;q=0.2,ja;q=0.8')).lang).toBe('ja');
    expect((await first('/contact', 'de, fr;q=0.8, *;q=0.5')).lang).toBe('en');

    // A stored choice (the cookie, English included) and ?lang= win over the browser's.
    expect((await page('/about', 'GET', 'lang=ko', 'ja')).lang).toBe('ko');
    expect((await page('/about', 'GET', 'lang=en', 'ja')).lang).toBe('en');
    expect((await page('/about?lang=zh-Hant', 'GET', undefined, 'ja')).lang).toBe('zh-Hant');

    // An experience in the language it is offered in: its translation and that version's address.
    const soju = await first(`/experiences/${hostile.id}`, 'ko-KR');
    expect(soju.lang).toBe('ko');
    expect(soju.titles).toEqual(['소주 클래스 | K-Culture Booking']);
    expect(soju.canonical).toEqual([`${ORIGIN}/experiences/${hostile.id}?lang=ko`]);
  });

  it('gives a one-category list its own page; filters and several categories fold into the list', async () => {
    const tour = await page('/experiences?category=tour&lang=ko&sort=rating');
    expect(tour.titles).toEqual(['가이드 투어 | K-Culture Booking']);
    expect(tour.canonical).toEqual([`${ORIGIN}/experiences?category=Tour&lang=ko`]);
    expect(tour.alternates).toEqual(ALL_LANGUAGES('/experiences?category=Tour'));

    const both = await page('/experiences?category=Tour,Tickets&q=palace');
    expect(both.titles).toEqual(['Experiences | K-Culture Booking']);
    expect(both.canonical).toEqual([`${ORIGIN}/experiences`]);

    const verification = await page('/booking-verification/');
    expect(verification.status).toBe(200);
    expect(verification.titles).toEqual(['Find your booking | K-Culture Booking']);
    expect(verification.canonical).toEqual([`${ORIGIN}/booking-verification`]);

    // The terms page is a real page (200 and its own head), not the 404 page.
    const terms = await page('/terms?lang=ja');
    expect(terms.status).toBe(200);
    expect(terms.titles).toEqual(['利用規約 | K-Culture Booking']);
    expect(terms.canonical).toEqual([`${ORIGIN}/terms?lang=ja`]);
  });
});

describe('server-rendered experience pages', () => {
  it('escapes a hostile title everywhere and gives Product JSON-LD with the discounted KRW price', async () => {
    const p = await page(`/experiences/${hostile.id}`);
    expect(p.status).toBe(200);
    const title = 'Soju </script><script>alert("x")</script> & "friends"';
    expect(p.titles).toEqual([`${title} | K-Culture Booking`]);
    expect(p.html).not.toContain('<script>alert');
    expect(p.html).not.toContain('</script><script>');
    expect(p.meta('og:title')).toBe(title);
    expect(p.meta('twitter:title')).toBe(title);
    expect(p.meta('description')).toBe('Taste <b>soju</b> in Mapo.');
    expect(p.meta('keywords')).toBe('K-Sool, soju, mapo');
    expect(p.meta('og:type')).toBe('product');
    expect(p.meta('og:image')).toBe(`${ORIGIN}/api/images/soju.webp`);
    expect(p.meta('twitter:card')).toBe('summary_large_image');
    expect(p.canonical).toEqual([`${ORIGIN}/experiences/${hostile.id}`]);
    // Offered in English and Korean only.
    expect(p.alternates).toEqual({
      en: `${ORIGIN}/experiences/${hostile.id}`,
      ko: `${ORIGIN}/experiences/${hostile.id}?lang=ko`,
      'x-default': `${ORIGIN}/experiences/${hostile.id}`,
    });

    expect(p.jsonLd).toHaveLength(1);
    expect(p.jsonLd[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: title,
      description: 'Taste <b>soju</b> in Mapo.',
      url: `${ORIGIN}/experiences/${hostile.id}`,
      image: [`${ORIGIN}/api/images/soju.webp`],
      category: 'Experience',
      brand: { '@type': 'Brand', name: 'K-Culture Booking' },
      offers: {
        '@type': 'Offer',
        price: 42500,
        priceCurrency: 'KRW',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/experiences/${hostile.id}`,
      },
      // The rejected review does not count.
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
    });
    // In the raw page, the JSON holds no character that could end the script block.
    const raw = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(p.html)![1];
    expect(raw).not.toMatch(/[<>]/);
    expect(raw).toContain('\\u003c/script\\u003e');
  });

  it('uses the translated title in that language', async () => {
    const p = await page(`/experiences/${hostile.id}?lang=ko`);
    expect(p.lang).toBe('ko');
    expect(p.titles).toEqual(['소주 클래스 | K-Culture Booking']);
    expect(p.jsonLd[0].name).toBe('소주 클래스');
    expect(p.canonical).toEqual([`${ORIGIN}/experiences/${hostile.id}?lang=ko`]);
  });

  it("uses the admin's meta title, description and keywords; a visit in another language points at an offered one", async () => {
    const p = await page(`/experiences/${jpOnly.id}`);
    expect(p.status).toBe(200);
    expect(p.titles).toEqual(['マッコリ教室 | ソウル']);
    expect(p.meta('description')).toBe('ソウルでマッコリ造り');
    expect(p.meta('keywords')).toBe('マッコリ, ソウル');
    expect(p.meta('og:image')).toBeUndefined();
    expect(p.canonical).toEqual([`${ORIGIN}/experiences/${jpOnly.id}?lang=ja`]);
    expect(p.alternates).toEqual({
      ja: `${ORIGIN}/experiences/${jpOnly.id}?lang=ja`,
      'x-default': `${ORIGIN}/experiences/${jpOnly.id}?lang=ja`,
    });
    expect(p.jsonLd[0].offers.price).toBe(30000);
    expect(p.jsonLd[0]).not.toHaveProperty('aggregateRating');
  });

  it('costs at most two SQL statements', async () => {
    app.queries.length = 0;
    expect((await page(`/experiences/${hostile.id}`)).status).toBe(200);
    expect(app.queries.length).toBeLessThanOrEqual(2);
    app.queries.length = 0;
    expect((await page('/about')).status).toBe(200);
    expect(app.queries).toEqual([]);
  });

  it.each([
    ['an inactive experience', () => `/experiences/${inactive.id}`],
    ['a missing experience', () => '/experiences/999999'],
    ['an id that is not one', () => '/experiences/abc'],
    ['a zero-padded id', () => `/experiences/0${hostile.id}`],
  ])('answers 404 with the noindex not-found page for %s', async (_case, url) => {
    const p = await page(url());
    expect(p.status).toBe(404);
    expect(p.titles).toEqual(['Experience Not Found | K-Culture Booking']);
    expect(p.meta('robots')).toBe('noindex');
    expect(p.canonical).toEqual([]);
    expect(p.alternates).toEqual({});
    expect(p.jsonLd).toEqual([]);
    expect(p.html).toContain('<div id="root"></div>');
  });
});

describe('server-rendered articles', () => {
  it('renders a published article under both routes with one canonical URL and Article JSON-LD', async () => {
    const a = await makeArticle(app.em(), {
      title: 'Jjimjilbang etiquette',
      excerpt: '',
      content: '# Before you go\n\nBring **cash** and read [the guide](/culture-guide).',
      featuredImage: '/api/images/spa.webp',
      author: 'Mina',
    });
    for (const route of [`/culture-guide/${a.id}`, `/articles/${a.id}`]) {
      const p = await page(`${route}?lang=ja`);
      expect(p.status).toBe(200);
      expect(p.titles).toEqual(['Jjimjilbang etiquette | K-Culture Booking']);
      expect(p.meta('description')).toBe('Before you go Bring cash and read the guide.');
      expect(p.meta('og:type')).toBe('article');
      expect(p.canonical).toEqual([`${ORIGIN}/culture-guide/${a.id}?lang=ja`]);
      expect(p.alternates).toEqual(ALL_LANGUAGES(`/culture-guide/${a.id}`));
      expect(p.jsonLd[0]).toMatchObject({
        '@type': 'Article',
        headline: 'Jjimjilbang etiquette',
        author: { '@type': 'Person', name: 'Mina' },
        image: [`${ORIGIN}/api/images/spa.webp`],
        mainEntityOfPage: `${ORIGIN}/culture-guide/${a.id}?lang=ja`,
      });
    }
  });

  it('answers 404 for an unpublished or missing article', async () => {
    const draft = await makeArticle(app.em(), { title: 'Draft', isPublished: false });
    for (const url of [`/culture-guide/${draft.id}`, `/articles/${draft.id}`, '/articles/424242']) {
      const p = await page(`${url}?lang=ko`);
      expect(p.status).toBe(404);
      expect(p.titles).toEqual(['글을 찾을 수 없습니다 | K-Culture Booking']);
      expect(p.meta('robots')).toBe('noindex');
    }
  });
});

describe('status codes', () => {
  it('answers unknown paths 404 with the not-found page, noindex', async () => {
    for (const url of ['/no/such/page', '/articles', '/experiences/1/extra', '/favicon.ico']) {
      const p = await page(url);
      expect(p.status).toBe(404);
      expect(p.titles).toEqual(['Page Not Found | K-Culture Booking']);
      expect(p.meta('robots')).toBe('noindex');
      expect(p.canonical).toEqual([]);
    }
    const head = await app.client().fetch('/no/such/page', { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it('keeps the known routes 200 (any case, one trailing slash), the back office and developer page noindex', async () => {
    for (const url of ['/', '/experiences', '/Experiences/', '/culture-guide', '/about', '/contact']) {
      expect((await page(url)).status).toBe(200);
    }
    for (const url of ['/admin', '/admin/bookings/12', '/image-test']) {
      const p = await page(url);
      expect(p.status).toBe(200);
      expect(p.meta('robots')).toBe('noindex');
      expect(p.canonical).toEqual([]);
    }
  });

  it('never stores the back office (no-store: no HTTP cache, no back-forward cache); storefront pages revalidate', async () => {
    for (const url of ['/admin', '/admin?section=bookings', '/Admin/', '/admin/add-item', '/admin/nowhere']) {
      const res = await app.client().fetch(url);
      expect([url, res.headers.get('cache-control')]).toEqual([url, 'no-store']);
    }
    for (const [url, cache] of [
      ['/', 'public, max-age=0, s-maxage=30'],
      ['/about', 'public, max-age=0, s-maxage=30'],
      ['/administration', 'no-cache'],
    ]) {
      const res = await app.client().fetch(url);
      expect([url, res.headers.get('cache-control')]).toEqual([url, cache]);
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('keeps crawlers out of the back office and the REST shim (not images, not /graphql) and points at the sitemap', async () => {
    const res = await app.client().fetch('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await res.text()).toBe(
      [
        'User-agent: *',
        'Allow: /api/images/',
        'Disallow: /admin',
        'Disallow: /api/',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('lists every language version of the fixed pages, active experiences and published articles', async () => {
    const published = await makeArticle(app.em(), { title: 'Published' });
    const em = app.em();
    const elsewhere = await makeExperience(em, {
      title: 'Syndicated copy',
      canonicalUrl: 'https://partner.example/tours/palace',
    });
    const selfCanonical = await makeExperience(em, { title: 'Self canonical' });
    selfCanonical.canonicalUrl = `/experiences/${selfCanonical.id}`;
    await em.flush();
    const draft = await makeArticle(app.em(), { title: 'Hidden', isPublished: false });
    const res = await app.client().fetch('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');

    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      loc: decode(/<loc>([^<]+)<\/loc>/.exec(m[1])![1]),
      lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(m[1])?.[1],
      alternates: Object.fromEntries(
        [...m[1].matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((l) => [
          l[1],
          decode(l[2]),
        ]),
      ),
    }));
    const locs = urls.map((u) => u.loc);
    const byLoc = (loc: string) => urls.find((u) => u.loc === loc);

    for (const fixed of [
      '/',
      '/experiences',
      '/culture-guide',
      '/about',
      '/contact',
      '/booking-verification',
      '/terms',
    ]) {
      for (const href of Object.values(ALL_LANGUAGES(fixed)).slice(0, 5)) expect(locs).toContain(href);
      expect(byLoc(`${ORIGIN}${fixed}?lang=ko`)!.alternates).toEqual(ALL_LANGUAGES(fixed));
    }
    expect(byLoc(`${ORIGIN}/experiences?category=Tickets&lang=ja`)!.alternates).toEqual(
      ALL_LANGUAGES('/experiences?category=Tickets'),
    );
    // An ampersand in a URL is escaped in the XML.
    expect(xml).toContain(`${ORIGIN}/experiences?category=Tour&amp;lang=ja`);
    expect(xml).not.toMatch(/&(?!amp;)/);

    // Experiences in the languages they are offered in, with their last change.
    expect(locs.filter((l) => l.includes(`/experiences/${hostile.id}`))).toEqual([
      `${ORIGIN}/experiences/${hostile.id}`,
      `${ORIGIN}/experiences/${hostile.id}?lang=ko`,
    ]);
    expect(byLoc(`${ORIGIN}/experiences/${jpOnly.id}?lang=ja`)!.alternates).toEqual({
      ja: `${ORIGIN}/experiences/${jpOnly.id}?lang=ja`,
      'x-default': `${ORIGIN}/experiences/${jpOnly.id}?lang=ja`,
    });
    expect(byLoc(`${ORIGIN}/experiences/${hostile.id}`)!.lastmod).toBe(hostile.updatedAt.toISOString());
    expect(locs.some((l) => l.includes(`/experiences/${inactive.id}`))).toBe(false);
    // Only canonical URLs: not a page whose canonical points at another site.
    expect(locs.some((l) => l.includes(`/experiences/${elsewhere.id}`))).toBe(false);
    expect(locs).toContain(`${ORIGIN}/experiences/${selfCanonical.id}`);

    expect(locs).toContain(`${ORIGIN}/culture-guide/${published.id}?lang=zh-Hant`);
    expect(locs.some((l) => l.endsWith(`/culture-guide/${draft.id}`))).toBe(false);
    expect(locs.some((l) => /\/(admin|image-test|articles\/)/.test(l))).toBe(false);
  });
});
