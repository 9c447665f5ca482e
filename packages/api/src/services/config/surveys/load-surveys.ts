import { sql, type Kysely } from 'kysely';
import { AppError, isEditableRoundYear, surveyStatus, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TSurveyStatus, TSurveySummary } from './survey.types';
import { notInUse, surveyInUse } from '../usage';
import { isoOrNull } from '../values';

/** The survey rows with scheme version, scheme and round, and the deletable flag. */
function surveyRows(db: Kysely<DB>) {
  return db
    .selectFrom('surveys as s')
    .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
    .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
    .innerJoin('rounds as r', 'r.id', 's.roundId')
    .select([
      's.id',
      's.orgId',
      's.startsAt',
      's.endsAt',
      's.deadline',
      's.expectedEvaluationAt',
      's.preEvaluatedAt',
      's.evaluatedAt',
      's.issueAt',
      's.description',
      's.evaluationDisabled',
      'sv.id as schemeVersionId',
      'sv.name as schemeVersionName',
      'sv.evaluationDisabled as versionEvaluationDisabled',
      'sc.id as schemeId',
      'sc.shortName as schemeShortName',
      'r.id as roundId',
      'r.name as roundName',
      'r.year as roundYear',
      'r.ordinal as roundOrdinal',
    ])
    .select(notInUse(surveyInUse(sql.ref('s.id'))).as('deletable'));
}

type SurveyRow = Awaited<ReturnType<ReturnType<typeof surveyRows>['execute']>>[number];

export function statusOf(row: Pick<SurveyRow, 'startsAt' | 'endsAt' | 'preEvaluatedAt' | 'evaluatedAt' | 'evaluationDisabled' | 'versionEvaluationDisabled'>, now: Date): TSurveyStatus {
  const flags = surveyStatus(
    {
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      preEvaluatedAt: row.preEvaluatedAt,
      evaluatedAt: row.evaluatedAt,
      evaluationDisabled: row.evaluationDisabled || row.versionEvaluationDisabled,
    },
    null,
    now,
  );
  return {
    proposal: flags.proposal,
    started: flags.started,
    inProgress: flags.inProgress,
    ended: flags.ended,
    preEvaluated: flags.preEvaluated,
    evaluated: flags.evaluated,
    evaluationDisabled: flags.evaluationDisabled,
  };
}

function summaryOf(row: SurveyRow, now: Date): TSurveySummary {
  return {
    id: row.id,
    schemeVersion: { id: row.schemeVersionId, name: row.schemeVersionName, scheme: { id: row.schemeId, shortName: row.schemeShortName } },
    round: { id: row.roundId, name: row.roundName, year: row.roundYear, ordinal: row.roundOrdinal },
    startsAt: isoOrNull(row.startsAt),
    endsAt: isoOrNull(row.endsAt),
    deadline: isoOrNull(row.deadline),
    expectedEvaluationAt: isoOrNull(row.expectedEvaluationAt),
    preEvaluatedAt: isoOrNull(row.preEvaluatedAt),
    evaluatedAt: isoOrNull(row.evaluatedAt),
    issueAt: isoOrNull(row.issueAt),
    description: row.description,
    status: statusOf(row, now),
    deletable: row.deletable === true,
    editable: isEditableRoundYear(row.roundYear, now),
  };
}

/** Survey summaries of an org by id (in the given order). */
export async function loadSurveySummaries(db: Kysely<DB>, clock: Clock, orgId: number, ids: readonly number[]): Promise<TSurveySummary[]> {
  if (ids.length === 0) return [];
  const now = clock.now();
  const rows = await surveyRows(db).where('s.orgId', '=', orgId).where('s.id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((row) => [row.id, summaryOf(row, now)]));
  return ids.map((id) => byId.get(id)).filter((s): s is TSurveySummary => s !== undefined);
}

/** The surveys of a scheme version or of rounds, ordered by round (newest first) then scheme short name. */
export async function loadSurveysWhere(
  db: Kysely<DB>,
  clock: Clock,
  orgId: number,
  where: { schemeVersionId?: number; roundIds?: readonly number[] },
): Promise<TSurveySummary[]> {
  if (where.roundIds && where.roundIds.length === 0) return [];
  const now = clock.now();
  let query = surveyRows(db).where('s.orgId', '=', orgId);
  if (where.schemeVersionId !== undefined) query = query.where('s.schemeVersionId', '=', where.schemeVersionId);
  if (where.roundIds) query = query.where('s.roundId', 'in', [...where.roundIds]);
  const rows = await query.orderBy('r.year', 'desc').orderBy('r.ordinal', 'desc').orderBy('sc.shortName').orderBy('s.id').execute();
  return rows.map((row) => summaryOf(row, now));
}

/** A survey summary of the org, or 404. */
export async function loadSurveySummary(db: Kysely<DB>, clock: Clock, orgId: number, id: number): Promise<TSurveySummary> {
  const [survey] = await loadSurveySummaries(db, clock, orgId, [id]);
  if (!survey) throw AppError.notFound('Survey');
  return survey;
}
