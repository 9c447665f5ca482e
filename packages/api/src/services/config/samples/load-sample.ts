import { sql, type Kysely } from 'kysely';
import { AppError, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TSample } from './sample.types';
import { loadSurveySummary } from '../surveys/load-surveys';
import { notInUse, sampleInUse } from '../usage';

/** A sample of a survey of the org, or 404. */
export async function loadSample(db: Kysely<DB>, clock: Clock, orgId: number, surveyId: number, sampleId: number): Promise<TSample> {
  await loadSurveySummary(db, clock, orgId, surveyId);
  const row = await db
    .selectFrom('samples as s')
    .select(['s.id', 's.surveyId', 's.name', 's.description', 's.url', 's.ordinal'])
    .select(notInUse(sampleInUse(sql.ref('s.id'))).as('deletable'))
    .where('s.id', '=', sampleId)
    .where('s.surveyId', '=', surveyId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('Sample');
  return { ...row, deletable: row.deletable === true };
}
