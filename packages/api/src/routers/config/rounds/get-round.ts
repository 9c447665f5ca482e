import { orgAdminProcedure } from '../../../trpc';
import { getRound as getService } from '../../../services/config/rounds/get-round';
import { ZRound } from '../../../services/config/rounds/round.types';
import { ZRoundIdInput } from '../../../services/config/rounds/save-round.types';

export const getRound = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/rounds/{id}',
      protect: true,
      tags: ['config/rounds'],
      summary: 'Get a round',
      description: 'One round of the organisation; 404 for an unknown id. Organisation users only: lab users get 403.',
    },
  })
  .input(ZRoundIdInput)
  .output(ZRound)
  .query(({ ctx, input }) => getService(ctx, input.orgId, input.id));
