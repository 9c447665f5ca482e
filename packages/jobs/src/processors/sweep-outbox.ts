import type { Jobs } from '@eqa/core';
import { sql } from 'kysely';
import type { EmailOutboxStatus, Executor } from '@eqa/db';
import type { MailConfig } from '../mail/mail-config';
import { removeStaleTemporaries } from '../mail/send-mail';
import { EMAIL_CLAIM_LEASE_SECONDS, EMAIL_MAX_ATTEMPTS } from './email-deliver';

/**
 * How often the worker (or the inline runner) sweeps the outbox: a mail whose sender died is sent
 * again within EMAIL_CLAIM_LEASE_SECONDS and this.
 */
export const OUTBOX_SWEEP_INTERVAL_MS = 10_000;

export interface SweepOutboxResult {
  /** 'sending' rows whose claim lease ran out (their sender died): counted as a failed attempt. */
  recovered: number;
  /** Pending, due rows handed to email.deliver. */
  enqueued: number;
  /** Temporary files killed writers left in mailDir (file delivery only). */
  temporariesRemoved: number;
}

/**
 * Nothing in the outbox is lost when Redis was down or a process stopped mid-delivery: frees rows
 * whose sender vanished (its lease, which a live sender renews, ran out), then enqueues every
 * pending row whose availableAt has passed (oldest first, at most `limit`). With file delivery
 * (`mail` without smtpUrl) it also removes the temporary files a writer killed mid-write left,
 * once they are older than two leases. Safe to run in several processes at once: delivery claims
 * each row once.
 */
export async function sweepOutbox(
  db: Executor,
  jobs: Pick<Jobs, 'enqueue'>,
  options: { limit?: number; mail?: MailConfig } = {},
): Promise<SweepOutboxResult> {
  const recovered = await db
    .updateTable('emailOutbox')
    .set((eb) => ({
      status: sql<EmailOutboxStatus>`case when attempts + 1 >= ${EMAIL_MAX_ATTEMPTS} then 'failed' else 'pending' end`,
      attempts: eb('attempts', '+', 1),
      lastError: 'delivery interrupted: the sending process stopped before it finished',
      availableAt: sql<Date>`now()`,
    }))
    .where('status', '=', 'sending')
    .where('availableAt', '<', sql<Date>`now()`)
    .returning('id')
    .execute();

  const due = await db
    .selectFrom('emailOutbox')
    .select(['id', 'attempts'])
    .where('status', '=', 'pending')
    .where('availableAt', '<=', sql<Date>`now()`)
    .orderBy('availableAt')
    .orderBy('id')
    .limit(options.limit ?? 500)
    .execute();
  for (const { id, attempts } of due) await jobs.enqueue('email.deliver', { outboxId: id, attempts });
  const temporariesRemoved =
    options.mail && !options.mail.smtpUrl ? await removeStaleTemporaries(options.mail.mailDir, 2 * EMAIL_CLAIM_LEASE_SECONDS * 1000) : 0;
  return { recovered: recovered.length, enqueued: due.length, temporariesRemoved };
}
