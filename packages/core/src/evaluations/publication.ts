import type { EvaluationKind } from './evaluation-types';
import { EVALUATION_MESSAGES } from './messages';

/** The stored run a publication relies on: the latest succeeded run of the kind. */
export interface PublicationRun {
  /** The results' high-water mark the run saw; null: unknown (a run from before it was kept). */
  resultsPosition: number | null;
}

export interface PublicationFacts {
  kind: EvaluationKind;
  /** The survey's or its scheme version's flag: nothing is computed, nothing is asked for. */
  evaluationDisabled: boolean;
  run: PublicationRun | null;
  /** The results' high-water mark now (surveyResultsPosition). */
  currentPosition: number;
}

/** Why a publication is refused: the 422's type (a message code the web translates). */
export type PublicationRefusal = (typeof EVALUATION_MESSAGES)['preEvaluationNotRun' | 'evaluationNotRun' | 'resultsChangedSinceRun'];

/**
 * Publishing a pre-evaluation or an evaluation (setting its date) needs a successful run of that
 * kind on the current results (docs/decisions/evaluation-run.md): none → '…NotRun'; a run that did
 * not see the latest result event (a greater high-water mark now, or an unknown one) →
 * resultsChangedSinceRun. A survey with evaluation disabled publishes its dates without a run.
 */
export function evaluationPublicationRefusal(facts: PublicationFacts): PublicationRefusal | null {
  if (facts.evaluationDisabled) return null;
  if (facts.run === null) return facts.kind === 'pre_evaluation' ? EVALUATION_MESSAGES.preEvaluationNotRun : EVALUATION_MESSAGES.evaluationNotRun;
  if (facts.run.resultsPosition === null || facts.run.resultsPosition < facts.currentPosition) return EVALUATION_MESSAGES.resultsChangedSinceRun;
  return null;
}

/** Whether a run saw the current results (the outcome's "current" flag). */
export function isRunCurrent(run: PublicationRun, currentPosition: number): boolean {
  return run.resultsPosition !== null && run.resultsPosition >= currentPosition;
}

type PublicationDates = { preEvaluatedAt: string | Date | null; evaluatedAt: string | Date | null };

const instant = (value: string | Date | null): number | null => (value === null ? null : new Date(value).getTime());

/**
 * The kinds a change of a survey's dates publishes: a pre-evaluation or evaluation date set (or
 * moved) to an instant. Clearing a date (reopening) publishes nothing; fields the change leaves out
 * (undefined) are unchanged.
 */
export function publishedKinds(current: PublicationDates, next: Partial<PublicationDates>): EvaluationKind[] {
  const kinds: EvaluationKind[] = [];
  const changed = (key: keyof PublicationDates) => {
    const value = next[key];
    return value !== undefined && value !== null && instant(value) !== instant(current[key]);
  };
  if (changed('preEvaluatedAt')) kinds.push('pre_evaluation');
  if (changed('evaluatedAt')) kinds.push('evaluation');
  return kinds;
}

/** A warning of an evaluation's outcome (the web translates the code with its count). */
export interface EvaluationOutcomeWarning {
  code: 'noResults' | 'groupsBelowMinimum' | 'labsNotValidated' | 'resultsChanged';
  count: number;
}

export interface EvaluationOutcomeFacts {
  /** Lab results the run scored (all groups). */
  labResults: number;
  /** Groups (parameter × sample × evaluation group) with fewer results than the parameter's minimum. */
  groupsBelowMinimum: number;
  /** Labs with results that were left out because they did not validate them. */
  labsNotValidated: number;
  current: boolean;
}

/** The warnings of a run's outcome, most important first. */
export function evaluationOutcomeWarnings(facts: EvaluationOutcomeFacts): EvaluationOutcomeWarning[] {
  const warnings: EvaluationOutcomeWarning[] = [];
  if (!facts.current) warnings.push({ code: 'resultsChanged', count: 0 });
  if (facts.labResults === 0) warnings.push({ code: 'noResults', count: 0 });
  if (facts.labsNotValidated > 0) warnings.push({ code: 'labsNotValidated', count: facts.labsNotValidated });
  if (facts.groupsBelowMinimum > 0) warnings.push({ code: 'groupsBelowMinimum', count: facts.groupsBelowMinimum });
  return warnings;
}
