import type { Browser } from 'playwright-core';
import { BASE_URL, launch, waitForHydration, waitUntil, watchedPage } from './browser.js';
import { applyAsGuest } from './admin-session.js';
import { mailsTo } from './mailbox.js';

// Issue 41 point 1 on a phone (390 x 844): a guest looks their booking up, changes its date to another
// day and slot of the same item, sees the new date on the page, and receives the mail that says it.
let browser: Browser;
const email = `move-${Date.now()}@example.com`;
let booking: { id: number; itemId: number; bookingDate: string; timeSlot: string };
let target: { date: string; time: string };

const gql = async <T>(query: string, variables: Record<string, unknown>) => {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return ((await res.json()) as { data: T }).data;
};
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const fullDate = (date: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

beforeAll(async () => {
  browser = await launch();
  // An item the guest may move (its change window follows its free cancellation), well ahead.
  const id = await applyAsGuest(
    { name: 'Moving Guest', email },
    5,
    (item) => item.freeCancellationHours !== null,
  );
  const found = await gql<{
    findBooking: {
      id: number;
      bookingDate: string;
      timeSlot: string;
      canMove: boolean;
      experience: { id: number };
    };
  }>(
    `query($input: FindBookingInput!) { findBooking(input: $input) { id bookingDate timeSlot canMove experience { id } } }`,
    { input: { email, phone: '+44 7400 123456', verificationCode: '271828' } },
  );
  expect(found.findBooking).toMatchObject({ id, canMove: true });
  booking = { ...found.findBooking, itemId: found.findBooking.experience.id };
  // The first later day with a slot that has a seat (what the panel offers).
  const from = addDays(booking.bookingDate, 1);
  const days = await gql<{
    experience: {
      availability: { date: string; slots: { time: string; available: number; isClosed: boolean }[] }[];
    };
  }>(
    `query($id: Int!, $from: String!, $to: String!) { experience(id: $id) { availability(from: $from, to: $to) { date slots { time available isClosed } } } }`,
    { id: booking.itemId, from, to: addDays(from, 20) },
  );
  for (const day of days.experience.availability) {
    const slot = day.slots.find((s) => s.available >= 1 && !s.isClosed);
    if (slot) {
      target = { date: day.date, time: slot.time };
      break;
    }
  }
  expect(target).toBeDefined();
});
afterAll(() => browser?.close());

it('looks up, changes the date on a phone, shows the new date and mails it', async () => {
  const { page, problems } = await watchedPage(browser, { viewport: { width: 390, height: 844 } });
  await page.goto(`${BASE_URL}/booking-verification`);
  await waitForHydration(page);
  await page.locator('#lookup-email').fill(email);
  await page.locator('#lookup-phoneDigits').fill('+44 7400 123456');
  await page.locator('#lookup-verificationCode').fill('271828');
  await page.locator('form:has(#lookup-email) button[type="submit"]').click();

  const panel = page.getByRole('region', { name: 'Change date' });
  await panel.getByRole('button', { name: 'Change date' }).click();
  await panel.getByLabel('New date').fill(target.date);
  await panel.getByRole('button', { name: new RegExp(`^${target.time}`) }).click();
  await panel.getByRole('button', { name: 'Confirm new date' }).click();

  // The page shows the new date, without a reload: the toast, and the booking's Date row.
  await page
    .getByText(`Your booking has moved to ${fullDate(target.date)}`)
    .first()
    .waitFor();
  await page.getByText(fullDate(target.date), { exact: true }).waitFor();
  expect(await page.getByText(fullDate(booking.bookingDate), { exact: true }).count()).toBe(0);
  // Nothing wider than the phone.
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

  // The guest's mail says the new date.
  const moved = () => mailsTo(email).find((mail) => mail.subject.startsWith('Your booking has moved'));
  await waitUntil(async () => moved() !== undefined, 'the move mail was delivered', 60_000);
  expect(moved()!.subject).toContain(fullDate(target.date));
  expect(moved()!.text).toContain(`Moved from`);
  expect(problems).toEqual([]);
  await page.context().close();
});
