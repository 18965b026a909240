import { existsSync } from 'node:fs';
import { chromium, type Browser, type Locator, type Page, type Response } from 'playwright-core';
// @ts-expect-error plain ESM helper shared with the global setup
import { CHROMIUM_FLAGS } from './server.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4000';

/** Debian's chromium, headless, with the flags this closed network needs. */
export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`No browser at ${CHROMIUM}: install Debian's chromium (apt-get install chromium).`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
}

/** The hosts of the CSP's frame-src: the Google map frame and YouTube reels. */
const EMBED_HOSTS = ['www.google.com', 'www.youtube.com', 'www.youtube-nocookie.com', 'map.kakao.com'];

export interface WatchedPage {
  page: Page;
  /** Console errors, page errors and requests that left this machine. */
  problems: string[];
}

/** A page that records console errors, uncaught errors and any request to a non-local host. */
export async function watchedPage(
  browser: Browser,
  options: { locale?: string; bypassCSP?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    // For test tooling injected as a script tag (axe-core); the app's own CSP is tested elsewhere.
    bypassCSP: options.bypassCSP ?? false,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    const host = new URL(r.url()).hostname;
    // Map and video frames the CSP allows (frame-src) load their own page; nothing else may leave.
    if (r.resourceType() === 'document' && r.frame() !== page.mainFrame() && EMBED_HOSTS.includes(host))
      return;
    if (
      !['127.0.0.1', 'localhost'].includes(host) &&
      !r.url().startsWith('data:') &&
      !r.url().startsWith('blob:')
    ) {
      problems.push(`external request: ${r.url()}`);
    }
  });
  return { page, problems };
}

/**
 * Polls a check run from the test side until it holds. `page.waitForFunction` evaluates its predicate
 * with `eval` inside the page, which the app's CSP (no 'unsafe-eval') rightly refuses.
 */
export async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until React has hydrated the server-rendered page (its main landmark carries React's fiber):
 * before that, the page is readable but its buttons do nothing yet.
 */
export function waitForHydration(page: Page, timeoutMs = 15_000): Promise<void> {
  return waitUntil(() => isHydrated(page), `${page.url()} is hydrated`, timeoutMs);
}

/**
 * Opens a tab of a server-rendered page once the page is hydrated: a tap before that is pressed again
 * after hydration only within 10 s (web/src/lib/pendingTap.ts), which a loaded machine can exceed.
 */
export async function openTab(page: Page, name: string): Promise<void> {
  await waitForHydration(page, 60_000);
  await page.getByRole('tab', { name }).click();
}

/**
 * Waits until the page's CSS animations and transitions that end have ended (entrance transitions:
 * contrast is measured on what is painted), those started meanwhile too; endless ones (a spinner, a
 * skeleton's shimmer) are left running. On a loaded machine they take longer than their duration.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    const ending = () => document.getAnimations().filter((a) =>
      a.playState === 'running' && a.effect && a.effect.getComputedTiming().endTime !== Infinity);
    for (let running = ending(); running.length; running = ending())
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  })()`);
}

/** Whether React has hydrated the page's main landmark yet (see `waitForHydration`). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.$eval('#main', (main) => Object.keys(main).some((key) => key.startsWith('__reactFiber')));
}

/**
 * Waits for the answer to the GraphQL operation `name`: a query goes by hash over GET (by POST with
 * its text when the server did not know the hash: that first refusal is not the answer), a
 * mutation by POST.
 */
export function graphqlAnswer(page: Page, name: string): Promise<Response> {
  return page.waitForResponse(async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/graphql') return false;
    const named =
      url.searchParams.get('operationName') === name ||
      (response.request().postData() ?? '').includes(`"operationName":"${name}"`);
    if (!named) return false;
    const body = await response.text().catch(() => '');
    return !body.includes('PERSISTED_QUERY_NOT_FOUND');
  });
}

/**
 * Chooses `option` in a select of the admin kit (Radix Select: a combobox button whose list opens in
 * a portal at the page's end) as a user does: clicks the trigger named `label` inside `scope`, then
 * the option. Names match exactly unless given as a pattern.
 */
export async function pickOption(
  scope: Page | Locator,
  label: string,
  option: string | RegExp,
): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  const list = page.getByRole('listbox');
  await list.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await list.waitFor({ state: 'hidden' });
}
