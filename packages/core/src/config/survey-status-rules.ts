import type { ConfigViolation } from './violation';

/** The status flags the configuration's status control reads (core surveyStatus as of now). */
export interface SurveyConfigStatus {
  proposal: boolean;
  started: boolean;
  inProgress: boolean;
  ended: boolean;
  preEvaluated: boolean;
  evaluated: boolean;
}

/**
 * The steps of the survey-status control (spec 3 §4 "Changing survey status sends an update"): each
 * moves the survey one phase on by setting that phase's date to now, or takes an evaluation back.
 */
export const SURVEY_STATUS_ACTIONS = ['start', 'end', 'preEvaluate', 'evaluate', 'reopenEvaluation'] as const;
export type SurveyStatusAction = (typeof SURVEY_STATUS_ACTIONS)[number];

/**
 * The status changes offered in a phase. A proposal (no start or end date) gets none: its dates are
 * set first. Not started → start; in progress → end; ended → pre-evaluate (once) and evaluate;
 * evaluated → reopen the evaluation (the only way out of the read-only state).
 */
export function surveyStatusActions(status: SurveyConfigStatus): SurveyStatusAction[] {
  if (status.evaluated) return ['reopenEvaluation'];
  if (status.proposal) return [];
  if (!status.started) return ['start'];
  if (status.inProgress) return ['end'];
  if (status.ended) return status.preEvaluated ? ['evaluate'] : ['preEvaluate', 'evaluate'];
  return [];
}

export type SurveyStatusPatch = Partial<Record<'startsAt' | 'endsAt' | 'preEvaluatedAt' | 'evaluatedAt', string | null>>;

/** The update a status change sends: the phase's date set to now (ISO), or the evaluation date cleared. */
export function surveyStatusPatch(action: SurveyStatusAction, now: Date): SurveyStatusPatch {
  const at = now.toISOString();
  switch (action) {
    case 'start':
      return { startsAt: at };
    case 'end':
      return { endsAt: at };
    case 'preEvaluate':
      return { preEvaluatedAt: at };
    case 'evaluate':
      return { evaluatedAt: at };
    case 'reopenEvaluation':
      return { evaluatedAt: null };
  }
}

/** The message code of the refusal (the 422's type, translated by the web). */
export const EVALUATED_SURVEY_READ_ONLY = 'config.surveys.evaluatedReadOnly';

/**
 * An evaluated survey is read-only in its configuration (spec 3 §4: read-only when evaluated): its
 * scheme version, round, description, flags, dates and samples stay as evaluated. Only its
 * evaluation date may change (the status control's 'reopen', or a corrected date). `changed` names
 * the fields an update would change; the first one that may not is the violation's param.
 */
export function evaluatedSurveyChangeViolation(status: Pick<SurveyConfigStatus, 'evaluated'>, changed: readonly string[]): ConfigViolation | null {
  if (!status.evaluated) return null;
  const refused = changed.find((field) => field !== 'evaluatedAt');
  return refused === undefined ? null : { param: refused, message: EVALUATED_SURVEY_READ_ONLY };
}
