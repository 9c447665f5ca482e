import { protectedProcedure } from '../../trpc';
import { getEvaluationReport as buildEvaluationReport } from '../../services/reports/get-evaluation-report';
import { ZEvaluationReport, ZEvaluationReportInput } from './get-evaluation-report.types';

/** The evaluation report of a parameter (spec 1 §2); 403 late_payment_error, see openReportSurvey. */
export const getEvaluationReport = protectedProcedure
  .meta({
    openapi: { method: 'GET', path: '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/evaluation', protect: true, tags: ['reports'] },
  })
  .input(ZEvaluationReportInput)
  .output(ZEvaluationReport)
  .query(({ ctx, input }) => buildEvaluationReport(ctx, input, 'evaluation'));
