// The steps several journeys share: staff signing in to the back office, and a guest's application
// made through the public REST call (what the booking form sends), for the admin side to act on.
import type { Page } from 'playwright-core';
import { BASE_URL } from './browser.js';

const SIGN_IN = {
  KOR: { username: '아이디', password: '비밀번호', submit: '로그인' },
  ENG: { username: 'Username', password: 'Password', submit: 'Sign in' },
} as const;

/**
 * Signs the e2e owner in at `path` with the back office in `language` (its language is kept apart from
 * the storefront's, in local storage, so no picker has to be raced while the screen first renders), and
 * waits until the section's heading is shown.
 */
export async function signInAdmin(page: Page, language: 'KOR' | 'ENG' = 'KOR', path = '/admin') {
  // Korean is the back office's default; another language is set once (a later choice stays).
  if (language !== 'KOR')
    await page.addInitScript(
      `window === window.top && !localStorage.getItem('adminLanguage') && localStorage.setItem('adminLanguage', '${language}')`,
    );
  await page.goto(BASE_URL + path);
  const labels = SIGN_IN[language];
  await page.getByLabel(labels.username).fill(process.env.E2E_ADMIN_USERNAME!);
  await page.getByLabel(labels.password).fill(process.env.E2E_ADMIN_PASSWORD!);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await page.getByRole('button', { name: labels.submit, exact: true }).waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 2 }).first().waitFor();
}

/** A staff session's cookie (one REST login, reused as a browser keeps its session). */
let staffSession: Promise<string> | undefined;
export function staffCookie(): Promise<string> {
  staffSession ??= (async () => {
    const res = await fetch(`${BASE_URL}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: process.env.E2E_ADMIN_USERNAME,
        password: process.env.E2E_ADMIN_PASSWORD,
      }),
    });
    const account = (await res.json()) as { username?: string };
    expect({ login: res.status, username: account.username }).toEqual({
      login: 200,
      username: process.env.E2E_ADMIN_USERNAME,
    });
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  })();
  return staffSession;
}

interface Guest {
  name: string;
  email: string;
  phone?: string;
  code?: string;
}

/** An English item as applyAsGuest reads it. */
interface ApplyItem {
  id: number;
  timeSlots: string[];
  bookingWindow: { from: string };
  freeCancellationHours: number | null;
}

/**
 * Applies as `guest` for the first English item (that `accepts`, when given) on the first day (from
 * `firstDay` days into its booking window) and slot it accepts; answers the booking id.
 */
export async function applyAsGuest(
  guest: Guest,
  firstDay = 2,
  accepts: (item: ApplyItem) => boolean = () => true,
): Promise<number> {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        '{ experiences(filter: { language: ENG }, limit: 5) { id timeSlots bookingWindow { from } freeCancellationHours } }',
    }),
  });
  const items = ((await res.json()) as { data: { experiences: ApplyItem[] } }).data.experiences.filter(
    accepts,
  );
  for (const item of items) {
    for (let day = firstDay; day < firstDay + 10; day++) {
      const date = new Date(`${item.bookingWindow.from}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + day);
      const booking = await fetch(`${BASE_URL}/api/guest-bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          itemId: item.id,
          bookingDate: date.toISOString().slice(0, 10),
          timeSlot: item.timeSlots[0] ?? '10:00',
          guestName: guest.name,
          guestEmail: guest.email,
          guestPhone: guest.phone ?? '+44 7400 123456',
          verificationCode: guest.code ?? '271828',
          numberOfGuests: 1,
          language: 'ENG',
        }),
      });
      if (booking.status === 201) return ((await booking.json()) as { id: number }).id;
    }
  }
  throw new Error('no item accepted an application');
}
