/**
 * The day of the experience on a guide's phone (issue 39): today's slots, check-in by the camera (a QR
 * code played by Chromium's fake camera) and by the booking number, a second scan, partial arrival, an
 * unpaid booking collected in cash, check-ins made offline and sent when the connection returns, two
 * phones checking the same booking in at once, and a no-show once the slot has started.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
// @ts-expect-error plain ESM helper shared with the global setup
import { CHROMIUM_FLAGS, embeddedDatabaseUrl } from './server.mjs';
import { BASE_URL, CHROMIUM, launch, waitUntil } from './browser.js';
import { applyAsGuest, signInAdmin } from './admin-session.js';
import { writeQrVideo } from './fake-camera.js';

const PHONE = { width: 390, height: 844 };
/** Every booking here is moved to today's 00:00 slot: the slot has started whenever the journey runs. */
const SLOT = '00:00';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
const stamp = Date.now().toString(36);

let browser: Browser;
let db: pg.Client;
beforeAll(async () => {
  browser = await launch();
  db = new pg.Client({ connectionString: embeddedDatabaseUrl(process.env.E2E_DATA_DIR) });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await browser?.close();
});

/** A phone (390 px) with the back office open in English, signed in. */
async function phone(on: Browser = browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await on.newContext({ viewport: PHONE, locale: 'en-US', hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await signInAdmin(page, 'ENG', '/admin?section=checkin');
  return { context, page };
}

type Booked = { id: number; name: string; itemId: number; email: string };
let made = 0;

/**
 * A confirmed booking of today's slot: applied for as a guest, approved by staff (its ticket is issued
 * then), moved to today with SQL (no guest can book the day itself), paid in full unless `unpaid`.
 */
async function booking(page: Page, { guests = 1, unpaid = false } = {}): Promise<Booked> {
  made += 1;
  const name = `Checkin ${stamp} ${made}`;
  const email = `checkin-${stamp}-${made}@example.com`;
  const id = await applyAsGuest({ name, email });
  const approved = await page.request.post(`${BASE_URL}/api/guest-bookings/${id}/approve`, {
    data: { overrideCapacity: true },
  });
  expect(approved.status()).toBe(200);
  const { rows } = await db.query<{ itemId: number }>(
    `update guest_booking set booking_date = $2, time_slot = $3, number_of_guests = $4 where id = $1
     returning experience_id as "itemId"`,
    [id, today(), SLOT, guests],
  );
  if (!unpaid) {
    const summary = (await (
      await page.request.get(`${BASE_URL}/api/guest-bookings/${id}/payments`)
    ).json()) as {
      amountDue: number;
      amountPaid: number;
    };
    const [y, m, d] = today().split('-').map(Number);
    const paid = await page.request.post(`${BASE_URL}/api/guest-bookings/${id}/payments`, {
      data: {
        amount: summary.amountDue - summary.amountPaid,
        method: 'bank_transfer',
        paidAt: [y, m, d],
        reference: `#${id}`,
        note: '',
      },
    });
    expect(paid.status()).toBe(201);
  }
  return { id, name, itemId: rows[0].itemId, email };
}

/** The guest's ticket code, as their look-up gives it. */
async function ticketCodeOf(b: Booked): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/guest-bookings/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: b.email, phone: '+44 7400 123456', verificationCode: '271828' }),
  });
  const body = (await res.json()) as { ticketCode?: string };
  expect(body.ticketCode).toEqual(expect.any(String));
  return body.ticketCode!;
}

const openSlot = (page: Page, b: Booked) =>
  page.goto(`${BASE_URL}/admin?section=checkin&slot=${encodeURIComponent(SLOT)}&item=${b.itemId}`);
const card = (page: Page, b: Booked) => page.getByRole('listitem', { name: b.name });

async function manifestRow(page: Page, b: Booked) {
  const res = await page.request.get(
    `${BASE_URL}/api/admin/manifest?date=${today()}&time=${encodeURIComponent(SLOT)}&itemId=${b.itemId}`,
  );
  const rows = (await res.json()) as {
    bookingId: number;
    arrived: boolean;
    guestsArrived: number | null;
    noShow: boolean;
  }[];
  return rows.find((row) => row.bookingId === b.id);
}

