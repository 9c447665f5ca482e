import { orgAdminProcedure } from '../../../trpc';
import { startSurveyJob } from '../../../services/config/surveys/start-survey-job';
import { ZJobRun } from '../config.types';
import { ZImportSurveyEvaluationInput } from './survey-jobs.types';

/** Starts an evaluation.import job (spec 3 §2 settings dialog "import evaluation"). */
export const importSurveyEvaluation = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/orgs/{orgId}/surveys_evaluation/{id}/import_survey_evaluation', protect: true, tags: ['config/surveys'] } })
  .input(ZImportSurveyEvaluationInput)
  .output(ZJobRun)
  .mutation(({ ctx, input }) => startSurveyJob(ctx, { kind: 'evaluation.import', orgId: input.orgId, surveyId: input.id, labId: input.labId ?? null }));
