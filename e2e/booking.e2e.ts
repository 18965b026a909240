import type { Browser, Locator } from 'playwright-core';
import { BASE_URL, launch, watchedPage } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type Offered = { id: number; title: string; minGuests: number; externalBookingLink: string | null };

/** The Japanese demo experiences, as the storefront lists them. */
async function japaneseExperiences(): Promise<Offered[]> {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ experiences(filter: { language: JPN }) { id title minGuests externalBookingLink } }',
    }),
  });
  return ((await res.json()) as { data: { experiences: Offered[] } }).data.experiences;
}

/** Clicks the first bookable day that still has an open slot (late in Seoul, today's may all be past). */
async function chooseFirstOpenSlot(schedule: Locator): Promise<void> {
  const days = schedule.locator('table button:not([aria-disabled])');
  await days.first().waitFor();
  for (let month = 0; month < 3; month += 1) {
    const count = await days.count();
    for (let i = 0; i < count; i += 1) {
      await days.nth(i).click();
      const slots = schedule.getByRole('region', { name: /の時間帯$/ });
      await slots.waitFor();
      await slots.locator('button, p').first().waitFor();
      const open = slots.locator('button:not([disabled])');
      if ((await open.count()) > 0) {
        await open.first().click();
        return;
      }
    }
    await schedule.getByRole('button', { name: '翌月' }).click();
    await days.first().waitFor();
  }
  throw new Error('No open slot in the next three months');
}

describe('a Japanese-speaking guest books and finds the booking', () => {
  it('schedules, applies, sees the code, then looks the booking up', async () => {
    const { page, problems } = await watchedPage(browser);
    await page.goto(`${BASE_URL}/contact`);
    await page.getByLabel('Language').selectOption('ja');
    await page.locator('html[lang="ja"]').waitFor({ state: 'attached' });

    const experience = (await japaneseExperiences()).find((item) => !item.externalBookingLink);
    expect(experience).toBeDefined();
    const { id, title, minGuests } = experience!;
    await page.goto(`${BASE_URL}/experiences/${id}`);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();

    await page.getByRole('region', { name: '予約' }).getByRole('button', { name: '日程を選ぶ' }).click();
    const schedule = page.getByRole('dialog', { name: '日時を選ぶ' });
    await schedule.getByText('すべての日付と時刻はソウル時間（KST、UTC+9）です。').waitFor();
    await chooseFirstOpenSlot(schedule);

    const dialog = page.getByRole('dialog', { name: `${title}を予約` });
    await dialog.waitFor();
    const guests = dialog.getByLabel('人数');
    await guests.selectOption(String(Math.max(1, minGuests)));
    const email = `e2e-${Date.now()}@example.com`;
    await dialog.getByLabel('氏名').fill('山田 花子');
    await dialog.getByLabel('メール').fill(email);
    // A Japanese page opens on Japan; a number pasted with its country code picks the country itself
    // and keeps the national number (digits only, no trunk 0).
    expect(await dialog.getByLabel('国番号').inputValue()).toBe('JP');
    await dialog.getByLabel('国番号').selectOption('KR');
    await dialog.getByLabel('電話番号').fill('+81 90-1234-5678');
    expect(await dialog.getByLabel('国番号').inputValue()).toBe('JP');
    expect(await dialog.getByLabel('電話番号').inputValue()).toBe('9012345678');
    await dialog.getByLabel('6桁の確認番号').fill('482913');
    await dialog.getByLabel('利用規約に同意します。').check();
    await dialog.getByRole('button', { name: '予約を申し込む' }).click();

    const success = page.getByRole('dialog', { name: '予約の申請を受け付けました' });
    await success.waitFor();
    await success.getByText('482913', { exact: true }).waitFor();
    // The toast's title (Radix also reads it out through a live region of its own).
    // An application, not yet a confirmed booking: the toast says what the dialog says.
    await page.locator('li').getByText('予約の申請を受け付けました', { exact: true }).first().waitFor();
    const date = (await success.locator('dd').nth(1).textContent()) ?? '';
    expect(date).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日[日月火水木金土]曜日$/);

    await success.getByRole('link', { name: '予約照会' }).click();
    await page.waitForURL(/\/booking-verification$/);
    const form = page.getByRole('form', { name: '予約を確認する' });
    await form.getByLabel('メール').fill(email);
    // The number as dialled at home, trunk 0 and all: the same phone.
    await form.getByLabel('電話番号').fill('090-1234-5678');
    await form.getByLabel('確認番号').fill('482913');
    await form.getByRole('button', { name: '予約を検索' }).click();

    await page.getByText('予約が見つかりました').waitFor();
    const result = page.getByRole('article');
    await result.getByRole('heading', { level: 2, name: title }).waitFor();
    const details = result.locator('dd');
    expect(await details.nth(0).textContent()).toBe(date);
    expect(await details.nth(2).textContent()).toBe('山田 花子');
    expect(await details.nth(3).textContent()).toBe(email);
    expect(await details.nth(4).textContent()).toBe('+81 90 1234 5678');
    expect(await details.nth(6).textContent()).toBe('承認待ち');
    await result.getByRole('button', { name: '別の予約を検索' }).waitFor();
    expect(problems).toEqual([]);
  });
});
