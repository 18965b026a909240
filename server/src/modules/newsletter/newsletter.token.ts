import { createHmac, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { generateSecret } from '../../common/secrets.js';
import { sharedSetting } from '../app-setting/app-setting.service.js';

const secrets = new WeakMap<pg.Pool, Promise<string>>();

/** The key that signs unsubscribe links: made once, kept in the database, shared by every instance. */
function secretOf(pool: pg.Pool): Promise<string> {
  let secret = secrets.get(pool);
  if (!secret) {
    secret = sharedSetting(pool, 'newsletter_unsubscribe_secret', generateSecret);
    secret.catch(() => secrets.delete(pool));
    secrets.set(pool, secret);
  }
  return secret;
}

const mac = (secret: string, id: number, email: string) =>
  createHmac('sha256', secret).update(`newsletter-unsubscribe:${id}:${email}`).digest('base64url');

/**
 * The token of a subscription's unsubscribe link: its id and an HMAC of id and address. It never
 * expires (an old mail's link must still work) and names nobody: it cannot be made for another
 * subscription without the key.
 */
export async function unsubscribeToken(pool: pg.Pool, id: number, email: string): Promise<string> {
  return `${id}.${mac(await secretOf(pool), id, email)}`;
}

/** The subscription id a token was made for, once its signature matches that subscription's address. */
export function tokenId(token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 100) return null;
  const match = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? Number(match[1]) : null;
}

/** True when `token` is the one made for this subscription (compared in constant time). */
export async function tokenMatches(
  pool: pg.Pool,
  token: string,
  id: number,
  email: string,
): Promise<boolean> {
  const given = Buffer.from(token.slice(token.indexOf('.') + 1));
  const expected = Buffer.from(mac(await secretOf(pool), id, email));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
