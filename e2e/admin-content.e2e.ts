import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL, launch, openTab, pickOption, waitUntil, watchedPage } from './browser.js';
import { signInAdmin } from './admin-session.js';
import { chooseDay } from './calendar.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// A valid 1x1 PNG: the server sniffs, re-encodes and stores it like any photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Seoul wall time `minutes` from now as `YYYY-MM-DDTHH:MM`. */
function seoulLocal(minutes: number): string {
  return new Date(Date.now() + 9 * 3600_000 + minutes * 60_000).toISOString().slice(0, 16);
}

/** Sets one end of a popup's period to Seoul time `minutes` from now: the day in the picker, then the time. */
async function setPeriodEnd(page: Page, dialog: Locator, legend: string, minutes: number) {
  const [date, time] = seoulLocal(minutes).split('T');
  const group = dialog.getByRole('group', { name: legend });
  await group.getByRole('button', { name: /^Date/ }).click();
  await chooseDay(page.getByRole('dialog', { name: 'Date', exact: true }), date);
  await group.getByLabel('Time (Seoul)').fill(time);
}

/** A storefront page in a language, fresh (its own browser context). */
async function storefront(language: string, path = '/') {
  const visit = await watchedPage(browser);
  await visit.page.addInitScript(`window === window.top && localStorage.setItem('language', '${language}')`);
  await visit.page.goto(BASE_URL + path);
  await visit.page.locator('main').first().waitFor();
  await visit.page.waitForLoadState('networkidle');
  return visit;
}

describe('admin home-page content journey (English back office)', () => {
  it('adds a Japanese slide and moves it first: the Japanese home page opens on it', async () => {
    const { page, problems } = await watchedPage(browser);
    const title = `E2E スライド ${Date.now()}`;
    await signInAdmin(page, 'ENG');
    await page.goto(BASE_URL + '/admin?section=carousels&language=JPN');
    await page.getByRole('heading', { name: 'Carousels' }).waitFor();

    await page.getByRole('button', { name: 'Add slide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add slide' });
    await dialog
      .getByLabel('Slide image')
      .setInputFiles({ name: 's.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('img', { name: 'Slide image preview' }).waitFor();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Link URL').fill('/experiences?category=Tour');
    await pickOption(dialog, 'Language', 'Japanese (JPN)');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Last of the Japanese slides: moved up by keyboard-reachable buttons, each move saving every order.
    const up = page.getByRole('button', { name: `Move ${title} up` });
    const order = page.getByRole('row').filter({ hasText: title }).getByRole('cell').nth(2);
    await up.waitFor();
    for (let shown = await order.textContent(); shown !== '1'; shown = await order.textContent()) {
      // aria-disabled while a move is being saved: the click waits for it (Playwright's enabled check).
      await up.click();
      const from = shown;
      await waitUntil(
        async () => (await order.textContent()) !== from,
        `the slide moved up from ${from}`,
        30_000,
      );
    }
    expect(problems).toEqual([]);

    const home = await storefront('JPN');
    const first = home.page
      .locator('[aria-roledescription] [role="group"]:not([aria-hidden="true"])')
      .first();
    await first.getByRole('img', { name: title }).waitFor();
    expect(home.problems).toEqual([]);

    // Leave the demo home page as it was for the journeys that follow (the admin's session calls REST).
    const slides = (await (await page.request.get(`${BASE_URL}/api/carousels?language=JPN`)).json()) as {
      id: number;
      title: string;
    }[];
    const added = slides.find((s) => s.title === title)!;
    expect((await page.request.delete(`${BASE_URL}/api/carousels/${added.id}`)).status()).toBe(200);
  });

  it('a popup that starts tomorrow is not shown; moved to start now, the home page shows it', async () => {
    const { page, problems } = await watchedPage(browser);
    const stamp = Date.now();
    const alt = `E2E popup ${stamp}`;
    const link = `/experiences?popup=${stamp}`;
    await signInAdmin(page, 'ENG');
    await page.goto(BASE_URL + '/admin?section=popups');
    await page.getByRole('heading', { name: 'Popups' }).waitFor();

    await page.getByRole('button', { name: 'Add popup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add popup' });
    await dialog
      .getByLabel('Popup image')
      .setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('img', { name: 'Popup image preview' }).waitFor();
    await dialog.getByLabel('Alt text').fill(alt);
    await dialog.getByLabel('Link URL').fill(link);
    await pickOption(dialog, 'Language', 'Korean (KOR)');
    await setPeriodEnd(page, dialog, 'Start (Seoul time)', 24 * 60);
    await setPeriodEnd(page, dialog, 'End (Seoul time)', 3 * 24 * 60);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: link });
    await row.getByText('Scheduled').waitFor();

    const before = await storefront('KOR');
    expect(await before.page.getByRole('img', { name: alt }).count()).toBe(0);

    await row.getByRole('button', { name: /^Edit/ }).last().click();
    const edit = page.getByRole('dialog', { name: 'Edit popup' });
    await setPeriodEnd(page, edit, 'Start (Seoul time)', -1);
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByText('Live now').waitFor();
    expect(problems).toEqual([]);

    const after = await storefront('KOR');
    await after.page.getByRole('dialog').getByRole('img', { name: alt }).waitFor();
    expect(after.problems).toEqual([]);

    const popups = (await (await page.request.get(`${BASE_URL}/api/popups`)).json()) as {
      id: number;
      linkUrl: string;
    }[];
    const created = popups.find((p) => p.linkUrl === link)!;
    expect((await page.request.delete(`${BASE_URL}/api/popups/${created.id}`)).status()).toBe(200);
  });
});

