import type { SurveyStatusFlags } from './survey-status';

type Id = number | string;

/** Route paths of spec 1 §2. */
export const surveyPaths = {
  surveys: (labId: Id) => `/labs/${labId}/surveys`,
  surveyForm: (labId: Id, surveyId: Id) => `/labs/${labId}/surveys/${surveyId}`,
  evaluations: (labId: Id) => `/labs/${labId}/evaluations`,
  evaluationSurvey: (labId: Id, surveyId: Id) => `/labs/${labId}/evaluations/${surveyId}`,
  evaluationReport: (labId: Id, surveyId: Id, parameterId: Id) =>
    `/labs/${labId}/evaluations/${surveyId}/parameters/${parameterId}/evaluation`,
  preEvaluationReport: (labId: Id, surveyId: Id, parameterId: Id) =>
    `/labs/${labId}/evaluations/${surveyId}/parameters/${parameterId}/pre_evaluation`,
};

/** Spec 1 §4: the form page of a survey that has not started redirects to the surveys list. */
export function surveyFormRedirect(status: SurveyStatusFlags, labId: Id): string | null {
  return status.notStarted ? surveyPaths.surveys(labId) : null;
}

/**
 * Spec 1 §4: the evaluation route redirects to the evaluations list when the survey has not
 * started, and to the form route when it has not ended.
 */
export function evaluationRouteRedirect(status: SurveyStatusFlags, labId: Id, surveyId: Id): string | null {
  if (status.notStarted) return surveyPaths.evaluations(labId);
  if (!status.ended) return surveyPaths.surveyForm(labId, surveyId);
  return null;
}
