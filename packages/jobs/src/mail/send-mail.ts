import { randomUUID } from 'node:crypto';
import { access, link, mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from './mail-config';

export interface OutgoingMail {
  /** Used in the .eml file name, the Message-ID and the X-EQA-Outbox-Id header. */
  outboxId: number;
  /** When the outbox row was written: with the id it names the message for good (file name, Message-ID). */
  createdAt: Date;
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string | null;
}

export type SentMail = { via: 'smtp'; messageId: string } | { via: 'file'; messageId: string; file: string; alreadyWritten: boolean };

/** SMTP time limits; a live sender keeps its claim by its heartbeat however long the server takes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/** The temporary files of a write in progress end so; a reader of mailDir takes `*.eml` only. */
const TEMPORARY_SUFFIX = '.tmp';

/**
 * The message's Message-ID: the same on every attempt of one outbox row, so a mail sent again after
 * a crash (it may, rarely: the server took it, then the sender died before recording it) is
 * recognisable as the same message by the receiving side, which may drop the copy.
 */
export function outboxMessageId(mail: Pick<OutgoingMail, 'outboxId' | 'createdAt'>, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'eqa.localhost';
  return `<outbox-${mail.outboxId}-${mail.createdAt.getTime()}@${domain}>`;
}

function messageOptions(config: MailConfig, mail: OutgoingMail) {
  return {
    from: config.from,
    to: mail.to,
    ...(mail.replyTo.length > 0 ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html !== null ? { html: mail.html } : {}),
    messageId: outboxMessageId(mail, config.from),
    date: mail.createdAt,
    headers: { 'X-EQA-Outbox-Id': String(mail.outboxId) },
  };
}

/** `20261121T101502123Z` — sorts by time in a directory listing. */
function fileStamp(at: Date): string {
  return at.toISOString().replace(/[-:.]/g, '');
}

/** The file of an outbox row in mailDir: `<row's creation time>-outbox-<id>.eml`, the same on every attempt. */
export function mailFileName(mail: Pick<OutgoingMail, 'outboxId' | 'createdAt'>): string {
  return `${fileStamp(mail.createdAt)}-outbox-${mail.outboxId}.eml`;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/**
 * Writes `content` as `file` atomically and at most once: into a temporary file of its own, then
 * hard-linked to the final name, which fails when the file is there already (an earlier attempt
 * delivered it and died before recording it: the mail is not written twice). The temporary file is
 * removed in every case; one a killed process left behind is removed by the outbox sweep
 * (removeStaleTemporaries). Answers false when the file existed.
 */
async function writeOnce(file: string, content: Buffer): Promise<boolean> {
  const temporary = `${file}.${randomUUID()}${TEMPORARY_SUFFIX}`;
  try {
    await writeFile(temporary, content, { flag: 'wx' });
    await link(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST' && (await exists(file))) return false;
    throw error;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

/**
 * Removes the temporary files in mailDir older than `olderThanMs`: what a writer killed between
 * writing and linking left (a live writer removes its own at once). Answers how many.
 */
export async function removeStaleTemporaries(mailDir: string, olderThanMs: number, now = Date.now()): Promise<number> {
  const names = await readdir(mailDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith(TEMPORARY_SUFFIX)) continue;
    const path = join(mailDir, name);
    const info = await stat(path).catch(() => null);
    if (!info || now - info.mtimeMs < olderThanMs) continue;
    await unlink(path).then(
      () => (removed += 1),
      () => undefined,
    );
  }
  return removed;
}

/**
 * Sends one message over SMTP, or writes it as `<time>-outbox-<id>.eml` into mailDir (once: a file
 * already there is the earlier attempt's delivery, `alreadyWritten`). Throws on failure.
 */
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
  const file = join(config.mailDir, mailFileName(mail));
  const messageId = outboxMessageId(mail, config.from);
  if (await exists(file)) return { via: 'file', messageId, file, alreadyWritten: true };
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(messageOptions(config, mail));
  if (!Buffer.isBuffer(info.message)) throw new TypeError('stream transport returned no buffer');
  await mkdir(config.mailDir, { recursive: true });
  const written = await writeOnce(file, info.message);
  return { via: 'file', messageId, file, alreadyWritten: !written };
}
