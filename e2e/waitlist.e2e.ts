import type { Browser } from 'playwright-core';
import { BASE_URL, launch, waitForHydration, waitUntil, watchedPage } from './browser.js';
import { staffCookie } from './admin-session.js';
import { mailsTo } from './mailbox.js';

// Issue 41 point 2 on a phone: a guest finds a slot full, joins its waitlist from the booking form,
// staff cancel a booking, the offer mail arrives and its accept link books the held seat. The slot is
// an item of this journey's own (made through the admin API: one seat, one bookable day), filled by a
// public application, so no other journey's bookings change what it sees.

const PHONE = { width: 390, height: 844 };

let browser: Browser;
let itemId: number | undefined;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  // The shared server's other journeys do not find the item on sale.
  if (itemId !== undefined) await staff('PATCH', `/api/experiences/${itemId}`, { isActive: false });
});

/** A call of the admin REST API in the e2e owner's session. */
async function staff(method: string, path: string, body?: unknown) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: await staffCookie() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A Seoul date `days` from today, YYYY-MM-DD. */
function seoulDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The accept link of the newest waitlist offer mailed to `address`, once one was delivered. */
function offerLink(address: string): string | undefined {
  const links = mailsTo(address)
    .map((mail) => /https?:\/\/[^\s"'<>]+\/waitlist\/offer\/[\w-]+\?answer=accept/.exec(mail.text)?.[0])
    .filter((link): link is string => link !== undefined);
  return links.at(-1);
}

describe('the waitlist of a full slot, on a phone', () => {
  it('joins from the booking form, is mailed the offer once staff cancel, and books by its link', async () => {
    const stamp = Date.now();
    const title = `Waitlist tea ceremony ${stamp}`;
    const day = seoulDay(5);
    const created = await staff('POST', '/api/experiences', {
      language: ['ENG'],
      title,
      category: 'Experience',
      kCultureTags: ['K-Sool'],
      location: 'Jongno-gu, Seoul',
      isActive: true,
      minGuests: 1,
      maxGuests: 1,
      price: '30000',
      startTime: '10:00',
      duration: '2hrs',
      // One bookable day: the day after it ends the window and is closed.
      salesAvailableFrom: day,
      salesAvailableUntil: seoulDay(6),
      unavailableDates: [seoulDay(6)],
      timeSlots: ['10:00'],
      confirmationMode: 'instant',
    });
    expect(created.status).toBe(201);
    itemId = created.body.id as number;

    // Another guest takes the one seat (confirmed at once: an instant item, no online payment).
    const taken = await fetch(`${BASE_URL}/api/guest-bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        itemId,
        bookingDate: day,
        timeSlot: '10:00',
        guestName: 'First Guest',
        guestEmail: `first-${stamp}@example.com`,
        guestPhone: '+44 7400 123456',
        verificationCode: '271828',
        numberOfGuests: 1,
        language: 'ENG',
      }),
    });
    expect(taken.status).toBe(201);
    const first = (await taken.json()) as { id: number; status: string };
    expect(first.status).toBe('confirmed');

    const { page, problems } = await watchedPage(browser, { viewport: PHONE });
    await page.goto(`${BASE_URL}/experiences/${itemId}`);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    // A tap before hydration is pressed again only within 10 s, which a loaded machine can exceed.
    await waitForHydration(page, 60_000);
    await page.getByRole('region', { name: 'Booking' }).getByRole('button', { name: 'Schedule' }).click();
    const schedule = page.getByRole('dialog', { name: 'Pick a date and time' });
    // The one bookable day, once the month's schedule has loaded.
    await schedule.locator('[aria-busy="false"] table button:not([aria-disabled])').first().click();
    const slots = schedule.getByRole('region', { name: /^Times on / });
    await slots.getByText('Full', { exact: true }).waitFor();
    await slots.getByRole('button', { name: 'Join the waitlist for 10:00' }).click();

    const join = page.getByRole('dialog', { name: 'Join the waitlist' });
    await join.waitFor();
    const email = `waiting-${stamp}@example.com`;
    await join.getByLabel('Name').fill('Mina Park');
    await join.getByLabel('E-mail').fill(email);
    await join.getByLabel('Phone').fill('+81 90 1234 5678');
    expect(await join.getByLabel('Guests').inputValue()).toBe('1');
    await join.getByRole('button', { name: 'Join the waitlist' }).click();
    await join
      .getByRole('status')
      .getByText(/^You are number 1 on the waitlist\./)
      .waitFor();
    // The dialog's own Close under the answer (its corner × is named Close too).
    await join.getByText('Close', { exact: true }).click();
    await join.waitFor({ state: 'detached' });

    // Staff cancel the booking that held the seat: it is held for the guest waiting, in that transaction.
    expect((await staff('POST', `/api/guest-bookings/${first.id}/cancel`, {})).status).toBe(200);
    const queue = await staff('GET', `/api/admin/waitlist?date=${day}&itemId=${itemId}`);
    expect(queue.body).toEqual([expect.objectContaining({ guestEmail: email, status: 'offered' })]);

    // The offer mail, delivered by the job queue (it polls its outbox; a loaded machine takes longer).
    await waitUntil(async () => offerLink(email) !== undefined, 'the offer mail was delivered', 90_000);
    const link = offerLink(email)!;
    expect(new URL(link).origin).toBe(new URL(BASE_URL).origin);

    await page.goto(link);
    const offer = page.getByRole('region', { name: 'Waitlist offer' });
    await offer.getByText(title, { exact: true }).waitFor();
    await offer.getByText(/^These seats are held for you until .+ \(Seoul time\)\.$/).waitFor();
    await waitForHydration(page, 60_000);
    await offer.getByLabel('Choose a 6-digit code (optional)').fill('615243');
    await offer.getByRole('button', { name: 'Accept and book' }).click();
    const booked = page.getByRole('status');
    await booked.getByText('Your booking is confirmed. We have e-mailed you the details.').waitFor();
    await booked.getByText(/615243/).waitFor();

    // The guest's booking, as the look-up finds it.
    const lookup = await fetch(`${BASE_URL}/api/guest-bookings/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, phone: '+81 90 1234 5678', verificationCode: '615243' }),
    });
    expect(lookup.status).toBe(200);
    expect(await lookup.json()).toMatchObject({
      bookingDate: day,
      timeSlot: '10:00',
      numberOfGuests: 1,
      status: 'confirmed',
    });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
