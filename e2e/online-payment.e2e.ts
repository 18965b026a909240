// A guest pays online through PortOne on a phone (issue 37 point 8): an app of its own started with
// PORTONE_* pointing at the local stand-in of PortOne's API (the shared e2e app takes bank transfers
// only), and PortOne's checkout script answered by a stand-in through Playwright's routing. The
// stand-in script does what PortOne's window does once the guest has paid: the payment is PAID at
// PortOne's API (here the stand-in), then the guest comes back to the redirectUrl (phones) or the
// SDK's promise resolves (desktop); a guest who closes the window gets PortOne's failure code.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { startPortOneStandIn, type PortOneStandIn } from '../server/src/testing/portone-standin.js';
import { launch, waitForHydration, waitUntil, watchedPage } from './browser.js';
import { chooseOpenSlot } from './calendar.js';
// @ts-expect-error plain ESM helper shared with the global setup
import { E2E_ADMIN, journeyTimeout, removeDataDir, startServer } from './server.mjs';

type Server = { url: string; dataDir: string; stop(): Promise<unknown>; kill(signal?: string): void };

/** How the stand-in window ends the next payment. */
type WindowMode = 'redirect' | 'resolve' | 'cancel';

/** PortOne's script as the SDK loads it (PORTONE_CSP in server/src/app.ts allows this origin). */
const SDK_URL = 'https://cdn.portone.io/v2/browser-sdk.js';
/** Where the stand-in window tells the test the guest paid: PortOne's checkout API origin, which the CSP allows. */
const PAID_URL = 'https://checkout-service.prod.iamport.co/e2e-stand-in/paid';

/**
 * The stand-in for PortOne's script. It asks the test how this payment ends (the test marks it PAID at
 * the API stand-in unless the guest is to close the window), then answers as PortOne's SDK does.
 */
const STAND_IN_SCRIPT = `
window.PortOne = {
  requestPayment: async function (request) {
    // text/plain: a simple request, no preflight to answer.
    const answer = await fetch(${JSON.stringify(PAID_URL)}, { method: 'POST', body: JSON.stringify(request) });
    const mode = await answer.text();
    if (mode === 'cancel') {
      return { transactionType: 'PAYMENT', txId: 'tx-e2e', paymentId: request.paymentId,
        code: 'FAILURE_TYPE_PG', message: 'The customer closed the payment window.' };
    }
    if (mode === 'redirect' && request.redirectUrl) {
      const back = new URL(request.redirectUrl);
      back.searchParams.set('paymentId', request.paymentId);
      back.searchParams.set('transactionType', 'PAYMENT');
      back.searchParams.set('txId', 'tx-e2e');
      location.href = back.href;
      return new Promise(function () {});
    }
    return { transactionType: 'PAYMENT', txId: 'tx-e2e', paymentId: request.paymentId };
  },
};`;

let portone: PortOneStandIn;
let server: Server;
let browser: Browser;
/** The payment requests the stand-in window was given (what the browser sent PortOne). */
const requested: Record<string, unknown>[] = [];

beforeAll(async () => {
  portone = await startPortOneStandIn();
  server = (await startServer({ env: { ...portone.env, LOG_LEVEL: 'warn' } })) as Server;
  browser = await launch();
}, journeyTimeout(1));

afterAll(async () => {
  await browser?.close();
  if (server) {
    await server.stop();
    await removeDataDir(server.dataDir);
  }
  await portone?.close();
}, 60_000);

/** A phone (390 × 844) whose PortOne script is the stand-in, ending payments as `mode` says. */
async function phone(): Promise<{ page: Page; problems: string[]; setMode: (mode: WindowMode) => void }> {
  const { page, problems } = await watchedPage(browser, { viewport: { width: 390, height: 844 } });
  let mode: WindowMode = 'redirect';
  await page.route(SDK_URL, (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STAND_IN_SCRIPT }),
  );
  await page.route(PAID_URL, async (route: Route) => {
    const request = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    requested.push(request);
    const method =
      request.payMethod === 'CARD'
        ? 'card'
        : (request.easyPay as { easyPayProvider?: string } | undefined)?.easyPayProvider === 'WECHAT'
          ? 'wechatpay'
          : 'alipay';
    if (mode !== 'cancel') {
      // What the guest's PG charged, as PortOne's API will report it to the server.
      portone.setPayment({
        id: String(request.paymentId),
        amount: Number(request.totalAmount),
        currency: String(request.currency),
        status: 'PAID',
        method,
        channelKey: String(request.channelKey),
        orderName: String(request.orderName),
        paidAt: new Date(),
      });
    }
    await route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*' }, body: mode });
  });
  // The stand-in's hosts are PortOne's, answered here: nothing leaves the machine.
  const ours = (problem: string) =>
    !problem.startsWith(`external request: ${SDK_URL}`) &&
    !problem.startsWith(`external request: ${PAID_URL}`);
  return {
    page,
    get problems() {
      return problems.filter(ours);
    },
    setMode: (next) => {
      mode = next;
    },
  } as { page: Page; problems: string[]; setMode: (mode: WindowMode) => void };
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function adminCookie(): Promise<string> {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  expect(login.status).toBe(200);
  return login.headers.getSetCookie()[0].split(';')[0];
}

