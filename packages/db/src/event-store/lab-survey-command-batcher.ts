import type { Kysely } from 'kysely';
import { Coalescer, perOwner, type Settled } from '../batching/coalescer';
import { databaseBusy, isUnavailableNow } from '../connection-errors';
import type { DB } from '../schema';
import { runLabSurveyCommands, type LabSurveyCommandRequest } from './lab-survey-commands';
import type { LabSurveyCommandResult } from './lab-survey-stream-types';
import { isStreamClash } from './stream-version-conflict-error';

/**
 * Commands per batch transaction, batch transactions at once (of one process: the pool connections
 * the commands hold at most, so requests of other kinds always find one), and after how long a
 * running batch lets a second one start: one at a time while they are quick (the larger the batch,
 * the fewer statements per save), a second when one is slow (a large bulk save).
 */
export const LAB_SURVEY_BATCH = { maxBatch: 64, concurrency: 3, overlapAfterMs: 100 } as const;

/**
 * How long a command waits for a batch to take it (ms) before it fails with 503 (databaseBusy):
 * the batch slots are all held only when batches are slow, e.g. waiting on a lock for up to
 * lock_timeout. A command's answer is then bounded by this wait plus its own batch's (at most
 * lock_timeout for a lock, 5 s + 5 s with the server's defaults): within 10 s.
 */
export const LAB_SURVEY_QUEUE_TIMEOUT_MS = 2_000;

/** How often a batch is decided again after another writer appended to one of its streams first. */
export const LAB_SURVEY_CLASH_RETRIES = 20;

/**
 * Runs `work` (a transaction of lab-survey commands) again, on the streams' new states, while it
 * fails because another writer appended to one of its streams after it loaded them (a clash of
 * the compare-and-set, or a deadlock between two such writers): at most LAB_SURVEY_CLASH_RETRIES
 * times, after a random pause that grows with each try (up to 100 ms), so writers racing for one
 * stream spread out. Other errors, and the last clash, are thrown.
 */
export async function retryOnStreamClash<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= LAB_SURVEY_CLASH_RETRIES || !(isStreamClash(error) || isDeadlock(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 2 ** attempt)));
    }
  }
}

function isDeadlock(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '40P01';
}

/**
 * Group commit of lab-survey commands (one per Kysely instance): the commands of concurrent
 * requests run together in one transaction (runLabSurveyCommands), so the load, the append, the
 * projections and the commit are paid once per batch instead of once per request. Each command
 * still succeeds or fails alone. A batch whose append clashed with another writer's (another
 * process, or a caller's transaction) is decided again on the new states (retryOnStreamClash).
 * A batch the database could not serve (a connection error, lock_timeout, statement_timeout, no
 * connection in time: isUnavailableNow) fails all its commands at once, with that error (503):
 * running them again would wait again, once per command. When the transaction fails otherwise (a
 * database error, e.g. a constraint one command breaks), each command runs again in its own
 * transaction, in the order they came, so only one that breaks it fails (and the rest fail at
 * once should the database stop serving meanwhile).
 */
export const labSurveyCommandBatcher = perOwner((db: Kysely<DB>) => {
  const run = (requests: readonly LabSurveyCommandRequest[]) => retryOnStreamClash(() => db.transaction().execute((trx) => runLabSurveyCommands(trx, requests)));
  const runBatch = async (requests: readonly LabSurveyCommandRequest[]): Promise<Array<Settled<LabSurveyCommandResult>>> => {
    try {
      return await run(requests);
    } catch (error) {
      if (requests.length === 1 || isUnavailableNow(error)) return requests.map(() => ({ ok: false, error }));
      // one by one, in the order they came (commands of one stream depend on each other)
      const outcomes: Array<Settled<LabSurveyCommandResult>> = [];
      for (const request of requests) {
        const unavailable = outcomes.find((o) => !o.ok && isUnavailableNow(o.error));
        if (unavailable) {
          outcomes.push(unavailable);
          continue;
        }
        try {
          const [outcome] = await run([request]);
          outcomes.push(outcome ?? { ok: false, error: new Error('lab-survey command: no outcome') });
        } catch (alone) {
          outcomes.push({ ok: false, error: alone });
        }
      }
      return outcomes;
    }
  };
  return new Coalescer<LabSurveyCommandRequest, LabSurveyCommandResult>(runBatch, {
    ...LAB_SURVEY_BATCH,
    queueTimeout: { ms: LAB_SURVEY_QUEUE_TIMEOUT_MS, error: databaseBusy },
  });
});
