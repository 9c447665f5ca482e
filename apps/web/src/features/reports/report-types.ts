import type { RouterInputs, RouterOutputs } from '../../lib/trpc';

/** The answer of reports.evaluation / reports.preEvaluation (the same shape). */
export type EvaluationReport = RouterOutputs['reports']['evaluation'];
export type EvaluationReportInput = RouterInputs['reports']['evaluation'];

/** The answer of reports.evaluationHistory (the long-term tab). */
export type EvaluationHistory = RouterOutputs['reports']['evaluationHistory'];
