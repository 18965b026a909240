/**
 * `npm run backup:decrypt -- FILE [OUT]`: the encrypted copy of a backup (`.tar.gz.enc`, from the backup
 * bucket) decrypted with BACKUP_ENCRYPTION_KEY into OUT (default: FILE without `.enc`), readable by its
 * owner only. `npm run restore` also takes the encrypted file directly.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { decryptFile, ENCRYPTED_SUFFIX } from '../modules/backup/backup.crypto.js';

async function run(): Promise<number> {
  const [file, out] = process.argv.slice(2);
  const key = process.env.BACKUP_ENCRYPTION_KEY;
  if (!file) {
    console.error('Usage: BACKUP_ENCRYPTION_KEY=... npm run backup:decrypt -- FILE.tar.gz.enc [OUT.tar.gz]');
    return 2;
  }
  if (!key) {
    console.error('Set BACKUP_ENCRYPTION_KEY to the key the backup was encrypted with.');
    return 2;
  }
  const from = path.resolve(file);
  const to = path.resolve(
    out ?? (from.endsWith(ENCRYPTED_SUFFIX) ? from.slice(0, -ENCRYPTED_SUFFIX.length) : `${from}.tar.gz`),
  );
  if (existsSync(to)) {
    console.error(`${to} exists already: name another file to write (npm run backup:decrypt -- FILE OUT).`);
    return 1;
  }
  await decryptFile(key, from, to);
  console.log(`Decrypted: ${to}`);
  return 0;
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Decryption failed: ${(error as Error)?.message ?? String(error)}`);
    process.exit(1);
  },
);
