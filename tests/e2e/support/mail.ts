import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';

/**
 * The mail folder of the product server on `port` (no SMTP in the browser tests): server.sh empties it
 * at start. Each product server (one per Playwright project) writes to its own.
 */
export function mailDirOf(port: number | string): string {
  return join(tmpdir(), `eqa-e2e-mail-${port}`);
}

/** The mail folder of the server the running test talks to (its project's baseURL). */
function currentMailDir(): string {
  const baseURL = test.info().project.use.baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  return mailDirOf(new URL(baseURL).port);
}

export interface ReceivedMail {
  file: string;
  to: string[];
  subject: string;
  text: string;
}

function addresses(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry: { value?: { address?: string }[] }) => (entry.value ?? []).map((a) => a.address ?? ''));
}

/** Every e-mail written so far to `dir` (default the folder of the test's own server), oldest first (the file names start with the time of sending). */
export async function readMails(dir: string = currentMailDir()): Promise<ReceivedMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(join(dir, file)));
      return { file, to: addresses(parsed.to), subject: parsed.subject ?? '', text: parsed.text ?? '' };
    }),
  );
}

/**
 * Waits until an e-mail sent after `since` (a file list from readMails) matches, and returns it.
 * Mail goes through the outbox and a job, so it lands a moment after the call that queued it.
 */
export async function waitForMail(match: (mail: ReceivedMail) => boolean, since: ReceivedMail[] = [], dir: string = currentMailDir()): Promise<ReceivedMail> {
  const seen = new Set(since.map((m) => m.file));
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMails(dir)).find((m) => !seen.has(m.file) && match(m));
        return found !== undefined;
      },
      { timeout: 30_000, message: 'the expected e-mail lands in the mail folder' },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** The first link in an e-mail's text that contains `part`. */
export function linkIn(mail: ReceivedMail, part: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(part));
  if (!link) throw new Error(`no link with ${part} in "${mail.subject}"`);
  return link;
}
