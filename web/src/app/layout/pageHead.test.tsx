import { screen } from '@testing-library/react';
import { experienceListMock } from '@/testing/experienceFixtures';
import { homeMocks } from '@/testing/homeFixtures';
import { renderApp } from '@/testing/render';

const origin = window.location.origin;
const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const alternates = () =>
  [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);

/** Tags as the server renders them into index.html for the first page. */
function serverHead() {
  const tags = [
    Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' }),
    Object.assign(document.createElement('script'), { type: 'application/ld+json', text: '{}' }),
    Object.assign(document.createElement('link'), { rel: 'canonical', href: `${origin}/somewhere` }),
  ];
  document.head.append(...tags);
  return () => tags.forEach((tag) => tag.remove());
}

describe('page head on client navigation (the same as the server renders)', () => {
  it("sets a fixed page's title, description, canonical URL and language alternates", async () => {
    await renderApp({ route: '/about' });
    expect(document.title).toBe('About us | K-Culture Booking');
    expect(content('meta[name="description"]')).toMatch(/^We are a Seoul-based team/);
    expect(canonical()).toBe(`${origin}/about`);
    expect(content('meta[property="og:url"]')).toBe(`${origin}/about`);
    expect(alternates()).toEqual([
      ['en', `${origin}/about`],
      ['ja', `${origin}/about?lang=ja`],
      ['zh-Hant', `${origin}/about?lang=zh-Hant`],
      ['zh-Hans', `${origin}/about?lang=zh-Hans`],
      ['ko', `${origin}/about?lang=ko`],
      ['x-default', `${origin}/about`],
    ]);
  });

  it('writes the head in the UI language, with that language in the canonical URL', async () => {
    await renderApp({
      route: '/experiences?category=Tour&sort=rating',
      locale: 'ja',
      mocks: [experienceListMock({ filter: { language: 'JPN', categories: ['Tour'] }, sort: 'rating' })],
    });
    expect(document.title).toBe('ガイドツアー | K-Culture Booking');
    expect(canonical()).toBe(`${origin}/experiences?category=Tour&lang=ja`);
    expect(content('meta[property="og:locale"]')).toBe('ja_JP');
  });

  it("replaces the server's tags while a page is shown, keeps its JSON-LD, and puts them back", async () => {
    const removeServerHead = serverHead();
    const { unmount } = await renderApp({ route: '/contact' });
    expect(content('meta[name="robots"]')).toBeUndefined();
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    // Structured data is the server's alone: a crawler that runs the app still finds it.
    expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull();
    expect(canonical()).toBe(`${origin}/contact`);

    unmount();
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(canonical()).toBe(`${origin}/somewhere`);
    expect(alternates()).toEqual([]);
    removeServerHead();
  });

  it('marks the 404 page noindex, and drops that on the way to a real page', async () => {
    const { user } = await renderApp({ route: '/no/such/page', mocks: homeMocks() });
    expect(document.title).toBe('Page Not Found | K-Culture Booking');
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(canonical()).toBeUndefined();

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(document.title).toBe('K-Culture Booking | Korean cultural experiences in Seoul');
    expect(content('meta[name="robots"]')).toBeUndefined();
    expect(canonical()).toBe(`${origin}/`);
  });
});
