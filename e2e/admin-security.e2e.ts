// Two-factor sign-in end to end, on a server of its own where owners must use it (the shared e2e server
// signs its owner in with a password alone): forced enrolment (password, then a real code), the recovery
// codes one a line, then sign-ins with a code and with a recovery code, the forgotten-password page, and
// the owner who lost their phone getting back in with `npm run admin -- reset-2fa`.
import { execFile } from 'node:child_process';
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
  // At once, with the dashboard's tiles perhaps still loading: the app's sign-out waits for the queries
  // in flight and sends none meanwhile, so none is refused (401) for the ended session (the check below).
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('heading', { name: 'Admin sign-in' }).waitFor();
}

describe('two-factor sign-in', () => {
  it('enrols the owner at the first sign-in, then signs in with a code and with a recovery code', async () => {
    const { page, problems } = await watchedPage(browser);
    // Which calls were refused, if any (the console says only "401").
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() >= 400)
        refused.push(
          `${res.status()} ${res.url()} ${/"operationName":"(\w+)"/.exec(res.request().postData() ?? '')?.[1] ?? ''}`,
        );
    });
    await page.addInitScript(`window === window.top && localStorage.setItem('adminLanguage', 'ENG')`);
    await password(page);

    // An owner without two-factor sign-in sees only the enrolment.
    await page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin sections' }).count()).toBe(0);
    // The password again first: a session alone cannot bind a factor.
    await page.getByLabel('Your current password').fill(E2E_ADMIN.password);
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
    // One a line (no two codes side by side), in a monospace font, each whole on its line.
    type Box = { getBoundingClientRect(): { top: number }; scrollWidth: number; clientWidth: number };
    const boxes = await recovery.evaluateAll((items) =>
      items.map((item) => {
        const li = item as unknown as Box;
        return {
          top: Math.round(li.getBoundingClientRect().top),
          scroll: li.scrollWidth,
          client: li.clientWidth,
        };
      }),
    );
    expect(new Set(boxes.map((b) => b.top)).size).toBe(10);
    for (const box of boxes) expect(box.scroll).toBeLessThanOrEqual(box.client);
    const font = await page
      .getByRole('list', { name: 'Recovery codes' })
      .evaluate(
        (list) =>
          (
            globalThis as unknown as { getComputedStyle(e: unknown): { fontFamily: string } }
          ).getComputedStyle(list).fontFamily,
      );
    expect(font).toMatch(/mono/i);
    await page.getByRole('button', { name: 'Copy the codes' }).waitFor();
    await page.getByRole('button', { name: 'Download (.txt)' }).waitFor();
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

    // The phone and the codes are lost: on the server, the documented command turns the factor off,
    // and the next sign-in with the password enrols again.
    const reset = await new Promise<{ code: number; output: string }>((resolve) =>
      execFile(
        'npm',
        ['run', '--silent', 'admin', '--', 'reset-2fa', E2E_ADMIN.username],
        { env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' }, timeout: 120_000 },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
      ),
    );
    expect(reset.output).toContain(`Two-factor sign-in of ${E2E_ADMIN.username} is off`);
    expect(reset.code).toBe(0);
    await password(page);
    await page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }).waitFor();
    expect({ problems, refused }).toEqual({ problems: [], refused: [] });
    // Eight sign-ins with argon2 and a command that opens the database: longer than a journey's 90 s on a loaded machine.
  }, 240_000);
});
