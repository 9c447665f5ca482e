export type TimelineStepKey = 'start' | 'edit' | 'validation' | 'end' | 'preEvaluation' | 'evaluation';

export interface TimelineStep {
  key: TimelineStepKey;
  /** done, current (what happens now), upcoming, missed (validation that did not happen), disabled (no evaluation views). */
  state: 'done' | 'current' | 'upcoming' | 'missed' | 'disabled';
  /** ISO date shown under the step. */
  date: string | null;
  /** How the date reads: an expected date, a deadline (result entry), or the validation with the validator's name. */
  note: 'expected' | 'until' | 'validatedBy' | null;
}

export interface TimelineSurvey {
  status: { started: boolean; inProgress: boolean; ended: boolean; validated: boolean; preEvaluated: boolean; evaluated: boolean; evaluationDisabled: boolean };
  startsAt: string | null;
  endsAt: string | null;
  deadline: string | null;
  preEvaluatedAt: string | null;
  evaluatedAt: string | null;
  expectedEvaluationAt: string | null;
  validation: { validatedAt: string | null };
}

/**
 * The status timeline of the survey page (spec 1 §2): start, edit, validation, end,
 * pre-evaluation, evaluation (with the expected evaluation date until it is evaluated).
 */
export function surveyTimeline(survey: TimelineSurvey): TimelineStep[] {
  const s = survey.status;
  const evaluationOff = s.evaluationDisabled;
  return [
    { key: 'start', state: s.started ? 'done' : 'current', date: survey.startsAt, note: null },
    {
      key: 'edit',
      state: s.inProgress && !s.validated ? 'current' : s.started ? 'done' : 'upcoming',
      date: survey.deadline ?? survey.endsAt,
      // results may be entered until then: beside the end's date it must not read as a second end
      note: 'until',
    },
    {
      key: 'validation',
      state: s.validated ? 'done' : s.ended ? 'missed' : 'upcoming',
      date: s.validated ? survey.validation.validatedAt : null,
      note: s.validated ? 'validatedBy' : null,
    },
    { key: 'end', state: s.ended ? 'done' : s.inProgress && s.validated ? 'current' : 'upcoming', date: survey.endsAt, note: null },
    {
      key: 'preEvaluation',
      state: evaluationOff ? 'disabled' : s.preEvaluated ? 'current' : s.evaluated && survey.preEvaluatedAt !== null ? 'done' : 'upcoming',
      date: survey.preEvaluatedAt,
      note: null,
    },
    {
      key: 'evaluation',
      state: evaluationOff ? 'disabled' : s.evaluated ? 'done' : 'upcoming',
      date: s.evaluated ? survey.evaluatedAt : survey.expectedEvaluationAt,
      note: s.evaluated ? null : survey.expectedEvaluationAt ? 'expected' : null,
    },
  ];
}

/** The index MUI's Stepper calls active: the first step not done (all done: past the end). */
export function activeTimelineStep(steps: readonly TimelineStep[]): number {
  const index = steps.findIndex((step) => step.state === 'current' || step.state === 'upcoming');
  return index === -1 ? steps.length : index;
}
