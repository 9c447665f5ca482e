import { sql, type RawBuilder } from 'kysely';
import { RESULT_EVENT_TYPES } from '@eqa/core';
import type { StoredEvent } from '../event-store/types';
import type { Executor } from '../schema';
import { groupByLabSurvey, LabSurveyValues, valuesTarget } from './lab-survey-values';
import type { PlanningProjection, ProjectionBatchContext } from './registry';

export { resultValueColumns, resultValueFromRow } from './lab-survey-values';

/**
 * Current values (`result_values`): the values set replace the rows of their dimensions, clears and
 * parameter deletes remove rows. For all lab-surveys of the events at once: one load (shared with
 * the history projection through the batch context), the events in memory, one upsert (and a
 * delete when rows go).
 */
export const resultValuesProjection: PlanningProjection = {
  name: 'result_values',
  handles: [
    RESULT_EVENT_TYPES.resultValuesSet,
    RESULT_EVENT_TYPES.resultValuesCleared,
    RESULT_EVENT_TYPES.parameterResultsDeleted,
  ],
  planBatch: (trx, events, context) => planBatch(trx, events, context),
  async truncate(trx) {
    await sql`truncate table result_values`.execute(trx);
  },
};

async function planBatch(db: Executor, events: readonly StoredEvent[], context: ProjectionBatchContext): Promise<Array<RawBuilder<unknown>>> {
  const groups = groupByLabSurvey(events);
  const all = await LabSurveyValues.loadAll(db, groups.map(valuesTarget), context);
  for (const group of groups) {
    for (const { labId, surveyId, event, stored } of group) all.get(`${labId}:${surveyId}`)?.apply(event, stored);
  }
  return LabSurveyValues.planAll(all.values(), context);
}
