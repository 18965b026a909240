import type { Browser } from 'playwright-core';
import { BASE_URL, launch, watchedPage } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const SECTIONS = [
  { key: 'items', title: 'Items' },
  { key: 'bookings', title: 'Bookings' },
  { key: 'carousels', title: 'Carousels' },
  { key: 'popups', title: 'Popups' },
  { key: 'reviews', title: 'Reviews' },
];

describe('admin back office journey', () => {
  it('signs in in Korean, switches to English, opens every section, keeps it on reload, logs out for good', async () => {
    const { page, problems } = await watchedPage(browser);
    await page.goto(BASE_URL + '/admin');
    await page.getByLabel('아이디').fill(process.env.E2E_ADMIN_USERNAME!);
    await page.getByLabel('비밀번호').fill(process.env.E2E_ADMIN_PASSWORD!);
    await page.getByRole('button', { name: '로그인' }).click();

    // The dashboard home, in Korean.
    await page.getByRole('heading', { level: 1, name: '관리자 대시보드' }).waitFor();
    await page.getByRole('link', { name: /대기 중인 신청/ }).waitFor();
    await page.getByRole('region', { name: /^오늘/ }).waitFor();

    await page.getByRole('combobox', { name: '관리자 언어' }).selectOption({ label: 'English' });
    await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
    await page.getByRole('link', { name: /Pending applications/ }).waitFor();

    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const { key, title } of SECTIONS) {
      await nav.getByRole('link', { name: title, exact: true }).click();
      await page.waitForURL(new RegExp(`[?&]section=${key}(&|$)`));
      await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
      expect(await nav.getByRole('link', { name: title, exact: true }).getAttribute('aria-current')).toBe(
        'page',
      );
    }

    // A drill-down in the URL survives a reload too.
    await nav.getByRole('link', { name: 'Bookings', exact: true }).click();
    await page.waitForURL(/section=bookings/);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Bookings', exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('section')).toBe('bookings');
    expect(await nav.getByRole('link', { name: 'Bookings', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );

    // Logging out, then the browser's back button: the sign-in form, no admin data.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByLabel('Username').waitFor();
    await page.goBack();
    await page.getByLabel('Username').waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin sections' }).count()).toBe(0);
    expect(await page.getByText(/Signed in as/).count()).toBe(0);
    expect(await page.getByRole('table').count()).toBe(0);
    await page.goBack();
    await page.getByLabel('Username').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('asks before leaving a changed form (the data router blocks the navigation) and stays or leaves as told', async () => {
    const { page, problems } = await watchedPage(browser);
    await page.addInitScript(`window === window.top && localStorage.setItem('adminLanguage', 'KOR')`);
    await page.goto(BASE_URL + '/admin');
    await page.getByLabel('아이디').fill(process.env.E2E_ADMIN_USERNAME!);
    await page.getByLabel('비밀번호').fill(process.env.E2E_ADMIN_PASSWORD!);
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('heading', { level: 1, name: '관리자 대시보드' }).waitFor();

    await page.goto(BASE_URL + '/admin/add-item');
    const name = page.getByRole('textbox', { name: '상품명', exact: true });
    await name.fill('떠나기 전 확인');
    const nav = page.getByRole('navigation', { name: '관리 메뉴' });
    await nav.getByRole('link', { name: '예약 신청', exact: true }).click();
    const prompt = page.getByRole('alertdialog', { name: '저장하지 않고 나가시겠습니까?' });
    await prompt.getByRole('button', { name: '머무르기' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/admin/add-item');
    expect(await name.inputValue()).toBe('떠나기 전 확인');

    await nav.getByRole('link', { name: '예약 신청', exact: true }).click();
    await prompt.getByRole('button', { name: '나가기' }).click();
    await page.waitForURL(/section=bookings/);
    await page.getByRole('heading', { level: 2, name: '예약 신청', exact: true }).waitFor();
    expect(problems).toEqual([]);
  });
});
