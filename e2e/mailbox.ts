// The mails the shared e2e server delivered: without SMTP_URL it writes each as an .eml file under
// DATA_DIR/mail (the job queue polls its outbox every few seconds), read here decoded.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface DeliveredMail {
  file: string;
  subject: string;
  /** Every part's text (plain and HTML), decoded by its transfer encoding. */
  text: string;
}

function qp(value: string): string {
  const bytes = value.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

/** The mails delivered to `address` so far (in file-name order), their subject and text decoded. */
export function mailsTo(address: string, dataDir = process.env.E2E_DATA_DIR!): DeliveredMail[] {
  const dir = path.join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  const mails: DeliveredMail[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()) {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    const [head] = raw.split('\n\n', 1);
    const headers = head.replace(/\n[ \t]+/g, ' ');
    if (!new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(headers)) continue;
    const words = (value: string) =>
      value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
        kind.toLowerCase() === 'b'
          ? Buffer.from(data, 'base64').toString('utf8')
          : qp(data.replace(/_/g, ' ')),
      );
    const subject = words(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
    // Each text part, decoded by its transfer encoding.
    const parts = raw.split(/\n--[^\n]+\n/).map((part) => {
      const [partHead, ...body] = part.split('\n\n');
      const content = body.join('\n\n');
      if (/content-transfer-encoding: base64/i.test(partHead))
        return Buffer.from(content.replace(/\s/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding: quoted-printable/i.test(partHead)) return qp(content);
      return content;
    });
    mails.push({ file, subject, text: parts.join('\n') });
  }
  return mails;
}

/** The first mail delivered to `address`, if any. */
export const mailTo = (address: string): DeliveredMail | undefined => mailsTo(address)[0];
