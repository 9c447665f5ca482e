import { RESULT_EVENT_TYPES } from '@eqa/core';
import { parseLabSurveyEvent } from './lab-survey-event';
import type { Projection } from './registry';

/**
 * A lab's name and comment of its result group, written onto its row of `result_groups` (a
 * catalog table: the rows themselves are not event-sourced). Replaying the updates in order gives
 * the same names again, so a rebuild does not empty the table (`truncate` does nothing).
 */
export const resultGroupNamesProjection: Projection = {
  name: 'result_group_names',
  handles: [RESULT_EVENT_TYPES.resultGroupUpdated],
  async apply(trx, stored) {
    const { labId, surveyId, event } = parseLabSurveyEvent(stored);
    if (event.type !== RESULT_EVENT_TYPES.resultGroupUpdated) return;
    await trx
      .updateTable('resultGroups')
      .set({ name: event.data.name, comment: event.data.comment })
      .where('id', '=', event.data.resultGroupId)
      .where('labId', '=', labId)
      .where('surveyId', '=', surveyId)
      .execute();
  },
  async truncate() {
    // Not a projection table: see above.
  },
};
