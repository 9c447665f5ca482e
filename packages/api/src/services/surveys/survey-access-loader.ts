import { sql, type Kysely } from 'kysely';
import { keyedLoader, perOwner, reusableQuery, type DB } from '@eqa/db';
import { isSqlInt } from '../labs/lab-access-loader';

/** A survey as one lab takes part in it. */
export interface LabSurveyKey {
  labId: number;
  surveyId: number;
}

/**
 * The surveys of several (lab, survey) pairs in one query: each pair is a row of
 * `unnest(lab ids, survey ids)`, joined to the survey (only where the lab takes part), its scheme,
 * version and round, the lab's status of it (left join), the current contract of (lab, survey org,
 * round year): the latest row by creation (acceptedContracts' rule), and all the lab's result
 * groups of the survey (callers keep those they asked for).
 */
const selectLabSurveys = reusableQuery((db: Kysely<DB>, labIds: number[], surveyIds: number[]) =>
  db
    .selectFrom(sql<LabSurveyKey>`unnest(${labIds}::int[], ${surveyIds}::int[])`.as<'k'>(sql`k(lab_id, survey_id)`))
    .innerJoin('surveys as s', 's.id', 'k.surveyId')
    .innerJoin('surveyLabs as sl', (join) => join.onRef('sl.surveyId', '=', 's.id').onRef('sl.labId', '=', 'k.labId'))
    .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
    .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
    .innerJoin('rounds as r', 'r.id', 's.roundId')
    .leftJoin('labSurveyStatus as st', (join) => join.onRef('st.surveyId', '=', 's.id').onRef('st.labId', '=', 'k.labId'))
    .select([
      'k.labId as keyLabId',
      's.id',
      's.orgId',
      'sc.id as schemeId',
      's.schemeVersionId',
      's.startsAt',
      's.endsAt',
      's.deadline',
      's.expectedEvaluationAt',
      's.preEvaluatedAt',
      's.evaluatedAt',
      's.parameterFlagDate',
      's.description',
      's.evaluationDisabled as surveyEvaluationDisabled',
      'sv.evaluationDisabled as versionEvaluationDisabled',
      'sv.pdfDownloadDisabled',
      'sv.defaultLatestResultsFilter',
      'sv.mandatoryContextIds',
      'sv.name as schemeVersionName',
      'sc.shortName as schemeShortName',
      'sc.name as schemeName',
      'r.id as roundId',
      'r.name as roundName',
      'r.year as roundYear',
      'r.ordinal as roundOrdinal',
      'st.validatedAt',
      'st.validatedByName',
      'st.hasResults',
      'st.resultCount',
      'st.streamVersion',
    ])
    .select((eb) =>
      eb
        .selectFrom('contracts as c')
        .select('c.acceptedAt')
        .whereRef('c.labId', '=', 'k.labId')
        .whereRef('c.orgId', '=', 's.orgId')
        .whereRef('c.year', '=', 'r.year')
        .orderBy('c.createdAt', 'desc')
        .orderBy('c.id', 'desc')
        .limit(1)
        .as('contractAcceptedAt'),
    )
    .select((eb) =>
      eb
        .selectFrom('resultGroups as rg')
        .select((e) =>
          e.fn
            .agg<Array<{ id: number; hidden: boolean }>>('json_agg', [sql`json_build_object('id', rg.id, 'hidden', rg.hidden)`])
            .orderBy('rg.id')
            .as('groups'),
        )
        .whereRef('rg.labId', '=', 'k.labId')
        .whereRef('rg.surveyId', '=', 's.id')
        .as('resultGroups'),
    ),
);

type SelectedLabSurvey = Awaited<ReturnType<typeof selectLabSurveys>>[number];

/**
 * A survey with what one lab has of it: the lab's status (null columns without one), the accepted
 * date of the current contract, and all the lab's result groups of the survey.
 */
export type LabSurveyAccessRow = Omit<SelectedLabSurvey, 'keyLabId' | 'resultGroups'> & {
  resultGroups: Array<{ id: number; hidden: boolean }>;
};

function keyOf(key: LabSurveyKey): string {
  return `${key.labId}:${key.surveyId}`;
}

async function loadLabSurveys(db: Kysely<DB>, keys: readonly LabSurveyKey[]): Promise<Map<string, LabSurveyAccessRow>> {
  const rows = await selectLabSurveys(
    db,
    keys.map((k) => k.labId),
    keys.map((k) => k.surveyId),
  );
  // the rows are this call's own: the groups are set in place (no copy of 30 columns); the key
  // column stays on the row, unseen (openLabSurveyAccess reads the columns it needs)
  const found = new Map<string, LabSurveyAccessRow>();
  for (const row of rows) {
    row.resultGroups ??= [];
    found.set(keyOf({ labId: row.keyLabId, surveyId: row.id }), row as LabSurveyAccessRow);
  }
  return found;
}

/** One loader per Kysely instance: the survey lookups of concurrent requests go out as one query. */
const labSurveyLoaderOf = perOwner((db: Kysely<DB>) =>
  keyedLoader((keys: readonly LabSurveyKey[]) => loadLabSurveys(db, keys), keyOf),
);

/**
 * The survey as the lab takes part in it, or null (no such survey, or the lab does not take part).
 * Coalesced with the lookups of other requests of the same moment; inside a transaction (or for an
 * id no int holds) it runs alone.
 */
export async function loadLabSurveyAccessRow(db: Kysely<DB>, key: LabSurveyKey): Promise<LabSurveyAccessRow | null> {
  const alone = db.isTransaction || !isSqlInt(key.labId) || !isSqlInt(key.surveyId);
  const row = alone ? (await loadLabSurveys(db, [key])).get(keyOf(key)) : await labSurveyLoaderOf(db).submit(key);
  return row ?? null;
}
