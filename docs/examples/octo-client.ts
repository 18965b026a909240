// A reseller's first booking through our OCTO API, typed with @octocloud/types (docs/resellers.md).
// Run with a key from the back office: OCTO_URL=https://example.com/octo OCTO_KEY=octo_… node octo-client.js
import { zAvailability, zBooking, zProduct } from '@octocloud/types';

/** The type of the package's zod schema (its TypeScript enums and these string unions differ). */
type Booking = ReturnType<typeof zBooking.parse>;

const base = process.env.OCTO_URL ?? 'http://localhost:4000/octo';
const headers = {
  authorization: `Bearer ${process.env.OCTO_KEY ?? ''}`,
  'content-type': 'application/json',
  'octo-capabilities': 'octo/pricing',
  'accept-language': 'en',
};

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: unknown = await res.json();
  // Errors are { error, errorMessage } (and the unknown id): INVALID_PRODUCT_ID, UNPROCESSABLE_ENTITY, …
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

export async function bookFirstFreeSlot(date: string, persons: number): Promise<Booking> {
  const products = ((await call('GET', '/products')) as unknown[]).map((p) => zProduct.parse(p));
  const product = products[0];
  const slots = (
    (await call('POST', '/availability', {
      productId: product.id,
      optionId: 'DEFAULT',
      localDateStart: date,
      localDateEnd: date,
    })) as unknown[]
  ).map((a) => zAvailability.parse(a));
  const slot = slots.find((a) => a.available && (a.vacancies ?? 0) >= persons);
  if (!slot) throw new Error(`no slot with ${persons} seats on ${date}`);
  // A hold (ON_HOLD until utcExpiresAt); the same uuid again answers the same booking.
  const held = zBooking.parse(
    await call('POST', '/bookings', {
      uuid: crypto.randomUUID(),
      productId: product.id,
      optionId: 'DEFAULT',
      availabilityId: slot.id,
      unitItems: Array.from({ length: persons }, () => ({ unitId: 'ADULT' })),
      resellerReference: 'MY-REF-1',
      expirationMinutes: 15,
    }),
  );
  return zBooking.parse(
    await call('POST', `/bookings/${held.uuid}/confirm`, {
      contact: { fullName: 'Aiko Tanaka', emailAddress: 'aiko@example.jp', locales: ['ja'] },
    }),
  );
}
