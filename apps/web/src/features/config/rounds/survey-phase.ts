/** The status flags of a survey as the configuration API answers them (spec 3 §3 "Survey status"). */
export interface SurveyStatusFlags {
  proposal: boolean;
  started: boolean;
  inProgress: boolean;
  ended: boolean;
  preEvaluated: boolean;
  evaluated: boolean;
  evaluationDisabled: boolean;
}

export type SurveyPhase = 'proposal' | 'upcoming' | 'inProgress' | 'ended' | 'preEvaluated' | 'evaluated';

/** The one phase a list shows for a survey: the latest reached, from proposal to evaluated. */
export function surveyPhase(status: SurveyStatusFlags): SurveyPhase {
  if (status.proposal) return 'proposal';
  if (status.evaluated) return 'evaluated';
  if (status.preEvaluated) return 'preEvaluated';
  if (status.ended) return 'ended';
  if (status.inProgress) return 'inProgress';
  return 'upcoming';
}

export const PHASE_COLORS: Record<SurveyPhase, 'default' | 'info' | 'success' | 'warning' | 'primary' | 'secondary'> = {
  proposal: 'default',
  upcoming: 'info',
  inProgress: 'success',
  ended: 'warning',
  preEvaluated: 'secondary',
  evaluated: 'primary',
};
