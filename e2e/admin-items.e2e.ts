import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL, graphqlAnswer, launch, pickOption, watchedPage } from './browser.js';
import { signInAdmin } from './admin-session.js';
import { chooseDay, visitBookableDays } from './calendar.js';

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

/** A Seoul calendar date `days` from today, YYYY-MM-DD. */
function seoulDate(days: number): string {
  const seoul = new Date(Date.now() + 9 * 3600_000 + days * 86_400_000);
  return seoul.toISOString().slice(0, 10);
}

/** Chooses a date in the item form's calendar field labelled `label` (Korean admin). */
async function pickDate(page: Page, label: string, iso: string) {
  await page.getByRole('button', { name: new RegExp(`^${label} `) }).click();
  await chooseDay(page.getByRole('dialog', { name: label, exact: true }), iso, 'ko');
}

/** The id of the active item titled `title`, as the public REST list answers it. */
async function publicIdOf(title: string): Promise<number | undefined> {
  const res = await fetch(`${BASE_URL}/api/experiences`);
  const list = (await res.json()) as { id: number; title: string }[];
  return list.find((e) => e.title === title)?.id;
}

/**
 * Fails unless a bookable day of the schedule (Korean storefront) sells both slots: today's morning slot
 * may be inside the booking cut-off, and on a month's last day the next days are in the next month.
 */
async function expectBothSlotsSold(schedule: Locator) {
  const sold = await visitBookableDays(schedule, 'ko', async (slots) => {
    const ten = slots.getByRole('button', { name: /10:00/ });
    const half = slots.getByRole('button', { name: /15:30/ });
    return Boolean(
      (await ten.count()) && (await half.count()) && (await ten.isEnabled()) && (await half.isEnabled()),
    );
  });
  if (!sold) throw new Error('No day of the next three months offers both slots');
}

// The same journey on a desktop and on a phone (sections in a drawer, lists as cards, the editor full screen).
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

