import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import QRCode from 'qrcode';
import type { Config } from '../../config.js';
import type { MailAttachment } from './mail-outbox.entity.js';

export interface MailMessage {
  /** The outbox row: it makes the Message-ID, so a resent copy is recognisably the same message. */
  outboxId: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** Extra headers; the outbox id's header is always added. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** Resolves once the message is accepted (by the SMTP server, or written to disk). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * An attachment as nodemailer takes it: a QR code to draw (`qrText`) becomes a PNG now, at send time, so
 * what the outbox stores is only its text (withheld like a secret when it is one). Black on white with
 * the standard quiet zone, error correction M, 440 px (shown at 220 CSS px: sharp on a phone's screen).
 */
async function attachmentOf({ qrText, cid, ...attachment }: MailAttachment) {
  const inline = cid ? { cid, contentDisposition: 'inline' as const } : {};
  if (qrText === undefined) return { ...attachment, ...inline };
  const content = await QRCode.toBuffer(qrText, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    width: 440,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return { ...attachment, content, ...inline };
}

/** SMTP_URL set: real SMTP. Unset: each mail becomes an .eml file under DATA_DIR/mail. */
export function createTransport(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'publicUrl'>,
): MailTransport {
  const from = config.mailFrom;
  const host = new URL(config.publicUrl).hostname;
  const envelope = async ({ outboxId, headers, attachments, ...m }: MailMessage) => ({
    from,
    ...m,
    ...(attachments ? { attachments: await Promise.all(attachments.map(attachmentOf)) } : {}),
    messageId: `<outbox-${outboxId}@${host}>`,
    headers: { ...headers, 'X-Outbox-Id': String(outboxId) },
  });
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(m) {
        await smtp.sendMail(await envelope(m));
      },
      close: () => smtp.close(),
    };
  }
  const dir = path.join(config.dataDir, 'mail');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await stream.sendMail(await envelope(m));
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9]/g, '')}.eml`;
      // Written under a temporary name, then renamed: whoever reads the folder (a developer's mail
      // viewer, the journeys' mailbox) never sees an .eml before its last byte (rename is atomic).
      const partial = path.join(dir, `.${name}.part`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, path.join(dir, name));
    },
    close: () => stream.close(),
  };
}
