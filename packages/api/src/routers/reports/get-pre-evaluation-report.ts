import { protectedProcedure } from '../../trpc';
import { getEvaluationReport } from '../../services/reports/get-evaluation-report';
import { ZEvaluationReport } from '@eqa/core';
import { ZEvaluationReportInput } from '../../services/reports/get-evaluation-report.types';

/** The pre-evaluation report of a parameter: the same report on the pre-evaluation run (spec 1 §2). */
export const getPreEvaluationReport = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/pre_evaluation',
      protect: true,
      tags: ['reports'],
      summary: "Get a parameter's pre-evaluation report",
      description: "The same report as the evaluation report, from the survey's latest succeeded pre-evaluation run (spec 1 §2); noData when there is none. Users with read access to the lab; lab users with a late payment get 403 late_payment_error.",
    },
  })
  .input(ZEvaluationReportInput)
  .output(ZEvaluationReport)
  .query(({ ctx, input }) => getEvaluationReport(ctx, input, 'pre_evaluation'));
