import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import argon2 from 'argon2';

/** A new random secret for signing (64 URL-safe characters, 384 bits). */
export const generateSecret = () => randomBytes(48).toString('base64url');

/**
 * The cost of a new argon2id hash: the library's defaults (64 MiB, 3 passes, 4 lanes; ~100 ms) or, in
 * the server's unit tests only (NODE_ENV=test, set by testing/setup-env.ts), a light one (4 MiB, one
 * lane; a few ms). A test makes and checks hundreds of hashes: at full cost, on a CI machine running
 * the suite on two cores, a test that checks seven passwords outran its 20 s. The checks themselves
 * are the same code; a hash states its own cost, so verification follows whichever made it.
 */
export const argon2Cost = <T extends Omit<argon2.HashOptions, 'raw'>>(full: T): T =>
  process.env.NODE_ENV === 'test' ? { ...full, memoryCost: 4096, timeCost: 1, parallelism: 1 } : full;

/** Hashes a password with argon2id; only the hash is stored. */
export const hashSecret = (secret: string) => argon2.hash(secret, argon2Cost({ type: argon2.argon2id }));

/** How many secrets this process verified, and how many of them by argon2 (~64 MiB each): for metrics and tests. */
export const secretChecks = { count: 0, argon2: 0 };

/** True when `secret` matches the argon2 `hash`; a malformed hash is a mismatch, never an exception. */
export async function verifySecret(hash: string, secret: string): Promise<boolean> {
  secretChecks.count += 1;
  secretChecks.argon2 += 1;
  try {
    return await argon2.verify(hash, secret);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of one argon2 verification against nothing, so "no such record" and "wrong secret"
 * take the same time and a caller cannot tell them apart.
 */
export async function verifyNothing(): Promise<false> {
  dummy ??= hashSecret('not-a-real-secret');
  await verifySecret(await dummy, 'x');
  return false;
}

/** Whether two texts (a signature and the expected one) are equal, compared in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const KEYED = 'k1$';

/**
 * Keyed hashes of the low-entropy secrets guests choose: a booking's 6-digit code and a review's 6-digit
 * PIN. Against offline guessing of 10^6 values a slow hash buys nothing (a stolen table is guessed in
 * hours either way); what protects them is a key kept outside the table (CODE_HASH_SECRET, or one kept
 * like the session secret). HMAC-SHA-256 costs microseconds where argon2 costs ~100 ms and 64 MiB, and
 * is compared in constant time. Hashes written before (argon2) keep working: `needsRehash` tells the
 * caller to store the keyed hash after a successful check.
 *
 * Stored as `k1$<salt>$<mac>`, mac = HMAC-SHA-256(key, purpose, salt, secret). A salt of '' makes the
 * hash deterministic for its purpose (a booking code, whose purpose names the guest's e-mail, is then
 * found by its hash in SQL); otherwise a random salt keeps equal PINs from looking equal.
 */
export class SecretHasher {
  /** The key as a KeyObject made once: createHmac with a Buffer prepares one on every call (per OCTO request). */
  private readonly macKey: KeyObject;
  /** The signing keys, derived (HKDF) once per purpose: a purpose is a constant of the code, so few. */
  private readonly signKeys = new Map<string, KeyObject>();

  constructor(private readonly key: Buffer) {
    this.macKey = createSecretKey(key);
  }

  hash(purpose: string, secret: string, salt: string = randomBytes(12).toString('base64url')): string {
    return `${KEYED}${salt}$${this.mac(purpose, salt, secret)}`;
  }

  private mac(purpose: string, salt: string, secret: string): string {
    return createHmac('sha256', this.macKey).update(`${purpose}\n${salt}\n${secret}`).digest('base64url');
  }

  /** True when `secret` matches `stored` (keyed, in constant time; or an older argon2 hash). */
  async verify(stored: string, purpose: string, secret: string): Promise<boolean> {
    return needsRehash(stored) ? verifySecret(stored, secret) : this.verifyKeyed(stored, purpose, secret);
  }

  private verifyKeyed(stored: string, purpose: string, secret: string): boolean {
    secretChecks.count += 1;
    const rest = stored.slice(KEYED.length);
    const cut = rest.lastIndexOf('$');
    const expected = Buffer.from(this.mac(purpose, rest.slice(0, cut), secret));
    const given = Buffer.from(rest.slice(cut + 1));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** A keyed check against nothing: the time of a wrong secret when there is nothing to check. */
  verifyNothing(): false {
    this.verifyKeyed(`${KEYED}$`, 'nothing', 'nothing');
    return false;
  }

  /** A signature (HMAC-SHA-256, 43 base64url characters) of `message` under a key derived for `purpose`. */
  sign(purpose: string, message: string): string {
    let key = this.signKeys.get(purpose);
    if (!key) {
      key = createSecretKey(this.derive(`kc sign ${purpose}`));
      this.signKeys.set(purpose, key);
    }
    return createHmac('sha256', key).update(message).digest('base64url');
  }

  private derive(info: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.key, '', info, 32));
  }

  /** A box that encrypts with a key derived (HKDF) from this hasher's key for one purpose. */
  box(purpose: string): SecretBox {
    return new SecretBox(this.derive(`kc box ${purpose}`));
  }
}

const SEALED = 'e1$';

/**
 * Secrets the app must read back (a TOTP secret): AES-256-GCM with a key derived from the server
 * secret, so a copy of the database alone does not give them away. Stored as `e1$<iv>$<ciphertext+tag>`;
 * `context` (the owner's id, say) is authenticated too, so a value copied to another row fails to open.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {}

  seal(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${SEALED}${iv.toString('base64url')}$${body.toString('base64url')}`;
  }

  /** The plain text, or null when `sealed` was not sealed by this key for this context. */
  open(sealed: string, context: string): string | null {
    if (!sealed.startsWith(SEALED)) return null;
    const [iv, body] = sealed
      .slice(SEALED.length)
      .split('$')
      .map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !body || iv.length !== 12 || body.length < 16) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(body.subarray(body.length - 16));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}

/** True for a hash written before keyed hashes (argon2): it is replaced after its next successful check. */
export const needsRehash = (stored: string) => !stored.startsWith(KEYED);
