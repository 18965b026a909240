import { sameSecret, type SecretHasher } from '../../common/secrets.js';
import { BookingStatusEnum } from '../../common/enums.js';

/**
 * A booking's ticket (issue 39): the code its QR code carries and staff scan at the meeting point.
 *
 * code = MAC-BODY (28 Crockford base32 characters, 136 bits, in groups of four) + "-" + LOCATOR, where
 * - MAC-BODY = the first 136 bits (design.md: at least 128) of HMAC-SHA-256(key derived from CODE_HASH_SECRET for "ticket",
 *   "<id>.<ticket_nonce>"), the nonce a random uuid the database gives each booking on insert;
 * - LOCATOR = the booking id in Crockford base32 (no leading zero), so the scan finds the row by its
 *   primary key and compares the MAC in constant time: no second column (a keyed hash of the code) to
 *   write on every path that confirms a booking (staff, instant items, online payments, resellers, jobs
 *   without the key), nor to backfill for bookings confirmed before.
 * Without the server key nothing gives the code: not the booking id or number, not the 6-digit look-up
 * code, not a dump of the database (the nonce alone). The alphabet has no 0/O or 1/I/L confusion (they
 * are read as the same), and the text is uppercase alphanumeric with hyphens: a QR code's compact
 * alphanumeric mode. Example: `T7KQ-M2XP-4D9R-8HJW-C5NA-W3E8-KQ2B-3V`.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PURPOSE = 'ticket';
const MAC_CHARS = 28;
const MAC_BYTES = 17;
/** The largest id a locator may name (PostgreSQL integer): 7 base32 characters at most. */
const MAX_ID = 2_147_483_647;

/** What a ticket code is made of: the booking's id and the nonce the database gave it. */
export type TicketBooking = { id: number; ticketNonce: string };

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return bits > 0 ? out + ALPHABET[(value << (5 - bits)) & 31] : out;
}

const idText = (id: number) => {
  let out = '';
  for (let rest = id; rest > 0; rest = Math.floor(rest / 32)) out = ALPHABET[rest % 32] + out;
  return out || '0';
};

const macOf = (hasher: SecretHasher, id: number, nonce: string) =>
  base32(Buffer.from(hasher.sign(PURPOSE, `${id}.${nonce}`), 'base64url').subarray(0, MAC_BYTES));

/**
 * The ticket code of a booking, as printed under its QR code (grouped for reading aloud). Show it only
 * for a confirmed booking (confirmedTicketCode); the scan refuses the others by their status anyway.
 */
export function ticketCodeFor(hasher: SecretHasher, booking: TicketBooking): string {
  if (!booking.ticketNonce) throw new Error(`Booking ${booking.id} has no ticket nonce loaded`);
  const mac = macOf(hasher, booking.id, booking.ticketNonce);
  return `${mac.match(/.{4}/g)!.join('-')}-${idText(booking.id)}`;
}

/** The ticket code to show a guest: a confirmed booking's, null for any other status. */
export const confirmedTicketCode = (
  hasher: SecretHasher,
  booking: TicketBooking & { status: BookingStatusEnum | string },
): string | null => (booking.status === BookingStatusEnum.confirmed ? ticketCodeFor(hasher, booking) : null);

/**
 * A typed or scanned code in canonical form (uppercase, no separators, O read as 0 and I/L as 1), split
 * into its MAC and the id it names; null when it cannot be a ticket code.
 */
export function parseTicketCode(code: unknown): { mac: string; id: number } | null {
  if (typeof code !== 'string' || code.length > 64) return null;
  const text = code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (text.length <= MAC_CHARS || text.length > MAC_CHARS + 7 || !/^[0-9A-HJKMNP-TV-Z]+$/.test(text))
    return null;
  const locator = text.slice(MAC_CHARS);
  if (locator.startsWith('0')) return null;
  let id = 0;
  for (const char of locator) id = id * 32 + ALPHABET.indexOf(char);
  return id > MAX_ID ? null : { mac: text.slice(0, MAC_CHARS), id };
}

/** Runs one SQL statement with `?` placeholders (an EntityManager or its connection). */
export interface SqlRunner {
  execute<T = Record<string, unknown>[]>(sql: string, params?: unknown[]): Promise<T>;
}

/**
 * The booking a scanned or typed ticket code belongs to (whatever its status: the caller refuses the
 * cancelled, expired and pending ones), or null when the code is malformed (no query then), names no
 * booking, or was not made with this server's key. One primary-key read and one MAC compared in constant
 * time whether or not the booking exists: the answer's time tells nothing of the code.
 */
export async function findBookingIdByTicketCode(
  db: SqlRunner,
  hasher: SecretHasher,
  code: unknown,
): Promise<number | null> {
  const parsed = parseTicketCode(code);
  if (!parsed) return null;
  const rows = await db.execute<{ ticket_nonce: string }[]>(
    'select ticket_nonce from guest_booking where id = ?',
    [parsed.id],
  );
  const nonce = rows[0]?.ticket_nonce;
  const expected = macOf(hasher, parsed.id, nonce ?? '00000000-0000-0000-0000-000000000000');
  return sameSecret(parsed.mac, expected) && nonce ? parsed.id : null;
}
