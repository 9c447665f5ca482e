import { orgAdminProcedure } from '../../trpc';
import { getEvaluationOutcome as loadEvaluationOutcome } from '../../services/evaluations/get-evaluation-outcome';
import { ZEvaluationOutcome, ZEvaluationOutcomeInput } from '../../services/evaluations/get-evaluation-outcome.types';

/** What the latest stored run of a kind computed (org users; the survey configuration page shows it). */
export const getEvaluationOutcome = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/surveys/{surveyId}/evaluate/outcome',
      protect: true,
      tags: ['evaluations'],
      summary: "Get the outcome of a survey's evaluation run",
      description:
        "The latest stored pre-evaluation or evaluation run of a survey (kind, default evaluation): its statistics groups with n against the minimum group size, the scored results and labs, whether it saw the current results (publishing needs a current run) and its warnings. Users of the survey's organisation.",
    },
  })
  .input(ZEvaluationOutcomeInput)
  .output(ZEvaluationOutcome)
  .query(({ ctx, input }) => loadEvaluationOutcome(ctx, input));
