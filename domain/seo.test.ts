import { localeFromParam } from './locales.js';
import {
  absoluteUrl,
  experiencePageHead,
  isOwnCanonical,
  headTags,
  markdownSnippet,
  matchStorefrontRoute,
  parseRouteId,
  routeHead,
  singleCategory,
  staticPageHead,
  type SeoExperience,
} from './seo.js';

const ORIGIN = 'https://kculture.example';

describe('storefront routes', () => {
  it.each([
    ['/', { page: 'home' }],
    ['/experiences', { page: 'experiences' }],
    ['/Experiences/', { page: 'experiences' }],
    ['/experiences/12', { page: 'experience', id: 12 }],
    ['/experiences/12/', { page: 'experience', id: 12 }],
    ['/experiences/abc', { page: 'experience', id: null }],
    ['/culture-guide', { page: 'cultureGuide' }],
    ['/culture-guide/3', { page: 'article', id: 3 }],
    ['/articles/3', { page: 'article', id: 3 }],
    ['/about', { page: 'about' }],
    ['/contact', { page: 'contact' }],
    ['/booking-verification', { page: 'bookingVerification' }],
    ['/terms', { page: 'terms' }],
    ['/Terms/', { page: 'terms' }],
    ['/image-test', { page: 'imageTest' }],
    ['/admin', { page: 'admin' }],
    ['/admin/bookings/4', { page: 'admin' }],
    ['/articles', { page: 'notFound' }],
    ['/about/team', { page: 'notFound' }],
    ['/experiences/1/reviews', { page: 'notFound' }],
    ['/no/such/page', { page: 'notFound' }],
    ['/pay/complete', { page: 'pay' }],
    ['/pay/12.abcDEF_-', { page: 'pay' }],
    ['/waitlist/offer/abcDEF_-123', { page: 'waitlist' }],
    ['/waitlist/leave/abcDEF_-123', { page: 'waitlist' }],
    ['/waitlist/other/abc', { page: 'notFound' }],
    ['/waitlist/offer', { page: 'notFound' }],
    ['/pay', { page: 'notFound' }],
    ['/pay/1/x', { page: 'notFound' }],
    ['/about//', { page: 'notFound' }],
  ])('%s shows %j', (path, route) => {
    expect(matchStorefrontRoute(path)).toEqual(route);
  });

  it('reads ids as PostgreSQL integers without sign or leading zero', () => {
    expect(['1', '42', '2147483647'].map(parseRouteId)).toEqual([1, 42, 2147483647]);
    expect(['0', '007', '-1', '1.5', '2147483648', '', undefined].map(parseRouteId)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('reads ?lang= in any case and ?category= when it names exactly one category', () => {
    expect(['ja', 'ZH-HANT', ' ko '].map(localeFromParam)).toEqual(['ja', 'zh-Hant', 'ko']);
    expect(localeFromParam('fr')).toBeUndefined();
    expect(singleCategory('tour')).toBe('Tour');
    expect(singleCategory('Tour, tour,Unknown')).toBe('Tour');
    expect(singleCategory('Tour,Tickets')).toBeUndefined();
    expect(singleCategory(null)).toBeUndefined();
  });
});

describe('page heads', () => {
  it('gives each fixed page its copy, canonical URL and every language as an alternate', () => {
    const head = staticPageHead(
      'experiences',
      { origin: ORIGIN, locale: 'zh-Hant' },
      new URLSearchParams('category=tickets&q=x'),
    );
    expect(head).toEqual({
      title: '門票與通行證 | K-Culture Booking',
      description: '表演、主題樂園、觀景台與各大景點：提前預訂，不必排隊買票。',
      keywords: undefined,
      ogTitle: '門票與通行證',
      ogType: 'website',
      locale: 'zh-Hant',
      canonical: `${ORIGIN}/experiences?category=Tickets&lang=zh-Hant`,
      alternates: [
        { hrefLang: 'en', href: `${ORIGIN}/experiences?category=Tickets` },
        { hrefLang: 'ja', href: `${ORIGIN}/experiences?category=Tickets&lang=ja` },
        { hrefLang: 'zh-Hant', href: `${ORIGIN}/experiences?category=Tickets&lang=zh-Hant` },
        { hrefLang: 'zh-Hans', href: `${ORIGIN}/experiences?category=Tickets&lang=zh-Hans` },
        { hrefLang: 'ko', href: `${ORIGIN}/experiences?category=Tickets&lang=ko` },
        { hrefLang: 'x-default', href: `${ORIGIN}/experiences?category=Tickets` },
      ],
    });
  });

  it('marks the 404, back-office and developer pages noindex, without canonical or alternates', () => {
    for (const path of ['/nope', '/admin', '/image-test']) {
      const head = routeHead(matchStorefrontRoute(path), { origin: ORIGIN, locale: 'ko' })!;
      expect(head).toMatchObject({ noindex: true, alternates: [] });
      expect(head.canonical).toBeUndefined();
    }
    expect(routeHead(matchStorefrontRoute('/nope'), { origin: ORIGIN, locale: 'ko' })!.title).toBe(
      '페이지를 찾을 수 없습니다 | K-Culture Booking',
    );
    expect(routeHead(matchStorefrontRoute('/experiences/1'), { origin: ORIGIN, locale: 'en' })).toBeNull();
  });

  const experience: SeoExperience = {
    id: 9,
    title: 'Hanbok Walk',
    shortDescription: 'Wear hanbok around Gyeongbokgung.',
    languages: ['KOR', 'CHN'],
    tags: ['K-Trend', 'hanbok'],
  };

  it("builds an experience's head from its title, short description and tags when no meta is set", () => {
    const head = experiencePageHead(experience, { origin: ORIGIN, locale: 'ko' });
    expect(head).toMatchObject({
      title: 'Hanbok Walk | K-Culture Booking',
      description: 'Wear hanbok around Gyeongbokgung.',
      keywords: 'K-Trend, hanbok',
      ogTitle: 'Hanbok Walk',
      ogType: 'product',
      canonical: `${ORIGIN}/experiences/9?lang=ko`,
      image: undefined,
    });
    // Offered in Chinese and Korean: alternates in the UI's order, x-default the first of them.
    expect(head.alternates.map((a) => [a.hrefLang, a.href])).toEqual([
      ['zh-Hant', `${ORIGIN}/experiences/9?lang=zh-Hant`],
      ['ko', `${ORIGIN}/experiences/9?lang=ko`],
      ['x-default', `${ORIGIN}/experiences/9?lang=zh-Hant`],
    ]);
    // Shown in a language it is not offered in: the canonical URL is the fallback language's.
    expect(experiencePageHead(experience, { origin: ORIGIN, locale: 'en' }).canonical).toBe(
      `${ORIGIN}/experiences/9?lang=zh-Hant`,
    );
  });

  it("prefers the admin's meta fields and canonical URL; unsafe links are ignored", () => {
    const head = experiencePageHead(
      {
        ...experience,
        metaTitle: '  Hanbok rental walk in Seoul ',
        metaDescription: 'Rent a hanbok.',
        metaKeywords: 'hanbok, palace',
        canonicalUrl: 'https://partner.example/hanbok',
        mainImage: 'https://cdn.example/hanbok.webp',
      },
      { origin: ORIGIN, locale: 'ko' },
    );
    expect(head).toMatchObject({
      title: 'Hanbok rental walk in Seoul',
      ogTitle: 'Hanbok rental walk in Seoul',
      description: 'Rent a hanbok.',
      keywords: 'hanbok, palace',
      canonical: 'https://partner.example/hanbok',
      image: 'https://cdn.example/hanbok.webp',
    });
    expect(absoluteUrl(ORIGIN, '/api/images/a.webp')).toBe(`${ORIGIN}/api/images/a.webp`);
    expect(
      ['javascript:alert(1)', '//evil.example/x', 'a.webp', '  ', null].map((v) => absoluteUrl(ORIGIN, v)),
    ).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('turns simple markdown into a description of at most 160 characters, cut at a word', () => {
    expect(markdownSnippet('## Tips\n\n* Bring **cash**\n* See [the map](/map) ![x](/a.png)')).toBe(
      'Tips Bring cash See the map',
    );
    const long = markdownSnippet('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
  });

  it('lists the head tags in order, with robots only on noindex pages and no empty values', () => {
    const head = staticPageHead('about', { origin: ORIGIN, locale: 'en' });
    const tags = headTags(head).map((t) => Object.values(t.attrs)[0] + (t.attrs.hreflang ?? ''));
    expect(tags).toEqual([
      'description',
      'canonical',
      'alternateen',
      'alternateja',
      'alternatezh-Hant',
      'alternatezh-Hans',
      'alternateko',
      'alternatex-default',
      'og:site_name',
      'og:type',
      'og:title',
      'og:description',
      'og:url',
      'og:locale',
      'twitter:card',
      'twitter:title',
      'twitter:description',
    ]);
    const noindex = headTags(routeHead(matchStorefrontRoute('/x'), { origin: ORIGIN, locale: 'en' })!);
    expect(noindex.find((t) => t.attrs.name === 'robots')?.attrs.content).toBe('noindex');
  });
});

describe('isOwnCanonical', () => {
  const path = '/experiences/7';
  it('holds without a canonical, or with one naming this page in any language', () => {
    expect(isOwnCanonical(ORIGIN, path, null)).toBe(true);
    expect(isOwnCanonical(ORIGIN, path, '  ')).toBe(true);
    expect(isOwnCanonical(ORIGIN, path, '/experiences/7')).toBe(true);
    expect(isOwnCanonical(ORIGIN, path, `${ORIGIN}/experiences/7?lang=ja`)).toBe(true);
    expect(isOwnCanonical(ORIGIN, path, `${ORIGIN}/experiences/7/`)).toBe(true);
  });

  it('fails for another page, another site, or a look-alike path', () => {
    expect(isOwnCanonical(ORIGIN, path, '/experiences/8')).toBe(false);
    expect(isOwnCanonical(ORIGIN, path, '/experiences/70')).toBe(false);
    expect(isOwnCanonical(ORIGIN, path, 'https://partner.example/experiences/7')).toBe(false);
    expect(isOwnCanonical(ORIGIN, path, 'http://kculture.example/experiences/7')).toBe(false);
  });
});
