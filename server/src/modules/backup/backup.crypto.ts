import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BACKUP_FILE_MODE } from './backup.archive.js';

/**
 * The encrypted form of a backup (the copy that leaves the machine), AES-256-GCM from node:crypto:
 *
 *   "KCBACKUP-AES256GCM-1\n" (21 bytes) | salt (16) | iv (12) | ciphertext | tag (16)
 *
 * The key is scrypt(BACKUP_ENCRYPTION_KEY, salt, 32 bytes; N=2^15, r=8, p=1); the 49-byte header is the
 * additional authenticated data. `npm run backup:decrypt -- FILE` (or `npm run restore -- FILE`, which
 * reads either form) decrypts it; docs/operations.md has the same in a few lines of any language.
 */
export const ENCRYPTED_MAGIC = Buffer.from('KCBACKUP-AES256GCM-1\n');
export const ENCRYPTED_SUFFIX = '.enc';
const SALT = 16;
const IV = 12;
const TAG = 16;
const HEADER = ENCRYPTED_MAGIC.length + SALT + IV;
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function deriveKey(passphrase: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(passphrase, salt, 32, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** The size of a backup of `size` bytes once encrypted. */
export const encryptedSize = (size: number) => HEADER + size + TAG;

/** The encrypted bytes of a file, as a stream (its length: encryptedSize). */
export async function encryptedStream(passphrase: string, file: string): Promise<Readable> {
  const salt = randomBytes(SALT);
  const iv = randomBytes(IV);
  const header = Buffer.concat([ENCRYPTED_MAGIC, salt, iv]);
  const cipher = createCipheriv('aes-256-gcm', await deriveKey(passphrase, salt), iv);
  cipher.setAAD(header);
  async function* bytes() {
    yield header;
    for await (const chunk of createReadStream(file)) {
      const out = cipher.update(chunk as Buffer);
      if (out.length) yield out;
    }
    const last = cipher.final();
    if (last.length) yield last;
    yield cipher.getAuthTag();
  }
  return Readable.from(bytes());
}

/** Writes the encrypted form of `from` to `to` (0600). */
export async function encryptFile(passphrase: string, from: string, to: string): Promise<void> {
  await pipeline(await encryptedStream(passphrase, from), createWriteStream(to, { mode: BACKUP_FILE_MODE }));
}

/** True when `file` starts like an encrypted backup. */
export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(ENCRYPTED_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(ENCRYPTED_MAGIC);
  } finally {
    await handle.close();
  }
}

/**
 * Decrypts an encrypted backup into `to` (0600). The tag is checked at the end: with a wrong key or a
 * changed byte, `to` is deleted and the error says so; nothing half-decrypted is left behind.
 */
export async function decryptFile(passphrase: string, from: string, to: string): Promise<void> {
  const { size } = await stat(from);
  const handle = await open(from, 'r');
  let header: Buffer;
  let tag: Buffer;
  try {
    header = Buffer.alloc(HEADER);
    tag = Buffer.alloc(TAG);
    if (size < HEADER + TAG) throw new Error(`${from} is not an encrypted backup (too short).`);
    await handle.read(header, 0, HEADER, 0);
    await handle.read(tag, 0, TAG, size - TAG);
  } finally {
    await handle.close();
  }
  if (!header.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC))
    throw new Error(`${from} is not an encrypted backup of this app.`);
  const salt = header.subarray(ENCRYPTED_MAGIC.length, ENCRYPTED_MAGIC.length + SALT);
  const iv = header.subarray(ENCRYPTED_MAGIC.length + SALT);
  const decipher = createDecipheriv('aes-256-gcm', await deriveKey(passphrase, salt), iv);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      size - TAG > HEADER
        ? createReadStream(from, { start: HEADER, end: size - TAG - 1 })
        : Readable.from([]),
      decipher,
      createWriteStream(to, { mode: BACKUP_FILE_MODE }),
    );
  } catch {
    await rm(to, { force: true });
    throw new Error(
      `${from} cannot be decrypted with this BACKUP_ENCRYPTION_KEY: the key is not the one it was encrypted with, or the file was changed.`,
    );
  }
}
