/**
 * The owner's developer screens on a phone (390 x 844), issue 38: a webhook subscription (its secret shown
 * once), its deliveries and "Send again" against a receiver on this machine; a reseller whose API key is
 * shown once, then listed by its prefix and revoked. Each screen fits the width and axe finds nothing
 * serious.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, waitUntil, watchedPage } from './browser.js';
import { applyAsGuest, signInAdmin } from './admin-session.js';

const PHONE = { width: 390, height: 844 };
const AXE_SOURCE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

let browser: Browser;
let page: Page;
let problems: string[];

/** A webhook receiver: answers `status()` to each delivery and keeps what it was sent. */
const received: { id: string; answered: number }[] = [];
let answer = 503;
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received.push({ id: String(req.headers['webhook-id']), answered: answer });
    res.writeHead(answer).end();
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  browser = await launch();
  ({ page, problems } = await watchedPage(browser, { viewport: PHONE, bypassCSP: true }));
  await signInAdmin(page, 'ENG');
}, 60_000);
afterAll(async () => {
  await browser?.close();
  receiver.close();
});

async function checkScreen(what: string) {
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect({ what, width }).toEqual({ what, width: PHONE.width });
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate<
    { id: string; impact: string | null; nodes: { target: string[] }[] }[]
  >('axe.run(document).then((r) => r.violations)');
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect({ what, serious }).toEqual({ what, serious: [] });
}

/** The owner's REST answer (the page's session cookie). */
async function ownerGet<T>(url: string): Promise<T> {
  const res = await page.request.get(`${BASE_URL}${url}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

it('webhooks: subscribe (secret shown once), see the failed deliveries, send one again', async () => {
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  await page.goto(`${BASE_URL}/admin?section=webhooks`);
  await page.getByRole('heading', { level: 2, name: 'Webhooks' }).waitFor();
  await page.getByRole('button', { name: 'New subscription' }).click();
  const form = page.getByRole('dialog', { name: 'New webhook subscription' });
  await form.getByLabel('Receiver URL').fill(url);
  await form.getByRole('checkbox', { name: /booking\.created/ }).check();
  await checkScreen('new subscription');
  await form.getByRole('button', { name: 'Create subscription' }).click();

  const shown = page.getByRole('dialog', { name: 'Signing secret' });
  const secret = await shown.getByLabel('Signing secret').textContent();
  expect(secret).toMatch(/^whsec_/);
  await shown.getByRole('button', { name: 'I have saved the secret' }).click();
  await shown.waitFor({ state: 'detached' });
  expect(await page.getByText(secret!).count()).toBe(0);
  await checkScreen('webhooks');

  // A guest's application is a booking.created event, tried at once: the receiver refuses it (503).
  await applyAsGuest({ name: 'Hook Guest', email: 'hook.guest@example.com' });
  const [subscription] = await ownerGet<{ id: number; url: string }[]>('/api/admin/webhooks');
  expect(subscription.url).toBe(url);
  await waitUntil(
    async () =>
      (
        await ownerGet<{ lastResponseCode: number | null }[]>(
          `/api/admin/webhooks/${subscription.id}/deliveries`,
        )
      )[0]?.lastResponseCode === 503,
    'the receiver refused the first try',
    30_000,
  );
  answer = 204;

  await page.getByRole('button', { name: `Deliveries to ${url}` }).click();
  const deliveries = page.getByRole('dialog', { name: `Deliveries to ${url}` });
  const again = deliveries.getByRole('button', { name: /^Send again: delivery #\d+$/ });
  await again.waitFor();
  await deliveries.getByText('503', { exact: true }).first().waitFor();
  await checkScreen('deliveries');
  await again.click();
  await page.getByText(/^Delivery #\d+ will be sent again now$/).waitFor();
  await waitUntil(
    async () => received.some((r) => r.answered === 204),
    'the delivery was sent again',
    15_000,
  );
  expect(new Set(received.map((r) => r.id)).size).toBe(1);
  await waitUntil(
    async () =>
      (await ownerGet<{ status: string }[]>(`/api/admin/webhooks/${subscription.id}/deliveries`))[0]
        .status === 'sent',
    'the delivery is marked sent',
  );
}, 150_000);

it('resellers: add one (key shown once), see its key by prefix, revoke it', async () => {
  await page.goto(`${BASE_URL}/admin?section=resellers`);
  await page.getByRole('heading', { level: 2, name: 'Resellers' }).waitFor();
  await page.getByRole('button', { name: 'New reseller' }).click();
  const form = page.getByRole('dialog', { name: 'New reseller' });
  await form.getByLabel('Name').fill('Klook e2e');
  await form.getByLabel('Contact e-mail').fill('partners@klook.example');
  await form.getByLabel('Commission (%)').fill('15');
  await checkScreen('new reseller');
  await form.getByRole('button', { name: 'Add the reseller' }).click();

  const shown = page.getByRole('dialog', { name: 'API key' });
  const apiKey = (await shown.getByLabel('API key').textContent())!;
  expect(apiKey).toMatch(/^octo_[\w-]{43}$/);
  await expect(shown.textContent()).resolves.toContain('You will not see it again.');
  await checkScreen('API key');
  await shown.getByRole('button', { name: 'I have saved the key' }).click();
  await shown.waitFor({ state: 'detached' });
  expect(await page.getByText(apiKey).count()).toBe(0);

  const prefix = apiKey.slice(0, 11);
  const keys = page.getByRole('list', { name: 'Keys of Klook e2e' });
  await expect(keys.textContent()).resolves.toContain(`${prefix}…never used`);
  await checkScreen('resellers');

  await page.getByRole('button', { name: `Revoke key ${prefix}…` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Revoke ${prefix}… of Klook e2e?` });
  await confirm.getByRole('button', { name: 'Revoke the key' }).click();
  await page.getByText('Key revoked', { exact: true }).waitFor();
  await page.getByRole('button', { name: `Revoke key ${prefix}…` }).waitFor({ state: 'detached' });
  await expect(keys.textContent()).resolves.toMatch(new RegExp(`${prefix}…revoked`));
  const [listed] =
    await ownerGet<{ name: string; keys: { prefix: string; revokedAt: string | null }[] }[]>(
      '/api/admin/resellers',
    );
  expect(listed).toMatchObject({ name: 'Klook e2e', keys: [{ prefix, revokedAt: expect.any(String) }] });
  expect(problems).toEqual([]);
}, 60_000);
