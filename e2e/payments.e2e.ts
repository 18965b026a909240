import iconv from 'iconv-lite';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch, waitForHydration, watchedPage } from './browser.js';
import { applyAsGuest, signInAdmin } from './admin-session.js';

// Getting paid, end to end (issue 22): a booking approved by staff in the back office, the bank's statement (CP949, as
// Korean banks export it) imported in the back office, the booking paid there and on the guest's look-up;
// then cancelled, its refund due and recorded (issue 34).
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it('approve, import the bank statement naming the booking: paid in the back office and on the look-up page', async () => {
  const name = `Paying Guest ${Date.now()}`;
  const email = `payer-${Date.now()}@example.com`;
  const id = await applyAsGuest({ name, email }, 5);

  const { page, problems } = await watchedPage(browser);
  await signInAdmin(page, 'ENG');

  // Staff approve in the manage dialog; the amount due is fixed and the payments panel appears.
  await page.goto(`${BASE_URL}/admin?section=bookings&q=${id}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Manage' }).click();
  const manage = page.getByRole('dialog', { name: `Booking #${id}` });
  await manage.getByRole('button', { name: 'Approve', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: `Approve booking #${id}?` })
    .getByRole('button', { name: 'Approve and send the e-mail' })
    .click();
  await manage.waitFor({ state: 'hidden' });
  await row.getByText('Unpaid', { exact: true }).waitFor();
  await row.getByRole('button', { name: 'Manage' }).click();
  await manage.getByRole('region', { name: 'Payment' }).getByText('Unpaid', { exact: true }).waitFor();
  await manage.getByRole('button', { name: 'Close', exact: true }).click();
  await manage.waitFor({ state: 'hidden' });
  const due = await page.evaluate(async (bookingId) => {
    const payments = await fetch(`/api/guest-bookings/${bookingId}/payments`);
    return ((await payments.json()) as { amountDue: number }).amountDue;
  }, id);
  expect(due).toBeGreaterThan(0);

  // The bank's export: a preamble, Korean headers, a withdrawal, and the guest's deposit naming #id.
  const statement = iconv.encode(
    [
      '계좌번호,123-456-789012',
      '거래일시,적요,출금액,입금액,잔액,입금자명',
      `2026.11.27 09:00:00,관리비,"50,000",0,"1,000,000",`,
      `2026.11.27 14:03:22,#${id},0,"${due.toLocaleString('en-US')}","1,200,000",${name.toUpperCase()}`,
    ].join('\r\n'),
    'cp949',
  );
  await page.getByRole('button', { name: 'Import bank statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import bank statement' });
  await dialog.getByLabel('Statement file (CSV)').setInputFiles({
    name: 'statement.csv',
    mimeType: 'text/csv',
    buffer: statement,
  });
  await dialog.getByRole('button', { name: 'Record 1 payments' }).click();
  await page.getByText('1 payments recorded').first().waitFor();

  // The booking shows paid in the list and in its payments panel.
  await row.getByText('Paid', { exact: true }).waitFor();
  await row.getByRole('button', { name: 'Manage' }).click();
  const panel = manage.getByRole('region', { name: 'Payment' });
  await panel.getByText('Paid', { exact: true }).first().waitFor();
  expect(await panel.getByText('Unpaid', { exact: true }).count()).toBe(0);
  expect(problems).toEqual([]);

  // The guest's look-up says paid.
  const guest = await watchedPage(browser);
  await guest.page.goto(`${BASE_URL}/booking-verification`);
  // The page is server-rendered: typing starts once the app has taken it over.
  await waitForHydration(guest.page);
  const form = guest.page.getByRole('form', { name: 'Find your booking' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('+44 7400 123456');
  await form.getByLabel('Verification code').fill('271828');
  await form.getByRole('button', { name: 'Find booking' }).click();
  const payment = guest.page.getByRole('region', { name: 'Payment' });
  await payment.getByText('Paid in full').waitFor();
  expect(guest.problems).toEqual([]);

  // Issue 34: the paid booking is cancelled; it owes the money back, and staff record the refund.
  await manage.getByRole('button', { name: 'Close', exact: true }).click();
  await manage.waitFor({ state: 'hidden' });
  const cancelled = await page.evaluate(
    async (bookingId) =>
      (
        await fetch(`/api/guest-bookings/${bookingId}/cancel`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ reason: 'The guide is ill.' }),
        })
      ).status,
    id,
  );
  expect(cancelled).toBe(200);
  await page.reload();
  await row.getByText('Refund due', { exact: true }).waitFor();
  await row.getByRole('button', { name: 'Manage' }).click();
  const refund = manage.getByRole('form', { name: 'Record a refund' });
  // What the booking kept is the refund's first value.
  expect(await refund.getByLabel('Amount (KRW)').inputValue()).toBe(String(due));
  await refund.getByRole('button', { name: 'Record refund and e-mail the guest' }).click();
  await page.getByText('Refund recorded').first().waitFor();
  await panel.getByText('Refunded', { exact: true }).first().waitFor();
  expect(problems).toEqual([]);
});
