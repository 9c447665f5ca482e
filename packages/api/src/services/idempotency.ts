import { createHash } from 'node:crypto';
import { AppError, IDEMPOTENCY_KEY_REUSED, labSurveyStreamId } from '@eqa/core';
import { findAppliedRequest, type Executor } from '@eqa/db';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency.types';

/** A write's Idempotency-Key and the hash of what it asks (operation and parsed input). */
export interface IdempotentRequest {
  key: string;
  hash: string;
}

/**
 * The request's Idempotency-Key (header) with the hash of the operation and its input, or
 * undefined without a header. A malformed key is 422 (param Idempotency-Key).
 */
export function idempotentRequest(ctx: { idempotencyKey?: string | null }, operation: string, input: unknown): IdempotentRequest | undefined {
  const key = ctx.idempotencyKey;
  if (key === undefined || key === null) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw AppError.constraint('Idempotency-Key', 'An Idempotency-Key is 1–255 printable characters without spaces', 'invalid_request_error');
  }
  return { key, hash: createHash('sha256').update(`${operation}\n${JSON.stringify(input)}`).digest('hex') };
}

/**
 * A retry of a request whose events are already in the lab-survey stream: the version they ended
 * at (the first answer's), or null when the key is new there. The same key with another request
 * is 422 (idempotency_key_reused_error). Services look this up before they judge the current
 * state, so a retry after a lost answer gets the first answer, not its own validation's refusal.
 */
export async function appliedRequest(
  db: Executor,
  target: { labId: number; surveyId: number },
  request: IdempotentRequest | undefined,
): Promise<{ version: number } | null> {
  if (!request) return null;
  const applied = await findAppliedRequest(db, labSurveyStreamId(target.labId, target.surveyId), request.key);
  if (!applied) return null;
  if (applied.requestHash !== request.hash) {
    throw AppError.constraint('Idempotency-Key', 'This Idempotency-Key was used with another request', IDEMPOTENCY_KEY_REUSED);
  }
  return { version: applied.version };
}
