import type { SurveyStatusGroup } from '../platform/constants';

/** Dates arrive as Date (kysely) or ISO text (API answers); the rules accept both. */
export type DateLike = Date | string;

export function toTime(date: DateLike): number {
  const time = (typeof date === 'string' ? new Date(date) : date).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Invalid date: ${String(date)}`);
  return time;
}

/** The dates of a survey that decide its status (the surveys table). */
export interface SurveySchedule {
  /** null (with endsAt null): a proposal not yet scheduled. */
  startsAt: DateLike | null;
  endsAt: DateLike | null;
  /** When the pre-evaluation (statistics of the submitted results) became available. */
  preEvaluatedAt: DateLike | null;
  evaluatedAt: DateLike | null;
  /** From the scheme version (spec 3): no pre-evaluation or evaluation views. */
  evaluationDisabled?: boolean;
}

/** The lab's own state of the survey (the lab-survey-status projection). */
export interface SurveyLabState {
  validatedAt: DateLike | null;
}

/** Spec 1 §3/§4 survey statuses, as flags. */
export interface SurveyStatusFlags {
  /** No start or end date: a proposal; listed nowhere for labs. */
  proposal: boolean;
  notStarted: boolean;
  started: boolean;
  /** Started and not ended. */
  inProgress: boolean;
  ended: boolean;
  validated: boolean;
  /** Ended, pre-evaluation available, not evaluated yet. */
  preEvaluated: boolean;
  evaluated: boolean;
  evaluationDisabled: boolean;
}

/**
 * Status flags as of `now` (the clock, or the demo date):
 * - started from startsAt on; ended from endsAt on (in progress is startsAt <= now < endsAt)
 * - pre-evaluated once ended and preEvaluatedAt has passed, until evaluated
 * - evaluated once ended and evaluatedAt has passed
 * - validated when the lab validated at or before now (a demo date before the validation shows
 *   the survey as it was then)
 */
export function surveyStatus(survey: SurveySchedule, lab: SurveyLabState | null, now: DateLike): SurveyStatusFlags {
  const t = toTime(now);
  const passed = (date: DateLike | null): boolean => date !== null && toTime(date) <= t;
  const proposal = survey.startsAt === null || survey.endsAt === null;
  const started = !proposal && passed(survey.startsAt);
  const ended = started && passed(survey.endsAt);
  const evaluated = ended && passed(survey.evaluatedAt);
  return {
    proposal,
    notStarted: !started,
    started,
    inProgress: started && !ended,
    ended,
    validated: lab !== null && passed(lab.validatedAt),
    preEvaluated: ended && !evaluated && passed(survey.preEvaluatedAt),
    evaluated,
    evaluationDisabled: survey.evaluationDisabled === true,
  };
}

/**
 * The list a survey belongs to (spec 1 §9): upcoming (not started), in_progress, pre_evaluated
 * (ended and not evaluated, whether or not the pre-evaluation is out yet: "ending moves the survey
 * to the evaluation view"), evaluated. null for a proposal.
 */
export function surveyStatusGroup(status: SurveyStatusFlags): SurveyStatusGroup | null {
  if (status.proposal) return null;
  if (status.notStarted) return 'upcoming';
  if (status.inProgress) return 'in_progress';
  return status.evaluated ? 'evaluated' : 'pre_evaluated';
}

/**
 * One date comparison of a status-group query: `column op at`. 'null_or_gt': null or later than
 * at; 'not_null': set (at unused); the plain operators are false on null (as in SQL).
 */
export interface SurveyDateCriterion {
  column: 'startsAt' | 'endsAt' | 'evaluatedAt';
  op: '<=' | '>' | 'null_or_gt' | 'not_null';
  at: Date;
}

/**
 * The same groups as date conditions (all must hold), for the list queries of the API; they agree
 * with surveyStatus/surveyStatusGroup at every boundary (a proposal matches none).
 */
export function surveyStatusGroupCriteria(group: SurveyStatusGroup, now: DateLike): SurveyDateCriterion[] {
  const at = new Date(toTime(now));
  const startedAndEnded: SurveyDateCriterion[] = [
    { column: 'startsAt', op: '<=', at },
    { column: 'endsAt', op: '<=', at },
  ];
  switch (group) {
    case 'upcoming':
      return [
        { column: 'startsAt', op: '>', at },
        // with endsAt null it is a proposal
        { column: 'endsAt', op: 'not_null', at },
      ];
    case 'in_progress':
      return [
        { column: 'startsAt', op: '<=', at },
        { column: 'endsAt', op: '>', at },
      ];
    case 'pre_evaluated':
      return [...startedAndEnded, { column: 'evaluatedAt', op: 'null_or_gt', at }];
    case 'evaluated':
      return [...startedAndEnded, { column: 'evaluatedAt', op: '<=', at }];
  }
}
