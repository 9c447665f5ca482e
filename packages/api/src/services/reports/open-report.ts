import type { Kysely } from 'kysely';
import { AppError, SURVEY_NOT_STARTED_ERROR, type ReportParameter } from '@eqa/core';
import type { DB, EvaluationKind } from '@eqa/db';
import { loadReportParameterRow, reportParameter } from './report-facts';
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
  assertReportPhase(opened, view);
  return opened;
}

/** The report rules of openReportSurvey after the survey's access: late payment, evaluation disabled, the survey's phase. */
export function assertReportPhase(opened: OpenedLabSurvey, view: ReportView): void {
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
}

/** A parameter of the survey's scheme version with its evaluated dimension (reportParameter: 404, 422). */
export async function loadReportParameter(db: Kysely<DB>, schemeVersionId: number, parameterId: number): Promise<ReportParameter> {
  return reportParameter(await loadReportParameterRow(db, schemeVersionId, parameterId));
}
