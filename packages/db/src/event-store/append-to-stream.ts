import type { Transaction } from 'kysely';
import { parseLabSurveyStreamId, parseResultEvent } from '@eqa/core';
import { project, type Projection } from '../projections/projection';
import type { DB, Executor } from '../schema';
import { appendEvents } from './append-events';
import { runLabSurveyCommands } from './lab-survey-commands';
import { streamVersion } from './read-stream';
import { StreamVersionConflictError } from './stream-version-conflict-error';
import { ANY, type AppendResult, type EventMetadata, type ExpectedVersion, type NewEvent, type StoredEvent } from './types';

export interface AppendOptions {
  /**
   * The projections to run over the stored events (default: none). A lab-survey stream's events
   * always go through the lab-survey path instead (core's evolve, the result projections).
   */
  projections?: ReadonlyArray<Projection<StoredEvent>>;
  /** The events' time (default: the database's now()); the seed and demo mode set it. */
  createdAt?: Date;
}

/**
 * Appends events to a stream, compare-and-set on `expectedVersion` (ANY: the stream's version as
 * read), and runs the projections over them, in one transaction: the caller's when `db` is a
 * Transaction, else a new one. A stream that is not at `expectedVersion` throws
 * StreamVersionConflictError (AppError CONFLICT) and nothing is stored. The events of a lab-survey
 * stream are folded with core's evolve and projected into the result read models, as a command's.
 */
export async function appendToStream(
  db: Executor,
  streamId: string,
  expectedVersion: ExpectedVersion,
  events: readonly NewEvent[],
  metadata: EventMetadata,
  options: AppendOptions = {},
): Promise<AppendResult> {
  return inTransaction(db, async (trx) => {
    const labSurvey = parseLabSurveyStreamId(streamId);
    if (labSurvey && !options.projections) {
      const parsed = events.map((event) => parseResultEvent(event));
      const [outcome] = await runLabSurveyCommands(trx, [
        { target: labSurvey, command: () => parsed, metadata, ...(expectedVersion === ANY ? {} : { streamVersion: expectedVersion }), createdAt: options.createdAt },
      ]);
      if (!outcome) throw new Error('appendToStream: no outcome');
      if (!outcome.ok) throw outcome.error;
      return { nextExpectedVersion: outcome.value.version, globalPositions: outcome.value.globalPositions };
    }
    const current = await streamVersion(trx, streamId);
    if (expectedVersion !== ANY && expectedVersion !== current) throw new StreamVersionConflictError(streamId, expectedVersion, current);
    const [stored = []] = await appendEvents(trx, [{ streamId, expectedVersion: current, events, metadata, createdAt: options.createdAt }]);
    await project(options.projections ?? [], trx, stored);
    return { nextExpectedVersion: current + events.length, globalPositions: stored.map((e) => e.globalPosition) };
  });
}

/** Runs `work` in the given transaction, or in a new one on a plain Kysely. */
export async function inTransaction<T>(db: Executor, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<DB>);
  return db.transaction().execute(work);
}
