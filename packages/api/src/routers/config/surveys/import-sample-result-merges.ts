import { orgAdminProcedure } from '../../../trpc';
import { importSampleResultMerges as importService } from '../../../services/config/surveys/import-sample-result-merges';
import { ZImportSampleResultMergesInput, ZImportSampleResultMergesOutput } from '../../../services/config/surveys/import-sample-result-merges.types';

export const importSampleResultMerges = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/surveys/import/import_sample_result_merges',
      protect: true,
      tags: ['config/surveys'],
      summary: 'Import sample merges from another survey',
      description: "For every sample of the survey whose name matches a sample of the from-survey (case-insensitive), records that its results are evaluated with the other survey's sample; existing merges are kept. An unknown from-survey is 422 (param fromSurveyId). A mutation behind GET, as the spec names it. Organisation users only: lab users get 403.",
    },
  })
  .input(ZImportSampleResultMergesInput)
  .output(ZImportSampleResultMergesOutput)
  .mutation(({ ctx, input }) => importService(ctx, input));
