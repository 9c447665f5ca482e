import type { Kysely } from 'kysely';
import { Coalescer, perOwner, type Settled } from '../batching/coalescer';
import type { DB } from '../schema';
import { runLabSurveyCommands, runLabSurveyCommandsInOneStatement, type KnownLabSurveyState, type LabSurveyCommandRequest, type LabSurveyCommandsRun, type LabSurveyStateStore } from './lab-survey-commands';
import type { LabSurveyCommandResult } from './lab-survey-stream';

/**
 * Commands per batch transaction, batch transactions at once (of one process), and after how long
 * a running batch lets a second one start: one at a time while they are quick (the larger the
 * batch, the fewer statements per save: measured 20–30 % more saves per second than two at once),
 * a second when one is slow (waiting on a stream's lock held elsewhere, a large bulk save).
 */
export const LAB_SURVEY_BATCH = { maxBatch: 64, concurrency: 3, overlapAfterMs: 100 } as const;

/** States the process keeps (most recently used first out last). A state of a survey form is a few kB. */
export const LAB_SURVEY_STATE_CACHE_SIZE = 2_000;

/**
 * The lab-survey states this process last committed, by stream, at their version and the global
 * position of their last event. A batch decides on one without reading the stream when its one
 * statement checks, under the stream's lock, that the stream is still there (keptStates,
 * appendInOneStatement); otherwise it uses one only when the stream's event at that version still
 * has that position (loadStates), so a state another process moved on is caught up from the
 * events, and a state of another database is never used.
 */
export class LabSurveyStateCache implements LabSurveyStateStore {
  private readonly states = new Map<string, KnownLabSurveyState>();

  constructor(private readonly size: number) {}

  get(streamId: string): KnownLabSurveyState | undefined {
    const state = this.states.get(streamId);
    if (state) {
      this.states.delete(streamId);
      this.states.set(streamId, state);
    }
    return state;
  }

  set(streamId: string, state: KnownLabSurveyState): void {
    this.states.delete(streamId);
    this.states.set(streamId, state);
    if (this.states.size > this.size) {
      const oldest = this.states.keys().next();
      if (!oldest.done) this.states.delete(oldest.value);
    }
  }
}

/**
 * Group commit of lab-survey commands (one per Kysely instance): the commands of concurrent
 * requests run together, so the loads, the append, the projections and the commit are paid once
 * per batch instead of once per request. Each command still succeeds or fails alone.
 *
 * A batch first runs without a transaction (runLabSurveyCommandsInOneStatement: the events with
 * their projections and snapshots as one statement in autocommit, decided on the states the process
 * kept, or on states loaded first for the streams it has not kept or a client saw move on); a
 * batch whose events cannot be one statement runs in a transaction (runLabSurveyCommands). When
 * that statement or transaction fails (another writer appended to one of its streams since the
 * load or holds its lock, or a database error, e.g. a constraint one command breaks), each command
 * of the batch runs again in its own transaction, one after the other in the order they came and
 * taking its stream's lock before it loads, so only one that breaks it fails.
 */
export const labSurveyCommandBatcher = perOwner((db: Kysely<DB>) => {
  const cache = new LabSurveyStateCache(LAB_SURVEY_STATE_CACHE_SIZE);
  const remember = (run: LabSurveyCommandsRun) => {
    for (const [streamId, state] of run.states) cache.set(streamId, state);
    return run.outcomes;
  };
  const strictly = async (request: LabSurveyCommandRequest): Promise<Settled<LabSurveyCommandResult>> => {
    try {
      const [outcome] = remember(await db.transaction().execute((trx) => runLabSurveyCommands(trx, [request], cache, { strict: true })));
      return outcome ?? { ok: false, error: new Error('lab-survey command: no outcome') };
    } catch (error) {
      return { ok: false, error };
    }
  };
  const runBatch = async (requests: readonly LabSurveyCommandRequest[]): Promise<Array<Settled<LabSurveyCommandResult>>> => {
    try {
      const run =
        (await runLabSurveyCommandsInOneStatement(db, requests, cache)) ??
        (await db.transaction().execute((trx) => runLabSurveyCommands(trx, requests, cache)));
      return remember(run);
    } catch {
      // one by one, in the order they came (commands of one stream depend on each other)
      const outcomes: Array<Settled<LabSurveyCommandResult>> = [];
      for (const request of requests) outcomes.push(await strictly(request));
      return outcomes;
    }
  };
  return new Coalescer<LabSurveyCommandRequest, LabSurveyCommandResult>(runBatch, LAB_SURVEY_BATCH);
});
