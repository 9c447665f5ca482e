import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from './mail-config';

export interface OutgoingMail {
  /** Used in the .eml file name and the X-EQA-Outbox-Id header. */
  outboxId: number;
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string | null;
}

export type SentMail = { via: 'smtp'; messageId: string } | { via: 'file'; messageId: string; file: string };

/** SMTP time limits well below the e-mail claim lease (10 minutes), so a hung server cannot outlive it. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

function messageOptions(config: MailConfig, mail: OutgoingMail) {
  return {
    from: config.from,
    to: mail.to,
    ...(mail.replyTo.length > 0 ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html !== null ? { html: mail.html } : {}),
    headers: { 'X-EQA-Outbox-Id': String(mail.outboxId) },
  };
}

/** `20261121T101502123Z` — sorts by time in a directory listing. */
function fileStamp(at: Date): string {
  return at.toISOString().replace(/[-:.]/g, '');
}

/** Sends one message over SMTP, or writes it as `<time>-outbox-<id>.eml` into mailDir. Throws on failure. */
export async function sendMail(config: MailConfig, mail: OutgoingMail): Promise<SentMail> {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    try {
      const info = await transport.sendMail(messageOptions(config, mail));
      return { via: 'smtp', messageId: info.messageId };
    } finally {
      transport.close();
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(messageOptions(config, mail));
  if (!Buffer.isBuffer(info.message)) throw new TypeError('stream transport returned no buffer');
  await mkdir(config.mailDir, { recursive: true });
  const file = join(config.mailDir, `${fileStamp(new Date())}-outbox-${mail.outboxId}.eml`);
  // Written under a temporary name first, so a reader never sees half a message.
  await writeFile(`${file}.tmp`, info.message);
  await rename(`${file}.tmp`, file);
  return { via: 'file', messageId: info.messageId, file };
}
