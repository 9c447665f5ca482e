import type { Jobs } from '@eqa/core';
import { sql } from 'kysely';
import type { EmailOutboxStatus, Executor } from '@eqa/db';
import { EMAIL_MAX_ATTEMPTS } from './email-deliver';

/** How often the worker (or the inline runner) sweeps the outbox. */
export const OUTBOX_SWEEP_INTERVAL_MS = 30_000;

export interface SweepOutboxResult {
  /** 'sending' rows whose claim lease ran out (their sender died): counted as a failed attempt. */
  recovered: number;
  /** Pending, due rows handed to email.deliver. */
  enqueued: number;
}

/**
 * Nothing in the outbox is lost when Redis was down or a process stopped mid-delivery: frees rows
 * whose sender vanished, then enqueues every pending row whose availableAt has passed (oldest first,
 * at most `limit`). Safe to run in several processes at once: delivery claims each row once.
 */
export async function sweepOutbox(
  db: Executor,
  jobs: Pick<Jobs, 'enqueue'>,
  options: { limit?: number } = {},
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
    .select('id')
    .where('status', '=', 'pending')
    .where('availableAt', '<=', sql<Date>`now()`)
    .orderBy('availableAt')
    .orderBy('id')
    .limit(options.limit ?? 500)
    .execute();
  for (const { id } of due) await jobs.enqueue('email.deliver', { outboxId: id });
  return { recovered: recovered.length, enqueued: due.length };
}
