export * from './registry';
export * from './result-projections';
export * from './rebuild';
export { resultValuesProjection } from './result-values-projection';
export { resultValueColumns, resultValueFromRow } from './lab-survey-values';
export { resultHistoryProjection } from './result-history-projection';
export { labSurveyStatusProjection } from './lab-survey-status-projection';
export { resultGroupNamesProjection } from './result-group-names-projection';
export { parseLabSurveyEvent, type LabSurveyEvent } from './lab-survey-event';
