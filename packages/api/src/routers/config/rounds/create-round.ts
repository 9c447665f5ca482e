import { orgAdminProcedure } from '../../../trpc';
import { createRound as createService } from '../../../services/config/rounds/create-round';
import { ZRound } from './round.types';
import { ZCreateRoundInput } from './save-round.types';

export const createRound = orgAdminProcedure
  .meta({ openapi: { method: 'POST', path: '/orgs/{orgId}/rounds', protect: true, tags: ['config/rounds'] } })
  .input(ZCreateRoundInput)
  .output(ZRound)
  .mutation(({ ctx, input }) => createService(ctx, input));
