import { protectedProcedure } from '../../trpc';
import { ZIdempotencyKeyHeaders } from '../../services/idempotency.types';
import { updateResultGroup as updateResultGroupService } from '../../services/results/result-group-writes';
import { ZUpdateResultGroupInput, ZResultGroupWriteOutput } from '../../services/results/result-groups.types';

export const updateResultGroup = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/labs/{labId}/surveys/{surveyId}/result_groups/{groupId}',
      protect: true,
      requestHeaders: ZIdempotencyKeyHeaders,
      tags: ['results'],
      summary: 'Rename or comment a result group',
      description: 'Renames or comments a result group of the lab (spec 1 §2; a blank name takes the default name). Editable surveys only (422); with expectedVersion, 409 when another user changed the group after that version.',
    },
  })
  .input(ZUpdateResultGroupInput)
  .output(ZResultGroupWriteOutput)
  .mutation(({ ctx, input }) => updateResultGroupService(ctx, input));
