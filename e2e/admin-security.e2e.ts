// Two-factor sign-in end to end, on a server of its own where owners must use it (the shared e2e server
// signs its owner in with a password alone): forced enrolment with a real code, then sign-ins with a
// code and with a recovery code, and the forgotten-password page.
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { launch, watchedPage } from './browser.js';
// @ts-expect-error plain ESM helper shared with the global setup
import { E2E_ADMIN, journeyTimeout, removeDataDir, startServer } from './server.mjs';

let browser: Browser;
let server: { url: string; dataDir: string; stop(): Promise<unknown> };

beforeAll(
  async () => {
    [browser, server] = await Promise.all([
      launch(),
      startServer({ env: { TOTP_REQUIRED_FOR_OWNERS: '1', SEED_DEMO: '0' } }),
    ]);
  },
  journeyTimeout(1, 0),
);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) await removeDataDir(server.dataDir);
});

/** A code of `secret` `steps` time steps from now (the server accepts one step of drift either way). */
const code = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function password(page: Page) {
  await page.goto(`${server.url}/admin`);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('heading', { name: 'Admin sign-in' }).waitFor();
}

describe('two-factor sign-in', () => {
  it('enrols the owner at the first sign-in, then signs in with a code and with a recovery code', async () => {
    const { page, problems } = await watchedPage(browser);
    await page.addInitScript(`window === window.top && localStorage.setItem('adminLanguage', 'ENG')`);
    await password(page);

    // An owner without two-factor sign-in sees only the enrolment.
    await page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin sections' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    expect(
      await qr.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    ).toBeGreaterThan(100);
    const secret = (await page.locator('code').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('2. Enter the 6-digit code the app shows').fill(await code(secret));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const recovery = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await recovery.first().waitFor();
    const codes = await recovery.allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved these codes' }).click();
    await page.getByRole('heading', { level: 2, name: 'Dashboard' }).waitFor();
    await logOut(page);

    // The password, then the next code from the app.
    await password(page);
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    await page.getByLabel('Code', { exact: true }).fill(await code(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 2, name: 'Dashboard' }).waitFor();
    await logOut(page);

    // A recovery code instead, once.
    await password(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 2, name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Account security' }).click();
    await page.getByText('It is required for your account and cannot be turned off.').waitFor();
    await logOut(page);

    // Forgot the password: the same answer whoever asks.
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('E-mail address').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('heading', { name: 'Check your mail' }).waitFor();
    expect(problems).toEqual([]);
  });
});
