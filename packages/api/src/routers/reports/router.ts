import { router } from '../../trpc';
import { getEvaluationHistory } from './get-evaluation-history';
import { getEvaluationOwn } from './get-evaluation-own';
import { getEvaluationReport } from './get-evaluation-report';
import { getPreEvaluationOwn } from './get-pre-evaluation-own';
import { getPreEvaluationReport } from './get-pre-evaluation-report';

/** Reports of a lab's survey parameter (spec 1 §2 "Evaluation report", §7 "Reports"). */
export const reportsRouter = router({
  preEvaluation: getPreEvaluationReport,
  evaluation: getEvaluationReport,
  preEvaluationOwn: getPreEvaluationOwn,
  evaluationOwn: getEvaluationOwn,
  evaluationHistory: getEvaluationHistory,
});