describe('check-in on a phone', () => {
  it("opens on today's slots and checks a guest in from the QR code in front of the camera; a second scan says already", async () => {
    const setup = await phone();
    const guest = await booking(setup.page);
    const code = await ticketCodeOf(guest);
    await setup.context.close();

    const dir = mkdtempSync(path.join(os.tmpdir(), 'kc-camera-'));
    const video = path.join(dir, 'ticket.y4m');
    writeQrVideo(video, code);
    // A browser of its own: the camera's file is given when Chromium starts.
    const cameraBrowser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        ...CHROMIUM_FLAGS,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const { context, page } = await phone(cameraBrowser);
      await context.grantPermissions(['camera'], { origin: BASE_URL });
      await page
        .getByRole('button', { name: new RegExp(`^${SLOT} · `) })
        .first()
        .waitFor();
      await openSlot(page, guest);
      await card(page, guest)
        .getByRole('button', { name: `Check in ${guest.name}` })
        .waitFor();
      await page.getByRole('button', { name: 'Scan a ticket' }).click();
      await card(page, guest)
        .getByText(/Checked in at .* by e2e-admin/)
        .waitFor({ timeout: 30_000 });
      // The code is still in front of the camera: read again, it is a second scan.
      const again = page.getByRole('dialog', { name: 'Already checked in' });
      await again.waitFor({ timeout: 30_000 });
      expect(await again.textContent()).toMatch(/Already checked in at .* by e2e-admin/);
      expect(await manifestRow(page, guest)).toMatchObject({ arrived: true });
    } finally {
      await cameraBrowser.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('checks a guest in by the typed booking number, on a screen that fits the phone with thumb-sized targets', async () => {
    const { context, page } = await phone();
    const guest = await booking(page, { unpaid: true });
    await openSlot(page, guest);
    await card(page, guest).waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(PHONE.width);
    // Every button, link and field of the screen is at least 44 px high (run in the page: a string,
    // the e2e code is compiled without the DOM's types).
    const small = await page.evaluate<
      string[]
    >(`[...document.querySelectorAll('main section button, main section input, main section li a')]
      .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().height < 43.5)
      .map((el) => el.outerHTML.slice(0, 80))`);
    expect(small).toEqual([]);
    await page.getByLabel('Booking number or ticket code').fill(`#${guest.id}`);
    await page.getByLabel('Booking number or ticket code').press('Enter');
    // Unpaid: asked to collect first; checked in without the payment, and not asked a second time.
    await page
      .getByRole('dialog', { name: /^Collect ₩/ })
      .getByRole('button', { name: 'Check in without payment' })
      .click();
    await card(page, guest)
      .getByText(/Checked in at .* by e2e-admin/)
      .waitFor();
    await card(page, guest)
      .getByText(/To collect: ₩/)
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByLabel('Booking number or ticket code').fill(String(guest.id));
    await page.getByLabel('Booking number or ticket code').press('Enter');
    await page.getByRole('dialog', { name: 'Already checked in' }).waitFor();
    await context.close();
  });

  it('records a partial arrival, 3 of 4, and keeps it', async () => {
    const { context, page } = await phone();
    const guest = await booking(page, { guests: 4 });
    await openSlot(page, guest);
    await card(page, guest)
      .getByRole('button', { name: `Check in ${guest.name}` })
      .click();
    await card(page, guest).getByText('4 of 4 here').waitFor();
    await card(page, guest).getByRole('button', { name: 'One guest fewer' }).click();
    await card(page, guest).getByText('3 of 4 here').waitFor();
    await waitUntil(
      async () => (await manifestRow(page, guest))?.guestsArrived === 3,
      'the server keeps 3 of 4',
    );
    await page.reload();
    await card(page, guest).getByText('3 of 4 here').waitFor();
    await context.close();
  });

  it('collects the amount due of an unpaid booking in cash with the check-in', async () => {
    const { context, page } = await phone();
    const guest = await booking(page, { unpaid: true });
    await openSlot(page, guest);
    await card(page, guest)
      .getByText(/To collect: ₩/)
      .waitFor();
    await card(page, guest)
      .getByRole('button', { name: `Check in ${guest.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Collect ₩/ });
    await dialog.getByRole('button', { name: 'Cash received · check in' }).click();
    await card(page, guest)
      .getByText(/Checked in at/)
      .waitFor();
    await card(page, guest).getByText('Paid').waitFor();
    const payments = (await (
      await page.request.get(`${BASE_URL}/api/guest-bookings/${guest.id}/payments`)
    ).json()) as {
      payments: { method: string }[];
    };
    expect(payments.payments.map((p) => p.method)).toContain('cash_on_site');
    await context.close();
  });

  it('keeps check-ins made offline on the phone and sends them when the connection returns', async () => {
    const { context, page } = await phone();
    const guest = await booking(page);
    await openSlot(page, guest);
    await card(page, guest).waitFor();
    await context.setOffline(true);
    await card(page, guest)
      .getByRole('button', { name: `Check in ${guest.name}` })
      .click();
    await page
      .getByTestId('sync-status')
      .getByText(/1 waiting to be sent/)
      .waitFor();
    await card(page, guest).getByText('Checked in · waiting to be sent').waitFor();
    expect((await manifestRow(page, guest))?.arrived).toBe(false);
    await context.setOffline(false);
    await card(page, guest)
      .getByText(/Checked in at .* by e2e-admin/)
      .waitFor();
    await waitUntil(
      async () => (await page.getByTestId('sync-status').textContent()) === 'Online',
      'nothing waits',
    );
    expect(await manifestRow(page, guest)).toMatchObject({ arrived: true });
    await context.close();
  });

  it('two phones check the same booking in at once: one wins, the other is told', async () => {
    const a = await phone();
    const b = await phone();
    const guest = await booking(a.page);
    await Promise.all([openSlot(a.page, guest), openSlot(b.page, guest)]);
    const buttons = [a, b].map(({ page }) =>
      card(page, guest).getByRole('button', { name: `Check in ${guest.name}` }),
    );
    await Promise.all(buttons.map((button) => button.waitFor()));
    await Promise.all(buttons.map((button) => button.click()));
    const told = () =>
      Promise.all([a, b].map(({ page }) => page.getByRole('dialog', { name: 'Already checked in' }).count()));
    await waitUntil(async () => (await told()).some((n) => n > 0), 'one phone is told it was second', 20_000);
    // Exactly one is told (the winner's answer came first: it is never told later).
    expect((await told()).sort()).toEqual([0, 1]);
    const [loser] = (await told())[0] ? [a, b] : [b, a];
    // The loser's dialog is modal (the rest of its screen is hidden from the accessibility tree): it says
    // who was first; once read, its card shows the check-in like the winner's.
    const already = loser.page.getByRole('dialog', { name: 'Already checked in' });
    expect(await already.textContent()).toMatch(/Already checked in at .* by e2e-admin/);
    await already.getByRole('button', { name: 'OK' }).click();
    await already.waitFor({ state: 'hidden' });
    for (const { page } of [a, b])
      await card(page, guest)
        .getByText(/Checked in at .* by e2e-admin/)
        .waitFor();
    expect(await manifestRow(a.page, guest)).toMatchObject({ arrived: true });
    await a.context.close();
    await b.context.close();
  });

  it('shows a check-in made on one phone on another without a reload', async () => {
    const a = await phone();
    const b = await phone();
    const guest = await booking(a.page);
    await Promise.all([openSlot(a.page, guest), openSlot(b.page, guest)]);
    await card(b.page, guest)
      .getByRole('button', { name: `Check in ${guest.name}` })
      .waitFor();
    await card(a.page, guest)
      .getByRole('button', { name: `Check in ${guest.name}` })
      .click();
    await card(b.page, guest)
      .getByText(/Checked in at .* by e2e-admin/)
      .waitFor();
    await a.context.close();
    await b.context.close();
  });

  it('marks a guest who did not come as a no-show once the slot has started', async () => {
    const { context, page } = await phone();
    const guest = await booking(page);
    await openSlot(page, guest);
    await card(page, guest)
      .getByRole('button', { name: `Mark ${guest.name} as a no-show` })
      .click();
    // Not the text "No-show": the button just tapped says it too. Its undo shows once the server marked it.
    await card(page, guest).getByRole('button', { name: 'Undo no-show' }).waitFor();
    await card(page, guest).getByText('No-show', { exact: true }).waitFor();
    expect(await manifestRow(page, guest)).toMatchObject({ noShow: true, arrived: false });
    await context.close();
  });
});
