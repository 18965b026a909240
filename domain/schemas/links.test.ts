import { carouselSchema } from './carousel.js';
import { isLinkUrl, safeHref } from './links.js';

// Paths a browser reads as another site: the tab and newline are removed before parsing, and a
// backslash is a slash in http(s) URLs.
const OFF_SITE = [
  '//evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\\evil.example',
];
const SCRIPT = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>',
  'vbscript:x',
];
const FINE = [
  '/experiences?category=Tour',
  '/culture-guide/2#top',
  'https://example.com/a',
  'http://example.com',
];

describe('one link rule for the server and the storefront', () => {
  it('keeps same-site paths and http(s) addresses', () => {
    for (const link of FINE) {
      expect({ link, saved: isLinkUrl(link) }).toEqual({ link, saved: true });
      expect(safeHref(link)).toBeDefined();
    }
    expect(safeHref('http://example.com')).toBe('http://example.com/');
    expect(safeHref(' /experiences ')).toBe('/experiences');
  });

  it('refuses paths that lead to another site, and script or data links, on both sides', () => {
    for (const link of [...OFF_SITE, ...SCRIPT, '', 'http://', 'ftp://example.com/a']) {
      expect({ link, saved: isLinkUrl(link), rendered: safeHref(link) }).toEqual({
        link,
        saved: false,
        rendered: undefined,
      });
    }
  });

  it('never lets the server keep what the storefront would drop', () => {
    const samples = [
      ...OFF_SITE,
      ...SCRIPT,
      ...FINE,
      '/a b',
      'https://example.com/a b',
      '/%2F/evil',
      '/ok\u00a0',
    ];
    for (const link of samples) {
      if (isLinkUrl(link))
        expect({ link, rendered: safeHref(link) }).not.toEqual({ link, rendered: undefined });
    }
  });

  it('is the rule the slide form runs', async () => {
    const schema = carouselSchema;
    await expect(
      schema.validate({ imageUrl: '/api/images/a.webp', linkUrl: '/\\evil.example' }),
    ).rejects.toThrow();
    await expect(
      schema.validate({ imageUrl: '/api/images/a.webp', linkUrl: '/experiences' }),
    ).resolves.toMatchObject({ linkUrl: '/experiences' });
  });
});
