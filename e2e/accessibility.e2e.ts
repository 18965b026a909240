import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { animationsDone, BASE_URL, launch, watchedPage } from './browser.js';

// axe-core's own build, put into each page as a script tag (the page's CSP is bypassed for it).
const AXE_SOURCE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// Moderate by axe's scale, but they break navigation by headings and landmarks: fail on them too.
const STRUCTURE_RULES = [
  'heading-order',
  'page-has-heading-one',
  'landmark-one-main',
  'landmark-unique',
  'region',
];

/** Runs axe on the page as it is now; answers the serious, critical and structure violations, readable. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  // Every rule of axe's default set (WCAG 2.0-2.2 A/AA and best practices), colour contrast included.
  const violations = await page.evaluate<AxeViolation[]>('axe.run(document).then((r) => r.violations)');
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || STRUCTURE_RULES.includes(v.id))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
    );
}

async function firstId(query: string, field: string): Promise<number> {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data: Record<string, { id: number }[]> };
  return body.data[field][0].id;
}

describe('accessibility (axe-core, WCAG 2 A/AA and best practices, in English)', () => {
  let experienceId: number;
  let articleId: number;
  beforeAll(async () => {
    experienceId = await firstId(
      '{ experiences(filter: { language: ENG }, limit: 1) { id } }',
      'experiences',
    );
    articleId = await firstId('{ articles { id } }', 'articles');
  });

  const routes: [string, () => string, (page: Page) => Promise<void>][] = [
    ['home with its promotional popup', () => '/', (p) => p.getByRole('dialog').waitFor()],
    [
      'the experience list',
      () => '/experiences',
      (p) => p.locator('main a[href^="/experiences/"]').first().waitFor(),
    ],
    [
      'an experience',
      () => `/experiences/${experienceId}`,
      (p) => p.getByRole('region', { name: 'Booking' }).waitFor(),
    ],
    [
      'the culture guide',
      () => '/culture-guide',
      (p) => p.locator('main a[href^="/culture-guide/"]').first().waitFor(),
    ],
    ['an article', () => `/culture-guide/${articleId}`, (p) => p.locator('main article h1').waitFor()],
    ['about', () => '/about', (p) => p.locator('main h1').waitFor()],
    ['contact', () => '/contact', (p) => p.getByRole('button', { name: /send/i }).waitFor()],
    ['booking verification', () => '/booking-verification', (p) => p.locator('main h1').waitFor()],
    [
      'the 404 page',
      () => '/no/such/page',
      (p) => p.getByRole('heading', { name: 'Page Not Found' }).waitFor(),
    ],
  ];

  it.each(routes)('%s has no serious, critical or structure violation', async (_name, url, ready) => {
    const { page } = await watchedPage(browser, { bypassCSP: true });
    await page.addInitScript(`window === window.top && localStorage.setItem('language', 'ENG')`);
    await page.goto(BASE_URL + url());
    await ready(page);
    await page.waitForLoadState('networkidle');
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it.each(routes)('%s fits a 360 px phone screen without sideways scrolling', async (_name, url, ready) => {
    const { page, problems } = await watchedPage(browser, {
      bypassCSP: true,
      viewport: { width: 360, height: 740 },
    });
    await page.addInitScript(`window === window.top && localStorage.setItem('language', 'ENG')`);
    await page.goto(BASE_URL + url());
    await ready(page);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate<{ width: number; wide: string[] }>(`(() => {
      const width = document.documentElement.scrollWidth;
      const wide = [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 5)
        .map((el) => el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : ''));
      return { width, wide };
    })()`);
    expect({ width: overflow.width, wide: overflow.width > 360 ? overflow.wide : [] }).toEqual({
      width: 360,
      wide: [],
    });
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await page.context().close();
  });

  it('home has none with the popup closed either', async () => {
    const { page } = await watchedPage(browser, { bypassCSP: true });
    await page.addInitScript(`window === window.top && localStorage.setItem('language', 'ENG')`);
    await page.goto(BASE_URL + '/');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.waitForLoadState('networkidle');
    await animationsDone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
