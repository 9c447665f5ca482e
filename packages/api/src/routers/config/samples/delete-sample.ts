import { orgAdminProcedure } from '../../../trpc';
import { deleteSample as deleteService } from '../../../services/config/samples/delete-sample';
import { ZOk } from '../../../services/shared.types';
import { ZSampleIdInput } from '../../../services/config/samples/sample.types';

/** 409 in_use_error once results, evaluations or merges refer to the sample. */
export const deleteSample = orgAdminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/orgs/{orgId}/surveys/{surveyId}/samples/{sampleId}',
      protect: true,
      tags: ['config/samples'],
      summary: 'Delete a sample',
      description: 'Deletes a sample; 409 in_use_error once results, evaluations or merges refer to it, 422 for a read-only survey. Organisation users only: lab users get 403.',
    },
  })
  .input(ZSampleIdInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => deleteService(ctx, input));
