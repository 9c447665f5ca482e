import type { RoleId } from '../platform/constants';
import { surveyPaths } from './survey-routes';
import type { SurveyStatusFlags } from './survey-status';

export type StatisticsTarget = 'evaluation' | 'pre_evaluation';

/**
 * Spec 1 §4: the statistics button of a parameter is offered only in read-only mode, when
 * pre-evaluated or evaluated, evaluation not disabled, validated, and no late payment. It goes to
 * the evaluation report when evaluated, else to the pre-evaluation report. null when not offered.
 */
export function statisticsButton(
  status: SurveyStatusFlags,
  context: { readOnly: boolean; latePayment: boolean },
): { target: StatisticsTarget } | null {
  const offered =
    context.readOnly &&
    (status.preEvaluated || status.evaluated) &&
    !status.evaluationDisabled &&
    status.validated &&
    !context.latePayment;
  if (!offered) return null;
  return { target: status.evaluated ? 'evaluation' : 'pre_evaluation' };
}

export function statisticsReportPath(
  target: StatisticsTarget,
  ids: { labId: number | string; surveyId: number | string; parameterId: number | string },
): string {
  return target === 'evaluation'
    ? surveyPaths.evaluationReport(ids.labId, ids.surveyId, ids.parameterId)
    : surveyPaths.preEvaluationReport(ids.labId, ids.surveyId, ids.parameterId);
}

/** Spec 1 §4: deleting a parameter's results is offered only when not read-only, disabled if any result is hidden. */
export function parameterDeletion(context: {
  readOnly: boolean;
  results: ReadonlyArray<{ hidden?: boolean }>;
}): { offered: boolean; disabled: boolean } {
  if (context.readOnly) return { offered: false, disabled: true };
  return { offered: true, disabled: context.results.some((r) => r.hidden === true) };
}

/**
 * Spec 1 §4: the context filter is visible to org users (org_admin) any time, to others only while
 * the survey is started and not ended; its actions are disabled once the survey is validated.
 */
export function contextFilterState(status: SurveyStatusFlags, viewer: { orgUser: boolean }): { visible: boolean; disabled: boolean } {
  return { visible: viewer.orgUser || status.inProgress, disabled: status.validated };
}

/** Spec 1 §2: parameter checkboxes are shown to org users, or when a context filter is active and the survey is running. */
export function parameterCheckboxesVisible(
  status: SurveyStatusFlags,
  context: { orgUser: boolean; contextFilterActive: boolean },
): boolean {
  return context.orgUser || (context.contextFilterActive && status.inProgress);
}

/**
 * Spec 1 §4: on first load of the survey page the instructions open if not ended and no results
 * exist — for whoever can enter them: a core lab reading a satellite's survey (no write access)
 * has nothing to be instructed about.
 */
export function shouldOpenInstructions(status: SurveyStatusFlags, hasResults: boolean, canWrite: boolean): boolean {
  return canWrite && !status.ended && !hasResults;
}

/** Spec 1 §4: the late-payment dialog opens on the evaluation page when the form reports latePayment. */
export function shouldOpenLatePaymentDialog(page: 'form' | 'evaluation', latePayment: boolean): boolean {
  return page === 'evaluation' && latePayment;
}

/**
 * Spec 1 §4's one-time hint about the 'latest results' filter ("the parameters your laboratory
 * reported recently"): a notice for the lab's own users only (issue 32: staff, org_admin, do not
 * get lab notices; the spec's "non-lab-admin users" were the old system's lab users without admin
 * rights, which this product folds into lab_admin). Once seen, never again.
 */
export function shouldShowLatestResultsHint(role: RoleId, seenLatestResultsFilter: boolean): boolean {
  return role === 'lab_admin' && !seenLatestResultsFilter;
}
