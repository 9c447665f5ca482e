import { errorMessage, type JobPayloads } from '@eqa/core';
import { sql } from 'kysely';
import type { EmailOutbox, Executor } from '@eqa/db';
import { sendMail } from '../mail/send-mail';
import { silentLogger } from '../logger';
import type { ProcessorContext } from './processor';

/** After this many failed attempts a mail is marked failed and no longer retried. */
export const EMAIL_MAX_ATTEMPTS = 5;

/**
 * How long a claimed ('sending') row is reserved for its sender without a heartbeat; the sweep frees
 * it afterwards. Short, because a live sender renews it (EMAIL_CLAIM_HEARTBEAT_MS) however long the
 * SMTP server takes, and only a dead one lets it run out.
 */
export const EMAIL_CLAIM_LEASE_SECONDS = 30;
/** How often a sender renews its claim while it sends (well inside the lease). */
export const EMAIL_CLAIM_HEARTBEAT_MS = 10_000;

/** The claim lease and heartbeat (tests shorten them). */
export interface EmailClaimLease {
  seconds: number;
  heartbeatMs: number;
}
const DEFAULT_LEASE: EmailClaimLease = { seconds: EMAIL_CLAIM_LEASE_SECONDS, heartbeatMs: EMAIL_CLAIM_HEARTBEAT_MS };

/** Wait before the next try after the n-th failed attempt (1-based): 1 min, 5 min, 30 min, 2 h. */
const RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200];

export function emailRetryDelaySeconds(failedAttempts: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), RETRY_DELAYS_SECONDS.length) - 1;
  return RETRY_DELAYS_SECONDS[index] ?? 7200;
}

export type EmailDeliveryResult =
  /** alreadyWritten: the file was there, written by an attempt that died before recording it (not written again). */
  | { outcome: 'sent'; via: 'smtp' | 'file'; file: string | null; alreadyWritten: boolean }
  | { outcome: 'retry' | 'failed'; attempts: number; error: string }
  /** Not claimable: missing, already sent or being sent, failed for good, or not due yet. */
  | { outcome: 'skipped'; status: string | null };

const secondsFromNow = (seconds: number) => sql<Date>`now() + make_interval(secs => ${seconds})`;

/**
 * Claims a pending, due outbox row (pending → sending in one conditional UPDATE, so two workers
 * never send the same mail), sends it while renewing the claim's lease (heartbeat: a live sender
 * keeps its claim however long the server takes, a dead one loses it within the lease), then
 * records the outcome: sent (sentAt), or a failed attempt (attempts + 1, lastError; back to pending
 * with a later availableAt, or failed after the last try). Every write after the claim is fenced by
 * the claim's attempt count, which the sweep's recovery raises: a sender that lost its claim
 * changes nothing. Delivery failures are recorded, not thrown: the outbox sweep retries when the
 * row is due.
 */
export async function processEmailDelivery(
  ctx: Pick<ProcessorContext, 'db' | 'mail'> & { logger?: ProcessorContext['logger'] },
  { outboxId }: JobPayloads['email.deliver'],
  lease: EmailClaimLease = DEFAULT_LEASE,
): Promise<EmailDeliveryResult> {
  const { db, mail } = ctx;
  const logger = ctx.logger ?? silentLogger;
  const row = await claimOutboxRow(db, outboxId, lease.seconds);
  if (!row) {
    const current = await db.selectFrom('emailOutbox').select('status').where('id', '=', outboxId).executeTakeFirst();
    return { outcome: 'skipped', status: current?.status ?? null };
  }
  const heartbeat = setInterval(() => {
    renewClaim(db, row, lease.seconds).catch((error: unknown) => logger.warn('mail claim not renewed', { outboxId: row.id, error: errorMessage(error) }));
  }, lease.heartbeatMs);
  heartbeat.unref();
  try {
    const sent = await sendMail(mail, {
      outboxId: row.id,
      createdAt: row.createdAt,
      to: row.toAddresses,
      replyTo: row.replyTo,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
    });
    clearInterval(heartbeat);
    await db
      .updateTable('emailOutbox')
      .set({ status: 'sent', sentAt: sql<Date>`now()`, attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .where('status', '=', 'sending')
      .where('attempts', '=', row.attempts)
      .execute();
    const file = sent.via === 'file' ? sent.file : null;
    const alreadyWritten = sent.via === 'file' && sent.alreadyWritten;
    logger.info(alreadyWritten ? 'mail file was written by an earlier attempt' : sent.via === 'file' ? 'mail written to file' : 'mail sent', {
      outboxId: row.id,
      kind: row.kind,
      to: row.toAddresses,
      subject: row.subject,
      ...(file ? { file } : {}),
    });
    return { outcome: 'sent', via: sent.via, file, alreadyWritten };
  } catch (error) {
    clearInterval(heartbeat);
    const message = errorMessage(error);
    const attempts = await recordFailedAttempt(db, row, message);
    const outcome = attempts >= EMAIL_MAX_ATTEMPTS ? 'failed' : 'retry';
    const log = outcome === 'failed' ? logger.error : logger.warn;
    log(outcome === 'failed' ? 'mail delivery failed for good' : 'mail delivery failed, will retry', {
      outboxId: row.id,
      kind: row.kind,
      attempts,
      error: message,
    });
    return { outcome, attempts, error: message };
  }
}

/** pending and due → sending, reserved for `leaseSeconds`. Undefined when someone else has it. */
export async function claimOutboxRow(db: Executor, outboxId: number, leaseSeconds = EMAIL_CLAIM_LEASE_SECONDS): Promise<EmailOutbox | undefined> {
  return db
    .updateTable('emailOutbox')
    .set({ status: 'sending', availableAt: secondsFromNow(leaseSeconds) })
    .where('id', '=', outboxId)
    .where('status', '=', 'pending')
    .where('availableAt', '<=', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

/** The heartbeat: the claim's lease starts again (nothing when the claim is gone). */
async function renewClaim(db: Executor, row: Pick<EmailOutbox, 'id' | 'attempts'>, leaseSeconds: number): Promise<void> {
  await db
    .updateTable('emailOutbox')
    .set({ availableAt: secondsFromNow(leaseSeconds) })
    .where('id', '=', row.id)
    .where('status', '=', 'sending')
    .where('attempts', '=', row.attempts)
    .execute();
}

/** Counts a failed attempt on a claimed row; answers the new attempt count. */
async function recordFailedAttempt(db: Executor, row: EmailOutbox, message: string): Promise<number> {
  const attempts = row.attempts + 1;
  const final = attempts >= EMAIL_MAX_ATTEMPTS;
  await db
    .updateTable('emailOutbox')
    .set({
      status: final ? 'failed' : 'pending',
      attempts,
      lastError: message.slice(0, 2000),
      availableAt: secondsFromNow(final ? 0 : emailRetryDelaySeconds(attempts)),
    })
    .where('id', '=', row.id)
    .where('status', '=', 'sending')
    .where('attempts', '=', row.attempts)
    .execute();
  return attempts;
}
