import 'reflect-metadata';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, watchedPage } from './browser.js';

// The approval mail as the built server renders it (dist/, built by the e2e setup when stale), with
// the preview's sample booking and with a stress case of long unbroken values, shown in a 320 px
// wide phone screen: nothing may be wider than the screen, in light and in dark mode.
type Preview = typeof import('../server/src/cli/mail-preview.render.js');
type Booking = typeof import('../server/src/modules/booking-mail/booking-mails.js');
type Render = typeof import('../server/src/modules/mail/templates/render.js');
type Config = typeof import('../server/src/config.js');

const dist = (file: string) => import(pathToFileURL(path.resolve('dist/server/src', file)).href);
const LANGUAGES = ['ENG', 'JPN', 'CHN', 'KOR'] as const;
const WIDTH = 320;

let browser: Browser;
let preview: Preview;
let booking: Booking;
let render: Render;
let config: ReturnType<Config['loadConfig']>;
beforeAll(async () => {
  browser = await launch();
  preview = await dist('cli/mail-preview.render.js');
  booking = await dist('modules/booking-mail/booking-mails.js');
  render = await dist('modules/mail/templates/render.js');
  const { loadConfig } = (await dist('config.js')) as Config;
  config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.resolve('var'),
    SESSION_SECRET: 'mail-e2e-secret-that-is-long-enough-000',
    PUBLIC_URL: 'https://kculture.example.com',
    PAYMENT_INSTRUCTIONS:
      'Bank transfer to Hana Bank 123-456789-01234 (K-Culture Experiences Co., Ltd.) within 3 days',
  });
});
afterAll(() => browser?.close());

/** The elements wider than the screen, or sticking out of it (none expected). */
function overflow(page: Page) {
  return page.evaluate<string[]>(`(() => {
    const width = ${WIDTH};
    const out = [];
    if (document.documentElement.scrollWidth > width) out.push('document ' + document.documentElement.scrollWidth + 'px');
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.right > width + 0.5 || box.left < -0.5)
        out.push('<' + el.tagName.toLowerCase() + '> ' + Math.round(box.left) + '..' + Math.round(box.right) + 'px: ' + (el.textContent || '').slice(0, 40));
    }
    return out;
  })()`);
}

async function show(html: string, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 640 }, colorScheme });
  const page = await context.newPage();
  // No request may leave: a mail has no external fonts, scripts or stylesheets.
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.setContent(html, { waitUntil: 'load' });
  return { page, requests, close: () => context.close() };
}

describe('the approval mail at 320 px', () => {
  it.each(LANGUAGES)(
    '%s: fits the screen in light and dark mode, with its button and map links',
    async (language) => {
      const mail = await preview.renderPreview(config, 'approved', language);
      for (const scheme of ['light', 'dark'] as const) {
        const { page, requests, close } = await show(mail.html, scheme);
        expect(await overflow(page)).toEqual([]);
        expect(requests).toEqual([]);
        const lookup = page.locator('a[href^="https://kculture.example.com/booking-verification"]');
        await expect(lookup.isVisible()).resolves.toBe(true);
        expect(await page.locator('a[href^="https://map.kakao.com/"]').count()).toBe(1);
        // Dark mode: the page's background turns dark where the client honours it.
        const background = await page.evaluate<string>('getComputedStyle(document.body).backgroundColor');
        expect(background).toBe(scheme === 'dark' ? 'rgb(18, 20, 24)' : 'rgb(246, 244, 239)');
        if (scheme === 'dark') {
          // No text keeps the light theme's near-black on the dark background.
          const dark = await page.evaluate<string[]>(`[...document.body.querySelectorAll('*')]
          .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()))
          .filter((el) => getComputedStyle(el).color === 'rgb(27, 29, 35)')
          .map((el) => el.textContent.slice(0, 30))`);
          expect(dark).toEqual([]);
        }
        await close();
      }
    },
  );

  it('keeps long unbroken values (e-mail, title, place) inside the screen', async () => {
    const sample = preview.sampleBooking('ENG');
    const long = {
      ...sample,
      guestName: 'Maximilian-Alexander Wolfeschlegelsteinhausenbergerdorff',
      guestEmail: 'maximilian.alexander.wolfeschlegelsteinhausenbergerdorff@university-hospital.example.com',
      specialRequests: 'https://example.com/a-very-long-link-without-any-spaces-in-it-at-all-0123456789',
    } as typeof sample;
    const experience = {
      ...preview.SAMPLE_EXPERIENCE,
      title: 'Traditional-Korean-Makgeolli-Brewing-Masterclass-With-Tasting-And-Pairing',
      location: 'Bukchon-Traditional-Brewery-12-Gyedong-gil-Jongno-gu-Seoul-Republic-of-Korea',
      translations: {},
    } as typeof preview.SAMPLE_EXPERIENCE;
    const props = booking.bookingMailProps(config, long, experience, 'ENG');
    const mail = await render.renderMail(booking.BOOKING_MAIL_TEMPLATES.approved, 'ENG', props);
    const { page, close } = await show(mail.html, 'light');
    expect(await overflow(page)).toEqual([]);
    await close();
  });
});

describe("the review invitation's link", () => {
  it('opens the server-rendered experience page with the review writer open, in the guest language', async () => {
    const [first] = (await (await fetch(`${BASE_URL}/api/experiences`)).json()) as { id: number }[];
    const { page, problems } = await watchedPage(browser);
    await page.goto(`${BASE_URL}/experiences/${first.id}?review=write&lang=ja`);
    const writer = page.getByRole('dialog', { name: 'レビューを書く' });
    await writer.waitFor();
    await page.keyboard.press('Escape');
    await writer.waitFor({ state: 'detached' });
    expect(await page.getByRole('tab', { name: 'レビュー' }).getAttribute('aria-selected')).toBe('true');
    // Closing the writer drops the parameter: a reload does not open it again.
    expect(new URL(page.url()).searchParams.get('review')).toBeNull();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
