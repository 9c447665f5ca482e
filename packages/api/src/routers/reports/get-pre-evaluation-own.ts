import { ZOwnReport } from '@eqa/core';
import { protectedProcedure } from '../../trpc';
import { getOwnReport } from '../../services/reports/get-evaluation-report';
import { ZReportPartInput } from '../../services/reports/get-evaluation-report.types';

/** The lab's own part of the pre-evaluation report (see get-evaluation-own.ts). */
export const getPreEvaluationOwn = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/pre_evaluation/own',
      protect: true,
      tags: ['reports'],
      summary: "Get the lab's own part of a parameter's pre-evaluation report",
      description:
        "The lab's part of the pre-evaluation report, from the survey's latest succeeded pre-evaluation run, with the version of the shared part it belongs to (GET …/reports/pre_evaluation/shared) and the lab's points in that part's series; core's labReport of the two is the pre-evaluation report. Same access as the report: users with read access to the lab; lab users with a late payment get 403 late_payment_error.",
    },
  })
  .input(ZReportPartInput)
  .output(ZOwnReport)
  .query(({ ctx, input }) => getOwnReport(ctx, input, 'pre_evaluation'));