type Figures = { rating: number; reviewCount: number };

async function gql<T>(query: string): Promise<T> {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await res.json()) as { data: T }).data;
}

const figuresOf = async (id: number) =>
  (await gql<{ experience: Figures }>(`{ experience(id: ${id}) { rating reviewCount } }`)).experience;

/** The storefront's spoken rating, as StarRating words it in English. */
const ratingLabel = ({ rating, reviewCount }: Figures) =>
  `Rated ${rating.toFixed(1)} out of 5, ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;

describe('admin review moderation journey', () => {
  it('a review waits for approval before the public sees it; rejecting takes it off the page and out of the rating', async () => {
    const [experience] = (
      await gql<{ experiences: { id: number; title: string }[] }>(
        '{ experiences(filter: { language: ENG }, limit: 1) { id title } }',
      )
    ).experiences;
    const before = await figuresOf(experience.id);
    const name = `E2E Spammer ${Date.now()}`;
    const posted = await fetch(`${BASE_URL}/api/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        itemId: experience.id,
        reviewType: 'general',
        reviewerName: name,
        rating: 1,
        visitDate: '2026-01-10',
        reviewContent: 'Buy followers at example.com',
        reviewImages: [],
        password: '135790',
      }),
    });
    expect(posted.status).toBe(201);
    // Pending: neither shown on the storefront nor counted.
    expect(await figuresOf(experience.id)).toEqual(before);
    const hidden = await storefront('ENG', `/experiences/${experience.id}`);
    await openTab(hidden.page, 'Reviews');
    await hidden.page.getByRole('tabpanel').waitFor();
    expect(await hidden.page.getByText(name).count()).toBe(0);

    const { page, problems } = await watchedPage(browser);
    await signInAdmin(page, 'ENG');
    // The dashboard's count of reviews to moderate opens the pending reviews of every item.
    await page.getByRole('link', { name: /^\d+ to moderate$/ }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('status') === 'pending' && !url.searchParams.has('item'),
    );
    await page.getByRole('button', { name: 'Pending', exact: false, pressed: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: experience.title, exact: true }).waitFor();
    await row.getByRole('button', { name: `Approve the review by ${name}` }).click();
    await page.getByText('Review approved').first().waitFor();

    // Approved: the storefront shows it and counts it.
    const withSpam = await figuresOf(experience.id);
    expect(withSpam.reviewCount).toBe(before.reviewCount + 1);
    const shown = await storefront('ENG', `/experiences/${experience.id}`);
    await shown.page
      .getByRole('img', { name: ratingLabel(withSpam) })
      .first()
      .waitFor();
    await openTab(shown.page, 'Reviews');
    await shown.page.getByText(name).first().waitFor();

    await page.getByRole('button', { name: /^All \(\d+\)$/ }).click();
    await row.getByRole('button', { name: `Reject the review by ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Reject the review by ${name}?` });
    await confirm.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Review rejected').first().waitFor();
    expect(problems).toEqual([]);

    const after = await storefront('ENG', `/experiences/${experience.id}`);
    if (before.reviewCount > 0)
      await after.page
        .getByRole('img', { name: ratingLabel(before) })
        .first()
        .waitFor();
    else await after.page.getByText('No reviews yet').first().waitFor();
    await openTab(after.page, 'Reviews');
    await after.page.getByRole('tabpanel').waitFor();
    expect(await after.page.getByText(name).count()).toBe(0);
    expect(await figuresOf(experience.id)).toEqual(before);
    expect(after.problems).toEqual([]);
  });
});
