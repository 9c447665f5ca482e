import { orgAdminProcedure } from '../../../trpc';
import { importSampleResultMerges as importService } from '../../../services/config/surveys/import-sample-result-merges';
import { ZImportSampleResultMergesInput, ZImportSampleResultMergesOutput } from './import-sample-result-merges.types';

export const importSampleResultMerges = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/orgs/{orgId}/surveys/import/import_sample_result_merges', protect: true, tags: ['config/surveys'] } })
  .input(ZImportSampleResultMergesInput)
  .output(ZImportSampleResultMergesOutput)
  .mutation(({ ctx, input }) => importService(ctx, input));
