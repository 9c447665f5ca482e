import { orgAdminProcedure } from '../../../trpc';
import { updateRound as updateService } from '../../../services/config/rounds/update-round';
import { ZRound } from './round.types';
import { ZUpdateRoundInput } from './save-round.types';

export const updateRound = orgAdminProcedure
  .meta({ openapi: { method: 'PATCH', path: '/orgs/{orgId}/rounds/{id}', protect: true, tags: ['config/rounds'] } })
  .input(ZUpdateRoundInput)
  .output(ZRound)
  .mutation(({ ctx, input }) => updateService(ctx, input));
