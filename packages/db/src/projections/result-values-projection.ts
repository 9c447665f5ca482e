import { sql, type Transaction } from 'kysely';
import { RESULT_EVENT_TYPES } from '@eqa/core';
import type { StoredEvent } from '../event-store/types';
import type { DB } from '../schema';
import { groupByLabSurvey, LabSurveyValues, valuesTarget } from './lab-survey-values';
import type { Projection, ProjectionBatchContext } from './registry';

export { resultValueColumns, resultValueFromRow } from './lab-survey-values';

/**
 * Current values (`result_values`): the values set replace the rows of their dimensions, clears and
 * parameter deletes remove rows. For all lab-surveys of the events at once: one load (shared with
 * the history projection through the batch context), the events in memory, one upsert (and a
 * delete when rows go).
 */
export const resultValuesProjection: Projection = {
  name: 'result_values',
  handles: [
    RESULT_EVENT_TYPES.resultValuesSet,
    RESULT_EVENT_TYPES.resultValuesCleared,
    RESULT_EVENT_TYPES.parameterResultsDeleted,
  ],
  apply: (trx, event) => applyBatch(trx, [event]),
  applyBatch: (trx, events, context) => applyBatch(trx, events, context),
  async truncate(trx) {
    await sql`truncate table result_values`.execute(trx);
  },
};

async function applyBatch(trx: Transaction<DB>, events: readonly StoredEvent[], context?: ProjectionBatchContext): Promise<void> {
  const groups = groupByLabSurvey(events);
  const all = await LabSurveyValues.loadAll(trx, groups.map(valuesTarget), context);
  for (const group of groups) {
    for (const { labId, surveyId, event, stored } of group) all.get(`${labId}:${surveyId}`)?.apply(event, stored);
  }
  await LabSurveyValues.saveAll(trx, all.values(), context);
}
