import { protectedProcedure } from '../../trpc';
import { getEvaluationReport as buildEvaluationReport } from '../../services/reports/get-evaluation-report';
import { ZEvaluationReport } from '@eqa/core';
import { ZEvaluationReportInput } from '../../services/reports/get-evaluation-report.types';

/** The evaluation report of a parameter (spec 1 §2); 403 late_payment_error, see openReportSurvey. */
export const getEvaluationReport = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/evaluation',
      protect: true,
      tags: ['reports'],
      summary: "Get a parameter's evaluation report",
      description: "Everything the evaluation report page draws for a parameter (spec 1 §2 “Evaluation report”), from the survey's latest succeeded evaluation run; noData when there is no run or nobody reported the parameter. Users with read access to the lab; lab users with a late payment get 403 late_payment_error.",
    },
  })
  .input(ZEvaluationReportInput)
  .output(ZEvaluationReport)
  .query(({ ctx, input }) => buildEvaluationReport(ctx, input, 'evaluation'));
