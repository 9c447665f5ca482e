import { orgAdminProcedure } from '../../../trpc';
import { importSampleResultMerges as importService } from '../../../services/config/surveys/import-sample-result-merges';
import {
  ZImportSampleResultMergesBody,
  ZImportSampleResultMergesInput,
  ZImportSampleResultMergesOutput,
} from '../../../services/config/surveys/import-sample-result-merges.types';

const PATH = '/orgs/{orgId}/surveys/import/import_sample_result_merges';
const WHAT =
  "For every sample of the survey (`surveyId`) whose name matches a sample of the from-survey (`fromSurveyId`, case-insensitive), records that its results are evaluated with the other survey's sample; existing merges are kept. An unknown from-survey is 422 (param fromSurveyId). Organisation users only: lab users get 403.";

export const importSampleResultMerges = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: PATH,
      protect: true,
      deprecated: true,
      tags: ['config/surveys'],
      summary: 'Import sample merges from another survey (GET)',
      description: `${WHAT} A mutation behind GET, as the spec names it; integrators use the POST twin with {"surveyId", "fromSurveyId"} in the body.`,
    },
  })
  .input(ZImportSampleResultMergesInput)
  .output(ZImportSampleResultMergesOutput)
  .mutation(({ ctx, input }) => importService(ctx, input));

/** The POST twin (issue 36): the same import, the query's fields in a JSON body. */
export const startImportSampleResultMerges = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: PATH,
      protect: true,
      tags: ['config/surveys'],
      summary: 'Import sample merges from another survey',
      description: `${WHAT} The POST twin of the spec's GET, for integrators.`,
    },
  })
  .input(ZImportSampleResultMergesBody)
  .output(ZImportSampleResultMergesOutput)
  .mutation(({ ctx, input }) => importService(ctx, input));
