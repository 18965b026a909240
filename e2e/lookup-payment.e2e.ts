import type { Browser } from 'playwright-core';
import { BASE_URL, launch, waitForHydration, watchedPage } from './browser.js';
import { applyAsGuest, signInAdmin } from './admin-session.js';

// Issue 34 point 1: the look-up's payment panel showed a raw dictionary of languages in Japanese, Korean
// and Traditional Chinese, and its amounts were squeezed to a character a line ("₩ / 3 / 6 / 0…"). A
// confirmed booking is looked up in each of them on a phone (390 px) and a desktop: every label is in
// the page's language, and every value of the panel fits on its line with room to spare.
let browser: Browser;
let id: number;
const email = `panel-${Date.now()}@example.com`;

beforeAll(async () => {
  browser = await launch();
  id = await applyAsGuest({ name: 'Panel Guest', email }, 4);
  const { page } = await watchedPage(browser);
  await signInAdmin(page, 'ENG');
  const approved = await page.evaluate(async (bookingId) => {
    const res = await fetch(`/api/guest-bookings/${bookingId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'confirmed' }),
    });
    return res.status;
  }, id);
  expect(approved).toBe(200);
  await page.context().close();
});
afterAll(() => browser?.close());

type Cell = { tag: string; text: string; lines: number; share: number };

const WORDS = { ja: 'お支払い', 'zh-Hant': '付款', ko: '결제' } as const;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

describe.each(Object.keys(WORDS) as (keyof typeof WORDS)[])('the look-up payment panel in %s', (locale) => {
  it.each(VIEWPORTS)('reads in the language, each value on one line, at $width px', async (viewport) => {
    const { page, problems } = await watchedPage(browser, { locale, viewport });
    await page.goto(`${BASE_URL}/booking-verification?lang=${locale}`);
    await waitForHydration(page);
    await page.locator('#lookup-email').fill(email);
    // The number with its country code picks the country, whatever the page opened on.
    await page.locator('#lookup-phoneDigits').fill('+44 7400 123456');
    await page.locator('#lookup-verificationCode').fill('271828');
    await page.locator('form:has(#lookup-email) button[type="submit"]').click();
    const panel = page.locator('section[aria-labelledby="lookup-payment-title"]');
    await panel.waitFor();
    expect(await page.locator('#lookup-payment-title').textContent()).toBe(WORDS[locale]);

    // Each label and value of the panel: its text, the lines it takes and its width (a string for the
    // page: the server's type check has no DOM types).
    const cells = await page.evaluate<Cell[]>(`(() => {
      const list = document.querySelector('section[aria-labelledby="lookup-payment-title"] dl');
      return [...list.querySelectorAll('dt, dd')].map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        const width = cell.getBoundingClientRect().width;
        return { tag: cell.tagName, text: cell.textContent, lines, share: width / list.getBoundingClientRect().width };
      });
    })()`);
    const values = cells.filter((cell) => cell.tag === 'DD');
    expect(values.length).toBeGreaterThanOrEqual(4);
    for (const cell of cells) expect(cell.text).not.toMatch(/[{}]|'ja'|Amount|Payment/);
    // Amount due, amount paid, status, deadline, reference: each on one line, in a column at least half
    // the list's width whatever the labels' length (a long label once took it all: "₩ / 3 / 6 / 0").
    for (const value of values) {
      expect({ value: value.text, lines: value.lines }).toEqual({ value: value.text, lines: 1 });
      expect(value.share).toBeGreaterThanOrEqual(0.5);
    }
    // ₩, or its full-width form (Intl writes ￦ in Traditional Chinese).
    expect(values[0].text).toMatch(/^[₩￦][\d,]+$/);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
