import { orgAdminProcedure } from '../../../trpc';
import { listRounds as listService } from '../../../services/config/rounds/list-rounds';
import { ZListRoundsInput, ZListRoundsOutput } from '../../../services/config/rounds/list-rounds.types';

export const listRounds = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/rounds',
      protect: true,
      tags: ['config/rounds'],
      summary: 'List rounds',
      description: "The organisation's rounds, newest first (year, then ordinal, descending), optionally of one year. Organisation users only: lab users get 403.",
    },
  })
  .input(ZListRoundsInput)
  .output(ZListRoundsOutput)
  .query(({ ctx, input }) => listService(ctx, input));
