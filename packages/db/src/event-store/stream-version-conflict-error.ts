import { AppError, STREAM_VERSION_CONFLICT } from '@eqa/core';
import type { ExpectedVersion } from './types';

export { STREAM_VERSION_CONFLICT };

/**
 * An append whose expected version was not the stream's version: someone else appended first.
 * An AppError CONFLICT (409, type `stream_version_conflict`), so the API maps it like any conflict.
 */
export class StreamVersionConflictError extends AppError {
  readonly streamId: string;
  readonly expectedVersion: number | 'any';
  /** The stream's version when the clash was seen; null when only the unique key told us. */
  readonly actualVersion: number | null;
  /**
   * The append itself was refused (the unique key, or the stream's event at the expected version
   * missing): the stream moved on while its writer decided. Deciding again on the stream's new state
   * may succeed (the lab-survey commands do); a client's stale version is not a clash.
   */
  readonly clash: boolean;

  constructor(streamId: string, expectedVersion: ExpectedVersion, actualVersion: number | null, cause?: unknown, options: { clash?: boolean } = {}) {
    const expected = typeof expectedVersion === 'number' ? expectedVersion : 'any';
    super(
      'CONFLICT',
      `Stream ${streamId} changed: expected version ${expected}, found ${actualVersion ?? 'a newer one'}`,
      cause === undefined ? { type: STREAM_VERSION_CONFLICT } : { type: STREAM_VERSION_CONFLICT, cause },
    );
    this.name = 'StreamVersionConflictError';
    this.streamId = streamId;
    this.expectedVersion = expected;
    this.actualVersion = actualVersion;
    this.clash = options.clash ?? false;
  }
}

export function isStreamVersionConflict(error: unknown): error is StreamVersionConflictError {
  return error instanceof StreamVersionConflictError;
}

/** A clash of appends (see StreamVersionConflictError.clash): worth deciding again. */
export function isStreamClash(error: unknown): error is StreamVersionConflictError {
  return error instanceof StreamVersionConflictError && error.clash;
}
