import { AppError } from '../errors/app-error';
import { SURVEY_VALIDATED_ERROR } from '../results/result-errors';
import type { SurveyStatusFlags } from './survey-status';

/** Who looks at the survey and how. */
export interface SurveyViewer {
  /** Org user (role org_admin): may edit results after the survey ended (spec 1 §6). */
  orgUser: boolean;
  /** The configuration-side preview of the form (spec 3): never editable. */
  preview?: boolean;
}

/** Spec 1 §6: only org users may edit results after the survey end. */
export function canEditAfterEnd(viewer: SurveyViewer): boolean {
  return viewer.orgUser;
}

/**
 * Spec 1 §4: read-only when validated, or when evaluated or ended unless editable after end (org
 * users), and in preview. A survey that has not started has no form (the route redirects), and is
 * read-only as well.
 */
export function isSurveyReadOnly(status: SurveyStatusFlags, viewer: SurveyViewer): boolean {
  if (viewer.preview || status.validated || status.notStarted) return true;
  return (status.evaluated || status.ended) && !canEditAfterEnd(viewer);
}

/** Spec 1 §4: validation (and invalidation) only if not ended, or editable after end; never in preview. */
export function isValidationAvailable(status: SurveyStatusFlags, viewer: SurveyViewer): boolean {
  if (viewer.preview || status.notStarted) return false;
  return !status.ended || canEditAfterEnd(viewer);
}

/** The validation action the form offers: validate an unvalidated survey, invalidate a validated one. */
export function validationAction(status: SurveyStatusFlags, viewer: SurveyViewer): 'validate' | 'invalidate' | null {
  if (!isValidationAvailable(status, viewer)) return null;
  return status.validated ? 'invalidate' : 'validate';
}

/** The 422 types of assertResultsEditable: a write the form does not take (the web reloads the form on them). */
export const SURVEY_NOT_STARTED_ERROR = 'survey_not_started';
export const SURVEY_READ_ONLY_ERROR = 'survey_read_only';

/**
 * Services that save or delete results: 409 'survey_validated_error' when validated (the same answer
 * the stream's decider gives, so a save after validation answers one status whichever check sees it
 * first), else 422 'survey_read_only' unless the form is editable.
 */
export function assertResultsEditable(status: SurveyStatusFlags, viewer: SurveyViewer): void {
  if (status.validated && !viewer.preview) throw AppError.conflict('The results of this survey are validated', SURVEY_VALIDATED_ERROR);
  if (status.notStarted) throw AppError.constraint('surveyId', 'The survey has not started', SURVEY_NOT_STARTED_ERROR);
  if (isSurveyReadOnly(status, viewer)) throw AppError.constraint('surveyId', 'The survey is read-only', SURVEY_READ_ONLY_ERROR);
}

/**
 * The validate and invalidate services: 422 'validation_unavailable' when the rule forbids it,
 * 409 'already_validated' / 'not_validated' when the survey is already in the target state.
 */
export function assertValidationAllowed(
  status: SurveyStatusFlags,
  viewer: SurveyViewer,
  action: 'validate' | 'invalidate',
): void {
  if (!isValidationAvailable(status, viewer)) {
    throw AppError.constraint('surveyId', 'Validation is not available for this survey', 'validation_unavailable');
  }
  if (action === 'validate' && status.validated) throw AppError.conflict('The survey is already validated', 'already_validated');
  if (action === 'invalidate' && !status.validated) throw AppError.conflict('The survey is not validated', 'not_validated');
}