describe.each(VIEWPORTS)('admin items journey (Korean back office, %s)', (layout, viewport) => {
  const phone = layout === 'phone';
  it('adds an item with a photo and two slots, sees it on the storefront, switches it off: 404', async () => {
    const { page, problems } = await watchedPage(browser, { viewport });
    const title = `E2E 템플스테이 ${layout} ${Date.now()}`;
    await signInAdmin(page);

    // The items section from the sidebar (a drawer behind the menu button on a phone), Add Item from
    // its list, then the seven-tab editor.
    if (phone) await page.getByRole('button', { name: /^메뉴 열기/ }).click();
    const sections = phone
      ? page.getByRole('dialog', { name: '관리자 메뉴' })
      : page.getByRole('navigation', { name: '관리 메뉴' });
    await sections.getByRole('link', { name: '상품', exact: true }).click();
    await page.getByRole('link', { name: '상품 추가' }).click();
    await page.waitForURL(/\/admin\/add-item/);
    await page.getByRole('heading', { level: 1, name: '상품 추가' }).waitFor();

    await page.getByRole('button', { name: '한국어' }).click();
    await page.getByRole('textbox', { name: '상품명', exact: true }).fill(title);
    await pickOption(page, '카테고리', 'Experience');
    await page.getByRole('button', { name: 'K-Trend' }).click();
    await page.getByRole('textbox', { name: '위치', exact: true }).fill('서울 종로구');
    await page.getByRole('textbox', { name: '가격 (원)', exact: true }).fill('30000');
    await page
      .getByLabel('대표 이미지', { exact: true })
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: '대표 이미지 미리보기' }).waitFor();
    // Overview photos: two files at once through the kit's upload field (no address typed by hand).
    await page.getByRole('tab', { name: '개요', exact: true }).click();
    await page.getByLabel('개요 사진', { exact: true }).setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: PNG },
      { name: 'second.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await page.getByRole('img', { name: '개요 사진 2 미리보기' }).waitFor();

    await page.getByRole('tab', { name: '일정 설정' }).click();
    await page.getByRole('textbox', { name: '시작 시간', exact: true }).fill('10:00');
    await page.getByRole('textbox', { name: '소요 시간', exact: true }).fill('2hrs');
    await pickDate(page, '판매 시작일', seoulDate(0));
    await pickDate(page, '판매 종료일', seoulDate(60));
    await pickOption(page, '시간대 1 시', '10');
    await page.getByRole('button', { name: '시간대 추가' }).click();
    await pickOption(page, '시간대 2 시', '15');
    await pickOption(page, '시간대 2 분', '30');
    await page.getByText('고객이 선택할 수 있는 시간대: 10:00, 15:30', { exact: true }).waitFor();
    // Confirmed at once when seats are free; sales close at the default 2 hours before a slot.
    await pickOption(page, '예약 확정 방식', '즉시 확정 (잔여석이 있을 때)');
    expect(await page.getByRole('textbox', { name: '판매 마감 (시작 몇 시간 전)' }).inputValue()).toBe('2');

    await page.getByRole('button', { name: '상품 등록' }).click();
    await page.getByText('상품 등록 완료', { exact: true }).waitFor();
    await page.waitForURL(/\/admin\?section=items$/);

    const id = await publicIdOf(title);
    expect(id).toBeDefined();
    // Stored as this site's uploads, in the order chosen.
    const stored = (await (await fetch(`${BASE_URL}/api/experiences/${id}`)).json()) as {
      overviewImages: string[];
      confirmationMode: string;
      bookingCutoffHours: number;
    };
    expect(stored).toMatchObject({ confirmationMode: 'instant', bookingCutoffHours: 2 });
    expect(stored.overviewImages).toEqual([
      expect.stringMatching(/^\/api\/images\/[\w-]+\.\w+$/),
      expect.stringMatching(/^\/api\/images\/[\w-]+\.\w+$/),
    ]);

    // The storefront, in the item's language, shows it with its two slots.
    const guest = await watchedPage(browser);
    await guest.page.addInitScript(`window === window.top && localStorage.setItem('language', 'KOR')`);
    await guest.page.goto(`${BASE_URL}/experiences/${id}`);
    await guest.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    const bar = guest.page.getByRole('region', { name: '예약' });
    // Said beside the price before booking.
    await bar.getByText('즉시 확정', { exact: true }).waitFor();
    await bar.getByRole('button', { name: '일정 선택' }).click();
    const schedule = guest.page.getByRole('dialog', { name: '날짜와 시간 선택' });
    // Both slots are sold on a coming day.
    await expectBothSlotsSold(schedule);

    // Switched off in the list: the storefront page answers 404 on the very next request.
    await page.getByRole('searchbox', { name: '상품 검색', exact: true }).fill(title);
    // The debounced search answers first: one answering after the switch would drop the item (now off).
    await page.getByRole(phone ? 'list' : 'table', { name: '항목 1개' }).waitFor();
    const toggle = page.getByRole('switch', { name: `${title} 판매 중` });
    await toggle.waitFor();
    const saved = graphqlAnswer(page, 'SetExperienceActive');
    await toggle.click();
    expect((await saved).status()).toBe(200);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    const gone = await guest.page.goto(`${BASE_URL}/experiences/${id}`);
    expect(gone?.status()).toBe(404);
    await guest.page.getByRole('heading', { level: 1, name: /찾을 수 없/ }).waitFor();

    // The signed-in admin still opens the page ('open storefront page' in the list's row actions).
    await page.goto(`${BASE_URL}/experiences/${id}`);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();

    expect(problems).toEqual([
      // The server's answer for the page itself: off sale, 404 for anyone without a session.
      'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    // The page and the app's own look-up of the item both answer 404; nothing else went wrong.
    expect(new Set(guest.problems)).toEqual(
      new Set(['console: Failed to load resource: the server responded with a status of 404 (Not Found)']),
    );
  });
});
