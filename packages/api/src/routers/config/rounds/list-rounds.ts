import { orgAdminProcedure } from '../../../trpc';
import { listRounds as listService } from '../../../services/config/rounds/list-rounds';
import { ZListRoundsInput, ZListRoundsOutput } from './list-rounds.types';

export const listRounds = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/orgs/{orgId}/rounds', protect: true, tags: ['config/rounds'] } })
  .input(ZListRoundsInput)
  .output(ZListRoundsOutput)
  .query(({ ctx, input }) => listService(ctx, input));