/** The booking's payments as staff see them (REST, admin). */
async function staffPayments(bookingId: number) {
  const res = await fetch(`${server.url}/api/guest-bookings/${bookingId}/payments`, {
    headers: { cookie: await adminCookie() },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    status: string;
    amountDue: number;
    amountPaid: number;
    payments: { kind: string; amount: number; method: string }[];
  };
}

/** The guest's own look-up (REST), as the look-up page asks it. */
async function guestLookup(guest: { email: string; phone: string; code: string }) {
  const res = await fetch(`${server.url}/api/guest-bookings/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: guest.email, phone: guest.phone, verificationCode: guest.code }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: number; status: string };
}

/** The mails the app has delivered (no SMTP_URL: .eml files under DATA_DIR/mail), quoted-printable decoded. */
function deliveredMails(): string[] {
  const dir = path.join(server.dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) =>
      readFileSync(path.join(dir, file), 'latin1')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

/** An application for the first English request item that takes one (public REST, as the form sends it). */
async function applyForRequestItem(guest: { email: string; phone: string; code: string }): Promise<number> {
  const { experiences } = await gql<{
    experiences: {
      id: number;
      confirmationMode: string;
      externalBookingLink: string | null;
      timeSlots: string[];
      bookingWindow: { from: string };
    }[];
  }>(
    '{ experiences(filter: { language: ENG }) { id confirmationMode externalBookingLink timeSlots bookingWindow { from } } }',
  );
  for (const item of experiences.filter((e) => e.confirmationMode === 'request' && !e.externalBookingLink)) {
    for (let day = 3; day < 13; day++) {
      const date = new Date(`${item.bookingWindow.from}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + day);
      const res = await fetch(`${server.url}/api/guest-bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          itemId: item.id,
          bookingDate: date.toISOString().slice(0, 10),
          timeSlot: item.timeSlots[0] ?? '10:00',
          guestName: 'Liam Chen',
          guestEmail: guest.email,
          guestPhone: guest.phone,
          verificationCode: guest.code,
          numberOfGuests: 1,
          language: 'ENG',
        }),
      });
      if (res.status === 201) return ((await res.json()) as { id: number }).id;
    }
  }
  throw new Error('no request item accepted an application');
}

describe('paying online through PortOne on a phone', () => {
  it(
    'an instant item is booked and paid: a window closed first says not charged with the seats still held, then paid, the page says confirmed and paid, staff see an online payment',
    async () => {
      const { experiences } = await gql<{
        experiences: {
          id: number;
          title: string;
          confirmationMode: string;
          externalBookingLink: string | null;
        }[];
      }>('{ experiences(filter: { language: ENG }) { id title confirmationMode externalBookingLink } }');
      const item = experiences.find((e) => e.confirmationMode === 'instant' && !e.externalBookingLink);
      expect(item).toBeDefined();

      const guest = { email: `pay-${Date.now()}@example.com`, phone: '+819012345678', code: '314159' };
      const visit = await phone();
      const { page, setMode } = visit;
      await page.goto(`${server.url}/experiences/${item!.id}`);
      await page.getByRole('heading', { level: 1, name: item!.title, exact: true }).waitFor();
      await waitForHydration(page, 60_000);
      await page.getByRole('region', { name: 'Booking' }).getByRole('button', { name: 'Schedule' }).click();
      await chooseOpenSlot(page.getByRole('dialog', { name: 'Pick a date and time' }), 'en');

      const dialog = page.getByRole('dialog', { name: `Book ${item!.title}` });
      await dialog.waitFor();
      // Before booking: confirmed at once, paid online by the site's methods.
      await dialog
        .getByRole('note', { name: 'How your booking is confirmed' })
        .getByText('Instant confirmation')
        .waitFor();
      await dialog
        .getByRole('note', { name: 'Paying online' })
        .getByText(
          'You pay online when you book, by Card, Alipay, or WeChat Pay. Your seats are held while you pay.',
        )
        .waitFor();
      await dialog.getByLabel('Full name').fill('Emma Wilson');
      await dialog.getByLabel('Email').fill(guest.email);
      await dialog.getByLabel('Country code').selectOption('JP');
      await dialog.getByLabel('Phone number').fill('90-1234-5678');
      await dialog.getByLabel('6-digit verification number').fill(guest.code);
      await dialog.getByLabel('I agree to the terms of service.').check();
      await dialog.getByRole('button', { name: 'Book and pay' }).click();

      const pay = page.getByRole('dialog', { name: 'Pay for your booking' });
      await pay.getByRole('heading', { name: 'Pay to confirm your booking' }).waitFor();
      await pay
        .getByRole('timer', { name: 'Time left to pay' })
        .getByText(/^Your seats are held for 1[45]:\d\d\.$/)
        .waitFor();
      const { id: bookingId, status: waiting } = await guestLookup(guest);
      expect(waiting).toBe('awaiting_payment');
      const payButton = pay.getByRole('button', { name: /^Pay ₩[\d,]+$/ });
      const amount = Number(((await payButton.textContent()) ?? '').replace(/\D/g, ''));
      expect(amount).toBeGreaterThan(0);

      // (c) The guest closes PortOne's window: not charged, seats still held, may try again.
      setMode('cancel');
      await pay.getByRole('radio', { name: 'Alipay' }).check();
      await payButton.click();
      await pay
        .getByRole('alert')
        .getByText('The payment was not completed, and you have not been charged. You can try again.')
        .waitFor();
      await pay.getByRole('timer', { name: 'Time left to pay' }).waitFor();
      expect((await guestLookup(guest)).status).toBe('awaiting_payment');

      // (a) Paid: PortOne takes the phone to the PG and back to /pay/complete.
      setMode('redirect');
      await payButton.click();
      await page.waitForURL((url) => url.pathname === '/pay/complete');
      await page.getByRole('heading', { level: 1, name: 'Confirmed and paid' }).waitFor();
      await page.getByText(`Booking #${bookingId}`, { exact: true }).waitFor();

      // What the browser asked PortOne: the server's amount in won (no minor unit), the method chosen.
      const sent = requested.at(-1)!;
      expect(sent).toMatchObject({
        storeId: portone.storeId,
        totalAmount: amount,
        currency: 'KRW',
        payMethod: 'EASY_PAY',
        easyPay: { easyPayProvider: 'ALIPAY' },
        channelKey: portone.channels.find((c) => c.method === 'alipay')!.channelKey,
        locale: 'EN_US',
        redirectUrl: `${server.url}/pay/complete`,
      });

      // A reload asks again and says the same (the server records the payment once).
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Confirmed and paid' }).waitFor();

      expect((await guestLookup(guest)).status).toBe('confirmed');
      const payments = await staffPayments(bookingId);
      expect(payments).toMatchObject({ status: 'paid', amountPaid: amount });
      expect(payments.payments.filter((p) => p.kind === 'payment')).toEqual([
        expect.objectContaining({ amount, method: 'online' }),
      ]);
      expect(visit.problems).toEqual([]);
    },
    journeyTimeout(0, 180_000),
  );

  it(
    "a request item approved by staff is paid from the approval mail's Pay now link: the page shows the booking, the payment goes through, it is paid online",
    async () => {
      const guest = { email: `later-${Date.now()}@example.com`, phone: '+819012345678', code: '271828' };
      const bookingId = await applyForRequestItem(guest);
      const approved = await fetch(`${server.url}/api/guest-bookings/${bookingId}/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: await adminCookie() },
        body: JSON.stringify({ overrideCapacity: false }),
      });
      expect(approved.status).toBe(200);

      // The approval mail, as the job queue delivers it, carries the link.
      const linkPattern = new RegExp(
        `${server.url.replace(/[.:/]/g, '\\$&')}/pay/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}`,
      );
      let link: string | undefined;
      await waitUntil(
        async () => {
          link = deliveredMails()
            .filter((mail) => mail.includes(guest.email))
            .map((mail) => linkPattern.exec(mail)?.[0])
            .find(Boolean);
          return link !== undefined;
        },
        'the approval mail with its Pay now link was delivered',
        60_000,
      );

      const visit = await phone();
      const { page, setMode } = visit;
      await page.goto(link!);
      await page.getByRole('heading', { level: 1, name: 'Pay for your booking' }).waitFor();
      const details = page
        .getByRole('list', { name: 'Booking details' })
        .or(page.getByLabel('Booking details'));
      await details.getByText(`#${bookingId}`, { exact: true }).waitFor();
      await waitForHydration(page, 60_000);
      const payButton = page.getByRole('button', { name: /^Pay ₩[\d,]+$/ });
      await payButton.waitFor();
      const amount = Number(((await payButton.textContent()) ?? '').replace(/\D/g, ''));
      expect((await staffPayments(bookingId)).amountDue).toBe(amount);

      // This time PortOne answers in the page (its promise resolves), as on a desktop.
      setMode('resolve');
      await page.getByRole('radio', { name: /^Credit or debit card/ }).check();
      await payButton.click();
      await page.getByRole('heading', { level: 1, name: 'Confirmed and paid' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/pay/complete');
      await page.getByText(`Booking #${bookingId}`, { exact: true }).waitFor();
      expect(requested.at(-1)).toMatchObject({ totalAmount: amount, currency: 'KRW', payMethod: 'CARD' });

      expect((await guestLookup(guest)).status).toBe('confirmed');
      const payments = await staffPayments(bookingId);
      expect(payments).toMatchObject({ status: 'paid', amountPaid: amount });
      expect(payments.payments.filter((p) => p.kind === 'payment')).toEqual([
        expect.objectContaining({ amount, method: 'online' }),
      ]);

      // The link again: nothing left to pay.
      await page.goto(link!);
      await page
        .getByText('This booking is paid. Thank you!')
        .waitFor()
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\nThe page said: ${await page.locator('#main').innerText()}`);
        });
      expect(visit.problems).toEqual([]);
    },
    journeyTimeout(0, 180_000),
  );
});
