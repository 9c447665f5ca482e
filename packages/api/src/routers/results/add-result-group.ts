import { protectedProcedure } from '../../trpc';
import { ZIdempotencyKeyHeaders } from '../../services/idempotency.types';
import { addResultGroup as addResultGroupService } from '../../services/results/result-group-writes';
import { ZAddResultGroupInput, ZResultGroupWriteOutput } from '../../services/results/result-groups.types';

export const addResultGroup = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/labs/{labId}/surveys/{surveyId}/result_groups',
      protect: true,
      requestHeaders: ZIdempotencyKeyHeaders,
      tags: ['results'],
      summary: 'Add a result group',
      description: "Adds a result group to the lab's survey with the next ordinal, recorded in the survey's history (spec 1 §2). Needs write access to the lab and an editable survey (422 otherwise); the expected version never refuses it. With an Idempotency-Key a retry adds nothing and answers the group the first request added (the key with another request is 422).",
    },
  })
  .input(ZAddResultGroupInput)
  .output(ZResultGroupWriteOutput)
  .mutation(({ ctx, input }) => addResultGroupService(ctx, input));
