import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL, launch, openTab, watchedPage } from './browser.js';
import { staffCookie } from './admin-session.js';

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

type StoredReview = { id: number; reviewerName: string; reviewContent: string; reviewImages: string[] };

async function firstEnglishExperience(): Promise<{ id: number; title: string }> {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ experiences(filter: { language: ENG }, limit: 1) { id title } }' }),
  });
  const body = (await res.json()) as { data: { experiences: { id: number; title: string }[] } };
  return body.data.experiences[0];
}

/** A staff call with that session. */
async function staffFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${BASE_URL}${path}`, { ...init, headers: { cookie: await staffCookie() } });
}

/** Every review of an item as staff see them (pending ones too). */
async function storedReviews(itemId: number): Promise<StoredReview[]> {
  const res = await staffFetch('/api/reviews');
  const body = (await res.json()) as (StoredReview & { itemId: number })[];
  // Says what the server answered when it is not the list.
  if (!Array.isArray(body)) throw new Error(`GET /api/reviews: ${res.status} ${JSON.stringify(body)}`);
  return body.filter((r) => r.itemId === itemId);
}

/** Staff approve a review (one without an invitation waits for it before the public sees it). */
async function approve(id: number): Promise<void> {
  const res = await staffFetch(`/api/reviews/${id}/approve`, { method: 'POST' });
  expect(res.status).toBe(200);
}

/** Opens a review's menu and chooses Edit Review or Delete Review: the PIN dialog. */
async function openPinDialog(
  page: Page,
  card: Locator,
  name: string,
  action: 'Edit Review' | 'Delete Review',
) {
  await card.getByRole('button', { name: `Review options for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
  return page.getByRole('dialog', { name: action });
}

describe('a guest reviewing an experience', () => {
  it('writes a review with a photo, edits it with its PIN, then deletes it', async () => {
    const experience = await firstEnglishExperience();
    const name = `E2E Reviewer ${Date.now()}`;
    const pin = '246810';
    const { page, problems } = await watchedPage(browser);
    await page.goto(`${BASE_URL}/experiences/${experience.id}`);
    await page.getByRole('heading', { level: 1, name: experience.title, exact: true }).waitFor();
    await openTab(page, 'Reviews');

    // Write: rating → name → visit date → story and photo.
    await page.getByRole('button', { name: 'Write a Review' }).click();
    const writer = page.getByRole('dialog', { name: 'Write a Review' });
    await writer.locator('label').filter({ hasText: '4 stars' }).click();
    await writer.getByRole('textbox', { name: 'Your name' }).fill(name);
    await writer.getByRole('button', { name: 'Next' }).click();
    await writer.locator('button[aria-current="date"]').click();
    await writer.getByRole('textbox', { name: 'Your review' }).fill('The tunnel walk was unforgettable.');
    await writer
      .getByLabel('Add photos')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    const thumb = writer.getByRole('img', { name: 'Photo 1' });
    await thumb.waitFor();
    await writer.getByRole('button', { name: 'Share Review' }).waitFor();
    expect(await thumb.getAttribute('src')).toMatch(/^\/api\/images\/[^/?]+\?w=320$/);
    await writer.getByRole('button', { name: 'Share Review' }).click();

    const pinDialog = page.getByRole('dialog', { name: 'Set a PIN' });
    await pinDialog.getByLabel('PIN (6 digits)').fill(pin);
    await pinDialog.getByRole('button', { name: 'Next' }).click();
    await page
      .getByRole('dialog', { name: 'Share your review?' })
      .getByRole('button', { name: 'Save' })
      .click();
    const thanks = page.getByRole('dialog', { name: 'Thank you for your review!' });
    // Written without an invitation: it waits for approval, and the writer is told so.
    await thanks.getByText('Your review is awaiting approval.', { exact: false }).waitFor();
    await thanks.getByRole('button', { name: 'Done' }).click();
    await thanks.waitFor({ state: 'detached' });
    const card = page.getByRole('article', { name: `Review by ${name}` });
    expect(await card.count()).toBe(0);

    // Approved by staff, it is listed with its photo (stored and served by the site).
    const [pending] = (await storedReviews(experience.id)).filter((r) => r.reviewerName === name);
    await approve(pending.id);
    await page.reload();
    await openTab(page, 'Reviews');
    await card.getByText('The tunnel walk was unforgettable.').waitFor();
    await card.getByRole('button', { name: 'Open photo 1 of 1' }).waitFor();
    const [stored] = (await storedReviews(experience.id)).filter((r) => r.reviewerName === name);
    expect(stored.reviewImages).toHaveLength(1);
    const photo = await fetch(`${BASE_URL}${stored.reviewImages[0]}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);

    // Edit: a wrong PIN is refused; the right one opens the writer at step 4, prefilled.
    const editPin = await openPinDialog(page, card, name, 'Edit Review');
    await editPin.getByLabel('PIN (6 digits)').fill('000000');
    await editPin.getByRole('button', { name: 'Verify' }).click();
    await editPin.getByText('Incorrect PIN. Please try again.').waitFor();
    await editPin.getByLabel('PIN (6 digits)').fill(pin);
    await editPin.getByRole('button', { name: 'Verify' }).click();
    const editor = page
      .getByRole('dialog', { name: 'Edit Review' })
      .filter({ has: page.getByRole('textbox', { name: 'Your review' }) });
    const story = editor.getByRole('textbox', { name: 'Your review' });
    expect(await story.inputValue()).toBe('The tunnel walk was unforgettable.');
    await story.fill('Even better on a second read: unforgettable.');
    await editor.getByRole('button', { name: 'Share Review' }).click();
    await page
      .getByRole('dialog', { name: 'Save your changes?' })
      .getByRole('button', { name: 'Save' })
      .click();
    // A changed published review goes back to the queue: off the list until approved again.
    // The toast (Radix also reads it out through a live region of its own).
    await page
      .getByText('It will be shown on this experience once our team has approved it.')
      .first()
      .waitFor();
    await card.waitFor({ state: 'detached' });
    expect((await storedReviews(experience.id)).find((r) => r.id === stored.id)?.reviewContent).toBe(
      'Even better on a second read: unforgettable.',
    );
    await approve(stored.id);
    await page.reload();
    await openTab(page, 'Reviews');
    await card.getByText('Even better on a second read: unforgettable.').waitFor();

    // Delete: PIN, then 'Delete Review?', then it is gone without a reload.
    const deletePin = await openPinDialog(page, card, name, 'Delete Review');
    await deletePin.getByLabel('PIN (6 digits)').fill(pin);
    await deletePin.getByRole('button', { name: 'Verify' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete Review?' });
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    // While a dialog is open the page behind it is hidden from roles (aria-hidden), so the card
    // only counts as gone once the dialog has closed.
    await confirmDelete.waitFor({ state: 'detached' });
    await card.waitFor({ state: 'detached' });
    expect((await storedReviews(experience.id)).some((r) => r.id === stored.id)).toBe(false);

    // Only the deliberate wrong PIN: the server answers it with 403, which the browser logs.
    expect(problems).toEqual([
      'console: Failed to load resource: the server responded with a status of 403 (Forbidden)',
    ]);
  });
});
