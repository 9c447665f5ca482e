import type { LabSurveyEvent } from './lab-survey-event';
import { labSurveyStatusProjection } from './lab-survey-status-projection';
import type { Projection } from './projection';
import { resultGroupsProjection } from './result-groups-projection';
import { resultHistoryProjection } from './result-history-projection';
import { resultValuesProjection } from './result-values-projection';

/**
 * The inline projections of the result events (history, current values, lab-survey status, the
 * lab's result groups and their names on result_groups): each reads only the events and core's states
 * they carry, so their order does not matter. The lab-survey commands run them; a rebuild
 * (rebuild.ts) rebuilds them.
 */
export const resultProjections: ReadonlyArray<Projection<LabSurveyEvent>> = [
  resultHistoryProjection,
  resultValuesProjection,
  labSurveyStatusProjection,
  resultGroupsProjection,
];
