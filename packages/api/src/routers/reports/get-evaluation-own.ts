import { ZOwnReport } from '@eqa/core';
import { protectedProcedure } from '../../trpc';
import { getOwnReport } from '../../services/reports/get-evaluation-report';
import { ZReportPartInput } from '../../services/reports/get-evaluation-report.types';

/** The lab's own part of the evaluation report, which the web merges with the shared part (core labReport). */
export const getEvaluationOwn = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/evaluation/own',
      protect: true,
      tags: ['reports'],
      summary: "Get the lab's own part of a parameter's evaluation report",
      description:
        "The lab's part of the evaluation report (survey, parameter, lab, samples, result groups, evaluation groups, the lab's own rows of the survey's latest succeeded evaluation run) with the version of the shared part it belongs to (GET …/reports/evaluation/shared, whose ETag carries the same version) and where the lab's own results are in that part's chart series and Youden plots. Core's labReport of the two is the evaluation report (GET …/reports/evaluation). Same access as the report: users with read access to the lab; lab users with a late payment get 403 late_payment_error.",
    },
  })
  .input(ZReportPartInput)
  .output(ZOwnReport)
  .query(({ ctx, input }) => getOwnReport(ctx, input, 'evaluation'));
