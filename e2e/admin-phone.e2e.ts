/**
 * The back office on a phone (390 x 844): every screen fits the width (no sideways scrolling), axe
 * finds nothing serious, the sections are behind the menu button, and a new application made
 * elsewhere shows up (toast, dashboard count) without a reload.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, waitUntil, watchedPage } from './browser.js';
import { applyAsGuest, signInAdmin } from './admin-session.js';

const PHONE = { width: 390, height: 844 };
const AXE_SOURCE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The page's width in CSS pixels: more than the viewport means sideways scrolling. */
const scrollWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate<
    { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]
  >('axe.run(document).then((r) => r.violations)');
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Buttons, links, fields and switches in the section panel smaller than a fingertip (44 px). */
async function smallTargets(page: Page): Promise<string[]> {
  // Run in the page (a string: the e2e code is compiled without the DOM's types).
  return page.evaluate<string[]>(`(() => {
    const panel = document.querySelector('main section') ?? document.body;
    const controls = panel.querySelectorAll(
      'button, [role="button"], [role="checkbox"], [role="switch"], [role="combobox"], input:not([type="hidden"]), select, summary',
    );
    return [...controls]
      .filter((el) => el.offsetParent !== null && !el.closest('[aria-hidden="true"]'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.height < 43.5 || (box.width < 43.5 && el.getAttribute('type') !== 'file');
      })
      .map(
        (el) =>
          el.tagName.toLowerCase() + ' "' + (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40) + '" ' +
          Math.round(el.getBoundingClientRect().width) + 'x' + Math.round(el.getBoundingClientRect().height),
      );
  })()`);
}

async function checkScreen(page: Page, what: string) {
  expect({ what, width: await scrollWidth(page) }).toEqual({ what, width: PHONE.width });
  expect({ what, violations: await seriousViolations(page) }).toEqual({ what, violations: [] });
  expect({ what, small: await smallTargets(page) }).toEqual({ what, small: [] });
}

describe('the back office at 390 x 844', () => {
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    ({ page, problems } = await watchedPage(browser, { viewport: PHONE, bypassCSP: true }));
    await signInAdmin(page, 'ENG');
  }, 60_000);

  it('dashboard: the menu button opens the sections in a drawer; the charts have text and tables', async () => {
    // No sidebar beside the content: the sections are behind the menu button.
    expect(await page.getByRole('complementary').count()).toBe(0);
    await page.getByRole('figure').first().waitFor();
    expect(await page.getByRole('figure').count()).toBe(4);
    await page.getByText('Show as a table').first().click();
    await page.getByRole('table', { name: /Applications and guests per day/ }).waitFor();
    await checkScreen(page, 'dashboard');

    await page.getByRole('button', { name: /^Open menu/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    await drawer.getByRole('link', { name: 'Reviews', exact: true }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 2, name: 'Reviews' }).waitFor();
    await checkScreen(page, 'reviews');
  });

  it('applications: the list as cards, by item, and the manage dialog full screen with its save bar', async () => {
    await page.goto(`${BASE_URL}/admin?section=bookings`);
    await page.getByRole('heading', { level: 2, name: 'Bookings' }).waitFor();
    await page
      .getByRole('list', { name: 'Applications' })
      .or(page.getByRole('listitem').first())
      .first()
      .waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await checkScreen(page, 'bookings list');

    await page.goto(`${BASE_URL}/admin?section=bookings&view=by-item`);
    await page.getByRole('heading', { level: 2, name: 'Bookings' }).waitFor();
    await page.waitForLoadState('networkidle');
    await checkScreen(page, 'bookings by item');

    await page.goto(`${BASE_URL}/admin?section=bookings`);
    const first = page.getByRole('button', { name: /^Open booking #\d+/ }).first();
    await first.waitFor();
    await first.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    expect([box.x, box.width]).toEqual([0, PHONE.width]);
    const save = dialog.getByRole('button', { name: 'Save' });
    const saveBox = (await save.boundingBox())!;
    // The save bar sits on the bottom edge of the screen, in reach without scrolling the form.
    expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(PHONE.height);
    expect(saveBox.y + saveBox.height).toBeGreaterThan(PHONE.height - 80);
    expect({ what: 'manage dialog', width: await scrollWidth(page) }).toEqual({
      what: 'manage dialog',
      width: PHONE.width,
    });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('items: the list and the editor', async () => {
    await page.goto(`${BASE_URL}/admin?section=items`);
    await page.getByRole('heading', { level: 2, name: 'Items' }).waitFor();
    await page.locator('main li').first().waitFor();
    await checkScreen(page, 'items list');

    await page.goto(`${BASE_URL}/admin/add-item`);
    await page.getByRole('tablist').waitFor();
    await checkScreen(page, 'item editor');
  });

  it('inquiries: the inbox and the subscribers', async () => {
    await page.goto(`${BASE_URL}/admin?section=inquiries`);
    await page.getByRole('heading', { level: 2, name: 'Inquiries' }).waitFor();
    await page.waitForLoadState('networkidle');
    await checkScreen(page, 'inbox');
    await page.getByRole('tab', { name: 'Newsletter subscribers' }).click();
    await page.waitForLoadState('networkidle');
    await checkScreen(page, 'subscribers');
  });

  it('shows a new application made elsewhere within 2 s: toast with a link, dashboard count', async () => {
    await page.goto(`${BASE_URL}/admin`);
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    const count = page.getByRole('link', { name: /waiting for a decision/ });
    await count.waitFor();
    const before = Number((await count.textContent())!.match(/\d+/)![0]);

    const id = await applyAsGuest({
      name: 'Phone Live Guest',
      email: 'phone-live@example.com',
      phone: '+1 2025550123',
      code: '135790',
    });
    const sent = Date.now();
    const toast = page.getByText('New application: Phone Live Guest');
    await toast.waitFor({ timeout: 2000 });
    await waitUntil(
      async () => Number(((await count.textContent()) ?? '').match(/\d+/)![0]) === before + 1,
      'the pending count moved',
      2000 - (Date.now() - sent),
    );
    expect(id).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Open the slot' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'by-item');
    expect(problems).toEqual([]);
  });
});
