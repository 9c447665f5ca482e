import type { Kysely } from 'kysely';
import { AppError, DEFAULT_MIN_GROUP_SIZE, SURVEY_NOT_STARTED_ERROR, type ReportParameter } from '@eqa/core';
import type { DB, EvaluationKind } from '@eqa/db';
import { openLabSurvey, type OpenedLabSurvey, type SurveyServiceContext } from '../surveys/open-lab-survey';

/** What a report answers about: the evaluation or the pre-evaluation, or the long-term history. */
export type ReportView = EvaluationKind | 'history';

/**
 * Opens a lab's survey for its evaluation data (spec 1 §2, §4, §6, §8), in this order:
 * - openLabSurvey: 401 without a session, 403 when the user may not read the lab, 404 when the lab
 *   does not take part, 403 for another org's survey (org users), 403 missing_contract_error (lab
 *   users without an accepted contract for the round's year);
 * - 403 late_payment_error for lab users with an unpaid invoice of the survey's org past its
 *   payment deadline (as of the request's "now"); org users (the provider's staff) are not stopped;
 * - 403 evaluation_disabled when the survey or its scheme version has evaluation disabled;
 * - 422 survey_not_started / survey_not_ended (param surveyId) before the survey has ended (the web
 *   redirects to the evaluations list / the form);
 * - lab users only: 422 survey_not_evaluated for the evaluation report before the evaluation date,
 *   422 survey_not_pre_evaluated for the pre-evaluation report before the pre-evaluation date
 *   (an evaluated survey still shows it). Org users may look before publication.
 */
export async function openReportSurvey(
  ctx: SurveyServiceContext,
  labId: number,
  surveyId: number,
  view: ReportView,
): Promise<OpenedLabSurvey> {
  const opened = await openLabSurvey(ctx, labId, surveyId, 'read');
  const orgUser = opened.session.roleId === 'org_admin';
  if (opened.latePayment && !orgUser) {
    throw AppError.forbidden('Evaluations are not available until the overdue invoices are settled', 'late_payment_error');
  }
  if (opened.survey.evaluationDisabled) {
    throw new AppError('FORBIDDEN', 'Evaluation is disabled for this survey', { type: 'evaluation_disabled' });
  }
  const { status } = opened;
  if (!status.started) throw AppError.constraint('surveyId', 'The survey has not started yet', SURVEY_NOT_STARTED_ERROR);
  if (!status.ended) throw AppError.constraint('surveyId', 'The survey has not ended yet', 'survey_not_ended');
  if (!orgUser && view === 'evaluation' && !status.evaluated) {
    throw AppError.constraint('surveyId', 'The survey is not evaluated yet', 'survey_not_evaluated');
  }
  if (!orgUser && view === 'pre_evaluation' && !status.preEvaluated && !status.evaluated) {
    throw AppError.constraint('surveyId', 'The pre-evaluation of the survey is not available yet', 'survey_not_pre_evaluated');
  }
  return opened;
}

/** A parameter of the survey's scheme version with its evaluated dimension; 404 when it is not one. */
export async function loadReportParameter(db: Kysely<DB>, schemeVersionId: number, parameterId: number): Promise<ReportParameter> {
  const row = await db
    .selectFrom('schemeVersionParameters as svp')
    .innerJoin('parameters as p', 'p.id', 'svp.parameterId')
    .select(['p.id', 'p.name', 'p.qualifier', 'svp.resultDimensionIds', 'svp.minParticipants'])
    .where('svp.schemeVersionId', '=', schemeVersionId)
    .where('svp.parameterId', '=', parameterId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('Parameter');
  const dimensions =
    row.resultDimensionIds.length === 0
      ? []
      : await db
          .selectFrom('dimensions as d')
          .leftJoin('parameterDimensions as pd', (join) => join.onRef('pd.dimensionId', '=', 'd.id').on('pd.parameterId', '=', parameterId))
          .leftJoin('units as u', 'u.id', 'pd.unitId')
          .select(['d.id', 'd.valueType', 'u.id as unitId', 'u.name as unitName'])
          .where('d.id', 'in', row.resultDimensionIds)
          .execute();
  const evaluated = row.resultDimensionIds
    .map((id) => dimensions.find((d) => d.id === id))
    .find((d) => d !== undefined && (d.valueType === 'numeric' || d.valueType === 'nominal'));
  if (!evaluated) throw AppError.constraint('paramId', 'The parameter has no numeric or nominal result to evaluate', 'parameter_not_evaluable');
  return {
    id: row.id,
    name: row.name,
    qualifier: row.qualifier,
    valueType: evaluated.valueType === 'numeric' ? 'numeric' : 'nominal',
    dimensionId: evaluated.id,
    unit: evaluated.valueType === 'numeric' && evaluated.unitId !== null && evaluated.unitName !== null ? { id: evaluated.unitId, name: evaluated.unitName } : null,
    minN: row.minParticipants ?? DEFAULT_MIN_GROUP_SIZE,
  };
}

/** The latest succeeded run of a kind of a survey, or null. */
export async function latestRun(db: Kysely<DB>, surveyId: number, kind: EvaluationKind): Promise<{ id: number; finishedAt: Date | null } | null> {
  const run = await db
    .selectFrom('evaluationRuns')
    .select(['id', 'finishedAt'])
    .where('surveyId', '=', surveyId)
    .where('kind', '=', kind)
    .where('status', '=', 'succeeded')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return run ?? null;
}
