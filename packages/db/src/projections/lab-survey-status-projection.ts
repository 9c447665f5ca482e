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

async function applyBatch(trx: Transaction<DB>, events: readonly StoredEvent[]): Promise<void> {
  for (const group of groupByLabSurvey(events)) {
    const last = group.at(-1);
    if (!last) continue;
    const { labId, surveyId } = last;
    const current = await trx
      .selectFrom('labSurveyStatus')
      .select(['validated', 'validatedAt', 'validatedBy', 'validatedByName'])
      .where('labId', '=', labId)
      .where('surveyId', '=', surveyId)
      .executeTakeFirst();
    const { count } = await trx
      .selectFrom('resultValues')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('labId', '=', labId)
      .where('surveyId', '=', surveyId)
      .executeTakeFirstOrThrow();

    let validation = current ?? { validated: false, validatedAt: null, validatedBy: null, validatedByName: null };
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
    const row = {
      ...validation,
      hasResults: Number(count) > 0,
      resultCount: Number(count),
      lastEventAt: last.stored.createdAt,
      streamVersion: last.stored.streamVersion,
    } satisfies Partial<Insertable<LabSurveyStatusTable>>;
    await trx
      .insertInto('labSurveyStatus')
      .values({ labId, surveyId, ...row })
      .onConflict((oc) => oc.columns(['labId', 'surveyId']).doUpdateSet(row))
      .execute();
  }
}
