import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { traditionalCharacters } from '../scripts/po-checks.mjs';
import { BASE_URL, launch, waitForHydration, waitUntil, watchedPage } from './browser.js';
import { chooseOpenSlot } from './calendar.js';
import { staffCookie } from './admin-session.js';
import { mailTo } from './delivered-mail.js';

// Issue 40: a visitor from the mainland, on a phone with a zh-CN browser. Nothing a storefront page
// needs may come from another origin (Google Fonts, Maps, reCAPTCHA, analytics, CDNs are blocked or
// slow there), and the page is Simplified Chinese from the server's first byte.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  // The shared server's other journeys see the rates as they were.
  if (cnySet) await setStaffRate('CNY', null);
});

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

/** Where the journeys' screenshots go (test-results/ is not committed). */
const ARTEFACTS = path.resolve(process.env.E2E_ARTEFACTS_DIR ?? 'test-results/e2e');

/** A screenshot into ARTEFACTS: the whole page, or (`fullPage` false: a dialog open) the screen. */
async function screenshot(page: Page, name: string, fullPage = true) {
  mkdirSync(ARTEFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTEFACTS, name), fullPage, animations: 'disabled' });
}

let cnySet = false;

/** Staff's rate for `currency` (KRW per unit, dated today), through the admin REST API; null removes it. */
async function setStaffRate(currency: string, krwPerUnit: number | null) {
  const cookie = await staffCookie();
  const res = await fetch(`${BASE_URL}/api/admin/exchange-rates/${currency}`, {
    method: krwPerUnit === null ? 'DELETE' : 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: krwPerUnit === null ? undefined : JSON.stringify({ krwPerUnit }),
  });
  expect(res.status).toBe(200);
}

/**
 * The KRW prices in `scope` that have no "≈ ¥…" beside them (none expected): each "₩12,345" but a
 * struck-through original price and the booking form's "₩… × 2 guests" line, looked for up to three
 * elements up.
 */
function pricesWithoutYuan(scope: Locator): Promise<string[]> {
  return scope.evaluate((root: unknown) => {
    // The DOM as used here (the e2e files are compiled without the DOM's types).
    interface El {
      parentElement: El | null;
      textContent: string | null;
      childNodes: ArrayLike<{ nodeType: number; textContent: string | null }>;
      closest(selector: string): El | null;
      querySelectorAll(selector: string): ArrayLike<El>;
    }
    const yuan = (box: El) =>
      Array.from(box.querySelectorAll('[data-approx-price]')).some((approx) =>
        /^≈ ¥[\d,]+\.\d{2}$/.test(approx.textContent ?? ''),
      );
    const missing: string[] = [];
    for (const element of Array.from((root as El).querySelectorAll('*'))) {
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === 3)
        .map((node) => node.textContent ?? '')
        .join('');
      if (!/₩\s?[\d,]+/.test(own) || element.closest('del, small, [data-approx-price]')) continue;
      let box: El | null = element;
      let found = false;
      for (let up = 0; box && up < 4 && !found; up += 1, box = box.parentElement) found = yuan(box);
      if (!found) missing.push(own);
    }
    return missing;
  });
}

/**
 * Closes the home page's promotional popup (the demo data has one in Simplified Chinese), which opens
 * once the page is hydrated and hides the rest of the page from assistive technology meanwhile.
 */
async function closePromotion(page: Page) {
  await page.getByRole('dialog', { name: '特别优惠' }).getByRole('button', { name: '关闭' }).click();
  await page.getByRole('dialog', { name: '特别优惠' }).waitFor({ state: 'detached' });
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
    await closePromotion(page);
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

  it('sees CNY beside every price, books, and gets the mail in Simplified Chinese', async () => {
    await setStaffRate('CNY', 193.4);
    cnySet = true;
    const { page, problems } = await watchedPage(browser, { locale: 'zh-CN', viewport: PHONE });
    const { id, title } = await simplifiedExperience();

    // The home: the currency menu chose CNY for a zh-CN browser; each card's price has its ≈ ¥.
    await visit(page, '/');
    await closePromotion(page);
    const menu = page.getByRole('combobox', { name: '韩元价格旁显示的货币' });
    await menu.waitFor();
    expect(await menu.inputValue()).toBe('CNY');
    await page.locator('main [data-approx-price]').first().waitFor();
    expect(await pricesWithoutYuan(page.locator('main'))).toEqual([]);
    await screenshot(page, 'zh-Hans-home.png');
    // The header holds the currency menu too, without sideways scrolling on a 360 px phone.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(360);
    await page.setViewportSize(PHONE);

    // An experience: the bar's price and the option's.
    await visit(page, `/experiences/${id}`);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    const bar = page.getByRole('region', { name: '预订' });
    await bar.locator('[data-approx-price]').waitFor();
    expect(await pricesWithoutYuan(page.locator('main'))).toEqual([]);
    // The rate's date and that the charge is in KRW, on a tap.
    await bar.locator('[data-approx-price]').click();
    const note = page.getByRole('dialog', { name: '大致价格' });
    await note.getByText(/仅供参考：实际按韩元（KRW）收费。$/).waitFor();
    await page.keyboard.press('Escape');
    await note.waitFor({ state: 'detached' });
    // The pointer away from the price: resized for the whole-page picture, the page would move the
    // price under it, and hovering opens the note again.
    await page.mouse.move(0, 0);
    await screenshot(page, 'zh-Hans-experience.png');

    // The booking form: its total with ≈ ¥, and the charge said to be in KRW.
    await bar.getByRole('button', { name: '选择日期' }).click();
    await chooseOpenSlot(page.getByRole('dialog', { name: '选择日期与时段' }), 'zh-Hans', 3);
    const form = page.getByRole('dialog', { name: `预订 ${title}` });
    await form.getByLabel('人数').waitFor();
    await form.getByText('实际按韩元（KRW）收费。其他货币金额为大致换算，仅供参考。').waitFor();
    expect(await pricesWithoutYuan(form)).toEqual([]);
    const email = `e2e-zh-${Date.now()}@example.com`;
    await form.getByLabel('姓名').fill('王芳');
    await form.getByLabel('电子邮件').fill(email);
    await form.getByLabel('手机号码').fill('+86 138 0013 8000');
    await form.getByLabel('6 位数验证码').fill('582014');
    await form.getByLabel('我同意服务条款。').check();
    await form.getByText('总金额', { exact: true }).first().scrollIntoViewIfNeeded();
    await screenshot(page, 'zh-Hans-booking-form.png', false);
    await form.getByRole('button', { name: /^(提交预订申请|立即预订|预订并付款)$/ }).click();

    // Booked: the details again with ≈ ¥ beside the total, then the mail in Simplified Chinese.
    const success = page.getByRole('dialog').filter({ hasText: '582014' });
    await success.waitFor();
    expect(await pricesWithoutYuan(success)).toEqual([]);
    await waitUntil(async () => mailTo(email) !== undefined, 'the guest mail was delivered', 60_000);
    const mail = mailTo(email)!;
    expect(mail.subject).toMatch(new RegExp(`^(我们已收到您的预订申请|您的预订已确认)：${title}$`));
    expect(mail.text).toContain('所有金额均以韩元（KRW）计，实际也按韩元收费。');
    expect(traditionalCharacters(mail.text)).toBe('');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
