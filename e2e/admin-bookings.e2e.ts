import type { Browser } from 'playwright-core';
import { BASE_URL, launch, watchedPage } from './browser.js';
import { signInAdmin } from './admin-session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return ((await res.json()) as { data: T }).data;
}

type Day = { date: string; slots: { time: string; available: number; isClosed: boolean }[] };

/** A Japanese experience (booked on this site) and its first slot still sold with 1 seat or more. */
async function openJapaneseSlot() {
  const { experiences } = await gql<{
    experiences: { id: number; title: string; minGuests: number; externalBookingLink: string | null }[];
  }>('{ experiences(filter: { language: JPN }) { id title minGuests externalBookingLink } }');
  const from = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + (9 * 3600_000 + 40 * 86400_000)).toISOString().slice(0, 10);
  for (const item of experiences.filter((e) => !e.externalBookingLink)) {
    const { experience } = await gql<{ experience: { availability: Day[] } }>(
      `query($id: Int!, $from: String!, $to: String!) { experience(id: $id) { availability(from: $from, to: $to) { date slots { time available isClosed } } } }`,
      { id: item.id, from, to },
    );
    for (const day of experience.availability) {
      // Still sold: not started and not inside the item's booking cut-off (today's first slots, in the morning).
      const slot = day.slots.find((s) => !s.isClosed && s.available >= Math.max(1, item.minGuests));
      if (slot) return { item, date: day.date, time: slot.time };
    }
  }
  throw new Error('No open slot on a Japanese experience');
}

// The same journey on a desktop and on a phone (where the lists are stacked cards, one per record).
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

describe.each(VIEWPORTS)('the applications desk (%s)', (layout, viewport) => {
  const phone = layout === 'phone';
  it('a guest books in Japanese; the admin finds it by item and slot, approves it; the guest sees it confirmed', async () => {
    const { item, date, time } = await openJapaneseSlot();
    const email = `desk-${layout}-${Date.now()}@example.jp`;
    const guests = Math.max(1, item.minGuests);
    const booked = await fetch(`${BASE_URL}/api/guest-bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        itemId: item.id,
        bookingDate: date,
        timeSlot: time,
        numberOfGuests: guests,
        guestName: '佐藤 美咲',
        guestEmail: email,
        guestPhone: '+81 9087654321',
        verificationCode: '314159',
        language: 'JPN',
      }),
    });
    expect(booked.status).toBe(201);

    const { page, problems } = await watchedPage(browser, { viewport });
    await signInAdmin(page);
    // The day view (the coming three weeks, a few slots a day) answers without errors.
    await page.goto(`${BASE_URL}/admin?section=bookings&view=day`);
    await page
      .getByRole('group', { name: '다가오는 주' })
      .or(page.getByText('앞으로 몇 주간 신청이 없습니다.'))
      .waitFor();
    await page.goto(`${BASE_URL}/admin?section=bookings&view=by-item`);
    // A record: a table row on a desktop, a card (list item) on a phone.
    const record = phone ? 'li' : 'tr';
    const records = phone ? page.locator('main li') : page.getByRole('row');
    // Level 1: the item (paging on until it shows).
    const itemButton = page.locator(`main ${record}`).getByRole('button', { name: item.title, exact: true });
    // (The list is aria-busy while a page loads: look only at a loaded page.)
    const loaded = page.locator(
      phone ? 'main div:not([aria-busy="true"]) > ul' : 'table:not([aria-busy="true"])',
    );
    for (let i = 1; i <= 20; i++) {
      await loaded.waitFor();
      if (await itemButton.isVisible()) break;
      await page.getByRole('button', { name: '다음' }).click();
      await page.waitForURL(new RegExp(`[?&]page=${i + 1}(&|$)`));
    }
    await itemButton.locator(`xpath=ancestor::${record}`).getByRole('button', { name: '슬롯 보기' }).click();
    // Level 2: the slot.
    const [y, m, d] = date.split('-');
    const slotButton = page.getByRole('button', { name: new RegExp(`^${y}\\. ${m}\\. ${d}\\..* ${time}$`) });
    await slotButton.click();
    // Level 3: the application; manage it.
    const row = records.filter({ hasText: email });
    await row.getByRole('button', { name: '관리' }).click();
    const dialog = page.getByRole('dialog', { name: /^예약 #\d+$/ });
    await dialog.getByText('佐藤 美咲').waitFor();
    // Approve: one button, a confirmation naming the mail, a toast saying it went.
    await dialog.getByRole('button', { name: '승인', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: /^예약 #\d+을\(를\) 승인할까요\?$/ });
    await ask.getByText(`고객에게 ${email}(으)로 예약 확정 이메일이 발송됩니다.`, { exact: false }).waitFor();
    await ask.getByRole('button', { name: '승인하고 이메일 보내기' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The toast (Radix also reads it out through a live region of its own).
    await page.getByText(`${email}(으)로 예약 확정 이메일을 보냈습니다.`).first().waitFor();
    await row.getByText('확정').waitFor();

    // The guest's look-up (Japanese) shows it confirmed.
    const guest = await watchedPage(browser);
    await guest.page.addInitScript(`window === window.top && localStorage.setItem('language', 'JPN')`);
    await guest.page.goto(`${BASE_URL}/booking-verification`);
    const form = guest.page.getByRole('form', { name: '予約を確認する' });
    await form.getByLabel('メール').fill(email);
    await form.getByLabel('国番号').selectOption('JP');
    await form.getByLabel('電話番号').fill('9087654321');
    await form.getByLabel('確認番号').fill('314159');
    await form.getByRole('button', { name: '予約を検索' }).click();
    await guest.page.getByRole('article').getByText('確定', { exact: true }).waitFor();
    expect(guest.problems).toEqual([]);

    // The log: created, status change, and the mails as they are delivered (the job queue polls every
    // 5 s; a loaded machine takes longer): the dialog is opened again, once a second, until it shows one.
    const deadline = Date.now() + 60_000;
    for (;;) {
      await row.getByRole('button', { name: '관리' }).click();
      const log = page.getByRole('region', { name: '활동 기록' });
      await log.getByText('신청 접수').waitFor();
      await log.getByText('상태 변경').waitFor();
      if ((await log.getByText('이메일 발송').count()) > 0) break;
      if (Date.now() > deadline) throw new Error('no email_sent in the log within 60 s');
      await page.keyboard.press('Escape');
      await page.waitForTimeout(1000);
    }
    expect(problems).toEqual([]);
  });
});
