import type { Browser } from 'playwright-core';
import { formatKrw } from '../domain/pricing.js';
import { BASE_URL, isHydrated, launch, watchedPage, waitForHydration } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type Offered = { id: number; title: string; discountedPrice: number; externalBookingLink: string | null };

async function experiences(language: string): Promise<Offered[]> {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ experiences(filter: { language: ${language} }) { id title discountedPrice externalBookingLink } }`,
    }),
  });
  return ((await res.json()) as { data: { experiences: Offered[] } }).data.experiences;
}

/** The page's HTML as the server sends it, before any script runs. */
async function serverHtml(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${BASE_URL}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text() };
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!,
  );

/** The markup React rendered into #root (the head's tags and JSON-LD left out). */
const rootMarkup = (html: string) => html.slice(html.indexOf('<div id="root"'));

describe('pages rendered on the server', () => {
  it('sends an experience page with its title and price in the requested language', async () => {
    const [item] = (await experiences('JPN')).filter((e) => /[\u3040-\u30ff\u4e00-\u9faf]/.test(e.title));
    expect(item).toBeDefined();
    const { status, html } = await serverHtml(`/experiences/${item.id}?lang=ja`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="ja"');
    const body = rootMarkup(html);
    expect(body).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(item.title)}</h1>`));
    expect(body).toContain(formatKrw(item.discountedPrice));
    // The interface around it is Japanese too (the booking panel's button).
    expect(body).toContain('日程を選ぶ');
    // The GraphQL cache it was rendered from goes along for hydration, as data the CSP lets through.
    expect(html).toMatch(/<script type="application\/json" id="__APOLLO_STATE__">\{.*"Experience:/);
    // The styles are in the head: nothing unstyled flashes.
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style[^>]*data-styled/);
  });

  it('sends the list page with a card per experience', async () => {
    const offered = await experiences('ENG');
    const { status, html } = await serverHtml('/experiences');
    expect(status).toBe(200);
    const body = rootMarkup(html);
    for (const item of offered.slice(0, 6)) expect(body).toContain(`href="/experiences/${item.id}"`);
    expect(body).toContain(escapeHtml(offered[0].title));
  });

  it('sends the unfiltered list with a notice, in each language, when the link holds dates the server refuses', async () => {
    const notices = {
      en: 'The dates in this link could not be used',
      ja: 'このリンクの日付は使えませんでした',
      'zh-Hant': '無法使用此連結中的日期',
      ko: '이 링크의 날짜는 사용할 수 없습니다',
    };
    for (const [lang, notice] of Object.entries(notices)) {
      const { status, html } = await serverHtml(`/experiences?from=1000-01-14&to=9999-12-31&lang=${lang}`);
      expect(status).toBe(200);
      const body = rootMarkup(html);
      expect(body).toContain(notice);
      // The list is there, unfiltered: cards, not an error.
      expect(body).toMatch(/href="\/experiences\/\d+"/);
    }
  });

  it('answers 404 with the not-found page rendered', async () => {
    const { status, html } = await serverHtml('/no-such-page');
    expect(status).toBe(404);
    expect(rootMarkup(html)).toContain('Go to the home page');
  });

  it('sends a missing experience and a missing article as Not Found, not as a spinner', async () => {
    for (const [path, heading] of [
      ['/experiences/987654', 'Experience Not Found'],
      ['/culture-guide/987654', 'Article Not Found'],
    ]) {
      const { status, html } = await serverHtml(path);
      expect(status).toBe(404);
      const body = rootMarkup(html);
      expect(body).toMatch(/^<div id="root" data-missing>/);
      expect(body).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(body).not.toContain('aria-label="Loading"');
    }
  });

  it('leaves the back office to the browser', async () => {
    const { html } = await serverHtml('/admin');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('__APOLLO_STATE__');
  });
});

/** React has attached its fibers to the server's markup of the page's main region. */

/** What the console says about hydration: React's mismatch warnings and its recoverable errors. */
const HYDRATION = /hydrat|mismatch|did not match|didn't match|#418|#419|#421|#422|#423|#425/i;

