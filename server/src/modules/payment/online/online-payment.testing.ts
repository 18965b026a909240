import { addDays, seoulToday } from '../../../../../domain/calendar.js';
import { makeAdmin, makeExperience } from '../../../testing/fixtures.js';
import { startPortOneStandIn, type PortOneStandIn } from '../../../testing/portone-standin.js';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app.js';
import type { Experience } from '../../experience/experience.entity.js';

// The scene of the online payment tests (online-payment.test.ts, online-payment.admin.test.ts,
// pay-link.test.ts): a local stand-in of PortOne's API, the app set to it, one item and, when asked,
// staff signed in. The bindings are live: a test file calls setUpPortOneApp() and reads them (the item
// under its own name: `item as ticket`) once its beforeAll has run.

export let app: TestApp;
export let portone: PortOneStandIn;
export let item: Experience;
export let staff: TestClient;
let seq = 0;

/** The instant item at 25,000 KRW a guest that `bookTwo` books for two (50,000 KRW to pay online). */
export const NANTA_SHOW: Partial<Experience> = {
  title: 'NANTA show',
  language: ['ENG'],
  maxGuests: 4,
  price: 25000,
  timeSlots: ['20:00'],
  confirmationMode: 'instant',
};

/** Starts the PortOne stand-in and the app set to it, with this item (and staff signed in, if given). */
export function setUpPortOneApp(
  itemData: Partial<Experience>,
  signIn?: { username: string; password: string },
): void {
  beforeAll(async () => {
    portone = await startPortOneStandIn();
    app = await createTestApp({ ...portone.env, RATE_LIMIT_BOOKINGS_PER_HOUR: '100000' });
    item = await makeExperience(app.em(), itemData);
    if (signIn) {
      const { username, password } = await makeAdmin(app.em(), signIn.username, signIn.password);
      staff = app.client();
      expect((await staff.login(username, password)).status).toBe(200);
    }
  });
  afterAll(async () => {
    await app.close();
    await portone.close();
  });
}

/**
 * A booking of two guests of the item at 20:00 by a new guest (e-mail) each time, `dayOf(n)` days from
 * today for the n-th: of an instant item at 25,000 KRW, 50,000 KRW awaiting its payment.
 */
export async function bookTwo(dayOf: (n: number) => number, data: Record<string, unknown> = {}) {
  seq += 1;
  const res = await app.client().rest('POST', '/api/guest-bookings', {
    itemId: item.id,
    bookingDate: addDays(seoulToday(), dayOf(seq)),
    timeSlot: '20:00',
    guestName: 'Li Wei',
    guestEmail: `li${seq}@example.cn`,
    guestPhone: '+86 13812345678',
    verificationCode: '135790',
    numberOfGuests: 2,
    language: 'ENG',
    ...data,
  });
  expect(res.status).toBe(201);
  return res.body as {
    id: number;
    status: string;
    holdExpiresAt: string;
    payment: { paymentId: string; amount: number; currency: string; storeId: string };
  };
}
