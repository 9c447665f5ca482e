import { router } from '../../trpc';
import { getEvaluationOutcome } from './get-evaluation-outcome';
import { getEvaluationStatus } from './get-evaluation-status';
import { listEvaluations } from './list-evaluations';
import { startEvaluation } from './start-evaluation';

/** The evaluations page of a lab and the evaluation job of a survey (spec 1 §2, §4). */
export const evaluationsRouter = router({
  list: listEvaluations,
  start: startEvaluation,
  status: getEvaluationStatus,
  outcome: getEvaluationOutcome,
});
