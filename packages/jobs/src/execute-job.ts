import { claimJobRun, markJobRun } from '@eqa/db';
import { AppError, isAppError, errorMessage, jobEnvelopeSchema, jobPayloadSchemas, type JobEnvelope, type JobName, type JobPayloads } from '@eqa/core';
import type { JobProcessor, JobResult, ProcessorContext, ProcessorMap } from './processors/processor';

/** How often a throwing job is tried and how long to wait before retry n: backoffMs · 2^(n-1). */
export interface RetryPolicy {
  attempts: number;
  backoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, backoffMs: 2_000 };

export function retryDelayMs(policy: RetryPolicy, failedAttempts: number): number {
  return policy.backoffMs * 2 ** Math.max(0, failedAttempts - 1);
}

/** Validates a payload against its job's schema; a bad payload is a CONSTRAINT error naming the field. */
export function parseJobPayload<N extends JobName>(name: N, payload: unknown): JobPayloads[N] {
  const parsed = jobPayloadSchemas[name].safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = ['payload', ...(issue?.path ?? []).map(String)].join('.');
    throw AppError.constraint(path, `Invalid ${name} payload: ${issue?.message ?? 'invalid'}`, 'invalid_job_payload');
  }
  return parsed.data as JobPayloads[N];
}

export function jobUnavailable(name: JobName): AppError {
  return new AppError('INTERNAL', `Job ${name} is not available yet`, { type: 'job_unavailable' });
}

/**
 * Whether trying again may help. Expected failures (an AppError other than INTERNAL or UNAVAILABLE:
 * not found, constraint, conflict, …) and unknown jobs are final; anything else (database or
 * network trouble, bugs) is retried.
 */
export function isRetryable(error: unknown): boolean {
  if (!isAppError(error)) return true;
  // the database or Redis away for the moment: the next attempt may find it back
  if (error.code === 'UNAVAILABLE') return true;
  return error.code === 'INTERNAL' && error.type !== 'job_unavailable';
}

export function toEnvelope<N extends JobName>(payload: JobPayloads[N], jobRunId: number | undefined): JobEnvelope<N> {
  return { payload, jobRunId: jobRunId ?? null };
}

/**
 * Runs one attempt of a job the same way in both modes: checks the envelope and payload, claims the
 * job_runs row (when there is one; a run that has ended is not run again), calls the processor, and records success, a failure
 * to be retried (back to queued, with the error) or the final failure. Rethrows what the processor threw.
 */
export async function executeJob<N extends JobName>(
  ctx: ProcessorContext,
  processors: ProcessorMap,
  name: N,
  data: unknown,
  attempt: { number: number; final: boolean },
): Promise<JobResult> {
  const envelope = jobEnvelopeSchema.safeParse(data);
  if (!envelope.success) throw AppError.constraint('jobRunId', `Invalid ${name} job data`, 'invalid_job_payload');
  const { jobRunId } = envelope.data;
  try {
    const payload = parseJobPayload(name, envelope.data.payload);
    const processor: JobProcessor<N> | undefined = processors[name];
    if (!processor) throw jobUnavailable(name);
    // a run that ended before its job got here (its enqueue was refused, or it was reconciled) stays ended
    if (jobRunId !== null && !(await claimJobRun(ctx.db, jobRunId))) {
      ctx.logger.warn('job skipped: its run has ended', { job: name, jobRunId });
      return { skipped: true };
    }
    const result = await processor(ctx, payload, {
      jobRunId,
      attempt: attempt.number,
      progress: async (percent) => {
        if (jobRunId !== null) await markJobRun(ctx.db, jobRunId, { progress: percent });
      },
    });
    if (jobRunId !== null) await markJobRun(ctx.db, jobRunId, { status: 'succeeded', result, error: null });
    return result;
  } catch (error) {
    if (jobRunId !== null) {
      const final = attempt.final || !isRetryable(error);
      await markJobRun(ctx.db, jobRunId, { status: final ? 'failed' : 'queued', error: errorMessage(error) }).catch(
        (markError: unknown) =>
          ctx.logger.error('could not record the job failure', { job: name, jobRunId, error: errorMessage(markError) }),
      );
    }
    throw error;
  }
}
