import type { Locator } from 'playwright-core';

const WORDS = {
  en: { next: 'Next month', previous: 'Previous month', format: 'en-US' },
  ko: { next: '다음 달', previous: '이전 달', format: 'ko' },
} as const;

const monthKey = (year: number, month: number) => year * 12 + month;

/** The month a calendar's caption shows ("November 2026", "11월 2026") as a month key. */
function shownMonth(caption: string, locale: keyof typeof WORDS): number {
  if (locale === 'ko') {
    const numbers = caption.match(/\d+/g) ?? [];
    const year = Number(numbers.find((n) => n.length === 4));
    const month = Number(numbers.find((n) => n.length <= 2));
    return monthKey(year, month - 1);
  }
  const date = new Date(`1 ${caption} UTC`);
  return monthKey(date.getUTCFullYear(), date.getUTCMonth());
}

/**
 * In an open calendar of the kit (react-day-picker in a popover), moves month by month to the
 * month of `iso` (YYYY-MM-DD) and clicks its day, whatever today is. Admin in English or Korean.
 */
export async function chooseDay(popover: Locator, iso: string, locale: keyof typeof WORDS = 'en') {
  const words = WORDS[locale];
  const target = new Date(`${iso}T00:00:00Z`);
  const wanted = monthKey(target.getUTCFullYear(), target.getUTCMonth());
  for (let step = 0; step < 36; step += 1) {
    const shown = shownMonth((await popover.getByRole('heading').textContent()) ?? '', locale);
    if (shown === wanted) break;
    await popover.getByRole('button', { name: wanted > shown ? words.next : words.previous }).click();
  }
  const day = new Intl.DateTimeFormat(words.format, { dateStyle: 'full', timeZone: 'UTC' }).format(target);
  await popover.getByRole('button', { name: new RegExp(day) }).click();
}

const SCHEDULE_WORDS = {
  en: { times: /^Times on /, next: 'Next month' },
  ja: { times: /の時間帯$/, next: '翌月' },
  'zh-Hans': { times: / 的时段$/, next: '下个月' },
  ko: { times: / 시간대$/, next: '다음 달' },
} as const;

/**
 * In the storefront's open schedule (the booking's "Pick a date and time" dialog), clicks its bookable
 * days one after another, month after month for three months, and hands each day's slots (once shown)
 * to `take` until it answers true. A month with no bookable day left (its last days, late in the month)
 * is passed over, once its schedule has loaded (the grid's `aria-busy` is false). False: no day took.
 */
export async function visitBookableDays(
  schedule: Locator,
  language: keyof typeof SCHEDULE_WORDS,
  take: (slots: Locator) => Promise<boolean>,
): Promise<boolean> {
  const words = SCHEDULE_WORDS[language];
  const grid = schedule.locator('[aria-busy="false"] table');
  const days = grid.locator('button:not([aria-disabled])');
  for (let month = 0; month < 3; month += 1) {
    await grid.locator('button').first().waitFor();
    const shown = await grid.getAttribute('aria-label');
    const count = await days.count();
    for (let i = 0; i < count; i += 1) {
      await days.nth(i).click();
      const slots = schedule.getByRole('region', { name: words.times });
      await slots.waitFor();
      await slots.locator('button, p').first().waitFor();
      if (await take(slots)) return true;
    }
    await schedule.getByRole('button', { name: words.next }).click();
    // The next month's grid, not the one just read.
    if (shown) await schedule.locator(`table[aria-label="${shown}"]`).waitFor({ state: 'detached' });
  }
  return false;
}

/**
 * Clicks the first bookable day that still has an open slot (late in Seoul, today's may all be past),
 * after `skip` bookable days, and that slot: a slot a few days ahead is still inside its
 * free-cancellation window.
 */
export async function chooseOpenSlot(
  schedule: Locator,
  language: keyof typeof SCHEDULE_WORDS,
  skip = 0,
): Promise<void> {
  let skipped = 0;
  const chosen = await visitBookableDays(schedule, language, async (slots) => {
    if (skipped < skip) {
      skipped += 1;
      return false;
    }
    const open = slots.locator('button:not([disabled])');
    if ((await open.count()) === 0) return false;
    await open.first().click();
    return true;
  });
  if (!chosen) throw new Error('No open slot in the next three months');
}
