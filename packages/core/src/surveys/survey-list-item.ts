import type { SurveyStatusGroup } from '../platform/constants';
import {
  surveyStatus,
  surveyStatusGroup,
  toTime,
  type DateLike,
  type SurveyLabState,
  type SurveySchedule,
  type SurveyStatusFlags,
} from './survey-status';

export interface SurveyListItemSurvey extends SurveySchedule {
  /** The result deadline; endsAt when the survey has none. */
  deadline?: DateLike | null;
  expectedEvaluationAt: DateLike | null;
}

export interface SurveyListItemLabState extends SurveyLabState {
  /** The lab entered results (Survey.statistics.hasResults). */
  hasResults: boolean;
  /** Invalid (not accepted) sample results of the lab (Survey.statistics.invalidSampleResults). */
  invalidResultCount: number;
  latePayment: boolean;
}

export type SurveyListIcon = 'edit' | 'lock' | 'lock_open' | 'done' | 'download';
export type SurveyListDateLabel = 'deadline' | 'expectedEvaluation' | 'ended' | 'evaluated';

export interface SurveyListItemView {
  /** null for a proposal (no dates). */
  group: SurveyStatusGroup | null;
  status: SurveyStatusFlags;
  /** Dates to show, in order; ISO texts. */
  dates: Array<{ label: SurveyListDateLabel; at: string }>;
  /** State icons, in order. */
  icons: SurveyListIcon[];
  highlighted: boolean;
  state: 'normal' | 'error';
  tooltip:
    | { kind: 'missingResults' }
    | { kind: 'missingValidatedResults' }
    | { kind: 'invalidResults'; count: number }
    | null;
}

function iso(date: DateLike | null | undefined): string | null {
  return date === null || date === undefined ? null : new Date(toTime(date)).toISOString();
}

function datesOf(
  entries: Array<[SurveyListDateLabel, DateLike | null | undefined]>,
): Array<{ label: SurveyListDateLabel; at: string }> {
  return entries.flatMap(([label, date]) => {
    const at = iso(date);
    return at === null ? [] : [{ label, at }];
  });
}

/**
 * How a survey appears in the survey and evaluation lists (spec 1 §4 "List item display"):
 * - not started: deadline and expected evaluation, no icons
 * - in progress (not ended): deadline and expected evaluation; edit icon if results exist, lock icon
 *   if validated; highlighted when validated; tooltip 'missingResults' without results,
 *   'missingValidatedResults' with results not yet validated
 * - ended, not evaluated: end and expected evaluation; open lock when not validated, lock when validated
 * - evaluated and validated: end and evaluation dates; with invalid results and no late payment an
 *   error state, a download icon and the invalid count as tooltip; otherwise a done icon unless
 *   payment is late
 * - evaluated, not validated: end and evaluation dates, open lock
 */
export function surveyListItemView(
  survey: SurveyListItemSurvey,
  lab: SurveyListItemLabState,
  now: DateLike,
): SurveyListItemView {
  const status = surveyStatus(survey, lab, now);
  const group = surveyStatusGroup(status);
  const view: SurveyListItemView = {
    group,
    status,
    dates: [],
    icons: [],
    highlighted: false,
    state: 'normal',
    tooltip: null,
  };
  const deadline = survey.deadline ?? survey.endsAt;

  if (!status.ended) {
    view.dates = datesOf([
      ['deadline', deadline],
      ['expectedEvaluation', survey.expectedEvaluationAt],
    ]);
    if (status.notStarted) return view;
    if (lab.hasResults) view.icons.push('edit');
    if (status.validated) view.icons.push('lock');
    view.highlighted = status.validated;
    if (!lab.hasResults) view.tooltip = { kind: 'missingResults' };
    else if (!status.validated) view.tooltip = { kind: 'missingValidatedResults' };
    return view;
  }

  if (!status.evaluated) {
    view.dates = datesOf([
      ['ended', survey.endsAt],
      ['expectedEvaluation', survey.expectedEvaluationAt],
    ]);
    view.icons = [status.validated ? 'lock' : 'lock_open'];
    return view;
  }

  view.dates = datesOf([
    ['ended', survey.endsAt],
    ['evaluated', survey.evaluatedAt],
  ]);
  if (!status.validated) {
    view.icons = ['lock_open'];
    return view;
  }
  if (lab.invalidResultCount > 0 && !lab.latePayment) {
    view.state = 'error';
    view.icons = ['download'];
    view.tooltip = { kind: 'invalidResults', count: lab.invalidResultCount };
  } else if (!lab.latePayment) {
    view.icons = ['done'];
  }
  return view;
}
