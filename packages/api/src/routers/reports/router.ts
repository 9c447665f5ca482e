import { router } from '../../trpc';
import { getEvaluationHistory } from './get-evaluation-history';
import { getEvaluationReport } from './get-evaluation-report';
import { getPreEvaluationReport } from './get-pre-evaluation-report';

/** Reports of a lab's survey parameter (spec 1 §2 "Evaluation report", §7 "Reports"). */
export const reportsRouter = router({
  preEvaluation: getPreEvaluationReport,
  evaluation: getEvaluationReport,
  evaluationHistory: getEvaluationHistory,
});
