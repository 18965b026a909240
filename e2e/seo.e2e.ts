import type { Browser } from 'playwright-core';
import { BASE_URL, launch, waitForHydration, waitUntil, watchedPage } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('a shared link in a language (?lang=)', () => {
  it('is rendered in that language by the server, then by the app, which keeps the choice', async () => {
    const { page, problems } = await watchedPage(browser);
    const response = await page.goto(`${BASE_URL}/about?lang=ja`);
    expect(response?.status()).toBe(200);
    // What a crawler reads before any script runs.
    const html = await response!.text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<title>私たちについて | K-Culture Booking</title>');
    expect(html).toContain(`<link rel="canonical" href="${BASE_URL}/about?lang=ja" />`);

    await page.getByRole('heading', { level: 1, name: '私たちについて' }).waitFor();
    // The app, once it has taken the page over, keeps the choice and tidies the address.
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('JPN');
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${BASE_URL}/about?lang=ja`);

    // The next page, reached in the app, keeps Japanese and its head follows.
    await page.goto(`${BASE_URL}/contact`);
    await page.getByRole('heading', { level: 1, name: 'お問い合わせ' }).waitFor();
    expect(await page.title()).toBe('お問い合わせ | K-Culture Booking');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('gives an experience page its head and structured data, without JavaScript and with it', async () => {
    const res = await fetch(`${BASE_URL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ experiences(filter: { language: ENG }, limit: 1) { id title metaTitle } }',
      }),
    });
    const [experience] = (
      (await res.json()) as {
        data: { experiences: { id: number; title: string; metaTitle: string | null }[] };
      }
    ).data.experiences;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${BASE_URL}/experiences/${experience.id}`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe(experience.metaTitle ?? `${experience.title} | K-Culture Booking`);
    expect(await page.getAttribute('meta[property="og:type"]', 'content')).toBe('product');
    const jsonLd = JSON.parse((await page.textContent('script[type="application/ld+json"]'))!);
    expect(jsonLd).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'KRW' } });
    const serverTitle = await page.title();
    const serverCanonical = await page.getAttribute('link[rel="canonical"]', 'href');
    await context.close();

    // Once the app has rendered the page, a crawler that runs scripts finds the same head and data.
    const { page: app, problems } = await watchedPage(browser);
    await app.goto(`${BASE_URL}/experiences/${experience.id}`);
    await app.getByRole('heading', { level: 1, name: experience.title }).waitFor();
    await waitUntil(async () => (await app.title()) === serverTitle, 'the app sets the server title');
    expect(await app.locator('script[type="application/ld+json"]').count()).toBe(1);
    expect(await app.getAttribute('link[rel="canonical"]', 'href')).toBe(serverCanonical);
    expect(await app.locator('link[rel="alternate"][hreflang="x-default"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await app.context().close();
  });
});
