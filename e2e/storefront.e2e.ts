import type { Browser } from 'playwright-core';
import { BASE_URL, launch, waitForHydration, waitUntil, watchedPage } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9faf]/;

describe('a Japanese-speaking guest', () => {
  it('switches to Japanese, filters by Tour, opens an experience and sees its Japanese content', async () => {
    const { page, problems } = await watchedPage(browser);
    await page.goto(`${BASE_URL}/contact`);
    // A choice made before the app's scripts have even started is not seen (a loaded machine loads
    // them late); the switch during hydration itself is ssr.e2e's case.
    await waitForHydration(page, 60_000);
    await page.getByLabel('Language').selectOption('ja');
    await page.locator('html[lang="ja"]').waitFor({ state: 'attached' });

    await page.goto(`${BASE_URL}/experiences`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The filters panel: choose the Tour category (ツアー), then apply if the panel asks for it.
    await page.goto(`${BASE_URL}/experiences?category=Tour`);
    // The server renders the address's language (English); the app then shows the stored choice.
    await waitUntil(
      async () => JAPANESE.test((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? ''),
      'the list is shown in Japanese',
    );
    const cards = page.locator('main a[href^="/experiences/"]');
    await cards.first().waitFor();
    const href = (await cards.first().getAttribute('href'))!;
    const id = Number(href.split('/').pop());

    const api = (await (await fetch(`${BASE_URL}/api/experiences/${id}`)).json()) as {
      title: string;
      category: string;
      language: string[];
      shortDescription: string;
      metaTitle: string | null;
    };
    expect(api.category).toBe('Tour');
    expect(api.language).toContain('JPN');

    await cards.first().click();
    await page.waitForURL(new RegExp(`/experiences/${id}$`));
    // The list's heading stays until the detail page has loaded: wait for the experience's own.
    const title = page.getByRole('heading', { level: 1, name: api.title, exact: true });
    await title.waitFor();
    expect(await title.textContent()).toBe(api.title);
    expect(api.title).toMatch(JAPANESE);
    await page.getByText(api.shortDescription).first().waitFor();
    expect(await page.title()).toContain(api.metaTitle ?? api.title);
    expect(problems).toEqual([]);
  });

  it('renders the detail page of one experience per language without console errors', async () => {
    for (const [code, locale] of [
      ['ENG', 'en'],
      ['JPN', 'ja'],
      ['CHN', 'zh-Hant'],
      ['KOR', 'ko'],
    ]) {
      const res = await fetch(`${BASE_URL}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `{ experiences(filter: { language: ${code} }, limit: 1) { id title } }`,
        }),
      });
      const [first] = ((await res.json()) as { data: { experiences: { id: number; title: string }[] } }).data
        .experiences;
      const { page, problems } = await watchedPage(browser);
      await page.addInitScript(`window === window.top && localStorage.setItem('language', '${code}')`);
      await page.goto(`${BASE_URL}/experiences/${first.id}`);
      // The server's page is English (it only knows ?lang=): the app re-renders it in the stored
      // language once it has started, after the page's first paint (which a loaded machine delays).
      await page.locator(`html[lang="${locale}"]`).waitFor({ state: 'attached', timeout: 60_000 });
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});
