import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import { cached, type Caches } from '../../caches';
import { accreditationDay, type LabSurveyAccess } from './open-lab-survey';
import { loadSurveyStructure, type SurveyStructure } from './survey-parameters';

/** The caches result writes validate through (caches.ts). */
export type StructureCaches = Pick<Caches, 'surveyStructures' | 'surveySamples'>;

/**
 * The visible parameters of the survey (loadSurveyStructure without hidden ones, as
 * loadVisibleStructure), kept in `caches.surveyStructures` by scheme version, scheme,
 * accreditation day and mandatory context ids: what a result write validates against.
 */
export function cachedVisibleStructure(db: Kysely<DB>, caches: StructureCaches, access: Pick<LabSurveyAccess, 'survey' | 'now'>): Promise<SurveyStructure> {
  const { survey, now } = access;
  // a started survey's accreditation day is its start day: computed on a miss only
  const day = survey.startsAt ? `start:${survey.startsAt.getTime()}` : accreditationDay(null, now);
  const key = `${survey.schemeVersionId}|${survey.schemeId}|${day}|${survey.mandatoryContextIds.join(',')}`;
  return cached(caches.surveyStructures, key, async () => {
    const structure = await loadSurveyStructure(db, {
      id: survey.id,
      schemeId: survey.schemeId,
      schemeVersionId: survey.schemeVersionId,
      mandatoryContextIds: survey.mandatoryContextIds,
      accreditationDay: accreditationDay(survey.startsAt, now),
    });
    return { ...structure, parameters: structure.parameters.filter((p) => !p.hidden) };
  });
}

/** The ids of the survey's samples, kept in `caches.surveySamples` like the structure. */
export function cachedSurveySampleIds(db: Kysely<DB>, caches: StructureCaches, surveyId: number): Promise<ReadonlySet<number>> {
  return cached(caches.surveySamples, String(surveyId), async () => {
    const rows = await db.selectFrom('samples').select('id').where('surveyId', '=', surveyId).execute();
    return new Set(rows.map((r) => r.id));
  });
}
