import { sql, type Kysely } from 'kysely';
import type { DB, SurveyDocumentType } from '@eqa/db';
import { GENERAL_DOCUMENT_TYPES } from './survey-documents';

/** Whose archive is read, and as whom (lab-documents services decide it from the session). */
export interface LabArchiveScope {
  labId: number;
  /** An org user: only documents of this org (the provider's staff see their own org's). */
  orgUserOrgId: number | null;
  /** A lab user: only years whose contract with the survey's org was accepted by this instant. */
  contractAt: Date | null;
  /** Also the org's general 'other' documents (org users asking with orgUser). */
  includeOther: boolean;
}

/**
 * The survey documents of a lab across every survey it takes part in (spec 1 §7 "Documents": the
 * archive by year and round): a document is the lab's when, for some survey of the lab, it would be
 * in that survey's list (visibleSurveyDocuments: of the survey, of its round or of its round's year,
 * and of this lab or general). Lab users see a year of an org only with that year's contract
 * accepted (a missing contract removes access to its surveys, spec 2); org users their own org's.
 * Each row with the year and round it belongs to (its survey's, else its own) and its survey.
 */
export function labArchiveDocuments(db: Kysely<DB>, scope: LabArchiveScope) {
  const generalTypes: SurveyDocumentType[] = scope.includeOther ? [...GENERAL_DOCUMENT_TYPES, 'other'] : [...GENERAL_DOCUMENT_TYPES];
  const { labId } = scope;
  return db
    .selectFrom('surveyDocuments as d')
    .leftJoin('surveys as ds', 'ds.id', 'd.surveyId')
    .leftJoin('rounds as dr', (join) => join.on(sql`dr.id`, '=', sql`coalesce(ds.round_id, d.round_id)`))
    .leftJoin('schemeVersions as dsv', 'dsv.id', 'ds.schemeVersionId')
    .leftJoin('schemes as dsc', 'dsc.id', 'dsv.schemeId')
    .$if(scope.orgUserOrgId !== null, (qb) => qb.where('d.orgId', '=', scope.orgUserOrgId ?? 0))
    .where((eb) =>
      eb.or([
        eb('d.labId', '=', labId),
        eb.and([eb('d.labId', 'is', null), eb('d.resultGroupId', 'in', eb.selectFrom('resultGroups as rg').select('rg.id').where('rg.labId', '=', labId))]),
        eb.and([eb('d.labId', 'is', null), eb('d.resultGroupId', 'is', null), eb('d.type', 'in', generalTypes)]),
      ]),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('surveyLabs as sl')
          .innerJoin('surveys as s', 's.id', 'sl.surveyId')
          .innerJoin('rounds as r', 'r.id', 's.roundId')
          .select(sql.lit(1).as('one'))
          .where('sl.labId', '=', labId)
          .whereRef('s.orgId', '=', 'd.orgId')
          .where((inner) =>
            inner.or([
              inner('s.id', '=', inner.ref('d.surveyId')),
              inner.and([inner('d.surveyId', 'is', null), inner('s.roundId', '=', inner.ref('d.roundId'))]),
              inner.and([inner('d.surveyId', 'is', null), inner('d.roundId', 'is', null), inner('r.year', '=', inner.ref('d.year'))]),
            ]),
          )
          .$if(scope.contractAt !== null, (qb) =>
            qb.where(
              sql<Date | null>`(select c.accepted_at from contracts c
                where c.lab_id = sl.lab_id and c.org_id = s.org_id and c.year = r.year
                order by c.created_at desc, c.id desc limit 1)`,
              '<=',
              scope.contractAt ?? new Date(0),
            ),
          ),
      ),
    )
    .select([
      sql<number>`coalesce(dr.year, d.year)`.as('docYear'),
      'dr.id as roundId',
      'dr.name as roundName',
      'dr.ordinal as roundOrdinal',
      'ds.id as docSurveyId',
      'dsc.shortName as schemeShortName',
      'dsc.name as schemeName',
    ]);
}
