export * from './projection';
export * from './result-projections';
export * from './rebuild';
export { resultValuesProjection } from './result-values-projection';
export { resultValueColumns, resultValueFromRow } from './result-value-row';
export { resultHistoryProjection } from './result-history-projection';
export { labSurveyStatusProjection } from './lab-survey-status-projection';
export { resultGroupsProjection } from './result-groups-projection';
export type { LabSurveyEvent } from './lab-survey-event';
