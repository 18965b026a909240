/**
 * The dashboard's top items on a desktop and on a phone (issue 34 point 10): the items' titles (the
 * demo's are long, and Japanese, Chinese and Korean ones among them) stay inside their chart and never
 * run into each other; the titles are in the admin's language where the item has one.
 */
import type { Browser, Page } from 'playwright-core';
import { launch, watchedPage } from './browser.js';
import { signInAdmin } from './admin-session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type Box = { title: string; left: number; right: number; top: number; bottom: number };

/**
 * Every piece of text drawn in the top items figure (SVG text, or the list's titles), with its box,
 * and the figure's own box.
 */
async function topItemsText(page: Page): Promise<{ figure: Box; texts: Box[] }> {
  return page.evaluate<{ figure: Box; texts: Box[] }>(`(() => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { title: (el.textContent ?? '').trim(), left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const figure = [...document.querySelectorAll('figure')].find((f) =>
      /Top items|인기 상품/.test(f.querySelector('h3')?.textContent ?? ''),
    );
    const drawing = figure.querySelector('[role="img"]');
    const texts = [...drawing.querySelectorAll('svg text, [data-top-item] > span:first-child')]
      .filter((el) => (el.textContent ?? '').trim() && !/^\\d+$/.test((el.textContent ?? '').trim()));
    return { figure: box(figure), texts: texts.map(box) };
  })()`);
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

async function checkTopItems(page: Page, what: string) {
  await page.locator('[data-top-item]').first().waitFor();
  const { figure, texts } = await topItemsText(page);
  // The demo's top items include long titles and titles in CJK scripts: what overlapped before.
  expect({
    what,
    long: texts.some((t) => t.title.length > 30),
    cjk: texts.some((t) => /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/.test(t.title)),
  }).toEqual({
    what,
    long: true,
    cjk: true,
  });
  const outside = texts.filter((t) => t.left < figure.left || t.right > figure.right).map((t) => t.title);
  expect({ what, outside }).toEqual({ what, outside: [] });
  const clashes = texts.flatMap((a, i) =>
    texts.slice(i + 1).flatMap((b) => (overlap(a, b) ? [`${a.title} / ${b.title}`] : [])),
  );
  expect({ what, clashes }).toEqual({ what, clashes: [] });
}

describe("the dashboard's top items", () => {
  for (const [what, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`keeps long and CJK titles apart and inside the chart (${what}, ${viewport.width} px)`, async () => {
      const { page, problems } = await watchedPage(browser, { viewport });
      await signInAdmin(page, 'KOR');
      await page.getByRole('heading', { level: 2, name: '대시보드' }).waitFor();
      await checkTopItems(page, what);
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
