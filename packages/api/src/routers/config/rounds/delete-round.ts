import { orgAdminProcedure } from '../../../trpc';
import { deleteRound as deleteService } from '../../../services/config/rounds/delete-round';
import { ZOk } from '../../../services/shared.types';
import { ZRoundIdInput } from '../../../services/config/rounds/save-round.types';

/** 409 in_use_error while surveys, products or orders use the round; 422 year for a read-only round. */
export const deleteRound = orgAdminProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/orgs/{orgId}/rounds/{id}',
      protect: true,
      tags: ['config/rounds'],
      summary: 'Delete a round',
      description: 'Deletes a round; 409 in_use_error while surveys, products or orders use it, 422 year for a read-only round (outside the previous, current and next year). Organisation users only: lab users get 403.',
    },
  })
  .input(ZRoundIdInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => deleteService(ctx, input.orgId, input.id));
