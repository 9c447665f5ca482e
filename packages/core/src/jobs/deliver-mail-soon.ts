import type { Jobs } from './jobs';
import { errorMessage, type Logger } from './logger';

/**
 * Asks for an outbox row's delivery right after the transaction that wrote it committed. The row
 * is the promise: when the queue cannot take the job (Redis away), the outbox sweep sends it
 * within OUTBOX_SWEEP_INTERVAL_MS, so the caller's request still succeeds and only a warning is logged.
 */
export async function deliverMailSoon(jobs: Pick<Jobs, 'enqueue'>, outboxId: number, logger: Pick<Logger, 'warn'>): Promise<void> {
  try {
    await jobs.enqueue('email.deliver', { outboxId });
  } catch (error) {
    logger.warn('mail not queued, the outbox sweep will send it', { outboxId, error: errorMessage(error) });
  }
}
