import { sql, type RawBuilder } from 'kysely';
import type { StoredEvent } from '../event-store/types';
import type { Executor } from '../schema';
import { LabSurveyValues, VALUE_EVENT_TYPES } from './lab-survey-values';
import type { PlanningProjection, ProjectionBatchContext } from './registry';

export { resultValueColumns, resultValueFromRow } from './lab-survey-values';

/**
 * Current values (`result_values`): the values set replace the rows of their dimensions, clears and
 * parameter deletes remove rows. For all lab-surveys of the events at once: one load and one fold
 * of the events in memory (the history projection's, left in the batch context), one upsert (and a
 * delete when rows go).
 */
export const resultValuesProjection: PlanningProjection = {
  name: 'result_values',
  handles: [...VALUE_EVENT_TYPES],
  planBatch: (trx, events, context) => planBatch(trx, events, context),
  async truncate(trx) {
    await sql`truncate table result_values`.execute(trx);
  },
};

async function planBatch(db: Executor, events: readonly StoredEvent[], context: ProjectionBatchContext): Promise<Array<RawBuilder<unknown>>> {
  // the history projection (registered before) folded the same events already, as a rule
  const all = LabSurveyValues.foldedFor(events, context) ?? (await LabSurveyValues.foldAll(db, events, context));
  context.foldedValues = null;
  return LabSurveyValues.planAll(all.values(), context);
}
