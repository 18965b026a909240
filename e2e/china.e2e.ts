import type { Browser, BrowserContext, Page } from 'playwright-core';
import { traditionalCharacters } from '../scripts/po-checks.mjs';
import { BASE_URL, launch, waitForHydration, watchedPage } from './browser.js';
import { chooseOpenSlot } from './calendar.js';

// Issue 40: a visitor from the mainland, on a phone with a zh-CN browser. Nothing a storefront page
// needs may come from another origin (Google Fonts, Maps, reCAPTCHA, analytics, CDNs are blocked or
// slow there), and the page is Simplified Chinese from the server's first byte.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const PHONE = { width: 390, height: 844 };
const SITE = new URL(BASE_URL).origin;
const HAN = /[\u4e00-\u9fff]/;

/** A Simplified Chinese demo experience that can be booked on the site. */
async function simplifiedExperience(): Promise<{ id: number; title: string }> {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ experiences(filter: { language: CHS }) { id title externalBookingLink } }',
    }),
  });
  const { data } = (await res.json()) as {
    data: { experiences: { id: number; title: string; externalBookingLink: string | null }[] };
  };
  const bookable = data.experiences.find((e) => !e.externalBookingLink);
  if (!bookable) throw new Error('No bookable CHS experience in the demo data');
  return bookable;
}

/** Every origin the context's pages request, frames and workers included (data: and blob: aside). */
function recordOrigins(context: BrowserContext): Set<string> {
  const origins = new Set<string>();
  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:')) origins.add(new URL(url).origin);
  });
  return origins;
}

/** Loads a page and waits until nothing more is requested (lazy images, chunks, fonts). */
async function visit(page: Page, path: string) {
  const response = await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await waitForHydration(page, 60_000);
}

describe('a visitor from mainland China (zh-CN, on a phone)', () => {
  it('loads the home, an experience, the booking form and the look-up page from the site alone', async () => {
    const { page, problems } = await watchedPage(browser, { locale: 'zh-CN', viewport: PHONE });
    const origins = recordOrigins(page.context());
    const { id, title } = await simplifiedExperience();

    await visit(page, '/');
    await visit(page, `/experiences/${id}`);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    // The location tab: addresses and links to map apps, no embedded map.
    expect(await page.locator('iframe').count()).toBe(0);

    await page.getByRole('region', { name: '预订' }).getByRole('button', { name: '选择日期' }).click();
    const schedule = page.getByRole('dialog', { name: '选择日期与时段' });
    await chooseOpenSlot(schedule, 'zh-Hans', 1);
    const form = page.getByRole('dialog', { name: `预订 ${title}` });
    await form.getByLabel('人数').waitFor();
    await page.waitForLoadState('networkidle');

    await visit(page, '/booking-verification');
    await page.getByRole('heading', { level: 1, name: '查询预订' }).waitFor();

    expect([...origins]).toEqual([SITE]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('gets the page in Simplified Chinese from the first byte, lang="zh-Hans", and keeps it', async () => {
    const { page, problems } = await watchedPage(browser, { locale: 'zh-CN', viewport: PHONE });
    const response = await page.goto(`${BASE_URL}/`);
    const html = await response!.text();
    // The server's own HTML: no script has run yet.
    expect(html).toContain('<html lang="zh-Hans"');
    expect(html).toMatch(/<h1[^>]*>像当地人一样体验韩国<\/h1>/);
    expect(html).toContain('hreflang="zh-Hans"');
    expect(html).toContain('hreflang="zh-Hant"');

    await waitForHydration(page, 60_000);
    await page.getByRole('heading', { level: 1, name: '像当地人一样体验韩国' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hans');
    expect(await page.evaluate<string | null>(`localStorage.getItem('language')`)).toBe('CHS');
    // The language menu names both Chinese scripts in their own characters.
    const menu = page.getByRole('combobox', { name: '语言' });
    expect(await menu.inputValue()).toBe('zh-Hans');
    expect(await menu.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['简体中文', '繁體中文']),
    );

    // The experience list: the demo's Simplified items, their text free of Traditional-only characters.
    await page.goto(`${BASE_URL}/experiences`);
    await waitForHydration(page, 60_000);
    const { title } = await simplifiedExperience();
    await page.getByText(title, { exact: true }).first().waitFor();
    // The cards' text (the language filter names each language in its own script: 日本語, 繁體中文).
    const text = (await page.locator('main a[href^="/experiences/"]').allTextContents()).join('');
    expect(text).toMatch(HAN);
    expect(traditionalCharacters(text)).toBe('');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
