import type { SurveyStatusFlags } from '../surveys/survey-status';
import type { SurveyConfigFilter } from './constants';

/**
 * The configuration-side survey filters (spec 3 §9): inProgress (started, not ended), proposal (no
 * start or end date), notEvaluatedSurveys (scheduled, not evaluated yet). Several filters select the
 * surveys matching any of them; no filter selects every survey.
 */
export function matchesSurveyConfigFilters(status: SurveyStatusFlags, filters: readonly SurveyConfigFilter[]): boolean {
  if (filters.length === 0) return true;
  return filters.some((filter) => {
    switch (filter) {
      case 'inProgress':
        return status.inProgress;
      case 'proposal':
        return status.proposal;
      case 'notEvaluatedSurveys':
        return !status.proposal && !status.evaluated;
    }
  });
}
