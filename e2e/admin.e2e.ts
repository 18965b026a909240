import { chromium, type Browser, type Page } from 'playwright-core';
import { BASE_URL, CHROMIUM, launch, pickOption, watchedPage } from './browser.js';
import { signInAdmin } from './admin-session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const SECTIONS = [
  ['Items', 'items'],
  ['Bookings', 'bookings'],
  ['Carousels', 'carousels'],
  ['Popups', 'popups'],
  ['Reviews', 'reviews'],
  ['Dashboard', 'dashboard'],
] as const;

/** Nothing of the signed-in back office is on screen: no sidebar, no table, no user label; the login is. */
async function expectNoAdminData(page: Page, signInHeading: string | RegExp) {
  await page.getByRole('heading', { name: signInHeading }).waitFor();
  expect(await page.getByRole('navigation', { name: /Admin sections|관리 메뉴/ }).count()).toBe(0);
  expect(await page.getByRole('table').count()).toBe(0);
  expect(await page.getByText(/Signed in as|로그인 계정/).count()).toBe(0);
  expect(await page.getByRole('heading', { level: 2 }).count()).toBe(0);
}

describe('the back office shell', () => {
  it('signs in (Korean), switches to English, opens each section, keeps it on reload, logs out; Back shows no admin data', async () => {
    const { page, problems } = await watchedPage(browser);
    await signInAdmin(page, 'KOR');
    // The dashboard home, in Korean.
    await page.getByRole('heading', { level: 2, name: '대시보드' }).waitFor();
    await page.getByRole('link', { name: /처리 대기 \d+건/ }).waitFor();

    await pickOption(page, '관리자 언어', 'English');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Dashboard' }).waitFor();

    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const [title, section] of SECTIONS) {
      await nav.getByRole('link', { name: title, exact: true }).click();
      await page.waitForURL(
        (url) =>
          url.searchParams.get('section') === section || (section === 'dashboard' && url.search === ''),
      );
      await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
      expect(await nav.getByRole('link', { name: title, exact: true }).getAttribute('aria-current')).toBe(
        'page',
      );
    }

    // Reload keeps the section (and the language).
    await nav.getByRole('link', { name: 'Bookings', exact: true }).click();
    await page.getByRole('table').first().waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Bookings', exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('section')).toBe('bookings');
    await page.getByRole('table').first().waitFor();

    // The user label and the logout sit in the sidebar; collapsed, the logout is still there by name.
    const sidebar = page.getByRole('complementary');
    await sidebar.getByText('Signed in as').waitFor();
    await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
    await sidebar.getByRole('button', { name: 'Log out' }).click();
    await expectNoAdminData(page, 'Admin sign-in');
    // Back through the sections visited: each shows the login, never the admin screens.
    await page.goBack();
    await expectNoAdminData(page, 'Admin sign-in');
    await page.goBack();
    await expectNoAdminData(page, 'Admin sign-in');
    expect(problems).toEqual([]);
  });

  it('a page left and signed out meanwhile comes back as the login, not from the back-forward cache', async () => {
    // Playwright turns the back-forward cache off by default; this browser keeps it, as a user's does.
    const bfBrowser = await chromium.launch({
      executablePath: CHROMIUM,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    try {
      const { page, problems } = await watchedPage(bfBrowser);
      await page.addInitScript(`addEventListener('pageshow', (e) => { window.__restored = e.persisted; })`);
      // The cache is on: a storefront page comes back from it.
      await page.goto(BASE_URL + '/contact');
      await page.locator('main h1').first().waitFor();
      await page.goto(BASE_URL + '/about');
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForFunction('window.__restored !== undefined');
      expect(await page.evaluate('window.__restored')).toBe(true);

      await signInAdmin(page, 'KOR', '/admin?section=bookings');
      await page.getByRole('table').first().waitFor();
      // Leave with a full navigation...
      await page.goto(BASE_URL + '/about');
      await page.locator('main h1').first().waitFor();
      // ...sign out from another tab of the same browser session...
      const other = await page.context().newPage();
      await other.goto(BASE_URL + '/admin');
      await other.getByRole('button', { name: '로그아웃' }).click();
      await other.getByLabel('아이디').waitFor();
      await other.close();
      // ...and come back: the admin page is loaded anew and the server says signed out.
      await page.goBack({ waitUntil: 'commit' });
      await expectNoAdminData(page, '관리자 로그인');
      expect(await page.evaluate('window.__restored')).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await bfBrowser.close();
    }
  });
});
