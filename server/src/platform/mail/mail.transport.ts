import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';

export interface MailMessage {
  /** The outbox row: it makes the Message-ID, so a resent copy is recognisably the same message. */
  outboxId: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
  /** Extra headers; the outbox id's header is always added. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** Resolves once the message is accepted (by the SMTP server, or written to disk). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP_URL set: real SMTP. Unset: each mail becomes an .eml file under DATA_DIR/mail. */
export function createTransport(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'publicUrl'>,
): MailTransport {
  const from = config.mailFrom;
  const host = new URL(config.publicUrl).hostname;
  const envelope = ({ outboxId, headers, ...m }: MailMessage) => ({
    from,
    ...m,
    messageId: `<outbox-${outboxId}@${host}>`,
    headers: { ...headers, 'X-Outbox-Id': String(outboxId) },
  });
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(m) {
        await smtp.sendMail(envelope(m));
      },
      close: () => smtp.close(),
    };
  }
  const dir = path.join(config.dataDir, 'mail');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await stream.sendMail(envelope(m));
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9]/g, '')}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer);
    },
    close: () => stream.close(),
  };
}
