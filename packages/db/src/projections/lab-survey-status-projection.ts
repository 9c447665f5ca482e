import { sql, type Insertable, type Transaction } from 'kysely';
import { RESULT_EVENT_TYPE_LIST, RESULT_EVENT_TYPES } from '@eqa/core';
import type { StoredEvent } from '../event-store/types';
import type { DB } from '../schema';
import type { LabSurveyStatusTable } from '../tables/lab-survey-status';
import { groupByLabSurvey } from './lab-survey-values';
import type { Projection } from './registry';

/**
 * Lab-survey status (`lab_survey_status`): validated (at, by whom), whether results exist and how
 * many values. Counts result_values, so it runs after the result-values projection.
 */
export const labSurveyStatusProjection: Projection = {
  name: 'lab_survey_status',
  handles: RESULT_EVENT_TYPE_LIST,
  apply: (trx, event) => applyBatch(trx, [event]),
  applyBatch: (trx, events) => applyBatch(trx, events),
  async truncate(trx) {
    await sql`truncate table lab_survey_status`.execute(trx);
  },
};

/**
 * One upsert per lab-survey: the value count is counted in the statement (after the result-values
 * projection wrote), the validation columns change only when the events validate or invalidate
 * (the last of them wins), a new row starts not validated.
 */
async function applyBatch(trx: Transaction<DB>, events: readonly StoredEvent[]): Promise<void> {
  for (const group of groupByLabSurvey(events)) {
    const last = group.at(-1);
    if (!last) continue;
    const { labId, surveyId } = last;
    let validation: Pick<Insertable<LabSurveyStatusTable>, 'validated' | 'validatedAt' | 'validatedBy' | 'validatedByName'> | null = null;
    for (const { event, stored } of group) {
      if (event.type === RESULT_EVENT_TYPES.surveyValidated) {
        validation = {
          validated: true,
          validatedAt: stored.createdAt,
          validatedBy: stored.metadata.userId,
          validatedByName: stored.metadata.userName,
        };
      } else if (event.type === RESULT_EVENT_TYPES.surveyInvalidated) {
        validation = { validated: false, validatedAt: null, validatedBy: null, validatedByName: null };
      }
    }
    const count = trx
      .selectFrom('resultValues')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('labId', '=', labId)
      .where('surveyId', '=', surveyId);
    const counted = {
      hasResults: sql<boolean>`(${count}) > 0`,
      resultCount: sql<number>`(${count})`,
      lastEventAt: last.stored.createdAt,
      streamVersion: last.stored.streamVersion,
    };
    await trx
      .insertInto('labSurveyStatus')
      .values({ labId, surveyId, ...(validation ?? { validated: false, validatedAt: null, validatedBy: null, validatedByName: null }), ...counted })
      .onConflict((oc) =>
        oc.columns(['labId', 'surveyId']).doUpdateSet((eb) => ({
          hasResults: eb.ref('excluded.hasResults'),
          resultCount: eb.ref('excluded.resultCount'),
          lastEventAt: eb.ref('excluded.lastEventAt'),
          streamVersion: eb.ref('excluded.streamVersion'),
          ...(validation
            ? {
                validated: eb.ref('excluded.validated'),
                validatedAt: eb.ref('excluded.validatedAt'),
                validatedBy: eb.ref('excluded.validatedBy'),
                validatedByName: eb.ref('excluded.validatedByName'),
              }
            : {}),
        })),
      )
      .execute();
  }
}
