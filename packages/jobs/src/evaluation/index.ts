/**
 * The evaluation of a survey (job 'evaluation.run'), orchestrated: load (batch reads of validated
 * results and settings), compute (pure: @eqa/core computeEvaluation), write (one transaction
 * replacing the previous run of the same kind). Decisions: docs/decisions/evaluation.md.
 */
export { evaluateSurvey } from './evaluate-survey';
export type { EvaluateSurveyOptions, EvaluateSurveyResult } from './evaluate-survey';
export { loadEvaluationInput } from './load-evaluation-input';
export type { EvaluatedSurvey, LoadedEvaluation } from './load-evaluation-input';
export { writeEvaluation } from './write-evaluation';
export type { WriteEvaluationInput } from './write-evaluation';
export { bulkInsert, BULK_INSERT_CHUNK } from './bulk-insert';
