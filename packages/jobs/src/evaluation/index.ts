/**
 * The evaluation of a survey (job 'evaluation.run'): load (batch reads of validated results and
 * settings), compute (pure, @eqa/core statistics), write (one transaction replacing the previous
 * run of the same kind). Decisions: docs/decisions/evaluation.md.
 */
export { evaluateSurvey } from './evaluate-survey';
export type { EvaluateSurveyOptions, EvaluateSurveyResult } from './evaluate-survey';
export { computeEvaluation, acceptanceCriterion } from './compute-evaluation';
export { attachChartSummaries, chartScore } from './chart-summary';
export { loadEvaluationInput } from './load-evaluation-input';
export type { EvaluatedSurvey, LoadedEvaluation } from './load-evaluation-input';
export { writeEvaluation } from './write-evaluation';
export type { WriteEvaluationInput } from './write-evaluation';
export { bulkInsert, BULK_INSERT_CHUNK } from './bulk-insert';
export { loadMergeGraph, MergeResolver, FROM_SURVEY_NOT_FOUND, fromSurveyNotFound } from './merge-graph';
export type { MergeGraph, SampleMergeEdge } from './merge-graph';
export type * from './types';
