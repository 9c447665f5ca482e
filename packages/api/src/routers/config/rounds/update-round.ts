import { orgAdminProcedure } from '../../../trpc';
import { updateRound as updateService } from '../../../services/config/rounds/update-round';
import { ZRound } from '../../../services/config/rounds/round.types';
import { ZUpdateRoundInput } from '../../../services/config/rounds/save-round.types';

export const updateRound = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/orgs/{orgId}/rounds/{id}',
      protect: true,
      tags: ['config/rounds'],
      summary: 'Update a round',
      description: 'Changes a round; only rounds (and to years) of the previous, current and next year (422 year). A duplicate ordinal is 422 (param ordinal, type duplicateOrdinal). Organisation users only: lab users get 403.',
    },
  })
  .input(ZUpdateRoundInput)
  .output(ZRound)
  .mutation(({ ctx, input }) => updateService(ctx, input));
