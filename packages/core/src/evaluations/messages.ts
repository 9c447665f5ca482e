/**
 * Message codes of the evaluation and report rules: i18n keys the server sends as a 422's `type`,
 * with `params` for the value the text names; the web translates them in en and hu.
 */
export const EVALUATION_MESSAGES = {
  /** params: { value } that is no date */
  invalidDate: 'evaluationReport.history.invalidDate',
  invalidRange: 'evaluationReport.history.invalidRange',
  /** params: { period } that is none of 6, 12, 24, 36 months */
  unknownPeriod: 'evaluationReport.history.unknownPeriod',
  /** params: { relation } that is none of =, <, <=, >, >= */
  unknownRelation: 'evaluations.unknownRelation',
  /** Publishing a pre-evaluation that was never computed. */
  preEvaluationNotRun: 'evaluations.publication.preEvaluationNotRun',
  /** Publishing an evaluation that was never computed. */
  evaluationNotRun: 'evaluations.publication.evaluationNotRun',
  /** Publishing a run that did not see the latest results. */
  resultsChangedSinceRun: 'evaluations.publication.resultsChanged',
} as const;
