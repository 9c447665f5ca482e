import { orgAdminProcedure } from '../../../trpc';
import { createRound as createService } from '../../../services/config/rounds/create-round';
import { ZRound } from '../../../services/config/rounds/round.types';
import { ZCreateRoundInput } from '../../../services/config/rounds/save-round.types';

export const createRound = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/rounds',
      protect: true,
      tags: ['config/rounds'],
      summary: 'Create a round',
      description: 'Creates a round; year and ordinal default to the current year and month number (spec 3 §5). A duplicate ordinal in the year is 422 (param ordinal, type duplicateOrdinal). Organisation users only: lab users get 403.',
    },
  })
  .input(ZCreateRoundInput)
  .output(ZRound)
  .mutation(({ ctx, input }) => createService(ctx, input));
