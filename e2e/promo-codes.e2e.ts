// Promo codes end to end (issue 41 point 3): staff make a code for one item in the back office, a guest
// on a phone enters it in the booking form and sees the price with the discount before sending, books,
// and staff find the booking under the code and in the desk with the discount; a wrong code gets the
// one refusal.
import type { Browser } from 'playwright-core';
import { signInAdmin } from './admin-session.js';
import { BASE_URL, launch, waitForHydration, watchedPage } from './browser.js';
import { chooseOpenSlot } from './calendar.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type Item = { id: number; title: string; confirmationMode: string; externalBookingLink: string | null };

/** The English demo items booked on request (no payment step), as the storefront lists them. */
async function requestItem(): Promise<Item> {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ experiences(filter: { language: ENG }) { id title confirmationMode externalBookingLink } }',
    }),
  });
  const { experiences } = ((await res.json()) as { data: { experiences: Item[] } }).data;
  const item = experiences.find((e) => e.confirmationMode === 'request' && !e.externalBookingLink);
  expect(item).toBeDefined();
  return item!;
}

const won = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const krw = (n: number) => `₩${n.toLocaleString('en-US')}`;

describe('a promo code from the back office to a booking', () => {
  it('staff on a phone create a 10% code for one item; a guest on a phone is refused a wrong code, sees the discounted price, books; staff see the booking with its discount', async () => {
    const item = await requestItem();
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;

    // Staff, on a phone too (the back office works at 390 px): the code for this item alone, chosen
    // in the item picker.
    const phone = { width: 390, height: 844 };
    const staff = await watchedPage(browser, { viewport: phone });
    await signInAdmin(staff.page, 'ENG', '/admin?section=promo-codes');
    await staff.page.getByRole('heading', { level: 2, name: 'Promo codes' }).waitFor();
    await staff.page.getByRole('button', { name: 'Add promo code' }).click();
    const add = staff.page.getByRole('dialog', { name: 'Add promo code' });
    await add.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await add.getByLabel('Discount (%)').fill('10');
    const picker = add.getByRole('combobox', { name: 'Add an item' });
    await picker.fill(item.title);
    await add.getByRole('option', { name: `${item.title} (#${item.id})` }).click();
    await add.getByRole('list', { name: 'Chosen items' }).getByText(`${item.title} (#${item.id})`).waitFor();
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await add.waitFor({ state: 'detached' });
    // Stored upper-case, for the one item.
    await staff.page
      .getByRole('button', { name: `Edit ${code}` })
      .first()
      .waitFor();

    // The guest, on a phone.
    const guest = await watchedPage(browser, { viewport: phone });
    const { page } = guest;
    await page.goto(`${BASE_URL}/experiences/${item.id}`);
    await page.getByRole('heading', { level: 1, name: item.title, exact: true }).waitFor();
    // A tap before hydration is pressed again only within 10 s, which a loaded machine can exceed.
    await waitForHydration(page, 60_000);
    await page.getByRole('region', { name: 'Booking' }).getByRole('button', { name: 'Schedule' }).click();
    await chooseOpenSlot(page.getByRole('dialog', { name: 'Pick a date and time' }), 'en', 2);
    const dialog = page.getByRole('dialog', { name: `Book ${item.title}` });
    await dialog.waitFor();
    const email = `promo-${Date.now()}@example.com`;
    await dialog.getByLabel('Full name').fill('Emma Wilson');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Country code').selectOption('JP');
    await dialog.getByLabel('Phone number').fill('90-1234-5678');
    await dialog.getByLabel('6-digit verification number').fill('161803');

    const amount = dialog.getByText('Total price').locator('xpath=..').locator('strong');
    const listTotal = won(await amount.textContent().then((t) => t?.match(/₩[\d,]+/)?.[0] ?? null));
    expect(listTotal).toBeGreaterThan(0);

    // A wrong code: the one refusal, the price unchanged.
    const field = dialog.getByLabel('Promo code (optional)');
    await field.fill('NOT-A-REAL-CODE');
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await dialog.getByText('This code cannot be used for this booking.', { exact: true }).waitFor();
    expect(await amount.textContent()).toContain(krw(listTotal));

    // The code as the guest types it (any case): the discount and the total before sending.
    const discount = Math.floor(listTotal / 10);
    await field.fill(code.toLowerCase());
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await dialog
      .getByRole('status')
      .getByText(`Code ${code} applied: ${krw(discount)} off`)
      .waitFor();
    await dialog.getByText(`(${krw(listTotal)} before the code)`).waitFor();
    expect(await amount.textContent()).toContain(krw(listTotal - discount));

    await dialog.getByLabel('I agree to the terms of service.').check();
    await dialog.getByRole('button', { name: 'Apply for booking' }).click();
    const success = page.getByRole('dialog', { name: 'Booking request received' });
    await success.waitFor();
    const number = (await success.locator('dd').first().textContent()) ?? '';
    expect(number).toMatch(/^#\d+$/);
    const bookingId = Number(number.slice(1));
    expect(await success.locator('dd').last().textContent()).toContain(krw(listTotal - discount));
    expect(guest.problems).toEqual([]);

    // Staff: the code's bookings list the guest's booking with the discount, linked to the desk.
    await staff.page.reload();
    await staff.page
      .getByRole('button', { name: `Edit ${code}` })
      .first()
      .click();
    const edit = staff.page.getByRole('dialog', { name: 'Edit promo code' });
    await edit.getByText(`1 live uses, ${krw(discount)} discount given.`).waitFor();
    // On a phone the table is a list of cards, one per booking.
    const bookings = edit.getByRole('list', { name: `Bookings with ${code}` });
    const row = bookings.getByRole('listitem').filter({ hasText: 'Emma Wilson' });
    await row.getByText(krw(discount), { exact: true }).waitFor();
    await row.getByText('Waiting', { exact: true }).waitFor();
    await row.getByRole('link', { name: `Booking #${bookingId} in the desk` }).click();

    // In the desk the booking shows the code and what it took off.
    await staff.page.waitForURL((url) => url.searchParams.get('q') === String(bookingId));
    await staff.page
      .getByRole('button', { name: `Open booking #${bookingId}` })
      .first()
      .click();
    const manage = staff.page.getByRole('dialog', { name: `Booking #${bookingId}` });
    await manage.getByText(`${code}: ${krw(discount)} off ${krw(listTotal)}`).waitFor();
    await manage.getByText(krw(listTotal - discount), { exact: true }).waitFor();
    expect(staff.problems).toEqual([]);
  });
});
