import type { Browser } from 'playwright-core';
import { BASE_URL, launch, watchedPage } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('admin forms', () => {
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
