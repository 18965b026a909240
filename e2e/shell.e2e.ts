import type { Browser } from 'playwright-core';
import { BASE_URL, graphqlAnswer, launch, waitForHydration, watchedPage } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const ROUTES = [
  '/',
  '/experiences',
  '/culture-guide',
  '/about',
  '/contact',
  '/booking-verification',
  '/terms',
  // Demo ids restart at 1 whenever the demo data is seeded.
  '/culture-guide/1',
  '/articles/1',
  '/image-test',
];
const LANGUAGES = [
  { code: 'ENG', lang: 'en', notFound: 'Page Not Found' },
  { code: 'JPN', lang: 'ja', notFound: 'ページが見つかりません' },
  { code: 'CHN', lang: 'zh-Hant', notFound: /找不到/ },
  { code: 'KOR', lang: 'ko', notFound: /찾을 수 없/ },
];

describe('storefront shell', () => {
  it.each(LANGUAGES)(
    'renders every route in $code without console errors',
    async ({ code, lang, notFound }) => {
      const { page, problems } = await watchedPage(browser);
      await page.addInitScript(`window === window.top && localStorage.setItem('language', '${code}')`);
      for (const route of ROUTES) {
        await page.goto(BASE_URL + route);
        // The server renders the URL's language (English without ?lang=); the app then renders the
        // stored one in the browser.
        await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
        await page.locator('main h1').first().waitFor();
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
      }
      expect(problems).toEqual([]);
      // Unknown paths answer 404 (with the app's not-found page); the browser reports that answer.
      const response = await page.goto(BASE_URL + '/no/such/page');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: notFound }).waitFor();
      expect(problems).toEqual([
        'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
      ]);
    },
  );

  it('opens the menu and navigates; the admin chunk is never loaded by the storefront', async () => {
    const { page, problems } = await watchedPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    // (Home opens the promotional popup first; the menu is tested from another page.)
    await page.goto(BASE_URL + '/contact');
    await waitForHydration(page);
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL(/\/about$/);
    expect(scripts.some((s) => /Admin/i.test(s))).toBe(false);
    expect(problems).toEqual([]);
  });
});

describe('admin', () => {
  it('signs in with the configured account (Korean UI by default) and signs out', async () => {
    const { page, problems } = await watchedPage(browser);
    await page.goto(BASE_URL + '/admin');
    await page.getByLabel('아이디').fill(process.env.E2E_ADMIN_USERNAME!);
    await page.getByLabel('비밀번호').fill(process.env.E2E_ADMIN_PASSWORD!);
    // The dashboard asks for its figures right after the sign-in; log out once they are in (a
    // query still under way when the session ends is rightly refused with a 401).
    const dashboard = graphqlAnswer(page, 'AdminDashboard');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('button', { name: '로그아웃' }).waitFor();
    expect((await dashboard).status()).toBe(200);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'kc.sid')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.getByLabel('아이디').waitFor();
    expect(problems).toEqual([]);
  });
});
