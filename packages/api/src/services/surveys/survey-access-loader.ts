import { sql, type Kysely } from 'kysely';
import { keyedLoader, perOwner, reusableQuery, type DB } from '@eqa/db';
import { isSqlInt } from '../labs/lab-access-loader';

/** A survey as one lab takes part in it. */
export interface LabSurveyKey {
  labId: number;
  surveyId: number;
}

/** The survey's own columns (surveys s, scheme_versions sv, schemes sc, rounds r): what LabSurveyRow is made of. */
const surveyColumns = [
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
] as const;

/** The lab's status of the survey (lab_survey_status st, left joined: nulls without one). */
const statusColumns = ['st.validatedAt', 'st.validatedByName', 'st.hasResults', 'st.resultCount', 'st.streamVersion'] as const;

/**
 * The accepted date of the current contract of (lab k, survey org s, round year r): the latest row
 * by creation (acceptedContracts' rule).
 */
const contractAcceptedAt = sql<Date | null>`(select c.accepted_at from contracts c
  where c.lab_id = k.lab_id and c.org_id = s.org_id and c.year = r.year
  order by c.created_at desc, c.id desc limit 1)`.as('contractAcceptedAt');

/** All result groups of lab k in survey s, by id (null without any). */
const resultGroupsOf = sql<Array<{ id: number; hidden: boolean }> | null>`(select json_agg(json_build_object('id', rg.id, 'hidden', rg.hidden) order by rg.id)
  from result_groups rg where rg.lab_id = k.lab_id and rg.survey_id = s.id)`.as('resultGroups');

/**
 * The surveys of several (lab, survey) pairs in one query: each pair is a row of
 * `unnest(lab ids, survey ids)`, joined to the survey (only where the lab takes part), its scheme,
 * version and round, the lab's status of it (left join), its current contract and all its result
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
    .select('k.labId as keyLabId')
    .select(surveyColumns)
    .select(statusColumns)
    .select([contractAcceptedAt, resultGroupsOf]),
);

/** The same lab facts without the survey's own columns (writes take those from surveyRowForWrites). */
const selectLabSurveyFacts = reusableQuery((db: Kysely<DB>, labIds: number[], surveyIds: number[]) =>
  db
    .selectFrom(sql<LabSurveyKey>`unnest(${labIds}::int[], ${surveyIds}::int[])`.as<'k'>(sql`k(lab_id, survey_id)`))
    .innerJoin('surveys as s', 's.id', 'k.surveyId')
    .innerJoin('surveyLabs as sl', (join) => join.onRef('sl.surveyId', '=', 's.id').onRef('sl.labId', '=', 'k.labId'))
    .innerJoin('rounds as r', 'r.id', 's.roundId')
    .leftJoin('labSurveyStatus as st', (join) => join.onRef('st.surveyId', '=', 's.id').onRef('st.labId', '=', 'k.labId'))
    .select(['k.labId as keyLabId', 's.id'])
    .select(statusColumns)
    .select([contractAcceptedAt, resultGroupsOf]),
);

/** One survey's own columns. */
const selectSurvey = reusableQuery((db: Kysely<DB>, surveyId: number) =>
  db
    .selectFrom('surveys as s')
    .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
    .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
    .innerJoin('rounds as r', 'r.id', 's.roundId')
    .select(surveyColumns)
    .where('s.id', '=', sql<number>`${surveyId}::int`),
);

type SelectedLabSurvey = Awaited<ReturnType<typeof selectLabSurveys>>[number];
type Groups = Array<{ id: number; hidden: boolean }>;

/**
 * A survey with what one lab has of it: the lab's status (null columns without one), the accepted
 * date of the current contract, and all the lab's result groups of the survey.
 */
export type LabSurveyAccessRow = Omit<SelectedLabSurvey, 'keyLabId' | 'resultGroups'> & { resultGroups: Groups };

/** What one lab has of a survey (LabSurveyAccessRow without the survey's own columns). */
export type LabSurveyFacts = Omit<Awaited<ReturnType<typeof selectLabSurveyFacts>>[number], 'keyLabId' | 'resultGroups'> & { resultGroups: Groups };

/** A survey's own columns (LabSurveyAccessRow without the lab's). */
export type SurveyOwnRow = Awaited<ReturnType<typeof selectSurvey>>[number];

function keyOf(key: LabSurveyKey): string {
  return `${key.labId}:${key.surveyId}`;
}

/**
 * Runs a (lab, survey) query for several keys; its rows by key. The rows are this call's own: the
 * groups are set in place (no copy of 30 columns); the key column stays on the row, unseen.
 */
async function loadByKey<Row extends { keyLabId: number; id: number; resultGroups: Groups | null }>(
  select: (db: Kysely<DB>, labIds: number[], surveyIds: number[]) => Promise<Row[]>,
  db: Kysely<DB>,
  keys: readonly LabSurveyKey[],
): Promise<Map<string, Row & { resultGroups: Groups }>> {
  const rows = await select(
    db,
    keys.map((k) => k.labId),
    keys.map((k) => k.surveyId),
  );
  const found = new Map<string, Row & { resultGroups: Groups }>();
  for (const row of rows) {
    row.resultGroups ??= [];
    found.set(keyOf({ labId: row.keyLabId, surveyId: row.id }), row as Row & { resultGroups: Groups });
  }
  return found;
}

/**
 * One loader per query and Kysely instance: the lookups of concurrent requests go out as one
 * query; inside a transaction (or for an id no int holds) a lookup runs alone.
 */
function labSurveyLoader<Row extends { keyLabId: number; id: number; resultGroups: Groups | null }>(
  select: (db: Kysely<DB>, labIds: number[], surveyIds: number[]) => Promise<Row[]>,
): (db: Kysely<DB>, key: LabSurveyKey) => Promise<(Row & { resultGroups: Groups }) | null> {
  const loaderOf = perOwner((db: Kysely<DB>) => keyedLoader((keys: readonly LabSurveyKey[]) => loadByKey(select, db, keys), keyOf));
  return async (db, key) => {
    const alone = db.isTransaction || !isSqlInt(key.labId) || !isSqlInt(key.surveyId);
    const row = alone ? (await loadByKey(select, db, [key])).get(keyOf(key)) : await loaderOf(db).submit(key);
    return row ?? null;
  };
}

/** The survey as the lab takes part in it, or null (no such survey, or the lab does not take part). */
export const loadLabSurveyAccessRow: (db: Kysely<DB>, key: LabSurveyKey) => Promise<LabSurveyAccessRow | null> = labSurveyLoader(selectLabSurveys);

/** What the lab has of the survey, or null (no such survey, or the lab does not take part). */
export const loadLabSurveyFacts: (db: Kysely<DB>, key: LabSurveyKey) => Promise<LabSurveyFacts | null> = labSurveyLoader(selectLabSurveyFacts);

/** A survey's own columns, or null when there is no such survey. */
export async function loadSurveyOwnRow(db: Kysely<DB>, surveyId: number): Promise<SurveyOwnRow | null> {
  if (!isSqlInt(surveyId)) return null;
  const [row] = await selectSurvey(db, surveyId);
  return row ?? null;
}
