/**
 * The back office on a phone (390 x 844): every screen fits the width (no sideways scrolling), axe
 * finds nothing serious, the sections are behind the menu button, and a new application made
 * elsewhere shows up (toast, dashboard count) without a reload.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
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

/**
 * Buttons, fields and switches under `root` (the section panel, or an open dialog) smaller than a
 * fingertip (44 px).
 */
async function smallTargets(page: Page, root = 'main section'): Promise<string[]> {
  // Run in the page (a string: the e2e code is compiled without the DOM's types).
  return page.evaluate<string[]>(`(() => {
    const panel = document.querySelector(${JSON.stringify(root)}) ?? document.body;
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

/** The first English item on sale, as the storefront lists it; `oneTag`: one with a single culture tag. */
async function firstItem(oneTag = false): Promise<{ id: number; title: string }> {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ experiences(filter: { language: ENG }) { id title kCultureTags } }' }),
  });
  const items = (
    (await res.json()) as { data: { experiences: { id: number; title: string; kCultureTags: string[] }[] } }
  ).data.experiences;
  return items.find((item) => !oneTag || item.kCultureTags.length === 1)!;
}

const OPEN_DIALOG = '[role="dialog"]';

/**
 * The open dialog on a phone: the whole screen, nothing wider than it (neither the page nor the
 * dialog's own content scrolls sideways), axe 0 serious, every control inside at least 44 px.
 */
async function checkDialog(page: Page, dialog: Locator, what: string) {
  await dialog.waitFor();
  expect({ what, box: await dialog.boundingBox() }).toEqual({
    what,
    box: { x: 0, y: 0, ...PHONE },
  });
  const inner = await page.evaluate<number[]>(
    `(() => { const d = document.querySelector('${OPEN_DIALOG}'); return [d.scrollWidth, d.clientWidth]; })()`,
  );
  expect({ what, width: await scrollWidth(page), dialog: inner[0] }).toEqual({
    what,
    width: PHONE.width,
    dialog: inner[1],
  });
  expect({ what, violations: await seriousViolations(page) }).toEqual({ what, violations: [] });
  expect({ what, small: await smallTargets(page, OPEN_DIALOG) }).toEqual({ what, small: [] });
}

/** Scrolls the open dialog's content (or, with `window`, the page) to its bottom or its top. */
async function scrollTo(page: Page, where: 'bottom' | 'top', scroller: 'dialog' | 'window') {
  const target = where === 'bottom' ? 'el.scrollHeight' : '0';
  const el = scroller === 'dialog' ? `document.querySelector('${OPEN_DIALOG}')` : 'document.scrollingElement';
  await page.evaluate(`(() => { const el = ${el}; el.scrollTo(0, ${target}); return el.scrollTop; })()`);
}

/**
 * The button is on screen and nothing covers it: its box lies inside the viewport and the point at its
 * centre belongs to it (a bar scrolled away or hidden under other content fails).
 */
async function expectInReach(page: Page, button: Locator, what: string) {
  const box = await button.boundingBox();
  expect({ what, shown: box !== null }).toEqual({ what, shown: true });
  const { x, y, width, height } = box!;
  expect({
    what,
    inside: y >= 0 && y + height <= PHONE.height && x >= 0 && x + width <= PHONE.width,
  }).toEqual({
    what,
    inside: true,
  });
  // The button (by its text) that a tap at the centre of the box would reach.
  const hit = await page.evaluate<string | null>(
    `document.elementFromPoint(${x + width / 2}, ${y + height / 2})?.closest('button')?.textContent ?? null`,
  );
  const text = await button.textContent();
  expect({ what, tapped: hit }).toEqual({ what, tapped: text });
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
    // The dashboard's five charts (the fifth: arrivals and no-shows per item, issue 39), drawn from one answer.
    await page.getByRole('figure').nth(4).waitFor();
    expect(await page.getByRole('figure').count()).toBe(5);
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

    // A confirmed booking with a payment: the dialog then shows every form it has (the refund one too).
    const id = await applyAsGuest({
      name: 'Phone Paid Guest',
      email: 'phone-paid@example.com',
      code: '246810',
    });
    // Approved by hand: the first item in the seed takes applications on request (an instant one
    // would answer 409 here, already confirmed, and the test would say so).
    const approved = await page.request.post(`${BASE_URL}/api/guest-bookings/${id}/approve`, {
      data: { overrideCapacity: false },
    });
    expect(approved.status()).toBe(200);
    const [y, m, d] = new Date().toISOString().slice(0, 10).split('-').map(Number);
    const paid = await page.request.post(`${BASE_URL}/api/guest-bookings/${id}/payments`, {
      data: { amount: 1000, method: 'cash_on_site', paidAt: [y, m, d], reference: '', note: '' },
    });
    expect(paid.status()).toBe(201);
    await page.goto(`${BASE_URL}/admin?section=bookings`);
    const open = page.getByRole('button', { name: `Open booking #${id}`, exact: true });
    await open.click();
    const dialog = page.getByRole('dialog');
    await checkDialog(page, dialog, 'manage dialog');
    const save = dialog.getByRole('button', { name: 'Save' });
    const saveBox = (await save.boundingBox())!;
    // The save bar sits on the bottom edge of the screen, in reach without scrolling the form.
    expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(PHONE.height);
    expect(saveBox.y + saveBox.height).toBeGreaterThan(PHONE.height - 80);
    await scrollTo(page, 'bottom', 'dialog');
    await expectInReach(page, save, 'manage dialog save, scrolled down');
    await page.keyboard.press('Escape');
  });

  it('items: the list, the add page and the edit dialog full screen, saved from its sticky bar', async () => {
    await page.goto(`${BASE_URL}/admin?section=items`);
    await page.getByRole('heading', { level: 2, name: 'Items' }).waitFor();
    await page.locator('main li').first().waitFor();
    await checkScreen(page, 'items list');

    await page.goto(`${BASE_URL}/admin/add-item`);
    await page.getByRole('tablist').waitFor();
    await checkScreen(page, 'item editor');
    // The Schedule tab too, with how bookings are confirmed and the booking cut-off.
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await page.getByRole('combobox', { name: 'How bookings are confirmed' }).waitFor();
    await checkScreen(page, "item editor's Schedule tab");
    const create = page.getByRole('button', { name: 'Create item' });
    for (const where of ['bottom', 'top'] as const) {
      await scrollTo(page, where, 'window');
      await expectInReach(page, create, `add page's create, at the ${where}`);
    }

    // The edit dialog (its address in the URL) of an item the editor's rules accept as it is: some demo
    // items carry two culture tags, which the editor asks to bring down to one before saving.
    const { id } = await firstItem(true);
    await page.goto(`${BASE_URL}/admin?section=items&edit=${id}`);
    const dialog = page.getByRole('dialog', { name: 'Edit item' });
    await dialog.getByRole('tablist').waitFor();
    await checkDialog(page, dialog, 'item edit dialog');

    const field = dialog.getByLabel('Short description');
    const before = await field.inputValue();
    const changed = `${before.slice(0, 150)} (phone)`;
    await field.fill(changed);
    const save = dialog.getByRole('button', { name: 'Save changes' });
    for (const where of ['bottom', 'top', 'bottom'] as const) {
      await scrollTo(page, where, 'dialog');
      await expectInReach(page, save, `edit dialog's save, at the ${where}`);
    }
    await save.click();
    await page.getByText('Item Updated').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const stored = (await (await page.request.get(`${BASE_URL}/api/experiences/${id}`)).json()) as {
      shortDescription: string;
    };
    expect(stored.shortDescription).toBe(changed);
    // Put it back for the other journeys.
    const restored = await page.request.patch(`${BASE_URL}/api/experiences/${id}`, {
      data: { shortDescription: before },
    });
    expect(restored.status()).toBe(200);
  });

  it('carousels and popups: the lists and their add and edit dialogs', async () => {
    await page.goto(`${BASE_URL}/admin?section=carousels`);
    await page.getByRole('heading', { level: 2, name: 'Carousels' }).waitFor();
    await page.waitForLoadState('networkidle');
    await checkScreen(page, 'carousels list');
    await page.getByRole('button', { name: 'Add slide' }).click();
    await checkDialog(page, page.getByRole('dialog', { name: 'Add slide' }), 'add slide');
    await page.keyboard.press('Escape');
    const slides = (await (await page.request.get(`${BASE_URL}/api/carousels?language=ENG`)).json()) as {
      id: number;
    }[];
    await page.goto(`${BASE_URL}/admin?section=carousels&edit=${slides[0].id}`);
    await checkDialog(page, page.getByRole('dialog', { name: 'Edit slide' }), 'edit slide');
    await expectInReach(page, page.getByRole('dialog').getByRole('button', { name: 'Save' }), 'slide save');

    await page.goto(`${BASE_URL}/admin?section=popups`);
    await page.getByRole('heading', { level: 2, name: 'Popups' }).waitFor();
    await page.waitForLoadState('networkidle');
    await checkScreen(page, 'popups list');
    await page.getByRole('button', { name: 'Add popup' }).click();
    await checkDialog(page, page.getByRole('dialog', { name: 'Add popup' }), 'add popup');
    await page.keyboard.press('Escape');
    const popups = (await (await page.request.get(`${BASE_URL}/api/popups`)).json()) as { id: number }[];
    await page.goto(`${BASE_URL}/admin?section=popups&edit=${popups[0].id}`);
    await checkDialog(page, page.getByRole('dialog', { name: 'Edit popup' }), 'edit popup');
    await scrollTo(page, 'bottom', 'dialog');
    await expectInReach(page, page.getByRole('dialog').getByRole('button', { name: 'Save' }), 'popup save');
  });

  it("the item pickers search the server as one types: the bookings filter and the review form's", async () => {
    const { title, id } = await firstItem();
    const word = title.split(' ').find((w) => w.length > 3) ?? title;

    await page.goto(`${BASE_URL}/admin?section=bookings`);
    const picker = page.getByRole('combobox', { name: 'Item' });
    const asked = page.waitForRequest(
      (r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes(JSON.stringify(word)),
    );
    await picker.fill(word);
    await asked;
    await page.getByRole('option', { name: `${title} (#${id})` }).click();
    await page.waitForURL((url) => url.searchParams.get('item') === String(id));
    await checkScreen(page, 'bookings filtered by item');

    await page.goto(`${BASE_URL}/admin?section=reviews`);
    await page.getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    await checkDialog(page, dialog, 'review form');
    await dialog.getByRole('combobox', { name: 'Item' }).fill(word);
    await dialog.getByRole('option', { name: `${title} (#${id})` }).click();
    expect(await dialog.getByRole('combobox', { name: 'Item' }).inputValue()).toBe(`${title} (#${id})`);
    await page.keyboard.press('Escape');
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

  it('staff, settings, activity, sessions and account security', async () => {
    for (const [section, heading] of [
      ['staff', 'Staff'],
      ['settings', 'Settings'],
      ['activity', 'Activity'],
      ['sessions', 'Sessions'],
      ['security', 'Account security'],
    ] as const) {
      await page.goto(`${BASE_URL}/admin?section=${section}`);
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      await checkScreen(page, section);
    }
  });

  it('shows a new application made elsewhere without a reload: toast with a link, dashboard count', async () => {
    // 'Live' says the socket is open; the events flow once the page has subscribed on it, and an
    // application committed before that would never be pushed to this page.
    const subscribed = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framesent', ({ payload }) => {
          if (String(payload).includes('"type":"subscribe"')) resolve();
        }),
      ),
    );
    await page.goto(`${BASE_URL}/admin`);
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await subscribed;
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
    // Exact: Radix also announces the toast in a live region ("Notification New application: ...").
    // The 2 s of the spec are held by the server's test across two instances (admin-event.test.ts):
    // a browser on a loaded 2-core machine shows it when it gets the processor, so here it is measured.
    const toast = page.getByText('New application: Phone Live Guest', { exact: true });
    await toast.waitFor();
    const shown = Date.now() - sent;
    await waitUntil(
      async () => Number(((await count.textContent()) ?? '').match(/\d+/)![0]) === before + 1,
      'the pending count moved',
      30_000,
    );
    console.log('live application on the phone:', { toastMs: shown, countMs: Date.now() - sent });
    expect(id).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Open the slot' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'by-item');
    expect(problems).toEqual([]);
  });
});
