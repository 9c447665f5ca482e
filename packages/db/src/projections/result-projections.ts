import { labSurveyStatusProjection } from './lab-survey-status-projection';
import { ProjectionRegistry } from './registry';
import { resultGroupNamesProjection } from './result-group-names-projection';
import { resultHistoryProjection } from './result-history-projection';
import { resultValuesProjection } from './result-values-projection';

/**
 * The inline projections of the result events, in the order they must run: history (reads the
 * values before the event), current values, the lab-survey status (counts the values), and the
 * lab's result group names (onto result_groups).
 * appendToStream runs these unless told otherwise; rebuildProjections rebuilds them.
 */
export const resultProjections = new ProjectionRegistry([
  resultHistoryProjection,
  resultValuesProjection,
  labSurveyStatusProjection,
  resultGroupNamesProjection,
]);
