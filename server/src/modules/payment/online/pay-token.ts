import { sameSecret, type SecretHasher } from '../../../common/secrets.js';

const PURPOSE = 'booking-pay';

/**
 * The token of a booking's "Pay now" link (`/pay/<token>`): its number and an HMAC of it under a key
 * derived from the server key (CODE_HASH_SECRET), so nothing is stored, the approval mail and the look-up
 * page make the same link, and no other booking's link can be made without the key. It shows no personal
 * data and only lets its holder pay what the booking owes; whether anything may be paid is decided when
 * it is used (domain/payment.ts onlinePayment), so an old mail's link simply says "already paid".
 */
export const payToken = (signer: SecretHasher, bookingId: number): string =>
  `${bookingId}.${signer.sign(PURPOSE, String(bookingId))}`;

/** The booking a pay token was made for, or null when it is malformed or not signed by this server. */
export function payTokenBooking(signer: SecretHasher, token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 60) return null;
  const match = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  return sameSecret(match[2]!, signer.sign(PURPOSE, String(id))) ? id : null;
}