describe('hydration in the browser', () => {
  it('hydrates home, list, experience and look-up pages without a warning, and they respond', async () => {
    const [item] = (await experiences('ENG')).filter((e) => !e.externalBookingLink);
    for (const path of ['/', '/experiences', `/experiences/${item.id}`, '/booking-verification']) {
      const { page, problems } = await watchedPage(browser);
      const messages: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning' || m.type() === 'error') messages.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
      await page.goto(`${BASE_URL}${path}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(messages.filter((m) => HYDRATION.test(m))).toEqual([]);
      expect(messages).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  it('hydrates an experience page without a warning after the server rendered a dialog open', async () => {
    const [item] = (await experiences('ENG')).filter((e) => !e.externalBookingLink);
    // The review invitation's link renders the writer open: the dialog's chunk is loaded on the server
    // from then on, while a browser that has just arrived has not loaded it yet.
    const invited = await watchedPage(browser);
    await invited.page.goto(`${BASE_URL}/experiences/${item.id}?review=write`);
    await invited.page.getByRole('dialog', { name: 'Write a Review' }).waitFor();
    await invited.page.context().close();
    const { page, problems } = await watchedPage(browser);
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') messages.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
    // A query the hot cache has not kept: rendered now, by the server that loaded the chunk.
    await page.goto(`${BASE_URL}/experiences/${item.id}?visit=${Date.now()}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('hydrates a missing experience page without a warning, still Not Found', async () => {
    const { page, problems } = await watchedPage(browser);
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') messages.push(`${m.type()}: ${m.text()}`);
    });
    await page.goto(`${BASE_URL}/experiences/987654`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1, name: 'Experience Not Found' }).waitFor();
    // The page itself and the app's own look-up answer 404; nothing else is said.
    const notFound = /status of 404/;
    expect(messages.filter((m) => !notFound.test(m))).toEqual([]);
    expect(problems.filter((m) => !notFound.test(m))).toEqual([]);
    await page.context().close();
  });

  it('opens the schedule from a server-rendered experience page', async () => {
    const [item] = (await experiences('ENG')).filter((e) => !e.externalBookingLink);
    const { page, problems } = await watchedPage(browser);
    await page.goto(`${BASE_URL}/experiences/${item.id}`);
    await page.getByRole('heading', { level: 1, name: item.title, exact: true }).waitFor();
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Booking' }).getByRole('button', { name: 'Schedule' }).click();
    await page.getByRole('dialog', { name: 'Pick a date and time' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('presses a button tapped before the app ran once it has hydrated (a slow line)', async () => {
    const [item] = (await experiences('ENG')).filter((e) => !e.externalBookingLink);
    const { page, problems } = await watchedPage(browser);
    // The app's scripts arrive only once the button has been tapped: the server's page is on screen.
    let tapped!: () => void;
    const tap = new Promise<void>((resolve) => (tapped = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await tap;
      await route.continue();
    });
    // A tap is pressed again within 10 s of it (web/src/lib/pendingTap.ts), on the page's clock:
    // held still here, since a loaded machine may take longer than that to hydrate.
    await page.clock.setFixedTime(Date.now());
    await page.goto(`${BASE_URL}/experiences/${item.id}`, { waitUntil: 'commit' });
    const schedule = page.getByRole('region', { name: 'Booking' }).getByRole('button', { name: 'Schedule' });
    await schedule.click();
    // Tapped before hydration: nothing happened yet.
    expect(await isHydrated(page)).toBe(false);
    tapped();
    await page.getByRole('dialog', { name: 'Pick a date and time' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows a stored language choice over the server-rendered page, without a hydration error', async () => {
    const { page, problems } = await watchedPage(browser);
    await page.addInitScript(`window === window.top && localStorage.setItem('language', 'KOR')`);
    await page.goto(`${BASE_URL}/about`);
    await page.locator('html[lang="ko"]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: '본문으로 건너뛰기' }).waitFor({ state: 'attached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("renders a first visit in the browser's language (Accept-Language), keeps it once hydrated and stores it", async () => {
    // A browser set to Japanese, nothing stored: the server's own HTML is already Japanese.
    const { page, problems } = await watchedPage(browser, { locale: 'ja-JP' });
    const response = await page.goto(`${BASE_URL}/contact`);
    const html = await response!.text();
    expect(html).toContain('<html lang="ja"');
    expect(html).toMatch(/<h1[^>]*>お問い合わせ<\/h1>/);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'お問い合わせ' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    // The choice is then stored as a picked one is: the next page needs no Accept-Language.
    expect(await page.evaluate<string | null>(`localStorage.getItem('language')`)).toBe('JPN');
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('ja');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('serves the next page in the language the visitor picked, rendered so by the server', async () => {
    const { page, problems } = await watchedPage(browser);
    await page.goto(`${BASE_URL}/about`);
    await waitForHydration(page);
    await page.getByLabel('Language').selectOption('ja');
    await page.locator('html[lang="ja"]').waitFor({ state: 'attached' });
    // A new visit to an address without ?lang=: the server's own HTML is Japanese.
    const response = await page.goto(`${BASE_URL}/experiences`);
    const html = await response!.text();
    expect(html).toContain('<html lang="ja"');
    expect(html).toMatch(/<h1[^>]*>体験一覧<\/h1>/);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: '体験一覧' }).waitFor();
    // Back to English, the default: no cookie is left, and the next page is English.
    await page.getByLabel('言語').selectOption('en');
    await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('lang');
    expect(await (await page.goto(`${BASE_URL}/about`))!.text()).toContain('<html lang="en"');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('switches language while the server-rendered page is still hydrating, without an error', async () => {
    const { page, problems } = await watchedPage(browser);
    await page.goto(`${BASE_URL}/contact`, { waitUntil: 'commit' });
    await page.getByLabel('Language').selectOption('ja');
    await page.locator('html[lang="ja"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: 'お問い合わせ' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
