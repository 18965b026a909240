import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** The name an authenticator app shows above the account's codes. */
export const TOTP_ISSUER = 'K-Culture Admin';

/** A new TOTP secret: 20 random bytes in Base32 (what authenticator apps expect: SHA-1, 6 digits, 30 s). */
export const newTotpSecret = () => generateSecret();

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, label: string) =>
  generateURI({ issuer: TOTP_ISSUER, label, secret });

/** A code as typed: digits only (spaces are dropped), or null when it cannot be a code. */
export function normaliseCode(code: string): string | null {
  const digits = code.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The time step a code belongs to when it is right for `secret` now (one step of clock drift either
 * way is accepted), else null. RFC 6238 through otplib.
 */
export async function codeStep(secret: string, code: string): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: 30 });
  // TOTP results carry their time step (the union also covers HOTP's).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code as shown: `xxxxx-xxxxx` from an alphabet without look-alikes (~49 bits). */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A recovery code as typed, in the form it is hashed in (lower case, no dashes or spaces), or null. */
export function normaliseRecoveryCode(code: string): string | null {
  const plain = code.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{10}$/.test(plain) ? plain : null;
}
