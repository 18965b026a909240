import { dictionary } from '@zxcvbn-ts/language-common';
import { isCommonPassword as onShortList } from '../../../domain/schemas/staff.js';

let list: ReadonlySet<string> | undefined;

/**
 * The 49,233 most common passwords of the leaked-password corpora, most used first (zxcvbn-ts's
 * `passwords-common` list, MIT; ~380 kB, so the server keeps it and the browser gets only the short
 * list of domain/schemas/staff.ts). Lower case; built on first use.
 */
export function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return list;
}

/** True when a password is on the long list or the short one (case-insensitive), or one character repeated. */
export function isCommonPassword(password: string): boolean {
  return onShortList(password) || commonPasswords().has(password.toLowerCase());
}
