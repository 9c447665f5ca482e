import { errorMessage, type Jobs, type Logger } from '@eqa/core';
import { createContractDocument, markJobRun, recordJob, sendJobs, type Executor, type JobRun } from '@eqa/db';
import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';

/** The job_runs key of a contract's document job (documents.contract). */
export function contractDocumentJobKey(contractId: number): string {
  return `contract:${contractId}`;
}

/**
 * Records the contract's document job (documents.contract) in the transaction that saved the
 * contract (the job outbox, docs/decisions/jobs.md): whatever happens after the commit, the document
 * is made. `makeContractDocumentNow` then usually makes it at once.
 */
export async function recordContractDocument(trx: Executor, jobs: Pick<Jobs, 'runner'>, contractId: number, createdBy: number | null): Promise<JobRun> {
  return recordJob(trx, jobs, { name: 'documents.contract', key: contractDocumentJobKey(contractId), payload: { contractId }, createdBy });
}

/**
 * Makes the contract's document at once (the job's own code path, createContractDocument), so the
 * answer has it, and records the run as done; when that fails the run is sent to its queue (the job
 * retries it). Answers the document's id, or null when the job will make it.
 */
export async function makeContractDocumentNow(
  ctx: { db: Kysely<DB>; jobs: Pick<Jobs, 'enqueue'>; logger: Pick<Logger, 'warn' | 'error'> },
  run: JobRun,
  contractId: number,
): Promise<number | null> {
  try {
    const made = await createContractDocument(ctx.db, contractId);
    await markJobRun(ctx.db, run.id, { status: 'succeeded', result: { ...made }, error: null });
    return made.documentId;
  } catch (error) {
    ctx.logger.error('contract document failed; the documents.contract job will make it', { contractId, error: errorMessage(error) });
    await sendJobs(ctx.db, ctx.jobs, [run], ctx.logger);
    return null;
  }
}
