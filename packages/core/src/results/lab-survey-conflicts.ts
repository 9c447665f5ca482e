import { AppError } from '../errors/app-error';
import type { ChangeAuthor, LabSurveyState } from './lab-survey-state';
import { IDEMPOTENCY_KEY_REUSED, STREAM_VERSION_CONFLICT } from './result-errors';

/** What a command is decided with besides the state (all optional: a bare command is unconditional). */
export interface DecideContext {
  /**
   * The stream version the client based its edit on (the form's streamVersion, or its previous
   * write's answer). Absent: the write is unconditional, like an HTTP PUT without If-Match.
   */
  expectedVersion?: number | undefined;
  /** Who writes (see ChangeAuthor): an author's own later changes never conflict with its writes. */
  by?: ChangeAuthor | undefined;
  /** The request's Idempotency-Key and the hash of its body. */
  idempotency?: { key: string; hash: string } | undefined;
}

/**
 * A write conflicts (409 stream_version_conflict) only when something it writes — the keys given,
 * see changeKey / resultGroupChangeKey — was changed by another author after the version the client
 * based its edit on. Different results written from the same stale version both land. A version
 * the stream never reached is a conflict too (the client saw another stream).
 */
export function assertNoConflict(state: LabSurveyState, keys: readonly string[], context: DecideContext): void {
  const { expectedVersion } = context;
  if (expectedVersion === undefined) return;
  if (expectedVersion > state.version) {
    throw AppError.conflict(`The results are at version ${state.version}, not ${expectedVersion}`, STREAM_VERSION_CONFLICT);
  }
  const by = context.by ?? null;
  for (const key of keys) {
    const change = state.changes[key];
    if (change && change.version > expectedVersion && (change.by === null || change.by !== by)) {
      throw AppError.conflict(`Someone else changed ${key} at version ${change.version}, after version ${expectedVersion}`, STREAM_VERSION_CONFLICT);
    }
  }
}

/**
 * The idempotency rule: false when the stream already holds the request's key with the same body
 * hash (a retry: nothing to append); 422 when it holds the key with another body; true otherwise.
 */
export function assertNewRequest(state: LabSurveyState, context: DecideContext): boolean {
  const { idempotency } = context;
  if (!idempotency) return true;
  const seen = state.requests[idempotency.key];
  if (!seen) return true;
  if (seen.hash !== idempotency.hash) {
    throw AppError.constraint('Idempotency-Key', 'This Idempotency-Key was used with another request', IDEMPOTENCY_KEY_REUSED);
  }
  return false;
}
